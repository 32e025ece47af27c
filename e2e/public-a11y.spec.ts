import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { revealDeferredContent } from './support/deferred-content';
import { openHydrated } from './support/hydration';
import { uniqueTag } from './support/public-data';
import { stubExternalRequests } from './support/public-network';
import { publicRoutes, type PublicRoute } from './support/public-routes';

let routes: PublicRoute[] = [];
test.beforeAll(async () => {
  routes = await publicRoutes();
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`every public route passes axe at ${viewport.name} width`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await stubExternalRequests(page);
    const failures: string[] = [];
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await revealDeferredContent(page);
      // Let data-driven content (cards, tabs) settle before the scan.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations) {
        failures.push(
          `${route.path}: ${violation.id} (${violation.impact}) ${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
}

test('arrow keys typed in a form leave the testimonials where they are', async ({ page }) => {
  await stubExternalRequests(page);
  await openHydrated(page, '/');
  await revealDeferredContent(page);
  const active = page.locator('.glide__slide--active');
  await expect(active).toHaveCount(1);
  const before = await active.getAttribute('aria-label');
  const message = page.locator('#speak-with-teacher form').getByLabel('Message');
  await message.focus();
  await message.press('ArrowRight');
  await message.press('ArrowRight');
  // Longer than a slide's move: Glide marks the new slide once it has moved.
  await page.waitForTimeout(1_000);
  await expect(active).toHaveAttribute('aria-label', before!);
});

test('focus stays with what was sent: on the button, or on what takes its place', async ({
  page,
}) => {
  await stubExternalRequests(page);

  await test.step('the contact form, sent', async () => {
    await openHydrated(page, '/contact');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Send Message' }) });
    await form.getByLabel('Name').fill('Dana Visitor');
    await form.getByLabel('Email').fill(`focus-${uniqueTag()}@example.org`);
    await form.getByLabel('Area of interest').selectOption('meditation');
    await form.getByLabel('Message').fill('When is the next Sunday meditation?');
    await form.getByRole('button', { name: 'Send Message' }).press('Enter');
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
  });

  await test.step('the archive’s subscribe form, replaced by its thank-you', async () => {
    await openHydrated(page, '/newsletter');
    await page.getByLabel('Email').fill(`focus-${uniqueTag()}@example.org`);
    await page.getByRole('button', { name: 'Subscribe' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeFocused();
  });

  await test.step('the unsubscribe button, replaced by the answer', async () => {
    await openHydrated(page, '/newsletter/unsubscribe?token=abc');
    await page.getByRole('button', { name: 'Unsubscribe' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'This link is invalid' })).toBeFocused();
  });

  await test.step('the home page’s play button, replaced by the player', async () => {
    await openHydrated(page, '/');
    await revealDeferredContent(page);
    const play = page.getByRole('button', { name: /^Play video: / }).first();
    const title = (await play.getAttribute('aria-label'))!.replace('Play video: ', '');
    await play.press('Enter');
    await expect(page.locator('iframe').and(page.getByTitle(title, { exact: true }))).toBeFocused();
  });
});

test('the phone menu closes as Tab leaves it, and still closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await stubExternalRequests(page);
  await openHydrated(page, '/');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  // Focus went on to the page, which the menu no longer covers.
  await expect(menu).toBeHidden();
  expect(
    await page.evaluate(() => {
      const focused = document.activeElement;
      return focused !== document.body && !document.getElementById('site-menu')!.contains(focused);
    }),
  ).toBe(true);

  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});
