import Router from '@koa/router';
import { RegistrationRequestSchema } from '../../contracts';
import { isCaughtBySpamTrap, withoutSpamTrap } from '../../security/spam-trap';
import { parseBody } from '../../validation/parse';
import { register } from './registrations.service';

export function registrationsRoutes(defaultRegistrationEmail: string, minFillMs: number): Router {
  const router = new Router();
  router.post('/api/register', async (ctx) => {
    const input = parseBody(RegistrationRequestSchema, ctx.request.body);
    const spam = isCaughtBySpamTrap(input, minFillMs);
    ctx.status = 201;
    ctx.body = {
      registration: await register(withoutSpamTrap(input), defaultRegistrationEmail, { spam }),
      message: 'You have been registered for the event. Check your email for confirmation.',
    };
  });
  return router;
}
