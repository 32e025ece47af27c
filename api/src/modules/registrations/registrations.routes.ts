import Router from '@koa/router';
import { RegistrationRequestSchema } from '../../contracts';
import type { CalendarSite } from '../calendar/event-calendar';
import { isCaughtBySpamTrap, withoutSpamTrap } from '../../security/spam-trap';
import { parseBody } from '../../validation/parse';
import { register } from './registrations.service';

export function registrationsRoutes(
  defaultRegistrationEmail: string,
  minFillMs: number,
  calendarSite?: CalendarSite,
): Router {
  const router = new Router();
  router.post('/api/register', async (ctx) => {
    const input = parseBody(RegistrationRequestSchema, ctx.request.body);
    const spam = isCaughtBySpamTrap(input, minFillMs);
    ctx.status = 201;
    ctx.body = {
      registration: await register(withoutSpamTrap(input), defaultRegistrationEmail, {
        spam,
        calendarSite,
      }),
      message: 'You have been registered for the event. Check your email for confirmation.',
    };
  });
  return router;
}
