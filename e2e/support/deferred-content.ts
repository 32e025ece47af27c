import { expect, type Page } from '@playwright/test';
import { expectHydrated, expectTakenOverByReact } from './hydration';

/**
 * Scrolls through the whole page a screen at a time and back to the top, until content that loads
 * only near the viewport (the home page's forms and testimonials) is on the page and taken over.
 */
export async function revealDeferredContent(page: Page) {
  // A server-rendered page watches for what comes near only once its scripts have run, and a part
  // inside a boundary React hydrates late starts watching later still: a pass made before then
  // leaves that part waiting for the next scroll (on a busy machine, for good). Hence a pass
  // again until nothing waits. Conditions of the page's own, not network idle: twice in full runs
  // one request of `/` never settled in Playwright's count.
  await expectHydrated(page);
  await expect(async () => {
    await scrollThrough(page);
    // What came into view has loaded (chunks, API reads): no placeholder is left, and every
    // control the server rendered has been taken over by its code.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 3_000 });
    await expectTakenOverByReact(page.locator('main').locator('button, input, select, textarea'), {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
}

function scrollThrough(page: Page) {
  return page.evaluate(async () => {
    // A frame, or a tenth of a second if the browser skips frames: a stalled frame once hung
    // this loop for the test's whole time. The step count bounds a page that keeps growing.
    const settle = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve));
        setTimeout(resolve, 100);
      });
    const step = window.innerHeight / 2;
    for (
      let y = 0, steps = 0;
      y < document.documentElement.scrollHeight && steps < 200;
      y += step, steps++
    ) {
      window.scrollTo(0, y);
      await settle();
    }
    window.scrollTo(0, 0);
  });
}
