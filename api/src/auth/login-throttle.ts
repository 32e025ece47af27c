import { RateLimiter } from '../security/rate-limit/rate-limiter';

export interface LoginThrottleOptions {
  /** Failed logins one client address may make within the window, whatever the usernames. */
  perIp: number;
  /** Failed logins for one username from one client address within the window. */
  perUsernameAndIp: number;
  /**
   * Failures of one username, from anywhere, after which addresses that have been failing must
   * wait between attempts at it: 1 s, then 2, 4, 8... up to the window.
   */
  usernameBackoffAfter: number;
  windowMs: number;
}

export type LoginAttempt =
  | { allowed: true; finish: (succeeded: boolean) => Promise<void> }
  | { allowed: false; retryAfterMs: number };

/**
 * Login throttling that stops guessing without letting a stranger lock the owner out.
 *
 * Each attempt is counted in MongoDB before the password is checked (so parallel guesses cannot
 * slip past a limit, and every API instance shares the counts) and given back when it succeeds
 * (so only failures count). Limits: per client address, per username from one address, and a
 * per-username back-off that grows with its failures but applies only to addresses that have
 * themselves been failing. A correct password from an address that has not been failing always
 * gets in, however many strangers fail at that username: there is no lock anyone can trigger.
 */
export function createLoginThrottle(options: LoginThrottleOptions, now: () => number = Date.now) {
  const { windowMs } = options;
  const byIp = new RateLimiter('login-ip', { points: options.perIp, windowMs }, now);
  const byUsernameAndIp = new RateLimiter(
    'login-user-ip',
    { points: options.perUsernameAndIp, windowMs },
    now,
  );
  // A tally without a limit of its own: it drives the back-off.
  const byUsername = new RateLimiter('login-user', { points: 0, windowMs }, now);
  const userKey = (username: string) => username.trim().toLowerCase();

  /** How long a failing address must still wait before trying this username again. */
  async function backoffMs(ip: string, user: string): Promise<number> {
    const failures = await byUsername.count(user);
    if (failures < options.usernameBackoffAfter) return 0;
    if ((await byIp.count(ip)) === 0) return 0;
    const delay = Math.min(1000 * 2 ** (failures - options.usernameBackoffAfter), windowMs);
    const latest = await byUsername.latest(user);
    return latest ? Math.max(latest.getTime() + delay - now(), 0) : 0;
  }

  return {
    async attempt(ip: string, username: string): Promise<LoginAttempt> {
      const user = userKey(username);
      const wait = await backoffMs(ip, user);
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      const taken: string[] = [];
      for (const [limiter, key] of [
        [byIp, ip],
        [byUsernameAndIp, `${user}|${ip}`],
      ] as const) {
        const slot = await limiter.take(key);
        if (!slot.allowed) {
          await RateLimiter.release(taken);
          return slot;
        }
        taken.push(slot.slotId);
      }
      taken.push(await byUsername.record(user));
      return {
        allowed: true,
        finish: async (succeeded) => {
          if (succeeded) await RateLimiter.release(taken);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
