import path from 'node:path';
import { createRspackConfig } from '@da-boulder/build-config';

// A remote has no page of its own: the shell loads remoteEntry.js and the exposed route tree.
export default createRspackConfig({
  dir: path.resolve(__dirname),
  name: 'admin_app',
  entry: {},
  federation: {
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/exposed/routes.tsx' },
    manifest: true,
    // Use the shell's federation runtime instead of bundling a second copy into remoteEntry.js.
    experiments: { externalRuntime: true },
  },
});
