import mongoose from 'mongoose';

// Fail fast instead of queueing queries while the database is away: requests answer 503 at once.
mongoose.set('bufferCommands', false);
mongoose.set('strictQuery', true);
// Query filters never treat user input as operators ({ $gt: '' } and the like).
mongoose.set('sanitizeFilter', true);

/**
 * How long opening a connection, or one check of the database (a heartbeat), may take before the
 * driver gives up on it.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * A heartbeat neither answered nor failed by then is stuck: longer than the driver's own limit,
 * plus the wait of a streamed heartbeat (its 10 s interval).
 */
const HEARTBEAT_STUCK_MS = 30_000;

export interface ConnectOptions {
  attempts?: number;
  delayMs?: number;
  log?: (message: string) => void;
  heartbeatStuckMs?: number;
}

/** Connects mongoose, retrying while the database is still starting. */
export async function connectWithRetry(
  uri: string,
  options: ConnectOptions = {},
): Promise<typeof mongoose> {
  const { attempts = 30, delayMs = 1000, log = () => undefined } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      await mongoose.connect(uri, {
        serverSelectionTimeoutMS: 3000,
        connectTimeoutMS: CONNECT_TIMEOUT_MS,
      });
      reconnectWhenStuck(uri, options);
      return mongoose;
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`database not reachable (attempt ${attempt}/${attempts}): ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/**
 * The MongoDB driver (6.x, also 7.0) can leave its check of a server waiting for ever: a socket
 * the database closed while a heartbeat was being written emits neither `drain` nor `error`. The
 * server then stays unknown after the database is back, and every request answers 503 until the
 * process restarts. A heartbeat still unsettled after `heartbeatStuckMs` is that: the connection
 * is closed and opened anew, and requests are served again.
 */
function reconnectWhenStuck(uri: string, options: ConnectOptions): void {
  const { heartbeatStuckMs = HEARTBEAT_STUCK_MS, log = () => undefined } = options;
  const client = mongoose.connection.getClient();
  const checks = new Map<string, NodeJS.Timeout>();
  const settle = ({ connectionId }: { connectionId: string }) => {
    clearTimeout(checks.get(connectionId));
    checks.delete(connectionId);
  };
  const reconnect = async (connectionId: string) => {
    if (mongoose.connection.getClient() !== client) return;
    log(`the check of the database at ${connectionId} is stuck: connecting anew`);
    // Not forced: mongoose refuses every later query on a connection closed by force. Not
    // waited for past the driver's own limit either: its stuck check must not hold this up.
    await Promise.race([
      mongoose.connection.close().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS).unref()),
    ]);
    await connectWithRetry(uri, options).catch((error: unknown) =>
      log(`connecting anew failed: ${(error as Error).message}`),
    );
  };
  client
    .on('serverHeartbeatStarted', ({ connectionId }) => {
      settle({ connectionId });
      checks.set(
        connectionId,
        setTimeout(() => void reconnect(connectionId), heartbeatStuckMs).unref(),
      );
    })
    .on('serverHeartbeatSucceeded', settle)
    .on('serverHeartbeatFailed', settle)
    .on('topologyClosed', () => {
      for (const timer of checks.values()) clearTimeout(timer);
      checks.clear();
    });
}

/** True when the database answers a ping within the time limit. */
export async function isDatabaseReachable(timeoutMs = 1000): Promise<boolean> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      db
        .admin()
        .ping()
        .then(() => true)
        .catch(() => false),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
