import { expectAdminOnly } from '../../../test/support/admin-only';
import { readCsv } from '../../../test/support/csv';
import { testAppForFile } from '../../../test/support/test-app';
import { RegistrationModel } from './registrations.model';

const suite = testAppForFile();
beforeEach(() => RegistrationModel.deleteMany({}));

const SUNDAY = '65a0000000000000000000a1';
const RETREAT = '65a0000000000000000000b2';

/** Stored one after another, so each is newer than the one before. */
async function register(
  ...people: ({ name: string; eventId?: string } & Record<string, unknown>)[]
) {
  const stored = [];
  for (const person of people) {
    stored.push(
      await RegistrationModel.create({
        eventId: SUNDAY,
        eventTitle: person.eventId === RETREAT ? 'Autumn Retreat' : 'Sunday Meditation',
        email: `${person.name.split(' ')[0].toLowerCase()}@example.org`,
        additionalMessage: '',
        ...person,
      }),
    );
  }
  return stored;
}

const names = (body: { registrations: { name: string }[] }) =>
  body.registrations.map((registration) => registration.name);

describe('the registrations admins read', () => {
  it('are for admins only, and never cached', async () => {
    await expectAdminOnly(suite.app.handler, [
      { method: 'get', path: '/api/cms/registrations' },
      { method: 'get', path: '/api/cms/registrations/counts' },
      { method: 'get', path: '/api/cms/registrations/export.csv' },
      { method: 'delete', path: `/api/cms/registrations/${SUNDAY}` },
    ]);
  });

  it('list newest first with each registration as the contract shapes it', async () => {
    const [rachel] = await register(
      {
        name: 'Rachel Green',
        email: 'Rachel@Example.org',
        inDiamondHeartGroup: true,
        diamondHeartGroupName: 'Diamond Heart Nine',
        additionalMessage: 'Looking forward to it.',
      },
      { name: 'Omar Haddad', eventId: RETREAT },
    );
    const response = await suite.admin.get('/api/cms/registrations').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      registrations: [
        expect.objectContaining({ name: 'Omar Haddad', eventId: RETREAT }),
        {
          id: String(rachel._id),
          eventId: SUNDAY,
          eventTitle: 'Sunday Meditation',
          eventStatus: 'scheduled',
          status: 'confirmed',
          name: 'Rachel Green',
          email: 'Rachel@Example.org',
          inDiamondHeartGroup: true,
          diamondHeartGroupName: 'Diamond Heart Nine',
          additionalMessage: 'Looking forward to it.',
          held: false,
          createdAt: rachel.createdAt.toISOString(),
        },
      ],
      total: 2,
      page: 1,
      pageSize: 100,
    });
  });

  it('filter by event and search name or address case-insensitively, as typed', async () => {
    await register(
      { name: 'Rachel Green' },
      { name: 'Omar Haddad', eventId: RETREAT },
      { name: 'Ann O. Nymous', email: 'anon@retreats.example.org', eventId: RETREAT },
      { name: 'Annabel Lee' },
    );
    const list = async (query: string) =>
      names((await suite.admin.get(`/api/cms/registrations?${query}`).expect(200)).body);

    expect(await list(`eventId=${RETREAT}`)).toEqual(['Ann O. Nymous', 'Omar Haddad']);
    expect(await list(`eventId=${RETREAT.toUpperCase()}`)).toHaveLength(2);
    expect(await list('q=ANN')).toEqual(['Annabel Lee', 'Ann O. Nymous']);
    expect(await list('q=retreats.EXAMPLE')).toEqual(['Ann O. Nymous']);
    expect(await list(`q=ann&eventId=${SUNDAY}`)).toEqual(['Annabel Lee']);
    // Pattern characters are only characters: "." is a dot, "(" is no error.
    expect(await list('q=o.')).toEqual(['Ann O. Nymous']);
    expect(await list('q=%5E(a%7Cr)')).toEqual([]);
    expect(await list('q=.*')).toEqual([]);
    // A cleared filter (as a form sends it) filters nothing.
    expect(await list('eventId=&q=')).toHaveLength(4);
  });

  it('leave out what the spam trap caught, in the list and its counts', async () => {
    await register(
      { name: 'Rachel Green' },
      { name: 'Spam Bot', spam: true },
      { name: 'Omar Haddad', eventId: RETREAT },
      { name: 'Annabel Lee', eventId: RETREAT },
    );
    expect(names((await suite.admin.get('/api/cms/registrations').expect(200)).body)).toEqual([
      'Annabel Lee',
      'Omar Haddad',
      'Rachel Green',
    ]);
    const counts = await suite.admin.get('/api/cms/registrations/counts').expect(200);
    expect(counts.headers['cache-control']).toBe('no-store');
    expect(counts.body).toEqual({ counts: { [SUNDAY]: 1, [RETREAT]: 2 }, waitlisted: {} });
  });

  it('give each waitlisted one its place in its event’s line, and list the waitlist in that order', async () => {
    await register(
      { name: 'Ada Confirmed' },
      { name: 'Ben Waiting', status: 'waitlisted' },
      { name: 'Omar Waiting', eventId: RETREAT, status: 'waitlisted' },
      { name: 'Held Bot', status: 'waitlisted', spam: true },
      { name: 'Cleo Waiting', status: 'waitlisted' },
      { name: 'Carl Cancelled', status: 'cancelled' },
      { name: 'Dina Waiting', status: 'waitlisted' },
    );
    type Row = { name: string; waitlistPosition?: number };
    const places = async (query: string) =>
      (
        (await suite.admin.get(`/api/cms/registrations?${query}`).expect(200)).body
          .registrations as Row[]
      ).map(({ name, waitlistPosition }) => [name, waitlistPosition]);

    // Newest first as every list, each in line with its place; the others in no line.
    expect(await places('')).toEqual([
      ['Dina Waiting', 3],
      ['Carl Cancelled', undefined],
      ['Cleo Waiting', 2],
      ['Omar Waiting', 1],
      ['Ben Waiting', 1],
      ['Ada Confirmed', undefined],
    ]);
    // The waitlist alone reads first in line first, each event's line its own.
    expect(await places('status=waitlisted')).toEqual([
      ['Ben Waiting', 1],
      ['Omar Waiting', 1],
      ['Cleo Waiting', 2],
      ['Dina Waiting', 3],
    ]);
    // A place counts the whole line, whatever the page or search shows.
    expect(await places(`status=waitlisted&eventId=${SUNDAY}&page=2&pageSize=2`)).toEqual([
      ['Dina Waiting', 3],
    ]);
    expect(await places('q=cleo')).toEqual([['Cleo Waiting', 2]]);
    // What the spam trap holds waits in no line.
    expect(await places('held=true')).toEqual([['Held Bot', undefined]]);
  });

  it('come a page at a time, at most 100 to a page', async () => {
    await register(...['A', 'B', 'C', 'D', 'E'].map((letter) => ({ name: `Person ${letter}` })));
    const second = await suite.admin.get('/api/cms/registrations?page=2&pageSize=2').expect(200);
    expect(names(second.body)).toEqual(['Person C', 'Person B']);
    expect(second.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    const beyond = await suite.admin.get('/api/cms/registrations?page=4&pageSize=2').expect(200);
    expect(beyond.body).toMatchObject({ registrations: [], total: 5 });

    const tooMany = await suite.admin.get('/api/cms/registrations?pageSize=101').expect(400);
    expect(tooMany.body).toEqual({
      message: 'pageSize must be at most 100',
      errors: { pageSize: 'pageSize must be at most 100' },
    });
  });

  it('answer a bad filter with 400 and its message, never a 500', async () => {
    const refused = async (query: string) =>
      (await suite.admin.get(`/api/cms/registrations?${query}`).expect(400)).body;
    expect(await refused('eventId=not-an-id')).toEqual({
      message: 'eventId must be an event id',
      errors: { eventId: 'eventId must be an event id' },
    });
    expect(await refused(`eventId=${SUNDAY}&eventId=${RETREAT}`)).toMatchObject({
      errors: { eventId: 'eventId must be an event id, given once' },
    });
    expect(await refused('q=a&q=b')).toMatchObject({ errors: { q: 'q must be text, given once' } });
    expect(await refused(`q=${'x'.repeat(201)}`)).toMatchObject({
      errors: { q: 'q must be at most 200 characters' },
    });
    const csv = await suite.admin
      .get('/api/cms/registrations/export.csv?eventId=not-an-id')
      .expect(400);
    expect(csv.body).toMatchObject({ errors: { eventId: 'eventId must be an event id' } });
    await suite.admin.get(`/api/cms/registrations?q=${'x'.repeat(200)}`).expect(200);
  });

  it('export as a CSV download that spreadsheets open safely', async () => {
    await register(
      {
        name: '=HYPERLINK("http://x")',
        email: 'mallory@example.org',
        additionalMessage: '+1 "quoted", and\nsecond line',
      },
      {
        name: 'Zoë Ångström',
        email: 'zoe@example.org',
        eventId: RETREAT,
        inDiamondHeartGroup: true,
        diamondHeartGroupName: 'Thursday Group',
        status: 'waitlisted',
      },
      { name: 'Spam Bot', spam: true },
      { name: 'Carl Cancelled', eventId: RETREAT, status: 'cancelled' },
    );
    const response = await suite.admin.get('/api/cms/registrations/export.csv').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const csv = readCsv(response);
    expect(csv).toMatchObject({
      bom: true,
      crlf: true,
      filename: `registrations-${new Date().toISOString().slice(0, 10)}.csv`,
      header: [
        'Registered at (Denver time)',
        'Event',
        'Name',
        'Email',
        'Status',
        'In a Diamond Heart group',
        'Diamond Heart group',
        'Message',
      ],
    });
    expect(csv.rows.map((row) => row.slice(1))).toEqual([
      ['Autumn Retreat', 'Carl Cancelled', 'carl@example.org', 'Cancelled', 'No', '', ''],
      [
        'Autumn Retreat',
        'Zoë Ångström',
        'zoe@example.org',
        'Waitlisted',
        'Yes',
        'Thursday Group',
        '',
      ],
      [
        'Sunday Meditation',
        `'=HYPERLINK("http://x")`,
        'mallory@example.org',
        'Confirmed',
        'No',
        '',
        `'+1 "quoted", and\nsecond line`,
      ],
    ]);
    // Denver's wall clock, saying its offset, at the moment stored.
    const [registeredAt] = csv.rows.find((row) => row[2] === 'Zoë Ångström')!;
    expect(registeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[67]:00$/);
    const stored = await RegistrationModel.findOne({ name: 'Zoë Ångström' }).lean();
    expect(new Date(registeredAt).getTime()).toBe(
      Math.floor(stored!.createdAt.getTime() / 1000) * 1000,
    );

    // One event's download names the event (here gone: by the title it was registered under).
    const retreat = readCsv(
      await suite.admin.get(`/api/cms/registrations/export.csv?eventId=${RETREAT}`).expect(200),
    );
    expect(retreat.rows.map((row) => row[2])).toEqual(['Carl Cancelled', 'Zoë Ångström']);
    expect(retreat.filename).toBe(
      `registrations-autumn-retreat-${new Date().toISOString().slice(0, 10)}.csv`,
    );
  });

  it('export just a header when there is nobody', async () => {
    const csv = readCsv(await suite.admin.get('/api/cms/registrations/export.csv').expect(200));
    expect(csv).toMatchObject({ bom: true, rows: [] });
    expect(csv.header[0]).toBe('Registered at (Denver time)');
  });

  it('delete one by id: 404 once gone, 400 for what is not an id', async () => {
    const [rachel, omar] = await register({ name: 'Rachel Green' }, { name: 'Omar Haddad' });
    const deleted = await suite.admin.delete(`/api/cms/registrations/${rachel._id}`).expect(200);
    expect(deleted.body).toEqual({ message: 'Registration deleted' });
    expect(deleted.headers['cache-control']).toBe('no-store');
    expect(await RegistrationModel.find().lean()).toEqual([
      expect.objectContaining({ name: omar.name }),
    ]);
    expect(
      (await suite.admin.delete(`/api/cms/registrations/${rachel._id}`).expect(404)).body,
    ).toEqual({
      message: 'Registration not found',
    });
    expect((await suite.admin.delete('/api/cms/registrations/not-an-id').expect(400)).body).toEqual(
      {
        message: 'id must be a 24-character hexadecimal id',
        errors: { id: 'id must be a 24-character hexadecimal id' },
      },
    );
  });
});
