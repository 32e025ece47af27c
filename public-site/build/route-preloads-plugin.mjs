// Writes route-preloads.json: for each page of PAGE_PRELOADS, the script files of its chunk (with
// the split chunks it needs) and its API reads. The shell's
// server reads the file next to mf-manifest.json to preload a page's code and data with the page.
import { chunkReportPlugin } from '@da-boulder/shared-ui/build';
import { PAGE_PRELOADS } from '../src/exposed/page-preloads.mjs';

export const routePreloadsPlugin = () =>
  chunkReportPlugin('route-preloads.json', (lazyChunks) => ({
    routes: PAGE_PRELOADS.map(({ path, chunk, data = [] }) => {
      const scripts = lazyChunks.get(chunk);
      // A renamed or removed chunk would silently stop the preloads: fail the build instead.
      if (!scripts) throw new Error(`route-preloads: no chunk named "${chunk}" (for ${path})`);
      return { path, scripts, data };
    }),
  }));
