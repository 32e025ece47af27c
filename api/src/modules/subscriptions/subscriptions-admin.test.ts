import { expectAdminOnly } from '../../../test/support/admin-only';
import { readCsv } from '../../../test/support/csv';
import { testAppForFile } from '../../../test/support/test-app';
import { SubscriptionModel } from './subscriptions.model';

const suite = testAppForFile();

const CONFIRMED_AT = new Date('2026-03-01T10:00:00.000Z');

/** One of each kind, oldest first: from before confirmation links, pending, confirmed, a bot's. */
beforeAll(async () => {
  await SubscriptionModel.collection.insertOne({
    email: 'early@example.org',
    name: 'Early Bird',
    createdAt: new Date('2024-01-01T00:00:00.000Z'),
  });
  await SubscriptionModel.create({ email: 'pending@example.org', name: '', status: 'pending' });
  await SubscriptionModel.create({
    email: 'rachel@example.org',
    name: '@Rachel Green',
    status: 'confirmed',
    confirmedAt: CONFIRMED_AT,
  });
  await SubscriptionModel.create({ email: 'bot@example.org', name: 'Bot', spam: true });
});

const emails = (body: { subscribers: { email: string }[] }) =>
  body.subscribers.map((subscriber) => subscriber.email);
const list = async (query = '') =>
  emails((await suite.admin.get(`/api/cms/subscribers?${query}`).expect(200)).body);

describe('the newsletter subscribers admins read', () => {
  it('are for admins only, and never cached', async () => {
    const id = String((await SubscriptionModel.findOne().lean())!._id);
    await expectAdminOnly(suite.app.handler, [
      { method: 'get', path: '/api/cms/subscribers' },
      { method: 'get', path: '/api/cms/subscribers/export.csv' },
      { method: 'delete', path: `/api/cms/subscribers/${id}` },
    ]);
    expect(await SubscriptionModel.countDocuments()).toBe(4);
  });

  it('list people newest first, subscribers from before confirmation as confirmed', async () => {
    const response = await suite.admin.get('/api/cms/subscribers').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const rachel = await SubscriptionModel.findOne({ email: 'rachel@example.org' }).lean();
    expect(response.body).toEqual({
      subscribers: [
        {
          id: String(rachel!._id),
          email: 'rachel@example.org',
          name: '@Rachel Green',
          status: 'confirmed',
          held: false,
          createdAt: rachel!.createdAt.toISOString(),
          confirmedAt: CONFIRMED_AT.toISOString(),
        },
        expect.objectContaining({ email: 'pending@example.org', status: 'pending' }),
        {
          id: expect.any(String),
          email: 'early@example.org',
          name: 'Early Bird',
          status: 'confirmed',
          held: false,
          createdAt: '2024-01-01T00:00:00.000Z',
          confirmedAt: null,
        },
      ],
      total: 3,
      page: 1,
      pageSize: 100,
    });
  });

  it('filter by status, search address or name, and page', async () => {
    expect(await list('status=confirmed')).toEqual(['rachel@example.org', 'early@example.org']);
    expect(await list('status=pending')).toEqual(['pending@example.org']);
    expect(await list('q=BIRD')).toEqual(['early@example.org']);
    expect(await list('q=rachel@')).toEqual(['rachel@example.org']);
    expect(await list('q=bot')).toEqual([]);
    expect(await list('page=2&pageSize=2')).toEqual(['early@example.org']);
    await suite.admin.get('/api/cms/subscribers?pageSize=101').expect(400);
    expect((await suite.admin.get('/api/cms/subscribers?status=spam').expect(400)).body).toEqual({
      message: 'status must be pending or confirmed',
      errors: { status: 'status must be pending or confirmed' },
    });
  });

  it('export confirmed subscribers for the newsletter tool, or the status asked for', async () => {
    const response = await suite.admin.get('/api/cms/subscribers/export.csv').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const csv = readCsv(response);
    expect(csv).toMatchObject({
      bom: true,
      crlf: true,
      filename: `subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
      header: ['Email', 'Name', 'Status', 'Subscribed at', 'Confirmed at'],
    });
    expect(csv.rows).toEqual([
      [
        'rachel@example.org',
        "'@Rachel Green",
        'confirmed',
        expect.any(String),
        CONFIRMED_AT.toISOString(),
      ],
      ['early@example.org', 'Early Bird', 'confirmed', '2024-01-01T00:00:00.000Z', ''],
    ]);
    const pending = readCsv(
      await suite.admin.get('/api/cms/subscribers/export.csv?status=pending').expect(200),
    );
    expect(pending.rows.map((row) => row[0])).toEqual(['pending@example.org']);
  });

  it('are deleted by id, which unsubscribes them', async () => {
    const pending = await SubscriptionModel.findOne({ email: 'pending@example.org' }).lean();
    await suite.admin
      .delete(`/api/cms/subscribers/${pending!._id}`)
      .expect(200, { message: 'Subscriber deleted' });
    expect(await list()).toEqual(['rachel@example.org', 'early@example.org']);
    await suite.admin.delete(`/api/cms/subscribers/${pending!._id}`).expect(404);
    await suite.admin.delete('/api/cms/subscribers/x').expect(400);
  });
});
