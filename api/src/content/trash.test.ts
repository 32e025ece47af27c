import request from 'supertest';
import type { TrashItem } from '@da-boulder/contracts';
import { pngBytes } from '../../test/support/files';
import { expectAdminOnly } from '../../test/support/admin-only';
import { eventForm } from '../../test/support/event-form';
import { formTime, getBytes, testAppForFile } from '../../test/support/test-app';
import { ActivityModel } from '../modules/staff/activity.model';
import { purgeTrash, TRASH_DAYS } from './trash';
import { TrashModel } from './trash.model';

/** Issue 48: a delete moves content to the trash, which gives it back whole, or purges it. */

const suite = testAppForFile();
const DAY_MS = 24 * 60 * 60 * 1000;
const WEBINAR = {
  title: 'Open Heart',
  description: 'A guided sensing practice.',
  presenter: 'David Okafor',
  videoUrl: 'https://www.youtube.com/embed/abc123',
  year: 2025,
  month: 'June',
  slug: 'open-heart',
};

const trash = async () =>
  (await suite.admin.get('/api/cms/trash').expect(200)).body.items as TrashItem[];

/** An event with an image, through the dashboard's form. */
async function eventWithImage(title: string) {
  const created = await suite.admin
    .post('/api/cms/events')
    .field('eventData', eventForm({ title, capacity: 10 }))
    .attach('image', await pngBytes(), 'retreat.png')
    .expect(201);
  return created.body.event as { id: string; slug: string; imageUrl: string };
}

