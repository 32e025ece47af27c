import path from 'node:path';
import { createRspackConfig, createServerRspackConfig } from '@da-boulder/build-config';
import { pageChunksPlugin } from './build/page-chunks-plugin.mjs';

const exposes = { './routes': './src/exposed/routes.tsx' };

// A remote has no page of its own: the shell loads remoteEntry.js and the exposed route tree.
const browser = createRspackConfig({
  dir: path.resolve(__dirname),
  name: 'public_site',
  entry: {},
  federation: {
    filename: 'remoteEntry.js',
    exposes,
    manifest: true,
    // Use the shell's federation runtime instead of bundling a second copy into remoteEntry.js.
    experiments: { externalRuntime: true },
  },
  plugins: [pageChunksPlugin()],
});

// The same route tree for the shell's server to render: dist/server/remoteEntry.js, served beside
// the browser's files, so a deploy of the remote updates both.
const server = createServerRspackConfig({
  dir: path.resolve(__dirname),
  name: 'public_site',
  outputDir: 'dist/server',
  federation: { filename: 'remoteEntry.js', exposes },
});
// After the browser build, whose clean-up of dist/ would otherwise remove dist/server/.
browser.name = 'public_site';
server.dependencies = ['public_site'];

export default [browser, server];
