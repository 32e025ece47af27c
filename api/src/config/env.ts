import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { ConfigError, readServerSettings } from '@da-boulder/server-kit/server-settings';

/** How many failed logins the API lets through within a window (auth/login-throttle). */
export interface LoginThrottleOptions {
  /** Failed logins one client network may make within the window, whatever the usernames. */
  perIp: number;
  /** Failed logins for one username from one client network, or from one trusted device. */
  perUsernameAndIp: number;
  /** Failed logins for one username from all untrusted devices together. */
  perUsername: number;
  windowMs: number;
}

/** Everything the API reads from its environment, validated once at start-up. */
export interface ApiConfig {
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  mongodbUri: string;
  sessionSecret: string;
  /** The site's public address without a trailing slash, for links in mail. */
  siteUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  mailDir: string;
  contactEmail: string;
  defaultRegistrationEmail: string;
  adminUsername?: string;
  adminPassword?: string;
  /** The first admin's mail address: given at creation, or at start to one that has none. */
  adminEmail?: string;
  uploadMaxBytes: number;
  /** Where uploads are written while a request reads them; emptied at start, so one per process. */
  uploadTempDir: string;
  /** Submissions per client address to each public form within a window. */
  formRateLimit: { points: number; windowMs: number };
  /** A public form sent sooner than this after it was rendered is a bot's (held, no mail). */
  formMinFillMs: number;
  /** Automatic mails to visitors one sending network (IPv4 /24, IPv6 /48) may set off an hour. */
  visitorMailsPerNetworkPerHour: number;
  loginThrottle: LoginThrottleOptions;
  /**
   * A right password from a browser new to the admin signs in only with a code mailed to them
   * (STAFF_DEVICE_VERIFICATION: on by default in production, off elsewhere).
   */
  staffDeviceVerification: boolean;
  /** pino's level name, or 'silent'. */
  logLevel: LogLevel;
  /** With it, GET /api/metrics answers `Authorization: Bearer <it>` from anywhere. */
  metricsToken?: string;
  /** After SIGTERM: how long ready answers 503 while the server still takes requests. */
  shutdownDrainMs: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export { ConfigError };

const portNumber = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a port number`),
    v.transform(Number),
    v.number(),
    v.minValue(1, `${name} must be between 1 and 65535`),
    v.maxValue(65535, `${name} must be between 1 and 65535`),
  );

const wholeNumber = (name: string, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d*$/, `${name} must be a whole number above 0`),
      v.transform(Number),
    ),
    String(fallback),
  );

const emailAddress = (name: string) =>
  v.pipe(v.string(), v.email(`${name} must be an email address`));

/** The API's own settings, beside those it shares with the shell (server-kit's). */
const API_SETTINGS = {
  API_HOST: v.optional(
    v.pipe(v.string(), v.minLength(1, 'API_HOST must not be empty')),
    '127.0.0.1',
  ),
  API_PORT: v.optional(portNumber('API_PORT'), '4000'),
  MONGODB_URI: v.pipe(
    v.string('MONGODB_URI is required (a mongodb:// or mongodb+srv:// connection string)'),
    v.regex(/^mongodb(\+srv)?:\/\/.+/, 'MONGODB_URI must start with mongodb:// or mongodb+srv://'),
  ),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/.+/, 'SMTP_URL must start with smtp:// or smtps://')),
  ),
  MAIL_FROM: v.optional(emailAddress('MAIL_FROM'), 'no-reply@diamondapproach-boulder.org'),
  MAIL_DIR: v.optional(v.string(), '.data/mail'),
  CONTACT_EMAIL: v.optional(emailAddress('CONTACT_EMAIL'), 'info@diamondapproach-boulder.org'),
  DEFAULT_REGISTRATION_EMAIL: v.optional(
    emailAddress('DEFAULT_REGISTRATION_EMAIL'),
    'events@diamondapproach-boulder.org',
  ),
  ADMIN_USERNAME: v.optional(v.string()),
  ADMIN_PASSWORD: v.optional(v.string()),
  ADMIN_EMAIL: v.optional(emailAddress('ADMIN_EMAIL')),
  UPLOAD_MAX_BYTES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'UPLOAD_MAX_BYTES must be a whole number of bytes'),
      v.transform(Number),
    ),
    String(10 * 1024 * 1024),
  ),
  UPLOAD_TMP_DIR: v.optional(v.string(), path.join(os.tmpdir(), 'da-boulder-api-uploads')),
  FORM_SUBMISSIONS_PER_WINDOW: wholeNumber('FORM_SUBMISSIONS_PER_WINDOW', 10),
  FORM_WINDOW_MINUTES: wholeNumber('FORM_WINDOW_MINUTES', 10),
  FORM_MIN_FILL_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'FORM_MIN_FILL_SECONDS must be a whole number of seconds'),
      v.transform(Number),
    ),
    '2',
  ),
  VISITOR_MAILS_PER_NETWORK_PER_HOUR: wholeNumber('VISITOR_MAILS_PER_NETWORK_PER_HOUR', 30),
  LOGIN_FAILURES_PER_IP: wholeNumber('LOGIN_FAILURES_PER_IP', 30),
  LOGIN_FAILURES_PER_USERNAME_AND_IP: wholeNumber('LOGIN_FAILURES_PER_USERNAME_AND_IP', 5),
  LOGIN_FAILURES_PER_USERNAME: wholeNumber('LOGIN_FAILURES_PER_USERNAME', 10),
  LOGIN_WINDOW_MINUTES: wholeNumber('LOGIN_WINDOW_MINUTES', 15),
  STAFF_DEVICE_VERIFICATION: v.optional(
    v.picklist(['on', 'off'], 'STAFF_DEVICE_VERIFICATION must be on or off'),
  ),
  LOG_LEVEL: v.optional(
    v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`),
    'info',
  ),
};

/** Reads and validates the API's configuration; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const read = readServerSettings(env, API_SETTINGS, (e) =>
    (e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)
      ? ['ADMIN_USERNAME and ADMIN_PASSWORD must be set together']
      : [],
  );
  const e = read.values;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    mongodbUri: e.MONGODB_URI,
    // Outside production a per-process secret is fine: sessions simply end when the API restarts.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    siteUrl: read.siteUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDir: e.MAIL_DIR,
    contactEmail: e.CONTACT_EMAIL,
    defaultRegistrationEmail: e.DEFAULT_REGISTRATION_EMAIL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    adminEmail: e.ADMIN_EMAIL,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadTempDir: e.UPLOAD_TMP_DIR,
    formRateLimit: {
      points: e.FORM_SUBMISSIONS_PER_WINDOW,
      windowMs: e.FORM_WINDOW_MINUTES * 60_000,
    },
    formMinFillMs: e.FORM_MIN_FILL_SECONDS * 1000,
    visitorMailsPerNetworkPerHour: e.VISITOR_MAILS_PER_NETWORK_PER_HOUR,
    loginThrottle: {
      perIp: e.LOGIN_FAILURES_PER_IP,
      perUsernameAndIp: e.LOGIN_FAILURES_PER_USERNAME_AND_IP,
      perUsername: e.LOGIN_FAILURES_PER_USERNAME,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    staffDeviceVerification:
      (e.STAFF_DEVICE_VERIFICATION ?? (e.NODE_ENV === 'production' ? 'on' : 'off')) === 'on',
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: read.shutdownDrainMs,
  };
}
