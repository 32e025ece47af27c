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
    rendered?: { html: string; styles: string };
  },
) => { html: string; scriptHashes: string[] };
