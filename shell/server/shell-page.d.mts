export declare function createShellPage(
  template: string,
  site: { siteOrigin: string },
): (
  remoteUrls: Record<string, string>,
  page: {
    scripts: string[];
    data: string[];
    readsScript: string;
    rendered?: { html: string; styles: string };
  },
) => string;
