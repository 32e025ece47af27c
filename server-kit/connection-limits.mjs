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
  /**
   * How long an idle connection stays open for the next request: longer than nginx keeps its
   * idle connections to us (its upstream keepalive_timeout, 60 s). Node's default, 5 s, closes
   * connections nginx may send on at that moment, and a POST sent on one fails with a 502.
   */
  keepAliveTimeout: 65_000,
};

/** No pause longer than this while a request or response is under way. */
export const IDLE_SOCKET_MS = 30_000;
