// Emits route-preloads.json: for each page of PAGE_PRELOADS, the script files of its chunk (with
// the split chunks it needs) and its API reads. The shell's server reads the file next to
// mf-manifest.json to preload a page's code and data with the document.
import { PAGE_PRELOADS } from '../src/exposed/page-preloads.mjs';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export class RoutePreloadsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutePreloadsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutePreloadsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const routes = PAGE_PRELOADS.map(({ path, chunk, data = [] }) => {
            const group = compilation.namedChunkGroups.get(chunk);
            // A renamed or removed chunk would silently stop the preloads: fail the build instead.
            if (!group) throw new Error(`route-preloads: no chunk named "${chunk}" (for ${path})`);
            const scripts = group.getFiles().filter((file) => file.endsWith('.js'));
            return { path, scripts, data };
          });
          compilation.emitAsset(
            ROUTE_PRELOADS_FILE,
            new sources.RawSource(JSON.stringify({ routes }, null, 2)),
          );
        },
      );
    });
  }
}
