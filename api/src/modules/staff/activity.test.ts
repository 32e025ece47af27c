import request from 'supertest';
import type { ActivityEntry } from '@da-boulder/contracts';
import { TEST_PASSWORD, testAppForFile } from '../../../test/support/test-app';
import { createUser } from '../users/users.service';
import { purgeOldActivity } from './activity';
import { ActivityModel } from './activity.model';

const suite = testAppForFile();

/** The log as the dashboard reads it, newest first, with `query` narrowing it. */
async function activity(query = ''): Promise<ActivityEntry[]> {
  const answer = await suite.admin.get(`/api/staff/activity${query}`).expect(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.body.activity;
}

const postEvent = (data: Record<string, unknown>) =>
  suite.admin.post('/api/cms/events').field('eventData', JSON.stringify(data));

beforeEach(() => ActivityModel.deleteMany({}));

describe('the activity log', () => {
  it('records who created, updated and deleted what, from which network, newest first', async () => {
    const created = await postEvent({ title: 'Open Sitting' }).expect(201);
    const { id } = created.body.event;
    await suite.admin
      .put(`/api/cms/events/${id}`)
      .field('eventData', JSON.stringify({ title: 'Open Evening Sitting' }))
      .expect(200);
    await suite.admin.delete(`/api/cms/events/${id}`).expect(200);
    // A refused write did nothing, and is no activity.
    await postEvent({ title: '' }).expect(400);

    const entries = await activity();
    expect(entries.map(({ action, subjectTitle }) => [action, subjectTitle])).toEqual([
      ['deleted', 'Open Evening Sitting'],
      ['updated', 'Open Evening Sitting'],
      ['created', 'Open Sitting'],
    ]);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      adminId: expect.any(String),
      adminName: expect.stringMatching(/^admin-/),
      kind: 'events',
      action: 'deleted',
      subjectId: id,
      subjectTitle: 'Open Evening Sitting',
      network: '127.0.0.1/32',
    });
  });

  it('records sign-ins and failed ones, naming only an account, never what was typed', async () => {
    await createUser({ username: 'Margaret', password: TEST_PASSWORD, isAdmin: true });
    const visitor = request(suite.app.handler);
    await visitor
      .post('/api/auth/login')
      .send({ username: 'margaret', password: 'wrong-horse-1' })
      .expect(401);
    await visitor
      .post('/api/auth/login')
      .send({ username: 'someone@example.org', password: 'wrong-horse-1' })
      .expect(401);
    await visitor
      .post('/api/auth/login')
      .send({ username: 'Margaret', password: TEST_PASSWORD })
      .expect(200);

    const entries = await activity('?kind=sign-in');
    expect(entries.map(({ adminName, action }) => [adminName, action])).toEqual([
      ['Margaret', 'signed in'],
      ['', 'sign-in failed'],
      ['Margaret', 'sign-in failed'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('someone@example.org');
  });

  it('keeps of the people who come only ids: forgetting a person leaves nothing of theirs', async () => {
    const event = (await postEvent({ title: 'Inquiry Day' }).expect(201)).body.event;
    await suite.admin
      .post('/api/cms/registrations')
      .send({
        eventId: event.id,
        name: 'Dana Whitfield',
        email: 'dana.whitfield@example.org',
        sendMail: false,
      })
      .expect(201);
    await suite.admin.get('/api/cms/registrations/export.csv').expect(200);
    await suite.admin
      .post('/api/cms/privacy/erase')
      .send({ email: 'dana.whitfield@example.org' })
      .expect(200);

    const entries = await activity();
    expect(entries.map(({ kind, action, subjectTitle }) => [kind, action, subjectTitle])).toEqual([
      ['privacy', 'erased', ''],
      ['registrations', 'exported', ''],
      // Added to the event it names.
      ['registrations', 'created', 'Inquiry Day'],
      ['events', 'created', 'Inquiry Day'],
    ]);
    expect(entries[2].subjectId).toBe(event.id);
    const stored = JSON.stringify(await ActivityModel.find().lean());
    expect(stored).not.toMatch(/Dana|dana\.whitfield/);
  });

  it("narrows to one admin's or one kind's, refuses what it does not know, and is for admins alone", async () => {
    await postEvent({ title: 'Sunday Sitting' }).expect(201);
    const other = await createUser({ username: 'Ruth', password: TEST_PASSWORD, isAdmin: true });
    expect(await activity(`?admin=${other.id}`)).toEqual([]);
    expect(await activity('?kind=teachers')).toEqual([]);
    expect(await activity('?kind=events')).toHaveLength(1);

    await suite.admin.get('/api/staff/activity?kind=everything').expect(400);
    await suite.admin.get('/api/staff/activity?admin=nobody').expect(400);
    await request(suite.app.handler).get('/api/staff/activity').expect(401);
  });

  it('keeps an entry a year', async () => {
    const yearAndADay = new Date(Date.now() - 366 * 24 * 60 * 60 * 1000);
    await ActivityModel.collection.insertMany([
      { kind: 'events', action: 'created', at: yearAndADay },
      { kind: 'events', action: 'updated', at: new Date() },
    ]);
    expect(await purgeOldActivity()).toBe(1);
    expect((await activity()).map(({ action }) => action)).toEqual(['updated']);
  });
});
