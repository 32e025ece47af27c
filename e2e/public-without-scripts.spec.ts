import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import {
  adminApi,
  createEvent,
  createNewsletter,
  createTeacher,
  createWebinar,
  uniqueTag,
} from './support/public-data';
import { publicRoutes, type PublicRoute } from './support/public-routes';

// A visitor (or a crawler, a link preview) whose browser runs no script: the server's page is
// all they get.
test.use({ javaScriptEnabled: false });

/** A loading placeholder, which only a script would fill (a switch's stand-in is inert). */
const WAITING_FOR_A_SCRIPT = 'main [aria-busy="true"]:not(:has(.track))';
/** A first read the shell left to the page's scripts: preloaded for them. */
const LEFT_TO_A_SCRIPT = '<link rel="preload" as="fetch"';

let routes: PublicRoute[] = [];
const tag = uniqueTag();
const eventTitle = `Scriptless Retreat ${tag}`;
const webinarTitle = `Scriptless Webinar ${tag}`;
let eventSlug = '';

test.beforeAll(async () => {
  routes = await publicRoutes();
  const api = await adminApi();
  eventSlug = (
    await createEvent(api, {
      title: eventTitle,
      description: 'We **sit** together.\n\n- a talk\n- an inquiry\n\n[Our teachers](/teachers)',
    })
  ).slug;
  // 2025's tab is the one open at first (SPEC).
  await createWebinar(api, {
    title: webinarTitle,
    year: 2025,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  await api.dispose();
});

test('with scripts off, every public route shows its heading and its content, never "needs JavaScript"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const route of [
    ...routes,
    { path: '/newsletter/confirm?token=abc', heading: 'Newsletter Subscription' },
    { path: '/newsletter/unsubscribe?token=abc', heading: 'Unsubscribe' },
    { path: '/registrations/cancel?token=abc', heading: 'Cancel registration' },
  ]) {
    await test.step(route.path, async () => {
      const confirming = route.path.startsWith('/newsletter/confirm');
      // A read the API answers slower than the shell waits for it (300 ms, on a busy test
      // machine) is left to that page's scripts, and kept for the next page when it comes.
      await expect
        .poll(async () => (await page.request.get(route.path)).text())
        .not.toContain(LEFT_TO_A_SCRIPT);
      await page.goto(route.path);
      // No loading placeholder left waiting for a script (a switch waits for one, inert).
      if (!confirming) await expect(page.locator(WAITING_FOR_A_SCRIPT)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }),
      ).toBeVisible();
      await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
      // The header's logo, which scripts reveal on the home page once it scrolls: there at once
      // (seen, not named: on the home page the nav's Home is the link to it).
      await expect(page.locator('header > div > a', { hasText: 'Diamond Approach' })).toBeVisible();
      await expect(page.getByText(/needs JavaScript/)).toHaveCount(0);
      // It confirms as it opens, which takes a script; without one, its button does.
      if (confirming) {
        await expect(
          page.getByRole('heading', { name: 'Confirm your subscription' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
        await expect(page.getByText('Confirming')).toHaveCount(0);
      }
    });
  }
});

test('with scripts off, a webinar thumbnail that does not load shows the placeholder, not a broken image', async ({
  page,
}) => {
  await page.route(/ytimg\.com/, (route) => route.abort());
  await page.goto('/webinars');
  const picture = page.getByRole('article', { name: webinarTitle }).locator('img');
  await picture.scrollIntoViewIfNeeded();
  // The placeholder's dark dusk-to-accent gradient, not the light box of a broken image.
  const brightness = async () => {
    const { channels } = await sharp(await picture.screenshot()).stats();
    return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
  };
  await expect.poll(brightness).toBeLessThan(140);
});

test('with scripts off, lists come from the API and an event reads formatted', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: eventTitle })).toBeVisible();

  await page.goto(`/events/${eventSlug}`);
  const main = page.getByRole('main');
  await expect(main.locator('strong', { hasText: 'sit' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'an inquiry' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Our teachers' })).toHaveAttribute(
    'href',
    '/teachers',
  );

  await page.goto('/webinars');
  const webinar = page.getByRole('article', { name: webinarTitle });
  await expect(webinar).toBeVisible();
  // Its picture (the video's thumbnail) is in the page too.
  await expect(webinar.locator('img[src]')).toHaveCount(1);

  await page.goto('/teachers');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.goto('/');
  await expect(page.locator('#events-programs').getByRole('article').first()).toBeVisible();
});

