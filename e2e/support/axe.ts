import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe-core scan of the page. The focus-lock guards @reach/dialog places around an open dialog
 * (hidden, empty, tabindex=1 by design so focus wraps) are left out: they are not content.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).exclude('[data-focus-guard]');
}
