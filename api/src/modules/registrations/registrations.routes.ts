import Router from '@koa/router';
import type { ApiConfig } from '../../config/env';
import { RegistrationRequestSchema } from '../../contracts';
import { visitorMailer } from '../../mail/mail-policy';
import type { CalendarSite } from '../calendar/event-calendar';
import { spamTrap, withoutSpamTrap } from '../../security/spam-trap';
import { parseBody } from '../../validation/parse';
import { register } from './registrations.service';

export function registrationsRoutes(
  config: Pick<
    ApiConfig,
    'defaultRegistrationEmail' | 'formMinFillMs' | 'sessionSecret' | 'visitorMailsPerNetworkPerHour'
  >,
  calendarSite?: CalendarSite,
): Router {
  const { defaultRegistrationEmail } = config;
  const caught = spamTrap(config);
  const mailVisitor = visitorMailer(config.visitorMailsPerNetworkPerHour);
  const router = new Router();
  router.post('/api/register', async (ctx) => {
    const input = parseBody(RegistrationRequestSchema, ctx.request.body);
    const spam = caught(input);
    ctx.status = 201;
    ctx.body = {
      registration: await register(withoutSpamTrap(input), {
        spam,
        defaultRegistrationEmail,
        calendarSite,
        mailVisitor: (message) => mailVisitor(message, ctx.ip),
      }),
      message: 'You have been registered for the event. Check your email for confirmation.',
    };
  });
  return router;
}
