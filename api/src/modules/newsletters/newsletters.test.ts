import request from 'supertest';
import { testAppForFile } from '../../../test/support/test-app';

const suite = testAppForFile();

describe('newsletters', () => {
  it('creates, lists newest first, updates and deletes', async () => {
    const make = (month: string, year: number, isSpecial = false) =>
      suite.admin
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
        published: true,
        publishAt: null,
      },
    });
    await make('December', 2023);
    await make('November', 2024, true);

    const list = (await request(suite.app.handler).get('/api/newsletters').expect(200)).body
      .newsletters;
    expect(list.map((n: { month: string; year: number }) => `${n.month} ${n.year}`)).toEqual([
      'November 2024',
      'March 2024',
      'December 2023',
    ]);
    expect((await suite.admin.get('/api/cms/newsletters').expect(200)).body.newsletters).toEqual(
      list,
    );

    const { id } = created.body.newsletter;
    const updated = await suite.admin
      .put(`/api/cms/newsletters/${id}`)
      .send({ month: 'April', year: 2024, link: 'https://example.org/april' })
      .expect(200);
    expect(updated.body.newsletter).toMatchObject({ id, month: 'April', isSpecial: false });
    await suite.admin.delete(`/api/cms/newsletters/${id}`).expect(200);
    await suite.admin.delete(`/api/cms/newsletters/${id}`).expect(404);
  });
});
