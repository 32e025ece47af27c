// Writes page-chunks.json: the script files of each lazy chunk named with webpackChunkName (with
// the split chunks it needs), by name. The shell's server reads the file next to mf-manifest.json
// and preloads the chunk of the page being opened (its route names it: public-routes.tsx) with
// the page, instead of one hop after it.
/** @import { RspackPluginInstance } from '@rspack/core' */

/** @returns {RspackPluginInstance} */
export const pageChunksPlugin = () => ({
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, string[]>} */
          const chunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial()) continue;
            chunks[name] = group.getFiles().filter((file) => file.endsWith('.js'));
          }
          const json = JSON.stringify({ chunks }, null, 2);
          compilation.emitAsset('page-chunks.json', new sources.RawSource(json));
        },
      );
    });
  },
});
