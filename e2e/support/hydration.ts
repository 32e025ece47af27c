import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens `path` and waits for its scripts to have run: until a server-rendered page is hydrated
 * its links are plain links (a full page load, no focus moved) and its forms post the plain way.
 * Hydration can finish after 500 ms without a request on a busy machine, which Playwright already
 * takes for network idle, hence the wait for it first. Network idle then covers the chunks and
 * reads that follow it.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Waits for the page's scripts to have taken over the server's HTML: React's root in #root has
 * committed its first render, hydrated (or, for a page the browser renders, rendered). Nothing
 * on the page shows it (no control waits for scripts), so this asks React's own record of the
 * root, which it keeps on the container.
 */
export async function expectHydrated(page: Page) {
  await expect
    .poll(
      () =>
        page.locator('#root').evaluate((container) => {
          type HostRoot = { stateNode: { current: { memoizedState?: RootState } } };
          type RootState = { element: unknown; isDehydrated: boolean };
          const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
          if (!key) return false;
          const root = (container as unknown as Record<string, HostRoot>)[key];
          const state = root.stateNode.current.memoizedState;
          return state !== undefined && state.element !== null && !state.isDehydrated;
        }),
      // A cold machine's first load of a development bundle has taken most of the usual ten.
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Waits until React has taken over every element `controls` finds (none found passes): it keeps
 * an element's props on it once hydrated or rendered, and until then a press on a server-rendered
 * button does what the HTML alone does (a form posts the plain way). A part of the page that
 * hydrates late (the home page's deferred sections) is taken over after the root is.
 */
export async function expectTakenOverByReact(
  controls: Locator,
  { timeout }: { timeout?: number } = {},
) {
  await expect
    .poll(
      () =>
        controls.evaluateAll((elements) =>
          elements.every((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactProps$')),
          ),
        ),
      { timeout },
    )
    .toBe(true);
}
