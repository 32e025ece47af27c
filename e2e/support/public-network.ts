import type { Page } from '@playwright/test';

/**
 * Tests run offline: anything outside the local stack (YouTube embeds and thumbnails, social
 * links) gets an empty, valid page instead of a network error, so pages behave as they would
 * with a slow-but-working third party and produce no console noise of their own.
 */
export async function stubExternalRequests(page: Page) {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>External content</title></head><body></body></html>',
      }),
  );
}

/** Console errors of the page, to assert a journey stayed clean. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