describe('the trash', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(suite.app.handler, [
      { method: 'get', path: '/api/cms/trash' },
      { method: 'post', path: '/api/cms/trash/65a0000000000000000000a1/restore' },
    ]);
  });

  it('keeps a deleted event with its image, and restores it whole under its own id and address', async () => {
    const event = await eventWithImage('Trash Retreat');
    const registration = {
      eventId: event.id,
      name: 'Jane Doe',
      email: 'jane@example.org',
      formIssuedAt: formTime(suite.app.config),
    };
    await request(suite.app.handler).post('/api/register').send(registration).expect(201);
    const stored = (await request(suite.app.handler).get(`/api/events/slug/${event.slug}`)).body
      .event;
    const deleted = await suite.admin.delete(`/api/cms/events/${event.id}`).expect(200);
    expect(deleted.body.message).toBe('Event deleted');
    // Its registrations stay listed under its title.
    const deletedEvents = await suite.admin.get('/api/cms/registrations/deleted-events');
    expect(deletedEvents.body.events).toEqual([{ id: event.id, title: 'Trash Retreat' }]);

    // Gone from every public answer, and it takes no registration; its file is kept.
    await request(suite.app.handler).get(`/api/events/slug/${event.slug}`).expect(404);
    const listed = await request(suite.app.handler).get('/api/cms/events').expect(200);
    expect(listed.body.events.map(({ id }: { id: string }) => id)).not.toContain(event.id);
    await request(suite.app.handler)
      .post('/api/register')
      .send({ ...registration, email: 'john@example.org' })
      .expect(404);
    await getBytes(suite.app.handler, event.imageUrl).expect(200);

    const [item] = await trash();
    expect(item).toEqual({
      id: deleted.body.trashId,
      kind: 'events',
      title: 'Trash Retreat',
      deletedAt: expect.any(String),
      deletedBy: expect.stringMatching(/^admin-/),
    });

    const restored = await suite.admin.post(`/api/cms/trash/${item.id}/restore`).expect(200);
    expect(restored.body).toEqual({ message: 'Trash Retreat restored', kind: 'events' });
    const back = await request(suite.app.handler).get(`/api/events/slug/${event.slug}`).expect(200);
    expect(back.body.event).toEqual(stored);
    await getBytes(suite.app.handler, event.imageUrl).expect(200);
    expect(await trash()).toEqual([]);
    // Once: it is no longer in the trash.
    await suite.admin.post(`/api/cms/trash/${item.id}/restore`).expect(404);
    expect((await suite.admin.get('/api/cms/events').expect(200)).body.total).toBe(1);
    expect(
      await ActivityModel.exists({ kind: 'trash', action: 'restored', subjectId: event.id }),
    ).not.toBeNull();
  });

  it('restores an item once when two restores come at once', async () => {
    const webinar = await suite.admin
      .post('/api/cms/webinars')
      .send({ ...WEBINAR, slug: 'twice-restored' })
      .expect(201);
    const deleted = await suite.admin
      .delete(`/api/cms/webinars/${webinar.body.webinar.id}`)
      .expect(200);
    const restores = await Promise.all(
      [1, 2].map(() => suite.admin.post(`/api/cms/trash/${deleted.body.trashId}/restore`)),
    );
    expect(restores.map(({ status }) => status).sort()).toEqual([200, 404]);
    expect((await trash()).map(({ id }) => id)).not.toContain(deleted.body.trashId);
    const listed = await suite.admin.get('/api/cms/webinars').expect(200);
    expect(
      listed.body.webinars.filter(({ slug }: { slug: string }) => slug === 'twice-restored'),
    ).toHaveLength(1);
  });

  it('trashes an item once when its delete is pressed four times at once, and loses no later edit', async () => {
    const entries = async (title: string) =>
      (await trash()).filter((item) => item.title === title).map(({ id }) => id);
    let webinar = { id: '', title: '' };
    for (let round = 0; round < 4; round++) {
      const title = `Four Deletes ${round}`;
      webinar = (
        await suite.admin
          .post('/api/cms/webinars')
          .send({ ...WEBINAR, title, slug: `four-deletes-${round}`, description: 'Version one.' })
          .expect(201)
      ).body.webinar;
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => suite.admin.delete(`/api/cms/webinars/${webinar.id}`)),
      );
      expect([round, answers.map(({ status }) => status).sort()]).toEqual([
        round,
        [200, 404, 404, 404],
      ]);
      expect([round, (await entries(title)).length]).toEqual([round, 1]);
    }

    // Restored, edited and deleted again: the trash holds the edit, and gives it back.
    const [trashId] = await entries(webinar.title);
    await suite.admin.post(`/api/cms/trash/${trashId}/restore`).expect(200);
    await suite.admin
      .put(`/api/cms/webinars/${webinar.id}`)
      .send({
        ...WEBINAR,
        title: webinar.title,
        slug: 'four-deletes-3',
        description: 'Version two.',
      })
      .expect(200);
    await suite.admin.delete(`/api/cms/webinars/${webinar.id}`).expect(200);
    const [again] = await entries(webinar.title);
    await suite.admin.post(`/api/cms/trash/${again}/restore`).expect(200);
    expect(await entries(webinar.title)).toEqual([]);
    const listed = await suite.admin.get('/api/cms/webinars').expect(200);
    expect(
      listed.body.webinars.find(({ id }: { id: string }) => id === webinar.id)?.description,
    ).toBe('Version two.');
  });

  it('puts a teacher back on the events that listed them', async () => {
    const teacher = await suite.admin
      .post('/api/cms/teachers')
      .send({ name: 'Lena Hoffmann', email: 'lena@example.org' })
      .expect(201);
    const teacherId = teacher.body.teacher.id as string;
    const event = await suite.admin
      .post('/api/cms/events')
      .field(
        'eventData',
        eventForm({ title: 'Lena’s Day', month: 'May', date: '3', teacherProfileIds: [teacherId] }),
      )
      .expect(201);
    const eventId = event.body.event.id as string;
    const deleted = await suite.admin.delete(`/api/cms/teachers/${teacherId}`).expect(200);
    const listing = async () =>
      (await suite.admin.get('/api/cms/events').expect(200)).body.events.find(
        ({ id }: { id: string }) => id === eventId,
      ).teacherProfileIds;
    expect(await listing()).toEqual([]);

    await suite.admin.post(`/api/cms/trash/${deleted.body.trashId}/restore`).expect(200);
    expect(await listing()).toEqual([teacherId]);
  });

  it('takes a deleted teacher off the events in the trash too, and puts them back on them', async () => {
    const teacher = await suite.admin
      .post('/api/cms/teachers')
      .send({ name: 'Omar Reyes', email: 'omar@example.org' })
      .expect(201);
    const teacherId = teacher.body.teacher.id as string;
    const event = async (title: string) =>
      (
        await suite.admin
          .post('/api/cms/events')
          .field('eventData', eventForm({ title, teacherProfileIds: [teacherId] }))
          .expect(201)
      ).body.event as { id: string; slug: string };
    const [first, second] = [await event('Omar Day'), await event('Omar Evening')];
    const trashIdOf = async (path: string) =>
      (await suite.admin.delete(path).expect(200)).body.trashId as string;
    const firstInTrash = await trashIdOf(`/api/cms/events/${first.id}`);
    const teacherInTrash = await trashIdOf(`/api/cms/teachers/${teacherId}`);
    const secondInTrash = await trashIdOf(`/api/cms/events/${second.id}`);

    // The first event comes back while its teacher is in the trash: without them, as the events
    // that stayed are.
    await suite.admin.post(`/api/cms/trash/${firstInTrash}/restore`).expect(200);
    const listed = async (slug: string) =>
      (await request(suite.app.handler).get(`/api/events/slug/${slug}`).expect(200)).body.event
        .teacherProfileIds;
    expect(await listed(first.slug)).toEqual([]);

    // The teacher comes back onto both, the second one still in the trash when they do.
    await suite.admin.post(`/api/cms/trash/${teacherInTrash}/restore`).expect(200);
    await suite.admin.post(`/api/cms/trash/${secondInTrash}/restore`).expect(200);
    for (const { slug } of [first, second]) expect(await listed(slug)).toEqual([teacherId]);
  });

  it('keeps what a save landing during a delete stored: nothing said saved is lost', async () => {
    const created = await eventWithImage('Race Day');
    // The save lands after the delete read the event, before it took it away.
    const create = TrashModel.create.bind(TrashModel);
    let saved: request.Response | undefined;
    jest.spyOn(TrashModel, 'create').mockImplementationOnce((async (entry: object) => {
      saved = await suite.admin
        .put(`/api/cms/events/${created.id}`)
        .field('eventData', eventForm({ title: 'Race Day', location: 'New place' }))
        .attach('image', await pngBytes(), 'new.png')
        .expect(200);
      return create(entry);
    }) as never);
    const deleted = await suite.admin.delete(`/api/cms/events/${created.id}`).expect(200);
    expect(saved?.body.event.location).toBe('New place');

    await suite.admin.post(`/api/cms/trash/${deleted.body.trashId}/restore`).expect(200);
    const back = (await suite.admin.get('/api/cms/events').expect(200)).body.events.find(
      ({ id }: { id: string }) => id === created.id,
    );
    expect(back).toMatchObject({ location: 'New place', imageUrl: saved?.body.event.imageUrl });
    await getBytes(suite.app.handler, back.imageUrl);
    // The picture only the version before the save named went with it.
    await request(suite.app.handler).get(created.imageUrl).expect(404);
  });

  it('refuses a restore whose address was taken meanwhile, and keeps the item', async () => {
    const first = await suite.admin.post('/api/cms/webinars').send(WEBINAR).expect(201);
    const deleted = await suite.admin
      .delete(`/api/cms/webinars/${first.body.webinar.id}`)
      .expect(200);
    await suite.admin.post('/api/cms/webinars').send(WEBINAR).expect(201);
    const refused = await suite.admin
      .post(`/api/cms/trash/${deleted.body.trashId}/restore`)
      .expect(409);
    expect(refused.body.message).toBe(
      "Another webinar now has this one's address: delete that one first to restore this one",
    );
    expect((await trash()).map(({ id }) => id)).toContain(deleted.body.trashId);
  });

  it(`purges what has been there ${TRASH_DAYS} days, files and all`, async () => {
    const event = await eventWithImage('Old Retreat');
    const deleted = await suite.admin.delete(`/api/cms/events/${event.id}`).expect(200);
    expect(await purgeTrash(Date.now() + (TRASH_DAYS - 1) * DAY_MS)).toBe(0);
    await getBytes(suite.app.handler, event.imageUrl).expect(200);
    expect(await purgeTrash(Date.now() + (TRASH_DAYS + 1) * DAY_MS)).toBeGreaterThan(0);
    await request(suite.app.handler).get(event.imageUrl).expect(404);
    expect((await trash()).map(({ id }) => id)).not.toContain(deleted.body.trashId);
    await suite.admin.post(`/api/cms/trash/${deleted.body.trashId}/restore`).expect(404);
  });
});
