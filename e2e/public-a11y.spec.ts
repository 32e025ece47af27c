import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { revealDeferredContent } from './support/deferred-content';
import { stubExternalRequests } from './support/public-network';
import { publicRoutes, type PublicRoute } from './support/public-routes';

let routes: PublicRoute[] = [];
test.beforeAll(async () => {
  routes = await publicRoutes();
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`every public route passes axe at ${viewport.name} width`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await stubExternalRequests(page);
    const failures: string[] = [];
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await revealDeferredContent(page);
      // Let data-driven content (cards, tabs) settle before the scan.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations) {
        failures.push(
          `${route.path}: ${violation.id} (${violation.impact}) ${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
}
