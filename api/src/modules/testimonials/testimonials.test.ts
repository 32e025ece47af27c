import request from 'supertest';
import { firstPage, testAppForFile } from '../../../test/support/test-app';

const suite = testAppForFile();

describe('testimonials', () => {
  it('shows the public only id and quote; admins see everything', async () => {
    const input = {
      quote: 'A room full of kind presence.',
      name: 'Rachel M.',
      reviewCount: '4 reviews',
      date: 'a month ago',
    };
    const created = await suite.admin.post('/api/cms/testimonials').send(input).expect(201);
    expect(created.body).toEqual({ testimonial: { id: expect.any(String), ...input } });
    const { id } = created.body.testimonial;

    expect((await request(suite.app.handler).get('/api/testimonials').expect(200)).body).toEqual({
      testimonials: [{ id, quote: input.quote }],
      ...firstPage(1, 20),
    });
    await request(suite.app.handler).get('/api/cms/testimonials').expect(401);
    expect((await suite.admin.get('/api/cms/testimonials').expect(200)).body).toEqual({
      testimonials: [{ id, ...input }],
      ...firstPage(1, 100),
    });

    const updated = await suite.admin
      .put(`/api/cms/testimonials/${id}`)
      .send({ ...input, date: '' })
      .expect(200);
    expect(updated.body.testimonial.date).toBe('');
    await suite.admin.delete(`/api/cms/testimonials/${id}`).expect(200);
    expect((await request(suite.app.handler).get('/api/testimonials')).body).toEqual({
      testimonials: [],
      ...firstPage(0, 20),
    });
  });

  it('shows visitors the latest added first, so a new quote reaches the carousel however many there are', async () => {
    const quote = (n: number) => `A quote worth keeping, number ${n}.`;
    for (let n = 0; n < 22; n++)
      await suite.admin
        .post('/api/cms/testimonials')
        .send({ quote: quote(n), name: `Student ${n}`, reviewCount: '', date: '' })
        .expect(201);
    const { testimonials, total } = (
      await request(suite.app.handler).get('/api/testimonials').expect(200)
    ).body as { testimonials: { quote: string }[]; total: number };
    expect(total).toBe(22);
    expect(testimonials.map((testimonial) => testimonial.quote).slice(0, 2)).toEqual([
      quote(21),
      quote(20),
    ]);
    expect(testimonials.map((testimonial) => testimonial.quote)).not.toContain(quote(0));
  });
});
