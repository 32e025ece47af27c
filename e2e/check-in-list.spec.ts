import { openDashboard } from './support/admin-session';
import { axe } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminApi, createEvent, pageFormTime, uniqueTag } from './support/public-data';

test('an event’s check-in list prints: the confirmed with boxes to tick, blank rows for walk-ins, the waitlist on a side of its own', async ({
  page,
  pageErrors,
}) => {
  const tag = uniqueTag();
  const api = await adminApi();
  const event = await createEvent(api, { title: `Door List ${tag}`, capacity: 2 });
  const people = ['Ada Early', 'Ben Second', 'Cleo Waiting'];
  const formIssuedAt = await pageFormTime(`/register/${event.slug}`, 'registration');
  for (const [index, name] of people.entries()) {
    const response = await api.post('/api/register', {
      data: {
        eventId: event.id,
        name,
        email: `door-${index}-${tag}@example.org`,
        inDiamondHeartGroup: false,
        formIssuedAt,
      },
    });
    expect(response.status()).toBe(201);
  }
  await api.dispose();

  await openDashboard(page);
  const [list] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('link', { name: `Check-in list for ${event.title} (opens in a new tab)` })
      .click(),
  ]);
  await list.waitForLoadState();
  await expect(list.getByRole('heading', { name: `Check-in: ${event.title}` })).toBeVisible();
  const checkIn = list.locator('section').first();
  const rows = checkIn.getByRole('row');
  // The two confirmed, then blank rows for walk-ins to the foot of the side.
  await expect(rows).toHaveCount(31);
  await expect(rows.nth(0)).toHaveText(/Here\s*Name\s*Email\s*Group\s*Message/);
  await expect(rows.nth(1)).toHaveText(/Ada Early/);
  await expect(rows.nth(2)).toHaveText(/Ben Second/);
  await expect(rows.nth(3)).toHaveText('3');
  const waitlist = list.locator('section').nth(1);
  await expect(waitlist.getByRole('heading')).toHaveText(`Waitlist: ${event.title}`);
  await expect(waitlist).toContainText('Cleo Waiting');
  await expect(checkIn).not.toContainText('Cleo Waiting');
  // Its lists are the page's main content, as a screen reader finds them.
  await expect(list.getByRole('main')).toContainText('Ada Early');
  expect((await axe(list).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  for (const format of ['A4', 'Letter'] as const) {
    const pdf = (await list.pdf({ format })).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // One side for the check-in list, one for the waitlist.
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
  }
  expect(pageErrors).toEqual([]);
});
