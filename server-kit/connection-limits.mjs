// How long a client may take, for the API's, the shell's and the remotes' servers: a slow or
// stalled client (slowloris) cannot hold a connection open for long. nginx in front enforces the
// same first.

/** Options for http.createServer. */
export const CONNECTION_LIMITS = {
  /** The whole request head within 10 s. */
  headersTimeout: 10_000,
  /** The whole request, body included, within 2 minutes (a 10 MiB upload on a slow line). */
  requestTimeout: 120_000,
  /** How often Node checks the two above (its default, 30 s, would let them run long). */
  connectionsCheckingInterval: 1_000,
};

/** No pause longer than this while a request or response is under way. */
export const IDLE_SOCKET_MS = 30_000;
