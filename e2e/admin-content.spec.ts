import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MINIMAL_PDF, ONE_PIXEL_PNG, openDashboard, uniqueSuffix } from './support/admin-session';

/** Only one toast shows at a time (SPEC §9): wait for the one this step expects. */
async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function confirmDelete(page: Page, question: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

test('events: create with an image and a flyer, edit, delete; the public site follows', async ({
  page,
  request,
  pageErrors,
}) => {
  const suffix = uniqueSuffix();
  const title = `E2E Retreat ${suffix}`;
  const slug = `e2e-retreat-${suffix}`;
  await openDashboard(page);

  await page.getByRole('button', { name: 'Add New Event' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Event' });
  await expect(create.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
  await expect(create.getByLabel('Facilitator role')).toHaveValue('teacher');
  await create.getByLabel('Title').fill(title);
  await expect(create.getByText(`/events/${slug}`)).toBeVisible();
  await create.getByLabel('Intro text').fill('A day of inquiry in the foothills.');
  await create.getByLabel('Description').fill('We **sit**, we inquire, we walk.');
  await create.getByLabel('Month').selectOption('November');
  // Next year: an event that has taken place leaves the upcoming list this test reads.
  await create.getByLabel('Year').fill(String(new Date().getFullYear() + 1));
  await create.getByLabel('Date', { exact: true }).fill('14');
  await create.getByLabel('Time').fill('10:00 AM - 4:00 PM');
  await create.getByLabel('Location').fill('Boulder Center');
  await create.getByLabel('Facilitator', { exact: true }).fill('E2E Guide');
  await create.getByLabel('Additional team members').fill('Ana Helper, , Bo Helper');
  await create
    .getByLabel('Image')
    .setInputFiles({ name: 'retreat.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(create.getByRole('img', { name: 'Preview of the event image' })).toBeVisible();
  await create
    .getByLabel('Flyer (PDF)')
    .setInputFiles({ name: 'flyer.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expectToast(page, 'Event created successfully');
  await expect(create).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('November 14');

  // The public API serves the uploads with the types that were sent.
  const { event } = await (await request.get(`/api/events/slug/${slug}`)).json();
  expect(event.facilitators).toEqual(['Ana Helper', 'Bo Helper']);
  expect(event.registrationUrl).toBe(`/register/${slug}`);
  expect((await request.get(event.imageUrl)).headers()['content-type']).toContain('image/png');
  expect((await request.get(event.flyerUrl)).headers()['content-type']).toContain(
    'application/pdf',
  );

  await page.goto(`/events/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Flyer (PDF)' })).toHaveAttribute(
    'href',
    event.flyerUrl,
  );

  // Edit: a new title.
  const edited = `${title} Revised`;
  await page.goto('/admin');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Additional team members')).toHaveValue('Ana Helper, Bo Helper');
  await edit.getByLabel('Title').fill(edited);
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await expectToast(page, 'Event updated successfully');
  await expect(page.getByRole('cell', { name: edited, exact: true })).toBeVisible();

  await page.goto('/events');
  await expect(page.getByRole('article', { name: edited })).toBeVisible();

  // Delete.
  await page.goto('/admin');
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await confirmDelete(page, 'Are you sure you want to delete this event?');
  await expectToast(page, 'Event deleted successfully');
  await expect(page.getByRole('cell', { name: edited, exact: true })).toHaveCount(0);

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' }).first()).toBeVisible();
  await expect(page.getByRole('article', { name: edited })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('an event with an impossible date is refused with "Invalid date format"', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Add New Event' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Event' });
  await create.getByLabel('Title').fill(`E2E Impossible ${uniqueSuffix()}`);
  await create.getByLabel('Month').selectOption('February');
  await create.getByLabel('Date', { exact: true }).fill('31');
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expectToast(page, 'Invalid date format');
  await expect(
    page.getByTestId('toast').getByText('Please enter a valid month, date, and year.'),
  ).toBeVisible();
  // Said inside the dialog too, to a screen reader (the dialog hides the toaster from it).
  await expect(create.getByText(/Please enter a valid month, date, and year\./)).toBeAttached();
  await expect(create).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();
});

test('teachers: create with a photo, edit, delete; the public site follows', async ({
  page,
  pageErrors,
}) => {
  const name = `E2E Teacher ${uniqueSuffix()}`;
  await openDashboard(page, 'Teachers');

  await page.getByRole('button', { name: 'Add New Teacher' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Teacher' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Email').fill('e2e.teacher@example.org');
  await create.getByLabel('Title').fill('Visiting Teacher');
  await create.getByLabel('Location').fill('Boulder, CO');
  await create
    .getByLabel('Photo')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await create.getByLabel('Professional Bio').fill('Teaches inquiry. Loves mountains.');
  await create.getByLabel('Personal Message').fill('Welcome, all.');
  await create.getByRole('button', { name: 'Create Teacher' }).click();
  await expectToast(page, 'Teacher created successfully');
  await expect(create).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('img', { name })).toBeVisible();

  await page.goto('/teachers');
  await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();

  await page.goto('/admin/content/teachers');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Teacher' });
  await expect(edit.getByLabel('Email')).toHaveValue('e2e.teacher@example.org');
  await edit.getByLabel('Title').fill('Senior Visiting Teacher');
  await edit.getByRole('button', { name: 'Update Teacher' }).click();
  await expectToast(page, 'Teacher updated successfully');
  // No new photo chosen: the current one is kept.
  await expect(
    page.getByRole('row', { name: new RegExp(name) }).getByRole('img', { name }),
  ).toBeVisible();

  await page.goto('/teachers');
  await expect(page.getByRole('article', { name })).toContainText('Senior Visiting Teacher');

  await page.goto('/admin/content/teachers');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmDelete(page, `Are you sure you want to delete ${name}?`);
  await expectToast(page, 'Teacher deleted successfully');
  await page.goto('/teachers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('newsletters: create, edit, delete; the archive follows', async ({ page, pageErrors }) => {
  const link = `https://example.org/newsletters/e2e-${uniqueSuffix()}-issue.pdf`;
  // Next year is the newest in the archive, so its tab is the one selected by default.
  const year = String(new Date().getFullYear() + 1);
  await openDashboard(page, 'Newsletters');

  await page.getByRole('button', { name: 'Add New Newsletter' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Newsletter' });
  await expect(create.getByLabel('Special description')).toHaveCount(0);
  await create.getByLabel('Month').selectOption('March');
  await create.getByLabel('Year').fill(year);
  await create.getByLabel('Link').fill(link);
  await create.getByLabel('Special issue').check();
  await create.getByLabel('Special description').fill('A spring retreat special');
  await create.getByRole('button', { name: 'Create Newsletter' }).click();
  await expectToast(page, 'Newsletter created successfully');
  const row = page.getByRole('row', { name: new RegExp(`March ${year}`) });
  await expect(row.getByText('Special', { exact: true })).toBeVisible();
  await expect(row.getByRole('link')).toHaveText(`${link.slice(0, 40)}... (opens in a new tab)`);

  // A special issue is listed under the archive's Special tab.
  await page.goto('/newsletter');
  await page.getByRole('tab', { name: 'Special' }).click();
  await expect(page.locator(`a[href="${link}"]`).first()).toBeVisible();

  await page.goto('/admin/content/newsletters');
  await page.getByRole('button', { name: `Edit March ${year} newsletter` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Newsletter' });
  await edit.getByLabel('Month').selectOption('April');
  await edit.getByLabel('Special issue').uncheck();
  await expect(edit.getByLabel('Special description')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Update Newsletter' }).click();
  await expectToast(page, 'Newsletter updated successfully');
  await expect(page.getByRole('row', { name: new RegExp(`April ${year}`) })).toBeVisible();

  await page.goto('/newsletter');
  await page.getByRole('tab', { name: year }).click();
  await expect(page.locator(`a[href="${link}"]`).first()).toContainText('Apr');

  await page.goto('/admin/content/newsletters');
  await page.getByRole('button', { name: `Delete April ${year} newsletter` }).click();
  await confirmDelete(page, 'Are you sure you want to delete this newsletter?');
  await expectToast(page, 'Newsletter deleted successfully');
  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`a[href="${link}"]`)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('webinars: create, edit, delete; the webinar pages follow', async ({ page, pageErrors }) => {
  const suffix = uniqueSuffix();
  const title = `E2E Webinar ${suffix}`;
  const slug = `e2e-webinar-${suffix}`;
  await openDashboard(page, 'Webinars');

  await page.getByRole('button', { name: 'Add New Webinar' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Webinar' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Presenter').fill('E2E Presenter');
  await create.getByLabel('Description').fill('An evening on presence.');
  await create.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await create.getByLabel('Month').selectOption('May');
  await create.getByLabel('Year').fill('2025');
  await create.getByLabel('Tags').fill('presence, , inquiry ');
  await create.getByRole('button', { name: 'Create Webinar' }).click();
  await expectToast(page, 'Webinar created successfully');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('May 2025');
  await expect(row).toContainText('presence');
  await expect(row).toContainText('inquiry');

  await page.goto(`/webinars/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto('/admin/content/webinars');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Webinar' });
  // Tags can be mended on edit (a deliberate difference); the slug is kept.
  await expect(edit.getByLabel('Tags')).toHaveValue('presence, inquiry');
  await edit.getByLabel('Tags').fill('presence, self-inquiry');
  await edit.getByLabel('Presenter').fill('E2E Presenter Two');
  await edit.getByRole('button', { name: 'Update Webinar' }).click();
  await expectToast(page, 'Webinar updated successfully');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(
    'E2E Presenter Two',
  );
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('self-inquiry');

  await page.goto(`/webinars/${slug}`);
  await expect(page.getByText('E2E Presenter Two').first()).toBeVisible();

  await page.goto('/admin/content/webinars');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDelete(page, 'Are you sure you want to delete this webinar?');
  await expectToast(page, 'Webinar deleted successfully');
  await page.goto(`/webinars/${slug}`);
  await expect(
    page.getByText('Webinar not found. It may have been removed or the link is incorrect.'),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('testimonials: create, edit, delete; the public testimonials follow', async ({
  page,
  request,
  pageErrors,
}) => {
  const suffix = uniqueSuffix();
  const name = `E2E Reviewer ${suffix}`;
  const quote = `The inquiry group changed how I listen, ${suffix}. `.repeat(4).trim();
  await openDashboard(page, 'Testimonials');

  await page.getByRole('button', { name: 'Add New Testimonial' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Testimonial' });
  await create.getByLabel('Quote').fill(quote);
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Review count').fill('3 reviews');
  await create.getByRole('button', { name: 'Create Testimonial' }).click();
  await expectToast(page, 'Testimonial created successfully');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${quote.slice(0, 100)}...`);
  await expect(row.getByRole('cell', { name: '-', exact: true })).toBeVisible();

  const publicQuotes = async () =>
    (
      (await (await request.get('/api/testimonials')).json()).testimonials as { quote: string }[]
    ).map((testimonial) => testimonial.quote);
  expect(await publicQuotes()).toContain(quote);
  await page.goto('/');
  // The testimonials load as their place nears the viewport.
  await page.getByRole('heading', { name: "In our students' words" }).scrollIntoViewIfNeeded();
  await expect(page.getByText(quote).first()).toBeAttached();

  await page.goto('/admin/content/testimonials');
  await page.getByRole('button', { name: `Edit testimonial from ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await edit.getByLabel('Date').fill('a week ago');
  await edit.getByRole('button', { name: 'Update Testimonial' }).click();
  await expectToast(page, 'Testimonial updated successfully');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('a week ago');

  await page.getByRole('button', { name: `Delete testimonial from ${name}` }).click();
  await confirmDelete(page, 'Are you sure you want to delete this testimonial?');
  await expectToast(page, 'Testimonial deleted successfully');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  expect(await publicQuotes()).not.toContain(quote);
  expect(pageErrors).toEqual([]);
});
