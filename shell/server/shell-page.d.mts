export declare function createShellPage(
  template: string,
): (
  remoteUrls: Record<string, string>,
  page: { scripts: string[]; data: string[]; readsScript: string },
) => string;