test('with scripts off, every control reaches what it shows: year tabs, Read more, play, Share, the teachers by name, the testimonials', async ({
  page,
}) => {
  const api = await adminApi();
  // A newest year above 2024, so 2024's tab is not the one open at first.
  await createNewsletter(api, { month: 'May', year: 2025, link: `https://example.org/${tag}/may` });
  await createNewsletter(api, {
    month: 'December',
    year: 2024,
    link: `https://example.org/${tag}/december`,
  });
  await createNewsletter(api, {
    month: 'June',
    year: 2024,
    link: `https://example.org/${tag}/special`,
    isSpecial: true,
    specialDescription: `Retreat edition ${tag}`,
  });
  const older = await createWebinar(api, {
    title: `Scriptless Older Webinar ${tag}`,
    year: 2024,
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  });
  const teacher = await createTeacher(api, {
    name: `Scriptless Teacher ${tag}`,
    bio: 'She has taught since 1995. She also leads retreats in the mountains.',
  });
  // Created last, so last in the default order; first by name.
  const first = await createTeacher(api, { name: `Aaron Aardvark ${tag}` });
  await api.dispose();

  await test.step('the newsletters of 2024, and the Special ones', async () => {
    await page.goto('/newsletter');
    const december = page.locator(`a[href="https://example.org/${tag}/december"]`);
    await expect(december).toHaveCount(0);
    await page.getByRole('link', { name: '2024', exact: true }).click();
    await expect(page).toHaveURL(/\/newsletter\?year=2024$/);
    await expect(page.getByRole('link', { name: '2024', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(december).toBeVisible();
    await page.getByRole('link', { name: 'Special', exact: true }).click();
    await expect(page).toHaveURL(/\/newsletter\?year=special$/);
    await expect(page.getByText(`Retreat edition ${tag}`)).toBeVisible();
  });

  await test.step('the webinars of 2024, and a webinar’s video and Share links', async () => {
    await page.goto('/webinars');
    const card = page.getByRole('article', { name: older.title });
    await expect(card).toHaveCount(0);
    await page.getByRole('link', { name: '2024', exact: true }).click();
    await expect(page).toHaveURL(/\/webinars\?year=2024$/);
    await card.getByRole('link', { name: 'Watch Webinar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: older.title })).toBeVisible();
    await expect(page.getByRole('link', { name: `Play video: ${older.title}` })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    const share = page.getByRole('link', { name: 'Share', exact: true });
    await expect(share).toHaveAttribute(
      'href',
      new RegExp(
        `^mailto:\\?subject=${encodeURIComponent(older.title)}&body=https?%3A%2F%2F[^&]+${encodeURIComponent(`/webinars/${older.slug}`)}$`,
      ),
    );
  });

  await test.step('a teacher’s whole bio', async () => {
    await page.goto('/teachers');
    const card = page.getByRole('article', { name: teacher.name });
    const rest = card.getByText(/She also leads retreats in the mountains/);
    await expect(rest).toBeHidden();
    await card.getByText(`Read more about ${teacher.name}`).click();
    await expect(rest).toBeVisible();
  });

  await test.step('the teachers by name', async () => {
    await page.goto('/teachers');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).not.toHaveAccessibleName(first.name);
    await page.getByRole('link', { name: 'Sort alphabetically' }).click();
    await expect(page).toHaveURL(/\/teachers\?sort=name$/);
    await expect(cards.first()).toHaveAccessibleName(first.name);
  });

  await test.step('every testimonial, by scrolling their row', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What students say' });
    const slides = carousel.getByRole('listitem');
    expect(await slides.count()).toBeGreaterThan(1);
    // Buttons only a script could drive are not shown.
    await expect(carousel.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
    const last = slides.last();
    await expect(last).not.toBeInViewport();
    await slides.first().scrollIntoViewIfNeeded();
    const box = (await slides.first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(async () => {
      await page.mouse.wheel(400, 0);
      await expect(last).toBeInViewport({ timeout: 500 });
    }).toPass();
  });
});

/** Sends the contact page's form, which the server refuses: the page comes back, at /contact. */
async function sendRefused(page: Page) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/contact'),
  );
  await page
    .getByRole('main')
    .locator('form')
    .first()
    .getByRole('button', { name: 'Send Message' })
    .click();
  expect((await answer).status()).toBe(400);
  await expect(page).toHaveURL(/\/contact$/);
}

test('with scripts off, the contact page refuses a message with no area of interest: in the summary, beside the field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  const form = page.getByRole('main').locator('form').first();
  await form.getByLabel('Name').fill('Dana Undecided');
  await form.getByLabel('Email').fill(`no-interest-${tag}@example.org`);
  await form.getByLabel('Message').fill('A message without an area of interest.');
  await sendRefused(page);

  const sent = page.getByRole('main').locator('form').first();
  const summary = sent.getByRole('alert').filter({ hasText: 'There is a problem' });
  // The page opens on it, far below its top: focused, in view.
  await expect(summary).toBeInViewport();
  await expect(summary.locator('..')).toBeFocused();
  const link = summary.getByRole('link', { name: 'Please select an area of interest.' });
  await expect(summary.getByRole('link')).toHaveCount(1);
  const interest = sent.getByLabel('Area of interest');
  await expect(interest).toHaveAccessibleDescription('Please select an area of interest.');
  await expect(sent.getByLabel('Message')).toHaveValue('A message without an area of interest.');
  await link.click();
  await expect(page).toHaveURL(/\/contact#contact-page-interest$/);
  await expect(interest).toBeInViewport();
});

/** The admin list `path` (`?q=` finds by address), read as an admin. */
async function listed(path: string, email: string): Promise<Record<string, unknown>[]> {
  const api = await adminApi();
  try {
    const answer = await api.get(`${path}?q=${encodeURIComponent(email)}`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    const list = Object.values(body).find(Array.isArray) as Record<string, unknown>[];
    return list.filter((item) => item.email === email);
  } finally {
    await api.dispose();
  }
}

test('with scripts off, the contact form, a registration and a subscription are sent, said so and listed', async ({
  page,
}) => {
  const email = (form: string) => `no-script-${form}-${tag}@example.org`;
  await test.step('/contact', async () => {
    await page.goto('/contact');
    const form = page.getByRole('main').locator('form').first();
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByLabel('Name').fill('Dana Scriptless');
    await form.getByLabel('Email').fill(email('contact'));
    await form.getByLabel('Area of interest').selectOption('programs');
    await form.getByLabel('Message').fill('Sent from a browser without scripts.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=contact-page$/);
    await expect(page.getByRole('heading', { name: 'Message sent', exact: true })).toBeVisible();
    await expect(
      page.getByText("Thank you for reaching out. We'll get back to you soon."),
    ).toBeVisible();
    expect(await listed('/api/cms/messages', email('contact'))).toEqual([
      expect.objectContaining({ name: 'Dana Scriptless' }),
    ]);
  });

  await test.step('/register', async () => {
    await page.goto(`/register/${eventSlug}`);
    await page.getByLabel('Full name').fill('Dana Scriptless');
    await page.getByLabel('Email').fill(email('register'));
    await page.getByLabel('I am in a Diamond Heart group').check();
    await page.getByLabel('Diamond Heart group name').fill('Diamond Heart Ten');
    await page.getByRole('button', { name: 'Register' }).click();
    // SPEC §2: after a registration the visitor goes to /events.
    await expect(page).toHaveURL(/\/events\?sent=registration$/);
    await expect(page.getByRole('heading', { name: 'Registration Successful' })).toBeVisible();
    await expect(
      page.getByText('You have been registered for the event. Check your email for confirmation.'),
    ).toBeVisible();
    expect(await listed('/api/cms/registrations', email('register'))).toEqual([
      expect.objectContaining({
        name: 'Dana Scriptless',
        inDiamondHeartGroup: true,
        diamondHeartGroupName: 'Diamond Heart Ten',
      }),
    ]);
  });

  await test.step('/newsletter', async () => {
    await page.goto('/newsletter');
    const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
    await form.getByLabel('Email').fill(email('subscribe'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\?sent=subscribe$/);
    await expect(page.getByRole('heading', { name: 'Subscription successful!' })).toBeVisible();
    await expect(page.getByText('Thank you for subscribing to our newsletter.')).toBeVisible();
    expect(await listed('/api/cms/subscribers', email('subscribe'))).toEqual([
      expect.objectContaining({ status: 'pending' }),
    ]);
  });
});

test('with scripts off, a bad email is refused beside its field, with what was typed kept', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('main').locator('form').first();
  await form.getByLabel('Name').fill('Dana Typed');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Area of interest').selectOption('meditation');
  await form.getByLabel('Message').fill('A message that is long enough.');
  await sendRefused(page);
  const sent = page.getByRole('main').locator('form').first();
  await expect(sent.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  await expect(sent.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(sent.getByLabel('Name')).toHaveValue('Dana Typed');
  await expect(sent.getByLabel('Area of interest')).toHaveValue('meditation');
  await expect(sent.getByLabel('Message')).toHaveValue('A message that is long enough.');
});

test('with scripts off, unknown paths and slugs answer 404 with their texts', async ({ page }) => {
  for (const [path, text] of [
    ['/no-such-page-anywhere', '404 Page Not Found'],
    [
      '/events/no-such-event-anywhere',
      "We couldn't find the event you're looking for. It may have been removed or the link is incorrect.",
    ],
    [
      '/register/no-such-event-anywhere',
      "We couldn't find the event you're trying to register for. It may have been removed or the link is incorrect.",
    ],
    [
      '/webinars/no-such-webinar-anywhere',
      'Webinar not found. It may have been removed or the link is incorrect.',
    ],
  ]) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.locator(WAITING_FOR_A_SCRIPT)).toHaveCount(0);
      await expect(page.getByText('Did you forget')).toHaveCount(0);
    });
  }
  await expect(page.getByRole('link', { name: 'Browse Webinars' })).toBeVisible();
});

test('with scripts off, the Menu at 390 px opens, closes, and its Events link leads to the events', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(menu).toBeHidden();

  await toggle.click();
  // The header's Events link (SPEC §2): the home page's events section.
  await menu.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/#events-programs$/);
  await expect(page.locator('#events-programs').getByRole('article').first()).toBeInViewport();
});
