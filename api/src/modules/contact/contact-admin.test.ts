import request from 'supertest';
import { expectAdminOnly } from '../../../test/support/admin-only';
import { formTime, testAppForFile } from '../../../test/support/test-app';
import { ContactMessageModel } from './contact.model';

const suite = testAppForFile();
beforeEach(() => ContactMessageModel.deleteMany({}));

const UNKNOWN = '65a0000000000000000000ff';

/** Stored as the contact route stores them, one after another (each newer than the last). */
async function store(...messages: ({ name: string } & Record<string, unknown>)[]) {
  const stored = [];
  for (const message of messages)
    stored.push(
      await ContactMessageModel.create({
        email: `${message.name.split(' ')[0].toLowerCase()}@example.org`,
        message: 'I would like to join a group.',
        status: 'open',
        ...message,
      }),
    );
  return stored;
}

/** Messages as an older version stored them: no status, perhaps caught by the spam trap. */
async function storeUnfiled(...messages: { name: string; spam: boolean }[]) {
  for (const message of messages)
    await ContactMessageModel.collection.insertOne({
      ...message,
      email: 'old@example.org',
      message: 'Stored before messages were filed.',
      createdAt: new Date(),
    });
}

const names = (body: { messages: { name: string }[] }) =>
  body.messages.map((message) => message.name);
const list = async (query = '') =>
  names((await suite.admin.get(`/api/cms/messages?${query}`).expect(200)).body);

describe('the contact messages admins read', () => {
  it('are for admins only, and never cached', async () => {
    await expectAdminOnly(suite.app.handler, [
      { method: 'get', path: '/api/cms/messages' },
      { method: 'patch', path: `/api/cms/messages/${UNKNOWN}`, body: { status: 'handled' } },
      { method: 'delete', path: `/api/cms/messages/${UNKNOWN}` },
    ]);
  });

  it('are filed open when they arrive, spam when the trap caught them', async () => {
    const form = {
      name: 'Tom Baker',
      email: 'tom@example.org',
      message: 'I would like to join a group.',
    };
    await request(suite.app.handler)
      .post('/api/contact')
      .send({ ...form, formIssuedAt: formTime(suite.app.config) })
      .expect(201);
    await request(suite.app.handler)
      .post('/api/contact')
      // No signed time of the site's: a bot's.
      .send({ ...form, name: 'Speedy Bot' })
      .expect(201);
    const response = await suite.admin.get('/api/cms/messages').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tom = await ContactMessageModel.findOne({ name: 'Tom Baker' }).lean();
    expect(response.body).toEqual({
      messages: [
        expect.objectContaining({ name: 'Speedy Bot', status: 'spam' }),
        {
          id: String(tom!._id),
          name: 'Tom Baker',
          email: 'tom@example.org',
          interest: '',
          message: 'I would like to join a group.',
          status: 'open',
          createdAt: tom!.createdAt.toISOString(),
        },
      ],
      total: 2,
      page: 1,
      pageSize: 100,
    });
  });

  it('filter by status, messages from before filing read as open or spam', async () => {
    await storeUnfiled({ name: 'Old Person', spam: false }, { name: 'Old Bot', spam: true });
    await store(
      { name: 'Open Person', status: 'open' },
      { name: 'Handled Person', status: 'handled' },
      { name: 'Filed Bot', status: 'spam', spam: true },
      // Filed by an admin as not spam after all.
      { name: 'Rescued Person', status: 'open', spam: true },
    );
    expect(await list('status=open')).toEqual(['Rescued Person', 'Open Person', 'Old Person']);
    expect(await list('status=handled')).toEqual(['Handled Person']);
    expect(await list('status=spam')).toEqual(['Filed Bot', 'Old Bot']);
    expect(await list()).toHaveLength(6);
    expect(await list('status=')).toHaveLength(6);
    const old = (await suite.admin.get('/api/cms/messages?q=old').expect(200)).body.messages;
    expect(old.map((m: { status: string }) => m.status)).toEqual(['spam', 'open']);
  });

  it('search name, address and message, case-insensitively, as typed', async () => {
    await store(
      { name: 'Tom Baker', message: 'Is the RETREAT (in May) full?' },
      { name: 'Ann Lee', email: 'ann@retreat.example.org' },
      { name: 'Retreat Fan' },
      { name: 'Someone Else' },
    );
    expect(await list('q=retreat')).toEqual(['Retreat Fan', 'Ann Lee', 'Tom Baker']);
    expect(await list('q=(in%20may)')).toEqual(['Tom Baker']);
    expect(await list('q=retreat&page=2&pageSize=2')).toEqual(['Tom Baker']);
    expect(
      (await suite.admin.get('/api/cms/messages?pageSize=101').expect(400)).body,
    ).toMatchObject({
      errors: { pageSize: 'pageSize must be at most 100' },
    });
  });

  it('are filed handled, spam or open again with PATCH', async () => {
    const [message] = await store({ name: 'Tom Baker' });
    const filed = await suite.admin
      .patch(`/api/cms/messages/${message._id}`)
      .send({ status: 'handled' })
      .expect(200);
    expect(filed.body).toEqual({
      contactMessage: expect.objectContaining({ id: String(message._id), status: 'handled' }),
    });
    expect(await list('status=handled')).toEqual(['Tom Baker']);
    await suite.admin
      .patch(`/api/cms/messages/${message._id}`)
      .send({ status: 'open' })
      .expect(200);
    expect(await list('status=open')).toEqual(['Tom Baker']);
  });

  it('refuse a bad status, filter or id with 400 and an unknown id with 404', async () => {
    const [message] = await store({ name: 'Tom Baker' });
    const refusal = { message: 'status must be open, handled or spam' };
    for (const body of [{ status: 'archived' }, {}, { status: ['open'] }])
      expect(
        (await suite.admin.patch(`/api/cms/messages/${message._id}`).send(body).expect(400)).body,
      ).toEqual({ ...refusal, errors: { status: refusal.message } });
    expect((await suite.admin.get('/api/cms/messages?status=archived').expect(400)).body).toEqual({
      ...refusal,
      errors: { status: refusal.message },
    });
    expect(
      (await suite.admin.get('/api/cms/messages?status=open&status=spam').expect(400)).body,
    ).toMatchObject(refusal);
    expect((await suite.admin.get('/api/cms/messages?q=a&q=b').expect(400)).body).toMatchObject({
      errors: { q: 'q must be text, given once' },
    });
    for (const odd of [null, [], 'text', 42, true])
      await suite.admin
        .patch(`/api/cms/messages/${message._id}`)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(odd))
        .expect(400);
    await suite.admin.patch('/api/cms/messages/nope').send({ status: 'open' }).expect(400);
    expect(
      (await suite.admin.patch(`/api/cms/messages/${UNKNOWN}`).send({ status: 'open' }).expect(404))
        .body,
    ).toEqual({ message: 'Message not found' });
    expect((await ContactMessageModel.findById(message._id).lean())?.status).toBe('open');
  });

  it('are deleted by id', async () => {
    const [tom, ann] = await store({ name: 'Tom Baker' }, { name: 'Ann Lee' });
    await suite.admin
      .delete(`/api/cms/messages/${tom._id}`)
      .expect(200, { message: 'Message deleted' });
    expect(await list()).toEqual([ann.name]);
    await suite.admin.delete(`/api/cms/messages/${tom._id}`).expect(404);
    await suite.admin.delete('/api/cms/messages/nope').expect(400);
  });
});
