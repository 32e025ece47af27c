/**
 * Every router's option: a route answers its path exactly as written. `/api/Contact` and
 * `/api/contact/` are no route (404), so nothing keyed on a path (a form's rate limit, the HTTPS
 * check of signing in, the activity log) is passed by another spelling of it.
 */
export const EXACT_PATHS = { sensitive: true, strict: true } as const;
