import { SlidingWindowLimiter } from './sliding-window-limiter';

export interface LoginThrottleOptions {
  /** Failed logins allowed per username within the window. */
  perUsername: number;
  /** Failed logins allowed per client IP within the window. */
  perIp: number;
  windowMs: number;
}

export const defaultLoginThrottle: LoginThrottleOptions = {
  perUsername: 5,
  perIp: 20,
  windowMs: 15 * 60 * 1000,
};

/**
 * Failed-login limits per IP and per username. Only failures count, so people who type their
 * password right are never slowed down; a success clears the username's count.
 */
export function createLoginThrottle(options: LoginThrottleOptions = defaultLoginThrottle) {
  const byUsername = new SlidingWindowLimiter(options.perUsername, options.windowMs);
  const byIp = new SlidingWindowLimiter(options.perIp, options.windowMs);
  const userKey = (username: string) => username.trim().toLowerCase();

  return {
    /** Milliseconds until this IP and username may try again; 0 when neither limit is reached. */
    retryAfterMs(ip: string, username: string): number {
      return Math.max(byIp.retryAfterMs(ip), byUsername.retryAfterMs(userKey(username)));
    },
    failed(ip: string, username: string): void {
      byIp.record(ip);
      byUsername.record(userKey(username));
    },
    succeeded(username: string): void {
      byUsername.reset(userKey(username));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
