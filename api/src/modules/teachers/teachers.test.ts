import request from 'supertest';
import { firstPage, testAppForFile } from '../../../test/support/test-app';
import { EventModel } from '../events/events.model';

const suite = testAppForFile();

const fields = {
  name: 'Margaret Ellison',
  email: 'margaret@example.org',
  title: 'Diamond Approach Teacher',
  bio: 'Teaching since 2009. She loves inquiry.',
  personalDescription: 'Come sit with us.',
  location: 'Boulder, Colorado',
  websiteUrl: 'https://example.org',
};

describe('teachers', () => {
  it('creates from multipart fields, lists, updates, and deletes (dropping event references)', async () => {
    let post = suite.admin.post('/api/cms/teachers');
    for (const [key, value] of Object.entries(fields)) post = post.field(key, value);
    const created = await post.expect(201);
    expect(created.body).toEqual({
      teacher: { id: expect.any(String), ...fields, imagePath: '', imageUrl: '', imageSrcSet: '' },
    });
    const { id } = created.body.teacher;
    expect((await request(suite.app.handler).get('/api/cms/teachers').expect(200)).body).toEqual({
      teachers: [created.body.teacher],
      ...firstPage(1, 100),
    });

    const updated = await suite.admin
      .put(`/api/cms/teachers/${id}`)
      .field('name', 'Margaret E.')
      .field('email', '')
      .expect(200);
    expect(updated.body.teacher).toMatchObject({ id, name: 'Margaret E.', email: '', title: '' });

    const event = await EventModel.create({ slug: 'e', title: 'E', teacherProfileIds: [id] });
    await suite.admin.delete(`/api/cms/teachers/${id}`).expect(200);
    expect((await EventModel.findById(event._id).lean())?.teacherProfileIds).toEqual([]);
    await suite.admin.put(`/api/cms/teachers/${id}`).field('name', 'Gone').expect(404);
  });

  it('answers the server message for a missing name and a bad email', async () => {
    const response = await suite.admin.post('/api/cms/teachers').field('email', 'nope').expect(400);
    expect(response.body).toEqual({
      message: 'Name is required',
      errors: { name: 'Name is required', email: 'Please enter a valid email address' },
    });
  });
});
