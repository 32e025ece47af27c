import { expect, test } from './support/fixtures';
import { expectTakenOverByReact } from './support/hydration';
import { adminApi, createNewsletter, uniqueTag } from './support/public-data';
import { stubExternalRequests } from './support/public-network';

test.beforeEach(async ({ page }) => stubExternalRequests(page));

test('subscribe from the home page: Subscribed!, disabled, then reset', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/#contact');
  const section = page.locator('#contact');
  await expect(section.getByRole('heading', { name: 'Stay Connected' })).toBeVisible();
  // This is the scripted form's state: wait until React has taken the deferred section's button
  // over (a press before that posts the form instead: e2e/public-without-scripts.spec.ts).
  const subscribe = section.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeVisible();
  await expectTakenOverByReact(subscribe);
  await section.getByLabel('Email address').fill(`home-sub-${uniqueTag()}@example.org`);
  await subscribe.click();
  const subscribed = section.getByRole('button', { name: 'Subscribed!' });
  await expect(subscribed).toBeDisabled();
  // Held as sending holds it (aria-disabled): a keyboard's place stays on the button.
  await expect(subscribed).toBeFocused();
  await expect(section.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(section.getByLabel('Email address')).toHaveValue('');
  expect(pageErrors).toEqual([]);
});

test('newsletter archive: year tabs, months, Special, and subscribe', async ({
  page,
  pageErrors,
}) => {
  const tag = uniqueTag();
  const api = await adminApi();
  // A year no one else uses, so its tab holds exactly these issues.
  await createNewsletter(api, {
    month: 'February',
    year: 1999,
    link: `https://example.org/${tag}/feb`,
  });
  await createNewsletter(api, {
    month: 'November',
    year: 1999,
    link: `https://example.org/${tag}/nov`,
  });
  await createNewsletter(api, {
    month: 'June',
    year: 1999,
    link: `https://example.org/${tag}/special`,
    isSpecial: true,
    specialDescription: `Retreat edition ${tag}`,
  });
  await api.dispose();

  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Archive' })).toBeVisible();
  // allTextContents does not wait: let the tabs render first.
  await expect(page.getByRole('tab', { name: 'Special' })).toBeVisible();
  const labels = await page.getByRole('tab').allTextContents();
  expect(labels.at(-1)).toBe('Special');
  const years = labels.slice(0, -1).map(Number);
  expect(years).toContain(1999);
  expect(years).toEqual([...years].sort((a, b) => b - a));

  // A tab switches in place, without a reload, and its year goes in the address.
  await page.evaluate(() => Object.assign(window, { beforeTheTab: true }));
  await page.getByRole('tab', { name: '1999' }).click();
  await expect(page).toHaveURL(/\/newsletter\?year=1999$/);
  expect(await page.evaluate(() => 'beforeTheTab' in window)).toBe(true);
  const links = page.getByRole('tabpanel').getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toContainText('November');
  await expect(links.nth(1)).toContainText('February');
  await expect(links.nth(0)).toHaveAttribute('target', '_blank');

  await page.getByRole('tab', { name: 'Special' }).click();
  await expect(page.getByRole('tabpanel').getByText(`Retreat edition ${tag}`)).toBeVisible();
  // Opened again, the page shows the year its address names.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Special' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`Retreat edition ${tag}`)).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(`archive-${tag}@example.org`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscription successful!')).toBeVisible();
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
