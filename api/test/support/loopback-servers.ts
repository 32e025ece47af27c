import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** HTTP servers a test file starts on 127.0.0.1's free ports, and closes together at its end. */
export function loopbackServers() {
  const servers: Server[] = [];
  return {
    /** Serves `handler` and answers its base URL. */
    async listen(handler: RequestListener): Promise<string> {
      const server = createServer(handler).listen(0, '127.0.0.1');
      servers.push(server);
      await once(server, 'listening');
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    closeAll(): void {
      for (const server of servers) {
        server.closeAllConnections();
        server.close();
      }
    },
  };
}
