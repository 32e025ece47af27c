import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** An axe-core scan of the whole page, open dialogs and their focus trap included. */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page });
}
