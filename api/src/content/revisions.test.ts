import type { Context } from 'koa';
import mongoose from 'mongoose';
import type { Response } from 'supertest';
import { testAppForFile } from '../../test/support/test-app';
import { eventForm } from '../../test/support/event-form';
import { pngBytes } from '../../test/support/files';
import { TestimonialModel } from '../modules/testimonials/testimonials.model';
import { saveRevision } from './revisions';

/** Two admins editing one item: a save from a form opened on an older version is refused. */

const suite = testAppForFile();

const STALE = (noun: string) =>
  `Someone else saved this ${noun} meanwhile. Reload it to see their changes; what you typed is kept here.`;

const storedFileCount = () => mongoose.connection.db!.collection('uploads.files').countDocuments();

const aTestimonial = async (quote = 'Simply present.') =>
  (await suite.admin.post('/api/cms/testimonials').send({ quote }).expect(201)).body
    .testimonial as { id: string };

/** A dashboard save of a testimonial, from a form opened on `version` (none: a blind save). */
const saveTestimonial = (id: string, quote: string, version?: string) => {
  const put = suite.admin.put(`/api/cms/testimonials/${id}`);
  return (version === undefined ? put : put.set('If-Match', version)).send({ quote });
};

/** A dashboard save of an event (multipart), from a form opened on `version`. */
const saveEvent = (id: string, fields: Record<string, unknown>, version: string) =>
  suite.admin
    .put(`/api/cms/events/${id}`)
    .set('If-Match', version)
    .field('eventData', eventForm(fields));

/** What the dashboard's form opens: the item as the admin list has it, and its version. */
async function opened(path: string, noun: string, id: string) {
  const answer = await suite.admin.get(`${path}/${id}`).expect(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return { item: answer.body[noun], version: answer.headers.etag as string };
}

const storedQuote = async (id: string) => (await TestimonialModel.findById(id).lean())?.quote;

const statuses = (answers: Response[]) => answers.map(({ status }) => status).sort();

describe('a save from an open form', () => {
  it('is refused when the item was saved since the form opened, and writes nothing', async () => {
    const { id } = await aTestimonial();
    const { version } = await opened('/api/cms/testimonials', 'testimonial', id);
    expect(version).toBe('"0"');

    await saveTestimonial(id, 'First admin', version).expect(200);
    const refused = await saveTestimonial(id, 'Second admin', version).expect(412);
    expect(refused.body).toEqual({ message: STALE('testimonial') });
    expect(await storedQuote(id)).toBe('First admin');
  });

  it('saves over the version it opened, answers the new one, and saves again with it', async () => {
    const { id } = await aTestimonial();
    const saved = await saveTestimonial(id, 'Edited', '"0"').expect(200);
    expect(saved.headers.etag).toBe('"1"');
    expect(saved.body.testimonial).toMatchObject({ id, revision: 1, quote: 'Edited' });
    // The same form, saved again: its version is the one its save answered.
    const again = await saveTestimonial(id, 'Edited again', saved.headers.etag).expect(200);
    expect(again.body.testimonial.revision).toBe(2);
    // The list and the item's read name the same version.
    expect((await opened('/api/cms/testimonials', 'testimonial', id)).version).toBe('"2"');
    const listed = await suite.admin.get('/api/cms/testimonials').expect(200);
    expect(listed.body.testimonials).toContainEqual(expect.objectContaining({ id, revision: 2 }));
  });

  it('without If-Match (or with *) saves as before, and still makes open forms stale', async () => {
    const { id } = await aTestimonial();
    await saveTestimonial(id, 'Blind save').expect(200);
    await saveTestimonial(id, 'Any version', '*').expect(200);
    expect(await storedQuote(id)).toBe('Any version');
    await saveTestimonial(id, 'Opened before', '"0"').expect(412);
    // Gone is gone, whatever the version.
    await suite.admin.delete(`/api/cms/testimonials/${id}`).expect(200);
    await saveTestimonial(id, 'Too late', '"2"').expect(404);
  });

  it('of one version, twice at once: one is saved, the other refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { id } = await aTestimonial();
      const answers = await Promise.all([
        saveTestimonial(id, 'From A', '"0"'),
        saveTestimonial(id, 'From B', '"0"'),
      ]);
      expect(statuses(answers)).toEqual([200, 412]);
      const winner = answers.find(({ status }) => status === 200)!.body.testimonial.quote;
      expect(await storedQuote(id)).toBe(winner);
      expect((await TestimonialModel.findById(id).lean())?.revision).toBe(1);
    }
  });

  it('refused with a file releases the file, and the item keeps its own', async () => {
    const teacher = (
      await suite.admin
        .post('/api/cms/teachers')
        .field('name', 'Ana Ruiz')
        .attach('image', await pngBytes(), 'ana.png')
        .expect(201)
    ).body.teacher as { id: string; imageUrl: string };
    await suite.admin
      .put(`/api/cms/teachers/${teacher.id}`)
      .set('If-Match', '"0"')
      .field('name', 'Ana Ruiz')
      .field('title', 'Teacher')
      .expect(200);
    const files = await storedFileCount();
    const refused = await suite.admin
      .put(`/api/cms/teachers/${teacher.id}`)
      .set('If-Match', '"0"')
      .field('name', 'Ana R.')
      .attach('image', await pngBytes('#203040'), 'new.png')
      .expect(412);
    expect(refused.body.message).toBe(STALE('teacher'));
    expect(await storedFileCount()).toBe(files);
    const { item } = await opened('/api/cms/teachers', 'teacher', teacher.id);
    expect(item).toMatchObject({ name: 'Ana Ruiz', title: 'Teacher', imageUrl: teacher.imageUrl });
  });
});

