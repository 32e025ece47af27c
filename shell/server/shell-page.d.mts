import type { FormState } from '@da-boulder/shared-ui';

export declare function formStateScript(formState: FormState): string;

export declare function createShellPage(
  template: string,
  site: { siteOrigin: string },
): (
  remoteUrls: Record<string, string>,
  page: {
    /** The page's own head tags (renderPageHead). */
    headHtml: string;
    scripts: string[];
    data: string[];
    /** The source of the first reads' inline script (firstReadsScript). */
    readsScript: string;
    /** What a server-rendered page's forms start from: the signed form time, a sent form. */
    formState?: FormState;
    rendered?: { html: string; styles: string };
  },
) => { html: string; scriptHashes: string[] };
