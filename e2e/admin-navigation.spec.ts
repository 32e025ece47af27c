import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dashboardNavigation, dashboardPart, openDashboard } from './support/admin-session';
import { axe } from './support/axe';

// Issue 48, item 2 and 6: the dashboard's parts, each at its address, reached by keyboard at a
// desktop's width and a phone's, each with no axe violations, and the history keeping the place.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await axe(page).analyze();
  expect(
    violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
    where,
  ).toEqual([]);
}

/** Presses Tab until `target` has the focus (at most `most` times), as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, most = 12) {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Each part as the navigation names it, its address, and what shows once it has loaded. */
const PARTS = [
  {
    link: 'Registrations',
    address: /\/admin\/people\/registrations$/,
    loaded: (page: Page) => dashboardPart(page, 'People').getByRole('searchbox'),
  },
  {
    link: 'Messages',
    address: /\/admin\/people\/messages$/,
    loaded: (page: Page) => dashboardPart(page, 'People').getByRole('searchbox'),
  },
  {
    link: 'Subscribers',
    address: /\/admin\/people\/subscribers$/,
    loaded: (page: Page) => dashboardPart(page, 'People').getByRole('searchbox'),
  },
  {
    link: 'Staff',
    address: /\/admin\/staff$/,
    loaded: (page: Page) => dashboardPart(page, 'Staff').getByRole('table', { name: 'Activity' }),
  },
  {
    link: 'Trash',
    address: /\/admin\/trash$/,
    loaded: (page: Page) => dashboardPart(page, 'Trash').getByRole('heading', { name: 'Trash' }),
  },
  {
    link: 'Content',
    address: /\/admin$/,
    loaded: (page: Page) => page.getByRole('button', { name: 'Add New Event' }),
  },
];

/** Content, which the dashboard opens on. */
const CONTENT = PARTS.find(({ link }) => link === 'Content')!;

/** A people list's link is named with its held count, when any ("Registrations 2 held"). */
const linkOf = (page: Page, name: string) =>
  dashboardNavigation(page).getByRole('link', { name: new RegExp(`^${name}`) });

/** Once a part is open: its link alone is the current page, and nothing is still loading. */
async function expectOpen(page: Page, part: (typeof PARTS)[number]) {
  await expect(page).toHaveURL(part.address);
  await expect(part.loaded(page)).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(dashboardNavigation(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(linkOf(page, part.link)).toHaveAttribute('aria-current', 'page');
}

test('at 1280 px the navigation is one row, and each part opens from it by keyboard with no axe violations', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page);
  const navigation = dashboardNavigation(page);
  const links = navigation.getByRole('link');
  await expect(links).toHaveCount(6);
  await expect(navigation.getByRole('button', { name: /^Dashboard menu/ })).toBeHidden();
  const tops = await links.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size, `the links' tops: ${tops.join(', ')}`).toBe(1);
  await expectOpen(page, CONTENT);
  await expectNoViolations(page, 'Content at 1280 px');

  const heading = page.getByRole('heading', { level: 1 });
  for (const part of PARTS) {
    // After each move focus is on the page's heading; the navigation comes next.
    await expect(heading).toBeFocused();
    await tabTo(page, linkOf(page, part.link));
    await page.keyboard.press('Enter');
    await expectOpen(page, part);
    await expectNoViolations(page, `${part.link} at 1280 px`);
  }
  expect(pageErrors).toEqual([]);
});

test('at 390 px the navigation is a menu that Enter opens and Escape closes, and each part opens from it with no axe violations', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  const navigation = dashboardNavigation(page);
  const menu = navigation.getByRole('button', { name: 'Dashboard menu: Content' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(linkOf(page, 'Staff')).toBeHidden();
  await expect(CONTENT.loaded(page)).toBeVisible();
  await expect(
    navigation.getByRole('link', { name: 'Content', includeHidden: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(page, 'Content at 390 px, the menu closed');

  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(linkOf(page, 'Content')).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(page, 'the menu open at 390 px');
  // Within the page's width: nothing scrolls sideways.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await tabTo(page, linkOf(page, 'Messages'));
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(linkOf(page, 'Messages')).toBeHidden();

  const heading = page.getByRole('heading', { level: 1 });
  for (const part of PARTS) {
    const button = navigation.getByRole('button', { name: /^Dashboard menu: / });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await tabTo(page, linkOf(page, part.link));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(part.address);
    // Choosing a part closes the menu, which names it.
    await expect(
      navigation.getByRole('button', { name: `Dashboard menu: ${part.link}` }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expect(part.loaded(page)).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoViolations(page, `${part.link} at 390 px`);
    // Focus is on the page's heading; the menu button comes next.
    await expect(heading).toBeFocused();
  }
  expect(pageErrors).toEqual([]);
});

test('back, forward and a reload keep the part, the tab and the filters, and old addresses lead to the same view', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(60_000);
  await openDashboard(page);
  const status = dashboardPart(page, 'People').getByLabel('Status', { exact: true });
  const kind = dashboardPart(page, 'Staff').getByLabel('Kind', { exact: true });

  await linkOf(page, 'Registrations').click();
  await status.selectOption({ label: 'Confirmed' });
  await expect(page).toHaveURL(/\/admin\/people\/registrations\?status=confirmed$/);
  await linkOf(page, 'Staff').click();
  await kind.selectOption({ label: 'Sign-ins' });
  await expect(page).toHaveURL(/\/admin\/staff\?kind=sign-in$/);
  await linkOf(page, 'Content').click();
  await page.getByRole('tab', { name: 'Teachers' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/teachers$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/staff\?kind=sign-in$/);
  await expect(kind).toHaveValue('sign-in');
  await expect(linkOf(page, 'Staff')).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/people\/registrations\?status=confirmed$/);
  await expect(status).toHaveValue('confirmed');
  await expect(linkOf(page, 'Registrations')).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/content\/teachers$/);
  await expect(page.getByRole('tab', { name: 'Teachers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Teachers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Add New Teacher' })).toBeVisible();

  // An address from before the parts (a mail's, a bookmark's) opens the same view at its new one.
  const gone = '65a0000000000000000000ff';
  await page.goto(`/admin/registrations?eventId=${gone}&status=waitlisted`);
  await expect(page).toHaveURL(
    new RegExp(`/admin/people/registrations\\?status=waitlisted&event=${gone}$`),
  );
  await expect(status).toHaveValue('waitlisted');
  await expect(dashboardPart(page, 'People').getByLabel('Event', { exact: true })).toHaveValue(
    gone,
  );
  await page.goto('/admin/testimonials');
  await expect(page).toHaveURL(/\/admin\/content\/testimonials$/);
  await expect(page.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(pageErrors).toEqual([]);
});
