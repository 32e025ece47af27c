import { networkKey } from '../security/client-network';
import { loginKey } from './device-cookie';
import { RateLimiter } from '../security/rate-limit/rate-limiter';
import type { LoginThrottleOptions } from '../config/env';

export type LoginAttempt =
  | { allowed: true; finish: (succeeded: boolean) => Promise<void> }
  | { allowed: false; retryAfterMs: number };

/**
 * Login throttling after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a
 * browser that signed in as a user holds a device cookie for that user (device-cookie.ts) and is
 * judged only by its own failures, so strangers failing at the username cannot lock its owner
 * out. Devices without one share the username's limit, besides the limits per client network
 * (an IPv6 /64 counts as one, see networkKey).
 *
 * Each attempt is counted in MongoDB before the password is checked (so parallel guesses cannot
 * slip past a limit, and every API instance shares the counts) and given back when it succeeds
 * (so only failures count).
 */
export function createLoginThrottle(options: LoginThrottleOptions, now: () => number = Date.now) {
  const limiter = (name: string, points: number) =>
    new RateLimiter(name, { points, windowMs: options.windowMs }, { now });
  const byNetwork = limiter('login-ip', options.perIp);
  const byUsernameAndNetwork = limiter('login-user-ip', options.perUsernameAndIp);
  const byUntrustedUsername = limiter('login-user', options.perUsername);
  const byDevice = limiter('login-device', options.perUsernameAndIp);

  return {
    /** `device`: the id of the browser's valid device cookie for this username, if it has one. */
    async attempt(ip: string, username: string, device?: string): Promise<LoginAttempt> {
      const user = loginKey(username);
      const network = networkKey(ip);
      const limits: [RateLimiter, string][] = device
        ? [[byDevice, device]]
        : // The username's share first: under attack it is spent, and refusing costs one count.
          [
            [byUntrustedUsername, user],
            [byNetwork, network],
            [byUsernameAndNetwork, `${user}|${network}`],
          ];
      const taken: string[] = [];
      for (const [limit, key] of limits) {
        const slot = await limit.take(key);
        if (!slot.allowed) {
          // A refused attempt checks no password, so it costs none of the other limits.
          await RateLimiter.release(taken);
          return slot;
        }
        taken.push(slot.slotId);
      }
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
