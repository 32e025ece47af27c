import Router from '@koa/router';
import type { ContentVersion } from '../../cache/content-version';
import type { ApiConfig } from '../../config/env';
import {
  INVALID_LINK,
  RegistrationCancelSchema,
  RegistrationRequestSchema,
} from '@da-boulder/contracts';
import { badRequest } from '../../errors/http-error';
import { calendarSiteOf } from '../calendar/event-calendar';
import { spamTrap } from '../../security/spam-trap';
import { coalesced } from '../../shared/coalesced';
import { parseBody, parseQuery } from '../../validation/parse';
import { cancelLinks } from './cancel-links';
import {
  cancelByLink,
  readCancelLink,
  register,
  type RegistrationMailing,
} from './registrations.service';
import { EXACT_PATHS } from '../../shared/exact-paths';

export type RegistrationsConfig = Pick<
  ApiConfig,
  'defaultRegistrationEmail' | 'sessionSecret' | 'siteUrl' | 'contactEmail'
>;

/**
 * What registrations need of the app, public and admin routes alike: mail settings, cancel links,
 * the site calendars name, and the content version, raised when an event with a capacity gains or
 * loses a confirmed place so its public "places left" is read again.
 */
export function registrationMailing(
  config: RegistrationsConfig,
  contentVersion: Pick<ContentVersion, 'bump'>,
): RegistrationMailing {
  return {
    defaultRegistrationEmail: config.defaultRegistrationEmail,
    calendarSite: calendarSiteOf(config),
    cancelUrl: cancelLinks(config).url,
    // Places left on the pages may lag a registration by a quarter second: a rush then raises
    // the version four times a second, not once per registration.
    placesChanged: coalesced(() => contentVersion.bump(), { spacingMs: 250 }),
  };
}

/**
 * `POST /api/register`, and a registration's cancel link: `GET /api/registrations/cancel` (what
 * it names) and `POST` (the press that cancels). The link's signed token is their only key.
 */
export function registrationsRoutes(
  config: RegistrationsConfig & Pick<ApiConfig, 'formMinFillMs'>,
  contentVersion: Pick<ContentVersion, 'bump'>,
): Router {
  const mailing = registrationMailing(config, contentVersion);
  const links = cancelLinks(config);
  const screen = spamTrap(config, 'registration');
  const router = new Router(EXACT_PATHS);
  router.post('/api/register', async (ctx) => {
    const screened = screen(ctx, parseBody(RegistrationRequestSchema, ctx.request.body));
    if (!screened) return;
    ctx.status = 201;
    ctx.body = await register(screened.fields, { ...mailing, spam: screened.held });
  });
  /** The registration the request's token names, or 400 when it is not a cancel link of ours. */
  const registrationOf = (token: string) => {
    const registrationId = links.registrationOf(token);
    if (!registrationId) throw badRequest(INVALID_LINK);
    return registrationId;
  };
  router.get('/api/registrations/cancel', async (ctx) => {
    const { token } = parseQuery(RegistrationCancelSchema, ctx.query);
    // One person's registration: never kept by a cache on the way.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { registration: await readCancelLink(registrationOf(token)) };
  });
  router.post('/api/registrations/cancel', async (ctx) => {
    const { token } = parseBody(RegistrationCancelSchema, ctx.request.body);
    ctx.body = await cancelByLink(registrationOf(token), mailing);
  });
  return router;
}
