import request from 'supertest';
import { firstPage, testAppForFile } from '../../../test/support/test-app';

const suite = testAppForFile();

describe('programs', () => {
  it('creates, lists publicly, updates and deletes', async () => {
    const input = {
      title: 'Ongoing Study Groups',
      description: 'Monthly groups.',
      imageUrl: '',
      linkUrl: '/programs#ongoing-study-groups',
    };
    const created = await suite.admin.post('/api/cms/programs').send(input).expect(201);
    expect(created.body).toEqual({ program: { id: expect.any(String), ...input } });
    const { id } = created.body.program;

    const list = await request(suite.app.handler).get('/api/cms/programs').expect(200);
    expect(list.body).toEqual({ programs: [{ id, ...input }], ...firstPage(1, 100) });

    const updated = await suite.admin
      .put(`/api/cms/programs/${id}`)
      .send({ ...input, title: 'Study Groups' })
      .expect(200);
    expect(updated.body.program.title).toBe('Study Groups');

    expect((await suite.admin.delete(`/api/cms/programs/${id}`).expect(200)).body).toEqual({
      message: 'Program deleted',
      trashId: expect.any(String),
    });
    expect((await request(suite.app.handler).get('/api/cms/programs')).body).toEqual({
      programs: [],
      ...firstPage(0, 100),
    });
  });

  it('refuses javascript: links', async () => {
    const response = await suite.admin
      .post('/api/cms/programs')
      .send({ title: 'X', linkUrl: 'javascript:alert(1)' })
      .expect(400);
    expect(response.body.errors).toEqual({
      linkUrl: 'Link must be a web address starting with http:// or https://',
    });
  });
});
