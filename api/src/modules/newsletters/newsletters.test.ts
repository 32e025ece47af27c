import request from 'supertest';
import { signedInAgent, startTestApp, type TestApp } from '../../../test/support/test-app';
import { dropTestDatabase } from '../../../test/support/test-database';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(dropTestDatabase);

describe('newsletters', () => {
  it('creates, lists newest first, updates and deletes', async () => {
    const admin = await signedInAgent(app.handler);
    const make = (month: string, year: number, isSpecial = false) =>
      admin
        .post('/api/cms/newsletters')
        .send({
          month,
          year,
          link: `https://example.org/${year}-${month}`,
          isSpecial,
          specialDescription: isSpecial ? 'Retreat edition' : '',
        })
        .expect(201);
    const created = await make('March', 2024);
    expect(created.body).toEqual({
      newsletter: {
        id: expect.any(String),
        month: 'March',
        year: 2024,
        link: 'https://example.org/2024-March',
        isSpecial: false,
        specialDescription: '',
      },
    });
    await make('December', 2023);
    await make('November', 2024, true);

    const list = (await request(app.handler).get('/api/newsletters').expect(200)).body.newsletters;
    expect(list.map((n: { month: string; year: number }) => `${n.month} ${n.year}`)).toEqual([
      'November 2024',
      'March 2024',
      'December 2023',
    ]);
    expect((await admin.get('/api/cms/newsletters').expect(200)).body.newsletters).toEqual(list);

    const { id } = created.body.newsletter;
    const updated = await admin
      .put(`/api/cms/newsletters/${id}`)
      .send({ month: 'April', year: 2024, link: 'https://example.org/april' })
      .expect(200);
    expect(updated.body.newsletter).toMatchObject({ id, month: 'April', isSpecial: false });
    await admin.delete(`/api/cms/newsletters/${id}`).expect(200);
    await admin.delete(`/api/cms/newsletters/${id}`).expect(404);
  });
});