describe("writes that are no edit of an item's content", () => {
  it('leave its open form current: reorder, publish, restore from the trash', async () => {
    const created = async (title: string, published = true) =>
      (
        await suite.admin
          .post('/api/cms/events')
          .field('eventData', eventForm({ title, published }))
          .expect(201)
      ).body.event as { id: string };
    const first = await created('Reorder One', false);
    const second = await created('Reorder Two');
    const { version } = await opened('/api/cms/events', 'event', first.id);

    const events = (await suite.admin.get('/api/cms/events?drafts=include').expect(200)).body
      .events as { id: string }[];
    const reordered = events.map(({ id }) => id).reverse();
    await suite.admin.put('/api/cms/events/reorder').send({ eventIds: reordered }).expect(200);
    await suite.admin.post(`/api/cms/events/${first.id}/publish`).expect(200);
    const { trashId } = (await suite.admin.delete(`/api/cms/events/${first.id}`).expect(200)).body;
    await suite.admin.post(`/api/cms/trash/${trashId}/restore`).expect(200);

    const saved = await saveEvent(first.id, { title: 'Reorder One, edited' }, version).expect(200);
    expect(saved.body.event).toMatchObject({ title: 'Reorder One, edited', published: true });
    // Nor does the save undo the reorder: its place is kept.
    const after = (await suite.admin.get('/api/cms/events?drafts=include').expect(200)).body
      .events as { id: string }[];
    expect(after.map(({ id }) => id)).toEqual(reordered);
    await saveEvent(second.id, { title: 'Reorder Two, edited' }, '"0"').expect(200);
  });

  it('whose item went meanwhile answers 404, and once the item is restored it saves', async () => {
    const { id } = await aTestimonial('Gone and back.');
    const stored = (await TestimonialModel.findById(id).lean())!;
    const formOpenedOnFirst = { get: (name: string) => (name === 'If-Match' ? '"0"' : '') };
    const save = (quote: string) =>
      saveRevision(
        formOpenedOnFirst as unknown as Context,
        TestimonialModel,
        stored,
        { quote },
        'testimonial',
      );
    // Deleted between the save's read and its write.
    await TestimonialModel.deleteOne({ _id: stored._id });
    await expect(save('While it was gone')).rejects.toMatchObject({ status: 404 });
    // The trash puts back this very document: the form opened on it still saves.
    await TestimonialModel.collection.insertOne(stored);
    await expect(save('Back again')).resolves.toMatchObject({ quote: 'Back again' });
  });

  it('but cancelling an event, whose form would put its status back, does', async () => {
    const event = (
      await suite.admin
        .post('/api/cms/events')
        .field('eventData', eventForm({ title: 'Soon Cancelled' }))
        .expect(201)
    ).body.event as { id: string };
    await suite.admin.post(`/api/cms/events/${event.id}/cancel`).send({}).expect(200);
    const refused = await saveEvent(event.id, { title: 'Soon Cancelled' }, '"0"').expect(412);
    expect(refused.body.message).toBe(STALE('event'));
    const { item, version } = await opened('/api/cms/events', 'event', event.id);
    expect(item.status).toBe('cancelled');
    await saveEvent(event.id, { title: 'Soon Cancelled', status: 'cancelled' }, version).expect(
      200,
    );
  });
});
