import request from 'supertest';
import { bumpContentVersion } from '../../src/cache/content-version';
import { RegistrationModel } from '../../src/modules/registrations/registrations.model';
import { registrationMailing } from '../../src/modules/registrations/registrations.routes';
import { formTime, type TestApp } from './test-app';

/** When a one-off event next year happens: registration for it is open. */
export const nextYear = () => ({
  month: 'October',
  date: '5',
  year: new Date().getUTCFullYear() + 1,
  time: '10:00 AM - 12:00 PM',
});

/** A visitor's registration for the event, sent from its page (a person's signed form time). */
export const registerAt = (app: TestApp, eventId: string, email: string, name = 'Jane Doe') =>
  request(app.handler)
    .post('/api/register')
    .send({ eventId, name, email, formIssuedAt: formTime(app.config) });

/** What the API's waitlist sweep and cancels mail with, as the server makes it. */
export const sweepMailing = (app: TestApp) =>
  registrationMailing(app.config, { bump: bumpContentVersion });

/** Each registration of the event's status, by its address. */
export const statusesAt = async (eventId: string) =>
  Object.fromEntries(
    (await RegistrationModel.find({ eventId }).lean()).map((row) => [row.email, row.status]),
  );
