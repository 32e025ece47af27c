import type { Page } from '@playwright/test';

/**
 * Scrolls through the whole page a screen at a time and back to the top, so content that loads
 * only near the viewport (the home page's forms and testimonials) is on the page.
 */
export async function revealDeferredContent(page: Page) {
  // A server-rendered page watches for what comes near only once its scripts have run: a scroll
  // through it before then, and back to the top, leaves those parts waiting for the next scroll.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
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
  // What came into view has loaded (chunks, API reads).
  await page.waitForLoadState('networkidle');
}
