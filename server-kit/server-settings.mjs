// The settings the API and the shell both read, each with one rule (docs/configuration.md): a
// shell and an API started with the same environment accept or refuse it alike.
import * as v from 'valibot';

const SETTINGS = {
  NODE_ENV: v.optional(
    v.picklist(
      ['development', 'test', 'production'],
      'NODE_ENV must be development, test or production',
    ),
    'development',
  ),
  SESSION_SECRET: v.optional(v.string()),
  SITE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/,
        'SITE_URL must be an http:// or https:// address',
      ),
    ),
    'http://localhost:3000',
  ),
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters')),
  ),
  SHUTDOWN_DRAIN_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds'),
      v.transform(Number),
    ),
  ),
};

/** Every setting that cannot be used, named at once. */
export class ConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Reads `env` by the shared settings and a server's own `entries` (a value of '' is unset), with
 * the server's own rules across them (`check`); throws ConfigError naming every problem.
 * @template {v.ObjectEntries} E
 * @param {Record<string, string | undefined>} env @param {E} entries
 * @param {(values: v.InferOutput<v.ObjectSchema<typeof SETTINGS & E, undefined>>) => string[]} [check]
 */
export function readServerSettings(env, entries, check = () => []) {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const all = { ...SETTINGS, ...entries };
  // A required setting left unset is named in its own schema's words.
  const schema = v.object(all, (issue) => {
    const key = String(issue.path?.[0]?.key);
    const entry = /** @type {{ message?: unknown }} */ (Object.hasOwn(all, key) ? all[key] : {});
    return typeof entry.message === 'string' ? entry.message : `${key} is required`;
  });
  const result = v.safeParse(schema, present);
  if (!result.success) throw new ConfigError(result.issues.map((issue) => issue.message));
  const values = result.output;
  const production = values.NODE_ENV === 'production';
  const secret = values.SESSION_SECRET;
  const problems = [];
  if (production && (secret ?? '').length < 32)
    problems.push('SESSION_SECRET must be set to at least 32 characters in production');
  else if (secret !== undefined && secret.length < 32)
    problems.push('SESSION_SECRET must be at least 32 characters');
  if (production && present.SITE_URL === undefined)
    problems.push("SITE_URL must be set in production (the site's public https:// address)");
  problems.push(...check(values));
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    values,
    production,
    /** The public address, without a trailing slash: links in mail, canonical links, sitemap. */
    siteUrl: /** @type {string} it has a default */ (values.SITE_URL).replace(/\/+$/, ''),
    /** After SIGTERM, how long ready answers 503 while the server still takes requests. */
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS ?? (production ? 3000 : 0),
  };
}
