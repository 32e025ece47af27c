// Serves the built admin-app remote on its own (any static host or CDN with the same headers works too).
import { serveRemote } from '@da-boulder/server-kit/serve-remote';

serveRemote({
  name: 'admin-app',
  root: new URL('./dist', import.meta.url).pathname,
  defaultPort: 3002,
});
