import type { Locator } from '@playwright/test';
import { revealDeferredContent } from './support/deferred-content';
import { expect, test } from './support/fixtures';
import { axe } from './support/axe';
import { expectHydrated } from './support/hydration';
import { signInThroughApi } from './support/session';

const headerLinks = ['Home', 'About', 'Events', 'Ongoing Groups', 'Community', 'Contact'];

test.describe('site frame at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    // The page renders just after the load event (start-up runs in short tasks).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('logged out, the header offers Get Started and no account actions', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of headerLinks)
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ongoing Groups' })).toHaveAttribute(
      'href',
      '/events/diamond-heart-ten-new-group',
    );
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/programs',
    );
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('logged in, the header offers Admin and Logout; logging out goes home', async ({ page }) => {
    await page.goto('/about');
    await signInThroughApi(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveCount(0);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('You have been successfully logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_user'))).toContain('"user":null');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test("the dashboard's pages load as documents of their own, kept apart from other sites' windows", async ({
    page,
  }) => {
    const about = await page.goto('/about');
    // A public page has nothing a window that opened it could learn (issue 18: the policy's new
    // process delays a phone's first paint); the dashboard's documents are isolated.
    expect(about?.headers()['cross-origin-opener-policy']).toBeUndefined();
    /** Follows `link` into a document of its own at `pathname`, isolated, showing `heading`. */
    const followIntoIsolatedDocument = async (link: Locator, pathname: string, heading: string) => {
      const loaded = page.waitForResponse(
        (response) =>
          response.request().resourceType() === 'document' &&
          new URL(response.url()).pathname === pathname,
      );
      await link.click();
      expect((await loaded).headers()['cross-origin-opener-policy']).toBe('same-origin');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    };
    await followIntoIsolatedDocument(
      page.getByRole('contentinfo').getByRole('link', { name: 'Admin Login' }),
      '/login',
      'Admin Access',
    );
    await page.goto('/about');
    await signInThroughApi(page);
    await followIntoIsolatedDocument(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
      '/admin',
      'Content Dashboard',
    );
  });

  test('the footer has its links, social links, trademark and this year', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    for (const href of [
      '/',
      '/about',
      '/events',
      '/teachers',
      '/newsletter',
      '/webinars',
      '/contact',
      '/privacy-policy',
      '/terms',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText('registered trademark');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the home logo appears only after scrolling; other pages always show it', async ({
    page,
  }) => {
    await page.goto('/');
    const logo = page.getByRole('banner').getByRole('link', { name: /Diamond Approach Boulder/ });
    await expect(logo).toBeHidden();
    // Scroll only once the page is tall enough (the home remote has rendered).
    await expect(page.locator('#about')).toBeAttached();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
    await expect(logo).toBeVisible();
    await page.goto('/about');
    await expect(logo).toBeVisible();
  });

  test('hash links land below the sticky header', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await expect(page).toHaveURL(/\/#about$/);
    const about = page.locator('#about');
    await expect(about).toBeVisible();
    const headerHeight = await page
      .getByRole('banner')
      .evaluate((el) => el.getBoundingClientRect().height);
    await expect
      .poll(async () => about.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(Math.round(headerHeight));

    // Already on home: choosing Events scrolls in place.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Events', exact: true })
      .click();
    const events = page.locator('#events-programs');
    await expect
      .poll(async () => events.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(Math.round(headerHeight));
  });

  test('controls are set in the page’s font, not the browser’s control font', async ({ page }) => {
    await page.goto('/');
    // The carousel is below the fold: a page the browser rendered (the server's render ran out of
    // time on a busy machine) shows it only once scrolled near.
    await revealDeferredContent(page);
    const fontOf = (locator: Locator) =>
      locator.evaluate((element) => getComputedStyle(element).fontFamily);
    const pageFont = await fontOf(page.locator('body'));
    // A button of the kit's carousel that sets no font of its own.
    expect(await fontOf(page.getByRole('button', { name: 'Previous testimonial' }))).toBe(pageFont);
  });

  test('the frame has no accessibility violations', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner')).toBeVisible();
    const results = await axe(page).include('header').include('footer').analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('site frame at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens as a dialog and closes by button or by choosing a link', async ({
    page,
  }) => {
    await page.goto('/about');
    await expectHydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Focus goes into the dialog, and back to the toggle as it closes.
    const close = menu.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await close.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Community' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/community$/);
  });

  test('the menu works at first paint: a press before the scripts run opens it, and once they have, a chosen link closes it', async ({
    page,
  }) => {
    // The page's scripts wait until the menu has been used.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        await scriptsHeld;
        await route.continue();
      },
    );
    await page.goto('/about', { waitUntil: 'commit' });
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toBeEnabled();
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    releaseScripts();
    await expectHydrated(page);
    // Hydration took the open menu over as it was.
    await expect(menu).toBeVisible();
    // A link within the page now navigates without a new document, which alone would leave the
    // menu open: the page closes it.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    await menu.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('html[data-same-document]')).toHaveCount(1);
  });

  test('the open mobile menu has no accessibility violations', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
});
