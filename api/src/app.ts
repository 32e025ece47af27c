import type Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { authRoutes } from './auth/auth.routes';
import { createLoginThrottle } from './auth/login-throttle';
import { sessionMiddleware } from './auth/session';
import { trackContentVersion } from './cache/content-version';
import { invalidateOnContentWrites, publicReadCache } from './cache/public-read-cache';
import type { ApiConfig } from './config/env';
import { notFound } from './errors/http-error';
import { errorHandler } from './middleware/error-handler';
import { mailRoutes } from './mail/mail.routes';
import { messagesAdminRoutes } from './modules/contact/contact-admin.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { recordActivity } from './modules/staff/activity';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { calendarSiteOf } from './modules/calendar/event-calendar';
import { contentDatesRoutes } from './modules/content-dates/content-dates.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { healthCheck } from './modules/health/health.routes';
import { newslettersRoutes } from './modules/newsletters/newsletters.routes';
import { programsRoutes } from './modules/programs/programs.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { trashRoutes } from './content/trash';
import { attentionRoutes } from './modules/attention/attention.routes';
import { registrationsAdminRoutes } from './modules/registrations/registrations-admin.routes';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { subscribersAdminRoutes } from './modules/subscriptions/subscriptions-admin.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { teachersRoutes } from './modules/teachers/teachers.routes';
import { testimonialsRoutes } from './modules/testimonials/testimonials.routes';
import { webinarsRoutes } from './modules/webinars/webinars.routes';
import { Lifecycle, waitWhileStarting } from './operations/lifecycle';
import { createLogger, type Logger } from './operations/logger';
import { metricsEndpoint } from './operations/metrics';
import { observeRequests } from './operations/requests';
import { refuseCrossSiteWrites } from './security/cross-site-writes';
import { limitPublicForms } from './security/rate-limit/public-forms';
import { sessionsNeedHttps } from './security/https-required';
import { apiSecurityHeaders, securityHeaders } from './security/security-headers';
import { previews } from './content/previews';
import { seedRoutes } from './seed/seed.routes';
import { rejectUnreadableBody } from './validation/parse';
import { uploadsRoutes } from './uploads/uploads.routes';

export interface AppDependencies {
  config: ApiConfig;
  /** The API's log; by default one made from the configuration. */
  logger?: Logger;
  /** Starting, serving or draining: server.ts's; by default serving from the first request. */
  lifecycle?: Lifecycle;
  /** Routes besides the chapter's own: a content type a test defines alone. */
  routers?: Router[];
}

/**
 * How long an instance trusts the content version it last read: a CMS write on another instance
 * shows in this one's cached public reads within this bound (on the writing instance at once).
 */
const CONTENT_VERSION_MAX_AGE_MS = 1000;

/** JSON bodies are small; files travel as multipart on the routes that take them. */
const JSON_LIMIT = '100kb';

/** Builds the Koa application. No side effects: connecting and listening belong to server.ts. */
export function createApp({
  config,
  logger = createLogger(config),
  lifecycle = new Lifecycle(),
  routers: moreRouters = [],
}: AppDependencies): Koa {
  const production = config.nodeEnv === 'production';
  // The API sits behind the shell, its only client, which states the visitor's protocol, host
  // and address (X-Forwarded-Proto, X-Forwarded-Host, X-Real-IP) after deciding how far to trust
  // its own proxy (TRUST_PROXY). The API believes that one hop and nothing further left.
  const app = new Koa({ proxy: true, proxyIpHeader: 'X-Real-IP', maxIpsCount: 1 });
  app.keys = [config.sessionSecret];
  app.silent = true;
  // What escaped every handler (a file's stream failing halfway), with the request's id.
  app.on('error', (error: unknown, ctx?: Koa.Context) =>
    (ctx?.log ?? logger).error({ err: error }, 'unhandled error'),
  );

  const security = apiSecurityHeaders(production);
  app.use(observeRequests(app, logger, lifecycle));
  // Load balancers' health checks come next and cost the least; they never throw.
  app.use(healthCheck({ headers: security, lifecycle }));
  app.use(errorHandler(security));
  app.use(metricsEndpoint({ metricsToken: config.metricsToken, headers: security }));
  app.use(waitWhileStarting(lifecycle));
  app.use(refuseCrossSiteWrites);
  app.use(limitPublicForms(config.formRateLimit));
  const mount = (router: Router) => {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  };
  const contentVersion = trackContentVersion(CONTENT_VERSION_MAX_AGE_MS);
  // Calendars name the site's address and the chapter's contact address.
  const calendarSite = calendarSiteOf(config);
  const draftPreviews = previews(config);
  const routers = [
    authRoutes(createLoginThrottle(config.loginThrottle), {
      secureCookies: production,
      siteUrl: config.siteUrl,
      deviceVerification: config.staffDeviceVerification,
    }),
    eventsRoutes(config, contentVersion),
    teachersRoutes(config),
    programsRoutes(),
    testimonialsRoutes(),
    newslettersRoutes(),
    webinarsRoutes(),
    calendarRoutes(calendarSite),
    contentDatesRoutes(),
    contactRoutes(config),
    subscriptionsRoutes(config),
    registrationsRoutes(config, contentVersion),
    // The people who come, and the mail to them: admin only, never cached.
    registrationsAdminRoutes(config, contentVersion),
    messagesAdminRoutes(config),
    subscribersAdminRoutes(config),
    privacyRoutes(config),
    mailRoutes(),
    attentionRoutes(),
    trashRoutes(),
    draftPreviews.router,
    seedRoutes(),
    staffRoutes(config),
    ...moreRouters,
  ];
  // What never needs a session or a body comes next: cached reads (the routes marked
  // publicRead), files.
  app.use(draftPreviews.access);
  app.use(publicReadCache(contentVersion, { routers, headers: security }));
  app.use(securityHeaders(security));
  mount(uploadsRoutes());
  app.use(sessionsNeedHttps(production));
  app.use(sessionMiddleware(app, config));
  app.use(invalidateOnContentWrites(contentVersion));
  app.use(
    koaBody({
      json: true,
      jsonStrict: true,
      jsonLimit: JSON_LIMIT,
      multipart: false,
      urlencoded: false,
      text: false,
      onError: rejectUnreadableBody,
    }),
  );

  // Who changed what: each admin write, export and sign-in, once it is done.
  app.use(recordActivity);
  routers.forEach(mount);

  app.use(async (ctx) => {
    if (ctx.status === 404 && ctx.body === undefined)
      throw notFound(`No route for ${ctx.method} ${ctx.path}`);
  });
  return app;
}
