import request from 'supertest';
import { testAppForFile } from '../../../test/support/test-app';

const suite = testAppForFile();

const input = {
  title: 'The Wisdom of the Body',
  description: 'A guided sensing practice.',
  presenter: 'David Okafor',
  videoUrl: 'https://www.youtube.com/embed/abc123',
  thumbnailUrl: '',
  year: 2025,
  month: 'June',
};

describe('webinars', () => {
  it('creates with tags and slug, exposes both URL spellings, finds by slug', async () => {
    const created = await suite.admin
      .post('/api/cms/webinars')
      .send({ ...input, tags: ['body', 'sensing'], slug: 'the-wisdom-of-the-body' })
      .expect(201);
    expect(created.body).toEqual({
      webinar: {
        id: expect.any(String),
        slug: 'the-wisdom-of-the-body',
        title: input.title,
        description: input.description,
        presenter: input.presenter,
        videoUrl: input.videoUrl,
        video_url: input.videoUrl,
        thumbnailUrl: '',
        thumbnail_url: '',
        tags: ['body', 'sensing'],
        year: 2025,
        month: 'June',
        published: true,
        publishAt: null,
      },
    });
    const bySlug = await request(suite.app.handler)
      .get('/api/webinars/slug/the-wisdom-of-the-body')
      .expect(200);
    expect(bySlug.body).toEqual(created.body);
    await request(suite.app.handler).get('/api/webinars/slug/nothing-here').expect(404);

    const clash = await suite.admin
      .post('/api/cms/webinars')
      .send({ ...input, year: 2024, slug: 'the-wisdom-of-the-body' })
      .expect(201);
    expect(clash.body.webinar.slug).toBe('the-wisdom-of-the-body-2');

    const list = (await request(suite.app.handler).get('/api/webinars').expect(200)).body.webinars;
    expect(list.map((w: { year: number }) => w.year)).toEqual([2025, 2024]);
  });

  it('keeps the slug on update; replaces tags when sent and keeps them when left out', async () => {
    const created = await suite.admin
      .post('/api/cms/webinars')
      .send({ ...input, title: 'Presence', tags: ['presnece'] })
      .expect(201);
    const { id, slug } = created.body.webinar;
    expect(slug).toBe('presence');
    const updated = await suite.admin
      .put(`/api/cms/webinars/${id}`)
      .send({ ...input, title: 'Presence in Everyday Life', tags: ['presence'], slug: 'ignored' })
      .expect(200);
    expect(updated.body.webinar).toMatchObject({
      id,
      slug: 'presence',
      tags: ['presence'],
      title: 'Presence in Everyday Life',
    });
    // SPEC §7's PUT payload, without tags, keeps the stored ones.
    const withoutTags = await suite.admin.put(`/api/cms/webinars/${id}`).send(input).expect(200);
    expect(withoutTags.body.webinar).toMatchObject({ slug: 'presence', tags: ['presence'] });
    const cleared = await suite.admin
      .put(`/api/cms/webinars/${id}`)
      .send({ ...input, tags: [] })
      .expect(200);
    expect(cleared.body.webinar.tags).toEqual([]);
    const invalid = await suite.admin
      .put(`/api/cms/webinars/${id}`)
      .send({ ...input, tags: 'presence' })
      .expect(400);
    expect(invalid.body.errors).toEqual({ tags: 'Tags must be a list of text' });
    await suite.admin.delete(`/api/cms/webinars/${id}`).expect(200);
    await request(suite.app.handler).get('/api/webinars/slug/presence').expect(404);
  });
});
