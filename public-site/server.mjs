// Serves the built public-site remote on its own (any static host or CDN with the same headers works too).
import { serveRemote } from '@da-boulder/server-kit/serve-remote';

serveRemote({
  name: 'public-site',
  root: new URL('./dist', import.meta.url).pathname,
  defaultPort: 3001,
});
