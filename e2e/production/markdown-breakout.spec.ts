import { uniqueSuffix } from '../support/admin-session';
import { expect, test } from '../support/fixtures';
import { expectHydrated, expectTakenOverByReact } from '../support/hydration';
import { adminApi } from '../support/public-data';
import { stubExternalRequests } from '../support/public-network';

// Issue 30: a markdown link whose title holds `</body>` and a meta refresh. The sanitiser keeps
// the title (it is text), so the page must be put together without searching its content: the
// visitor stays on the event, sees the link, and the page hydrates.
const BREAKOUT =
  '[t](/a "x</body><meta http-equiv=refresh content=0;url=https://evil.example/><img src=https://evil.example/x.png>")';

test('an event whose description breaks out of the page shows it as text and hydrates', async ({
  page,
}) => {
  const api = await adminApi();
  const title = `Breakout ${uniqueSuffix()}`;
  const created = await api.post('/api/cms/events', {
    multipart: {
      eventData: JSON.stringify({
        title,
        description: `Before the link. ${BREAKOUT} After the link.`,
        month: 'December',
        date: '12',
        year: new Date().getFullYear() + 1,
        time: '7:00 PM',
        location: 'Boulder',
      }),
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()).event as { id: string; slug: string };
  try {
    await stubExternalRequests(page);
    const toEvil: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'evil.example') toEvil.push(request.url());
    });
    // Written in capitals, the address is moved to the event's own (through nginx too).
    const response = await page.goto(`/EVENTS/${event.slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/EVENTS\//);
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const link = page.getByRole('link', { name: 't', exact: true });
    await expect(link).toHaveAttribute('href', '/a');
    await expect(link).toHaveAttribute(
      'title',
      'x</body><meta http-equiv=refresh content=0;url=https://evil.example/><img src=https://evil.example/x.png>',
    );
    await expect(page.getByText('After the link.')).toBeVisible();
    // Hydrated, it keeps the server's HTML, and nothing of the title became an element: no
    // refresh, no image of evil.example's.
    await expectTakenOverByReact(link.locator('xpath=ancestor::div[1]'));
    expect(new URL(page.url()).pathname).toBe(`/events/${event.slug}`);
    expect(await page.locator('meta[http-equiv]').count()).toBe(0);
    expect(await page.locator('[src*="evil.example"]').count()).toBe(0);
    expect(toEvil).toEqual([]);
  } finally {
    expect((await api.delete(`/api/cms/events/${event.id}`)).ok()).toBe(true);
    await api.dispose();
  }
});
