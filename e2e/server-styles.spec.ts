import { expect, test } from './support/fixtures';
import { openHydrated } from './support/hydration';
import { stubExternalRequests } from './support/public-network';

// The browser takes the server's styled-components sheet as its own (shell/src/server-styles.ts).

test('the server’s styles serve the browser as sent: hydrating inserts none of them again, and a page reached in the browser adds its own', async ({
  page,
  pageErrors,
}) => {
  await stubExternalRequests(page);
  // Every rule a script inserts, as the browser reads it back.
  await page.addInitScript(() => {
    const inserted: string[] = [];
    Object.assign(window, { insertedRules: inserted });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule, index) {
      const at = insertRule.call(this, rule, index);
      inserted.push(this.cssRules[at].cssText);
      return at;
    };
  });
  const inserted = () =>
    page.evaluate(() => (window as { insertedRules?: string[] }).insertedRules);

  await openHydrated(page, '/');
  // The server's <style> is still the page's, with its text: styled-components did not take its
  // rules into a sheet of its own.
  const serverRules = await page.evaluate(() => {
    const tags = document.querySelectorAll('style[data-styled]');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(tags.length === 1 ? (tags[0].textContent ?? '') : '');
    return [...sheet.cssRules].map((rule) => rule.cssText);
  });
  expect(serverRules.length).toBeGreaterThan(100);
  expect((await inserted())?.filter((rule) => serverRules.includes(rule))).toEqual([]);

  // The contact page's details list is styled by rules the home page has none of: they are
  // inserted as the browser shows the page, and apply.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click();
  const label = page.locator('dt', { hasText: 'Address' });
  await expect(label).toHaveCSS('text-transform', 'uppercase');
  expect((await inserted())?.some((rule) => /dt \{[^}]*text-transform: uppercase/.test(rule))).toBe(
    true,
  );
  expect(pageErrors).toEqual([]);
});
