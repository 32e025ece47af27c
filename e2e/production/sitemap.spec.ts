import { expect, test } from '../support/fixtures';
import { adminApi, createEvent, uniqueTag } from '../support/public-data';

// /sitemap.xml as it ships: through deploy/nginx.conf to the shell, which makes it from the
// public-site remote's route definition and the API's content dates.

test('the sitemap comes through nginx from the shell, lists the content and revalidates', async ({
  page,
}) => {
  const site = process.env.E2E_PRODUCTION_BASE_URL!;
  const api = await adminApi();
  const event = await createEvent(api, { title: `Sitemap Through Nginx ${uniqueTag()}` });
  await api.dispose();
  await expect
    .poll(async () => (await page.request.get('/sitemap.xml')).text())
    .toContain(`<loc>${site}/events/${event.slug}</loc>`);

  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(await response.text()).toContain(`<loc>${site}/about</loc>`);
  const again = await page.request.get('/sitemap.xml', {
    headers: { 'If-None-Match': headers.etag },
  });
  expect(again.status()).toBe(304);
});
