import path from 'node:path';
import { rspack } from '@rspack/core';
import { createRspackConfig } from '@da-boulder/shared-ui/build';

// The host. Remote URLs are not known at build time: the shell server injects them into the page.
export default createRspackConfig({
  dir: path.resolve(__dirname),
  name: 'shell',
  publicPath: '/',
  // The one copy of the federation runtime on the page; the remotes use it instead of their own.
  federation: { remotes: {}, experiments: { provideExternalRuntime: true } },
  plugins: [
    new rspack.HtmlRspackPlugin({
      template: './src/index.html',
      // Not index.html, so the static handler never serves the untemplated page.
      filename: 'shell.html',
      inject: 'head',
      scriptLoading: 'defer',
      // Keeps the <!--remotes--> placeholder the shell server fills in.
      minify: false,
    }),
  ],
});
