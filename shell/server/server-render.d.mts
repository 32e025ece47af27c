import type { FormState } from '@da-boulder/shared-ui';

export interface RenderedPage {
  html: string;
  styles: string;
}
export interface PageToRender {
  url: string;
  reads: Record<string, unknown>;
  siteOrigin: string;
  formState?: FormState;
}
export interface Renderer {
  usePublicSiteServerEntry(entry: string): Promise<unknown>;
  renderPage(page: PageToRender, options: { signal: AbortSignal }): Promise<RenderedPage>;
}
export declare function createServerRender(options: {
  rendererPath: string;
  budgetMs?: number;
  log: (line: string) => void;
  loadRenderer?: (path: string) => Renderer;
}): {
  useDeploy(version: string, publicSiteUrl: string): void;
  render(page: PageToRender): Promise<RenderedPage | undefined>;
};
