import { ATTENTION_LISTS, type Attention, type AttentionCount } from '@da-boulder/contracts';
import { expectAdminOnly } from '../../../test/support/admin-only';
import { testAppForFile } from '../../../test/support/test-app';
import { GivenUpMailModel, MailArchiveModel } from '../../mail/outbox.model';
import { ContactMessageModel } from '../contact/contact.model';
import { EventModel } from '../events/events.model';
import { RegistrationModel } from '../registrations/registrations.model';
import { SubscriptionModel } from '../subscriptions/subscriptions.model';

/** Issue 48: what needs an admin first, in one call, counted as the lists it links to. */

const suite = testAppForFile();
const nextYear = new Date().getUTCFullYear() + 1;

let events = 0;
/** A one-off event next year, or in `year`. */
async function anEvent(fields: Record<string, unknown> = {}) {
  events += 1;
  const event = await EventModel.create({
    slug: `attention-${events}`,
    title: `Event ${events}`,
    month: 'October',
    date: String(events),
    year: nextYear,
    time: '10:00 AM - 12:00 PM',
    ...fields,
  });
  return { id: String(event._id), title: event.title };
}

/** `count` registrations of `status` for the event, held ones when asked. */
async function registrations(
  event: { id: string; title: string },
  status: string,
  count: number,
  held = false,
) {
  for (let index = 0; index < count; index++)
    await RegistrationModel.create({
      eventId: event.id,
      eventTitle: event.title,
      name: 'Jane Doe',
      email: `${status}-${index}-${event.id}@example.org`,
      status,
      spam: held,
    });
}

describe('GET /api/cms/attention', () => {
  it('is for admins only, and never cached', async () => {
    await expectAdminOnly(suite.app.handler, [{ method: 'get', path: '/api/cms/attention' }]);
  });

  it('counts what the linked lists hold, the failed mail, and the upcoming events’ places', async () => {
    const nearlyFull = await anEvent({ capacity: 5 });
    const roomy = await anEvent({ capacity: 20 });
    const unlimited = await anEvent();
    const cancelled = await anEvent({ capacity: 5, status: 'cancelled' });
    await anEvent({ registrationNeeded: false });
    const past = await anEvent({ year: 2020, capacity: 5 });
    await registrations(nearlyFull, 'confirmed', 4);
    await registrations(nearlyFull, 'waitlisted', 2);
    await registrations(nearlyFull, 'cancelled', 3);
    await registrations(nearlyFull, 'confirmed', 2, true);
    await registrations(roomy, 'confirmed', 3);
    await registrations(past, 'confirmed', 5);
    await registrations(cancelled, 'confirmed', 5);
    for (const [status, spam] of [
      ['open', false],
      ['open', false],
      ['handled', false],
      ['spam', true],
    ] as const)
      await ContactMessageModel.create({
        name: 'Ann Lee',
        email: 'ann@example.org',
        message: 'I would like to join a group.',
        status,
        spam,
      });
    await SubscriptionModel.create({ email: 'bot@example.org', name: 'Bot', spam: true });
    await SubscriptionModel.create({ email: 'person@example.org', name: 'Person' });
    const finished = (status: 'failed' | 'sent') => ({
      to: ['someone@example.org'],
      subject: 'A mail',
      text: 'Hello.',
      status,
      attempts: 1,
      queuedAt: new Date(),
      finishedAt: new Date(),
    });
    await GivenUpMailModel.create([finished('failed'), finished('failed')]);
    await MailArchiveModel.create([finished('sent')]);

    const attention = (await suite.admin.get('/api/cms/attention').expect(200)).body as Attention;
    expect(attention.counts).toEqual({
      heldRegistrations: 2,
      heldMessages: 1,
      heldSubscribers: 1,
      openMessages: 2,
    });
    // Each count is what its list holds under the filter the strip links to.
    for (const [name, { tab, query }] of Object.entries(ATTENTION_LISTS)) {
      const list = await suite.admin.get(`/api/cms/${tab}?${query}`).expect(200);
      expect([name, list.body.total]).toEqual([name, attention.counts[name as AttentionCount]]);
    }
    expect(attention.failedMails).toBe(2);
    expect(attention.upcomingEvents).toEqual([
      {
        id: nearlyFull.id,
        title: nearlyFull.title,
        date: `October 1, ${nextYear}`,
        confirmed: 4,
        capacity: 5,
        waitlisted: 2,
        nearlyFull: true,
      },
      expect.objectContaining({ id: roomy.id, confirmed: 3, capacity: 20, nearlyFull: false }),
      expect.objectContaining({
        id: unlimited.id,
        confirmed: 0,
        capacity: null,
        nearlyFull: false,
      }),
    ]);
  });
});
