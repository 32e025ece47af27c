import { expect, test } from './support/fixtures';
import { adminApi, createEvent, pageFormTime, uniqueTag } from './support/public-data';
import { signInThroughApi } from './support/session';

const tag = uniqueTag();
/** Registered in this order for one place: the first has it, the other two wait in line. */
const PEOPLE = [
  { name: 'Ada Early', email: `ada.lovelace.early.${tag}@example.org` },
  { name: 'Benjamin Second', email: `benjamin.second.${tag}@example.org` },
  { name: 'Cleo Third', email: `cleo.third.${tag}@example.org` },
];
let event: { id: string; title: string };

test.beforeAll(async () => {
  const api = await adminApi();
  const created = await createEvent(api, { title: `Layout Retreat ${tag}`, capacity: 1 });
  event = created;
  const formIssuedAt = await pageFormTime(`/register/${created.slug}`, 'registration');
  for (const person of PEOPLE) {
    const response = await api.post('/api/register', {
      data: {
        eventId: created.id,
        ...person,
        inDiamondHeartGroup: true,
        diamondHeartGroupName: 'Diamond Heart Ten',
        additionalMessage: 'Arriving a little late, with a friend who may also come along.',
        formIssuedAt,
      },
    });
    expect(response.status()).toBe(201);
  }
  await api.dispose();
});

test('the waitlist shows each person’s place in line, and reads first in line first', async ({
  page,
  pageErrors,
}) => {
  await signInThroughApi(page);
  await page.goto(`/admin/registrations?eventId=${event.id}`);
  const rows = page.getByRole('region', { name: 'Registrations' }).locator('tbody tr');
  // Newest first, as every list: the second in line above the first, each saying which.
  await expect(rows).toHaveText([
    /Cleo Third.*Waitlisted\s*2nd in line/,
    /Benjamin Second.*Waitlisted\s*1st in line/,
    /Ada Early.*Confirmed/,
  ]);
  await expect(rows.nth(2)).not.toContainText('in line');

  await page.getByLabel('Status').selectOption('Waitlisted');
  await expect(rows).toHaveText([/Benjamin Second.*1st in line/, /Cleo Third.*2nd in line/]);
  expect(pageErrors).toEqual([]);
});
