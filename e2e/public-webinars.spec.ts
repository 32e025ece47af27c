import { expect, test } from './support/fixtures';
import { adminApi, createWebinar, uniqueTag } from './support/public-data';
import { stubExternalRequests } from './support/public-network';

test('webinars: year tabs newest first, 2025 by default, detail and share', async ({
  page,
  context,
  pageErrors,
}) => {
  const tag = uniqueTag();
  const api = await adminApi();
  await createWebinar(api, { title: `Presence in Daily Life ${tag}`, year: 2025 });
  const older = await createWebinar(api, {
    title: `The Nature of Strength ${tag}`,
    year: 1998,
    month: 'April',
    presenter: `Miriam Lake ${tag}`,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    tags: ['strength', 'inquiry'],
    description: 'A talk on the red essence and how strength arises in the body.',
  });
  await api.dispose();
  await stubExternalRequests(page);
  // Desktop Linux Chromium has no share sheet; make sure of it, and allow clipboard writes.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/webinars');
  // allTextContents does not wait: let the tabs render first.
  await expect(page.getByRole('tab', { name: '2025' })).toBeVisible();
  const years = (await page.getByRole('tab').allTextContents()).map(Number);
  expect(years.length).toBeGreaterThan(1);
  expect(years).toEqual([...years].sort((a, b) => b - a));
  await expect(page.getByRole('tab', { name: '2025' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: `Presence in Daily Life ${tag}` })).toBeVisible();

  await page.getByRole('tab', { name: '1998' }).click();
  await expect(page.getByRole('heading', { name: `Presence in Daily Life ${tag}` })).toBeHidden();
  const card = page.getByRole('article', { name: older.title });
  await expect(card.getByText(`Presented by Miriam Lake ${tag}`)).toBeVisible();
  await card.getByRole('link', { name: 'Watch Webinar' }).click();

  await expect(page).toHaveURL(new RegExp(`/webinars/${older.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: older.title })).toBeVisible();
  await expect(page.getByText('April 1998')).toBeVisible();
  await expect(page.getByText('strength', { exact: true })).toBeVisible();
  await expect(page.getByText(/red essence/)).toBeVisible();
  await page.getByRole('button', { name: `Play video: ${older.title}` }).click();
  await expect(page.locator(`iframe[title="${older.title}"]`)).toHaveCount(1);

  // The alert blocks the click until handled, so it is accepted as it opens.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  expect(pageErrors).toEqual([]);
});
