import { createHash } from 'node:crypto';
import request from 'supertest';
import { testAppForFile } from '../../../test/support/test-app';
import { EventModel } from '../events/events.model';
import { NAMES_PER_SIDE, WALK_IN_ROWS } from './check-in';
import { RegistrationModel } from './registrations.model';

const suite = testAppForFile();

const letters = (n: number) =>
  String.fromCharCode(65 + (n % 26)) + String.fromCharCode(97 + Math.floor(n / 26));

describe('an event’s check-in list', () => {
  it('lists the confirmed with a box to tick, 30 to a side, then the waitlist; admins only', async () => {
    const event = await EventModel.create({
      slug: 'door',
      title: 'Body <Day>',
      date: '23',
      month: 'October',
      year: 2027,
      time: '10:00 AM - 4:00 PM',
    });
    const eventId = String(event._id);
    const confirmed = Array.from({ length: NAMES_PER_SIDE + 1 }, (_, i) => `Guest ${letters(i)}`);
    await RegistrationModel.create([
      ...confirmed.map((name, i) => ({
        eventId,
        name,
        email: `guest${i}@example.org`,
        createdAt: new Date(Date.UTC(2027, 0, 1, 0, i)),
        ...(i === 0 && {
          inDiamondHeartGroup: true,
          diamondHeartGroupName: 'Diamond Heart <Ten>',
          additionalMessage: 'Arriving late.\nVegetarian.',
        }),
      })),
      { eventId, name: 'Wanda Waiting', email: 'wanda@example.org', status: 'waitlisted' },
      { eventId, name: 'Carl Cancelled', email: 'carl@example.org', status: 'cancelled' },
      { eventId, name: 'Spam Bot', email: 'bot@example.org', spam: true },
    ]);
    const path = `/api/cms/events/${eventId}/check-in`;
    await request(suite.app.handler).get(path).expect(401);

    const page = await suite.admin.get(path).expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    // Its one style block is all the page may load.
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.text)![1];
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    // Every list is in the page's one main landmark.
    expect(page.text).toMatch(/<body><main><section>[\s\S]*<\/section><\/main><\/body>/);
    const sections = page.text.split('<section>').slice(1);
    // 31 confirmed: a full side and one more name, each row with its box; then the waitlist.
    expect(sections).toHaveLength(3);
    expect(sections[0].match(/class="box"><span>/g)).toHaveLength(NAMES_PER_SIDE);
    expect(sections[0]).toContain('Check-in: Body &lt;Day&gt;');
    expect(sections[0]).toContain('October 23, 2027');
    expect(sections[0]).toContain(confirmed[0]);
    // The door's questions beside each name: group and message, on one line.
    expect(sections[0]).toContain(
      '<td class="small">Diamond Heart &lt;Ten&gt;</td><td class="small">Arriving late. Vegetarian.</td>',
    );
    expect(sections[1]).toContain(`>${NAMES_PER_SIDE + 1}<`);
    expect(sections[1]).toContain(confirmed[NAMES_PER_SIDE]);
    // The rest of the last side is blank rows, boxes and all, for walk-ins.
    expect(sections[1].match(/class="box"><span>/g)).toHaveLength(NAMES_PER_SIDE);
    expect(sections[1]).toContain(`>${2 * NAMES_PER_SIDE}<`);
    expect(sections[1]).toContain('31 people');
    expect(sections[2]).toContain('Waitlist: Body &lt;Day&gt;');
    expect(sections[2]).toContain('Wanda Waiting');
    expect(sections[2]).not.toContain('class="box"');
    expect(page.text).not.toContain('Carl Cancelled');
    expect(page.text).not.toContain('Spam Bot');

    // Fewer than WALK_IN_ROWS left on the side: a side of blank rows more.
    const fuller = await EventModel.create({ slug: 'fuller-door', title: 'Fuller' });
    await RegistrationModel.create(
      Array.from({ length: NAMES_PER_SIDE - WALK_IN_ROWS + 1 }, (_, i) => ({
        eventId: String(fuller._id),
        name: `Fuller ${letters(i)}`,
        email: `fuller${i}@example.org`,
      })),
    );
    const fullerPage = await suite.admin.get(`/api/cms/events/${String(fuller._id)}/check-in`);
    expect(fullerPage.text.split('<section>')).toHaveLength(3);
    expect(fullerPage.text).toContain(`>${2 * NAMES_PER_SIDE}<`);

    await suite.admin.get('/api/cms/events/0123456789abcdef01234567/check-in').expect(404);
    await suite.admin.get('/api/cms/events/not-an-id/check-in').expect(404);
  });
});
