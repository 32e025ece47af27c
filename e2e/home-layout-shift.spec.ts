import { expect, test } from './support/fixtures';
import { revealDeferredContent } from './support/deferred-content';
import { expectHydrated } from './support/hydration';
import { stubExternalRequests } from './support/public-network';

/** SPEC §2's testimonials at 1, 2 and 3 per view: a phone, a tablet, a laptop. */
const WIDTHS = [390, 768, 1280];
/** Cumulative layout shift, as a sum of every shift no input caused. */
const MOST_SHIFT = 0.02;

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type Recorder = { shift: number; observer: PerformanceObserver };

for (const width of WIDTHS) {
  test(`${width} px: the home page shifts at most ${MOST_SHIFT} as it is scrolled through and its testimonials hydrate`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await stubExternalRequests(page);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const recorder = { shift: 0 } as Recorder;
      recorder.observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[])
          if (!entry.hadRecentInput) recorder.shift += entry.value;
      });
      recorder.observer.observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { layoutShift: Recorder }).layoutShift = recorder;
    });
    // The server's page, which the browser hydrates: a render the shell gave up on (slower than
    // its budget on a busy machine) is left to the browser, so it is opened again.
    await expect(async () => {
      const response = await page.goto('/');
      expect(await response!.text()).toContain('aria-label="What students say"');
    }).toPass();
    await expectHydrated(page);

    // The testimonials as the server sent them are in view when the carousel takes them over, so
    // a shift there counts (one out of view would not).
    await page.getByRole('heading', { name: "In our students' words" }).scrollIntoViewIfNeeded();
    await expect(page.locator('.glide__slide--clone').first()).toBeAttached();
    await revealDeferredContent(page);

    const shift = await page.evaluate(() => {
      const recorder = (window as unknown as { layoutShift: Recorder }).layoutShift;
      // Entries not yet handed to the observer's callback.
      for (const entry of recorder.observer.takeRecords() as LayoutShift[])
        if (!entry.hadRecentInput) recorder.shift += entry.value;
      return recorder.shift;
    });
    expect(shift).toBeLessThanOrEqual(MOST_SHIFT);
  });
}
