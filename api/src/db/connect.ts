import mongoose from 'mongoose';

// Fail fast instead of queueing queries while the database is away: requests answer 503 at once.
mongoose.set('bufferCommands', false);
mongoose.set('strictQuery', true);
// Query filters never treat user input as operators ({ $gt: '' } and the like).
mongoose.set('sanitizeFilter', true);

export interface ConnectOptions {
  attempts?: number;
  delayMs?: number;
  log?: (message: string) => void;
}

/** Connects mongoose, retrying while the database is still starting. */
export async function connectWithRetry(
  uri: string,
  { attempts = 30, delayMs = 1000, log = () => undefined }: ConnectOptions = {},
): Promise<typeof mongoose> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await mongoose.connect(uri, { serverSelectionTimeoutMS: 3000 });
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`database not reachable (attempt ${attempt}/${attempts}): ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
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
