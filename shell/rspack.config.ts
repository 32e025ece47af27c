import path from 'node:path';
import { rspack } from '@rspack/core';
import {
  createRspackConfig,
  createServerRspackConfig,
  sharedSingletons,
} from '@da-boulder/build-config';

// Eager in the host: react, the router, styled-components... ship inside the shell's own chunks
// instead of one request each, so the first view needs fewer requests and hops. The remotes still
// share them (not eager there) and take the shell's copies.
const eagerShared = Object.fromEntries(
  Object.entries(sharedSingletons).map(([pkg, config]) => [pkg, { ...config, eager: true }]),
);

// The host. Remote URLs are not known at build time: the shell server injects them into the page.
const browser = createRspackConfig({
  dir: path.resolve(__dirname),
  name: 'shell',
  publicPath: '/',
  // The one copy of the federation runtime on the page; the remotes use it instead of their own.
  federation: {
    remotes: {},
    experiments: { provideExternalRuntime: true },
    // Take the shared modules already on the page: never fetch a remote's entry (the admin one on
    // a public page) just to compare versions.
    shareStrategy: 'loaded-first',
    shared: eagerShared,
  },
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
    // The picture link previews show when a page has none of its own: a static file among the
    // shell's built files (its drawing, social-card.svg, stays beside it in static/).
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'static/social-card.jpg' }] }),
    // V8 compiles the start-up files' functions as the files stream in, off the main thread,
    // instead of one by one on it as start-up first calls them (Chromium 136+; others ignore it).
    new rspack.BannerPlugin({
      banner: '//# allFunctionsCalledOnLoad',
      raw: true,
      // Both start-up files: the entry and react-dom, split off it below.
      entryOnly: true,
      // After minifying, which would drop the comment, and before the source map is made, which
      // would then describe every line one line off.
      stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }),
  ],
});

// react-dom in a start-up file of its own. Each file runs in a task of its own, and the one file
// (390 KB) held the main thread for 25-48 ms at once, which Lighthouse counts four times over as
// blocking time. Split in two, the median total blocking time of 7 runs went from 253 to 219 ms
// on `/` and from 135 to 65 ms on `/newsletter`, for 0.4 KB more gzip. Split into ten, files
// compress worse across their borders: 6.6 KB more, past the first view's budget.
browser.optimization = {
  ...browser.optimization,
  splitChunks: {
    chunks: 'initial',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      reactDom: { test: /[\\/]node_modules[\\/]react-dom[\\/]/, name: 'react-dom', enforce: true },
    },
  },
};

// The renderer the shell server runs: dist-server/render-page.js, never served.
const server = createServerRspackConfig({
  dir: path.resolve(__dirname),
  name: 'shell',
  outputDir: 'dist-server',
  entry: { 'render-page': './src/server-render/render-page.tsx' },
  library: { type: 'commonjs2' },
  federation: { remotes: {}, shared: eagerShared },
});
// jsdom (the window markdown is sanitised on) is required from node_modules, not bundled.
server.externals = { jsdom: 'commonjs jsdom' };

export default [browser, server];
