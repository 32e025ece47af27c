import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens `path` and waits for its scripts to have run and its first view to be theirs: until a
 * server-rendered page is hydrated its links are plain links (a full page load, no focus moved)
 * and its forms post the plain way.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expectFirstViewTakenOver(page);
}

/**
 * Waits until the page is hydrated and nothing in the viewport waits for code: no placeholder is
 * busy there, and React has taken over every control in it (a part near the viewport loads and
 * replaces the server's HTML after hydration). What lies further down waits for the visitor to
 * come near it: revealDeferredContent.
 */
export async function expectFirstViewTakenOver(page: Page) {
  await expectHydrated(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[aria-busy="true"], button, input, select, textarea')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
          })
          .every(
            (element) =>
              element.getAttribute('aria-busy') !== 'true' &&
              Object.keys(element).some((key) => key.startsWith('__reactProps$')),
          ),
      ),
    )
    .toBe(true);
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

/**
 * The API's answers a server-rendered document came with, by key: every route's loader data in
 * the hydration data React Router reads (none for a page rendered in the browser).
 */
export function serverReads(html: string): Record<string, unknown> {
  const json = /<script>window\.__staticRouterHydrationData=(.*?)<\/script>/.exec(html)?.[1];
  const { loaderData = {} } = JSON.parse(json ?? '{}') as {
    loaderData?: Record<string, { reads?: Record<string, unknown> } | null>;
  };
  return Object.assign({}, ...Object.values(loaderData).map((data) => data?.reads ?? {}));
}
