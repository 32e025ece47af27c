// Writes route-preloads.json: for each page of PAGE_PRELOADS, the script files of its chunk (with
// the split chunks it needs) and its API reads. The shell's server reads the file next to
// mf-manifest.json to preload a page's code and data with the page.
import { PAGE_PRELOADS } from '../src/exposed/page-preloads.mjs';
/** @import { Compilation, RspackPluginInstance } from '@rspack/core' */

/**
 * The script files of each lazy chunk named with webpackChunkName, with the chunks it needs.
 * @param {Compilation} compilation
 * @returns {Map<string, string[]>}
 */
function lazyChunkFiles(compilation) {
  const files = new Map();
  for (const [name, group] of compilation.namedChunkGroups) {
    if (group.isInitial()) continue;
    files.set(
      name,
      group.getFiles().filter((file) => file.endsWith('.js')),
    );
  }
  return files;
}

/** @returns {RspackPluginInstance} */
export const routePreloadsPlugin = () => ({
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutePreloadsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutePreloadsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const chunks = lazyChunkFiles(compilation);
          const routes = PAGE_PRELOADS.map(({ path, chunk, data = [], query = [] }) => {
            const scripts = chunk === undefined ? [] : chunks.get(chunk);
            // A renamed or removed chunk would silently stop the preloads: fail the build instead.
            if (!scripts)
              throw new Error(`route-preloads: no chunk named "${chunk}" (for ${path})`);
            return { path, scripts, data, query };
          });
          const json = JSON.stringify({ routes }, null, 2);
          compilation.emitAsset('route-preloads.json', new sources.RawSource(json));
        },
      );
    });
  },
});
