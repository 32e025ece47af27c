// How the API and the shell stop serving once they drained (after SIGTERM, SHUTDOWN_DRAIN_MS).

/**
 * Stops listening and settles once every request under way was answered. A kept-alive
 * connection (nginx keeps some open) goes as soon as its answer in flight is out, not at its
 * timeout.
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
export function closeServer(server) {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    // Closes the connections idle now too (Node 19 and later).
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
  });
}
