import { ConfigError, loadConfig } from './env';

const valid = { MONGODB_URI: 'mongodb://127.0.0.1:27018/da_boulder' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(valid);
    expect(config).toMatchObject({ nodeEnv: 'development', host: '127.0.0.1', port: 4000 });
    expect(config.sessionSecret).toHaveLength(64);
    expect(config).toMatchObject({ logLevel: 'info', shutdownDrainMs: 0 });
    expect(config.metricsToken).toBeUndefined();
  });

  it('reads the log level, the metrics token and the drain time', () => {
    expect(
      loadConfig({
        ...valid,
        LOG_LEVEL: 'debug',
        METRICS_TOKEN: 'a-long-enough-token',
        SHUTDOWN_DRAIN_MS: '0',
      }),
    ).toMatchObject({ logLevel: 'debug', metricsToken: 'a-long-enough-token', shutdownDrainMs: 0 });
    expect(
      problemsOf({ ...valid, LOG_LEVEL: 'loud', METRICS_TOKEN: 'short', SHUTDOWN_DRAIN_MS: '5s' }),
    ).toEqual([
      'METRICS_TOKEN must be at least 16 characters',
      'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
  });

  it('names a missing MONGODB_URI', () => {
    expect(problemsOf({})).toEqual([
      'MONGODB_URI is required (a mongodb:// or mongodb+srv:// connection string)',
    ]);
  });

  it('names each invalid variable', () => {
    expect(
      problemsOf({ MONGODB_URI: 'postgres://x', API_PORT: 'eighty', SMTP_URL: 'mail.example.org' }),
    ).toEqual([
      'API_PORT must be a port number',
      'MONGODB_URI must start with mongodb:// or mongodb+srv://',
      'SMTP_URL must start with smtp:// or smtps://',
    ]);
  });

  it('requires a long session secret and the site address in production', () => {
    expect(problemsOf({ ...valid, NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET must be set to at least 32 characters in production',
      "SITE_URL must be set in production (the site's public https:// address)",
    ]);
    expect(
      loadConfig({
        ...valid,
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        SITE_URL: 'https://www.example.org',
      }).nodeEnv,
    ).toBe('production');
  });

  it('reads SITE_URL for links in mail, without a trailing slash', () => {
    expect(loadConfig(valid).siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...valid, SITE_URL: 'https://www.example.org/' }).siteUrl).toBe(
      'https://www.example.org',
    );
    expect(problemsOf({ ...valid, SITE_URL: 'www.example.org' })).toEqual([
      'SITE_URL must be an http:// or https:// address',
    ]);
  });

  it('requires the bootstrap admin username and password together', () => {
    expect(problemsOf({ ...valid, ADMIN_USERNAME: 'admin' })).toEqual([
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    ]);
  });
});
