import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { revealDeferredContent } from './support/deferred-content';
import { openHydrated } from './support/hydration';
import { stubExternalRequests } from './support/public-network';
import { publicRoutes, type PublicRoute } from './support/public-routes';
import { signInThroughApi } from './support/session';

/** From the smallest phone to a wide desktop, around the header's switch at 1200 px. */
const WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1440];
/**
 * Below this (the smallest phones), a button label may wrap, but only where even one line would
 * not fit; from here on up, none wraps.
 */
const NARROW_PX = 390;
/** How close to its place below the sticky header a hash target must land. */
const LANDING_TOLERANCE_PX = 3;

let routes: PublicRoute[] = [];
test.beforeAll(async () => {
  routes = await publicRoutes();
});

interface Fault {
  what: string;
  text: string;
}

/**
 * Everything at the current width that breaks the layout: the page scrolling sideways, a header
 * item or a button whose label runs onto a second line (on the narrowest phones a button may
 * wrap only when it already fills its container), a button reaching past the screen's edge.
 */
function layoutFaults(page: Page, narrow: boolean): Promise<Fault[]> {
  return page.evaluate((narrow) => {
    const faults: { what: string; text: string }[] = [];
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    /** How many lines the element's visible text takes (text hidden for screen readers aside). */
    const lines = (element: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !visible(node.parentElement!)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width < 1) continue;
          if (!tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
        }
      }
      return tops.length;
    };
    const name = (element: Element) => (element.textContent ?? '').trim().slice(0, 60);

    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) {
      faults.push({ what: `scrolls sideways (${scrollWidth} px)`, text: location.pathname });
    }

    const header = document.querySelector('header')!;
    for (const item of header.querySelectorAll('a, button')) {
      if (!visible(item)) continue;
      if (lines(item) > 1) faults.push({ what: 'header item wraps', text: name(item) });
      // The logo gives way (an ellipsis) rather than push the page sideways: it must not need to.
      if (item.scrollWidth > item.clientWidth + 1) {
        faults.push({ what: 'header item cut short', text: name(item) });
      }
    }

    // The kit's buttons and button-like links: pill-shaped.
    for (const button of document.querySelectorAll<HTMLElement>(
      'main a, main button, header button',
    )) {
      if (!visible(button) || getComputedStyle(button).borderTopLeftRadius !== '999px') continue;
      const rect = button.getBoundingClientRect();
      // A wide table scrolls in a box of its own; its buttons may sit beyond the screen's edge.
      const ownScrollBox = (element: Element | null): boolean =>
        !!element &&
        (['auto', 'scroll'].includes(getComputedStyle(element).overflowX) ||
          ownScrollBox(element.parentElement));
      if ((rect.left < -1 || rect.right > window.innerWidth + 1) && !ownScrollBox(button)) {
        faults.push({ what: 'button past the edge', text: name(button) });
      }
      if (lines(button) <= 1) continue;
      const parent = button.parentElement!;
      const style = getComputedStyle(parent);
      const room =
        parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (!narrow || rect.width < room - 1)
        faults.push({ what: 'button label wraps', text: name(button) });
    }
    return faults;
  }, narrow);
}

/** Opens a route and waits for its heading and its data (no skeleton left busy). */
async function openRoute(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (path === '/') await revealDeferredContent(page);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** How far the element's top is from just below the header, once the page stands still. */
function distanceFromLanding(page: Page, id: string): Promise<number> {
  return page.evaluate(async (id) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const top = () => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity;
    const before = top();
    await frame();
    await frame();
    const header = document.querySelector('header')?.getBoundingClientRect().height;
    // Not there yet, or still moving (a smooth scroll, content above growing): not landed.
    if (header === undefined || before === Infinity || top() !== before) return Infinity;
    const atBottom =
      window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    return atBottom && before < header ? 0 : Math.abs(before - header);
  }, id);
}

async function expectLandedOn(page: Page, id: string) {
  await expect
    .poll(() => distanceFromLanding(page, id), { message: `landed on #${id}` })
    .toBeLessThanOrEqual(LANDING_TOLERANCE_PX);
  await expect(page.locator(`#${id}`)).toBeFocused();
}

/** The header's link to `name`: in the bar on wide screens, in the menu dialog below that. */
async function headerLink(page: Page, name: string) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    // As it opens, the dialog puts the focus in itself once its code has come: a focus moved
    // before then is taken back (and Enter then presses what it gave the focus to). A person
    // reaches for a link after the menu is there; so does this.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    return dialog.getByRole('link', { name, exact: true });
  }
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

for (const signedIn of [false, true]) {
  for (const width of WIDTHS) {
    test(`${width} px, ${signedIn ? 'logged in' : 'logged out'}: no sideways scroll, nothing wraps, focus follows`, async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(180_000);
      await stubExternalRequests(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      if (signedIn) {
        await signInThroughApi(page);
        await expect(page.getByRole('banner').getByText('Logout').first()).toBeAttached();
      }

      const visits = [...routes, { path: '/login', heading: 'Admin Access' }];
      if (signedIn) visits.push({ path: '/admin', heading: 'Content Dashboard' });
      for (const route of visits) {
        await test.step(route.path, async () => {
          // Signed in, /login sends an admin on to the dashboard.
          const heading = signedIn && route.path === '/login' ? 'Content Dashboard' : route.heading;
          await openRoute(page, route.path, heading);
          expect(await layoutFaults(page, width < NARROW_PX)).toEqual([]);
        });
      }

      await test.step('a link followed with Enter moves focus to the new page’s heading', async () => {
        await openHydrated(page, '/about');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.getByRole('contentinfo').getByRole('link', { name: 'Teachers' }).focus();
        await page.keyboard.press('Enter');
        const heading = page.getByRole('heading', { level: 1, name: 'Meet the Teachers' });
        await expect(heading).toBeFocused();
        await expect(page.getByRole('status').filter({ hasText: 'Our Teachers' })).toBeAttached();
        // The next Tab goes on into the new page, not to the footer.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(
          true,
        );

        const link = await headerLink(page, 'Contact');
        await link.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();
      });

      if (signedIn) return;
      await test.step('hash scrolls land on their targets and take focus', async () => {
        await openHydrated(page, '/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.getByRole('link', { name: 'Upcoming Events', exact: true }).focus();
        await page.keyboard.press('Enter');
        await expectLandedOn(page, 'events-programs');

        await openHydrated(page, '/about');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const about = await headerLink(page, 'About');
        await about.focus();
        await page.keyboard.press('Enter');
        await expectLandedOn(page, 'about');

        // A program's 'Learn More' lands on its card, which shows its whole description.
        await page.goto('/programs#sunday-meditation');
        await expectLandedOn(page, 'sunday-meditation');
        const description = page.locator('#sunday-meditation p');
        expect(
          await description.evaluate((element) => element.scrollHeight <= element.clientHeight),
        ).toBe(true);
      });
      expect(pageErrors).toEqual([]);
    });
  }
}
