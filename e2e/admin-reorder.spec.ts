import { expect, test } from './support/fixtures';
import { adminApi, openDashboard, uniqueSuffix } from './support/admin-session';
import { createEventThroughApi, deleteEventThroughApi } from './support/admin-events';

test.describe('reordering events', () => {
  // Tall enough that the whole table is on screen: a pointer drag needs both ends visible.
  test.use({ viewport: { width: 1280, height: 1600 } });
  let created: { id: string; title: string } | undefined;
  /** Later than any other event, so it takes the last place as it is created. */
  const last = { year: new Date().getFullYear() + 9 };

  test.afterEach(async ({ request }) => {
    if (created) await deleteEventThroughApi(await adminApi(request), created.id);
    created = undefined;
  });

  test('dragging an event to the top makes it the featured event on /events', async ({
    page,
    request,
    pageErrors,
  }) => {
    created = await createEventThroughApi(
      await adminApi(request),
      `E2E Dragged ${uniqueSuffix()}`,
      last,
    );
    await openDashboard(page);
    const rows = page.getByRole('region', { name: 'Events' }).locator('tbody tr');
    await expect(rows.last()).toContainText(created.title);
    expect(await rows.count()).toBeGreaterThan(1);

    const handle = page.getByRole('button', { name: `Reorder ${created.title}` });
    // Hovering scrolls it into view, and finds it again if the table rendered anew meanwhile (its
    // read revalidating), where scrolling a node once found fails on the detached one.
    await handle.hover();
    const from = (await handle.boundingBox())!;
    const top = (await rows.first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, top.y + 2, { steps: 25 });
    await page.mouse.up();

    await expect(page.getByText('Event order updated successfully')).toBeVisible();
    await expect(rows.first()).toContainText(created.title);

    await page.goto('/events');
    await expect(page.getByRole('article').first()).toHaveAccessibleName(created.title);
    expect(pageErrors).toEqual([]);
  });

  test('an event moves up from the keyboard alone', async ({ page, request }) => {
    created = await createEventThroughApi(
      await adminApi(request),
      `E2E Keyed ${uniqueSuffix()}`,
      last,
    );
    await openDashboard(page);
    const rows = page.getByRole('region', { name: 'Events' }).locator('tbody tr');
    await expect(rows.last()).toContainText(created.title);
    const count = await rows.count();

    // dnd-kit announces each step in its live region; wait for it before the next key.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await page.getByRole('button', { name: `Reorder ${created.title}` }).focus();
    await page.keyboard.press('Space');
    await expect(announcement).toContainText(`position ${count} of ${count}`);
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toContainText(`over position ${count - 1} of ${count}`);
    await page.keyboard.press('Space');

    await expect(page.getByText('Event order updated successfully')).toBeVisible();
    await expect(rows.nth(count - 2)).toContainText(created.title);
    const { events } = await (await request.get('/api/cms/events')).json();
    expect(events[count - 2].id).toBe(created.id);
  });
});
