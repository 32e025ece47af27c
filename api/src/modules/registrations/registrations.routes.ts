import Router from '@koa/router';
import { RegistrationRequestSchema } from '../../contracts';
import { parseBody } from '../../validation/parse';
import { register } from './registrations.service';

export function registrationsRoutes(defaultRegistrationEmail: string): Router {
  const router = new Router();
  router.post('/api/register', async (ctx) => {
    const input = parseBody(RegistrationRequestSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = {
      registration: await register(input, defaultRegistrationEmail),
      message: 'You have been registered for the event. Check your email for confirmation.',
    };
  });
  return router;
}
