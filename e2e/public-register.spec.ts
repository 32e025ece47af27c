import { expect, test } from './support/fixtures';
import { expectTakenOverByReact } from './support/hydration';
import { adminApi, createEvent, findMail, findStored, uniqueTag } from './support/public-data';
import { stubExternalRequests } from './support/public-network';

test('browse home -> event -> register: validation, success toast, /events, stored', async ({
  page,
  pageErrors,
}) => {
  const tag = uniqueTag();
  const api = await adminApi();
  // Lowest sortOrder, so it is among the three events the home page shows.
  const event = await createEvent(api, {
    title: `Open Heart Workshop ${tag}`,
    introText: 'A day of practice and inquiry.',
    description: '## Schedule\n\nWe begin with **meditation**.',
    sortOrder: -1000,
  });
  await api.dispose();
  await stubExternalRequests(page);

  await page.goto('/');
  // The home page's events load as their section comes near.
  await page.locator('#events-programs').scrollIntoViewIfNeeded();
  const card = page.getByRole('article', { name: event.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Oct', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'View Details' }).click();

  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText('October 5, 2030')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Facilitator' })).toBeVisible();
  await page.getByRole('link', { name: 'Register for This Event' }).click();

  await expect(page).toHaveURL(new RegExp(`/register/${event.slug}$`));
  // The checks as the fields change are the scripts'. A /register loaded in full (a link followed
  // before the scripts had taken the page over) posts the plain way until they have run, and the
  // server's errors then stay until the field next changes.
  await expectTakenOverByReact(page.getByRole('button', { name: 'Register' }));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  const email = `e2e-${tag}@example.org`;
  await page.getByLabel('Full name').fill('Dana Registrant');
  await expect(page.getByText('Name must be at least 2 characters')).toBeHidden();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Diamond Heart group name')).toBeHidden();
  await page.getByLabel('I am in a Diamond Heart group').check();
  await page.getByLabel('Diamond Heart group name').fill('Diamond Heart Ten');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  const stored = await findStored('registrations', { email });
  expect(stored).toMatchObject({
    name: 'Dana Registrant',
    inDiamondHeartGroup: true,
    diamondHeartGroupName: 'Diamond Heart Ten',
  });
  expect(String(stored?.eventId)).toBe(event.id);
  expect(pageErrors).toEqual([]);
});

test('a registration autofilled and sent 2.5 s after the page was asked for, its pictures held back, is stored, listed and mailed', async ({
  page,
  pageErrors,
}) => {
  const tag = uniqueTag();
  const api = await adminApi();
  const event = await createEvent(api, { title: `Autofill Retreat ${tag}` });
  await stubExternalRequests(page);
  // Pictures that take 10 s: the page's scripts must not wait for them.
  await page.route(
    (url) => /\.(jpe?g|png|webp|avif|gif|svg)$|\/api\/uploads\//.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => {});
    },
  );

  const requestedAt = Date.now();
  await page.goto(`/register/${event.slug}`, { waitUntil: 'commit' });
  // No control waits for the scripts, disabled, at first paint.
  await page.getByRole('button', { name: 'Register' }).waitFor();
  expect(await page.locator('button:disabled, input:disabled').count()).toBe(0);
  const issued = await page
    .locator('input[name="formIssuedAt"][form="site-form-registration"]')
    .getAttribute('value');
  expect(issued).toMatch(/^\d+\.[\w-]{43}$/);

  const email = `autofill-${tag}@example.org`;
  // As autofill does: the values are simply there.
  await page.fill('#registration-name', 'Dana Autofill');
  await page.fill('#registration-email', email);
  await page.waitForTimeout(Math.max(0, requestedAt + 2500 - Date.now()));
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/register'),
  );
  await page.getByRole('button', { name: 'Register' }).click();
  // Sent by the page's scripts (they ran before the pictures came), with the server's time.
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ formIssuedAt: issued, email });
  expect(body).not.toHaveProperty('fillMs');

  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  const list = await api.get(`/api/cms/registrations?q=${encodeURIComponent(email)}`);
  expect((await list.json()).registrations).toEqual([
    expect.objectContaining({ email, name: 'Dana Autofill' }),
  ]);
  await api.dispose();
  // Its confirmation mail is on its way (the outbox) or gone (the archive).
  await expect.poll(async () => (await findMail({ to: email })) !== null).toBe(true);
  expect(pageErrors).toEqual([]);
});
