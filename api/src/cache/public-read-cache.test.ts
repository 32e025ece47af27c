import Router from '@koa/router';
import Koa from 'koa';
import request from 'supertest';
import { createApp } from '../app';
import { ProgramModel } from '../modules/programs/programs.model';
import { eventually, signedInAgent, testAppForFile } from '../../test/support/test-app';
import { trackContentVersion, type ContentVersion } from './content-version';
import { ContentVersionModel } from './content-version.model';
import { publicRead, publicReadBySlug, publicReadCache } from './public-read-cache';

const suite = testAppForFile();

const program = (title: string) => ({ title, description: '', imageUrl: '', linkUrl: '' });
const titles = (body: { programs: { title: string }[] }) => body.programs.map((p) => p.title);
const storedVersion = async () => (await ContentVersionModel.findById('content').lean())?.version;

describe('public read cache', () => {
  it('answers every public read with a strong ETag, no-cache, and 304 when it matches', async () => {
    await suite.admin
      .post('/api/cms/events')
      .field('eventData', JSON.stringify({ title: 'Open Day', eventDate: null }))
      .expect(201);
    const webinar = { title: 'Inner Work', description: '', presenter: 'A. Teacher', year: 2025 };
    await suite.admin
      .post('/api/cms/webinars')
      .send({ ...webinar, month: 'June', videoUrl: 'https://www.youtube.com/embed/abc123' })
      .expect(201);
    const paths = [
      '/api/cms/events',
      '/api/events/slug/open-day',
      '/api/cms/teachers',
      '/api/cms/programs',
      '/api/testimonials',
      '/api/webinars',
      '/api/webinars/slug/inner-work',
      '/api/newsletters',
    ];
    for (const path of paths) {
      const first = await request(suite.app.handler).get(path).expect(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      // Anonymous reads neither load nor create a session.
      expect(first.headers['set-cookie']).toBeUndefined();

      const again = await request(suite.app.handler)
        .get(path)
        .set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);

      const cached = await request(suite.app.handler).get(path).expect(200);
      expect(cached.body).toEqual(first.body);
      expect(cached.headers.etag).toBe(first.headers.etag);
    }
  });

  it('answers HEAD with the headers alone, and an outdated If-None-Match in full', async () => {
    const full = await request(suite.app.handler).get('/api/cms/programs').expect(200);
    const head = await request(suite.app.handler).head('/api/cms/programs').expect(200);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.text).toBeUndefined();

    const outdated = await request(suite.app.handler)
      .get('/api/cms/programs')
      .set('If-None-Match', '"an-older-version"')
      .expect(200);
    expect(outdated.body).toEqual(full.body);
    expect(outdated.headers.etag).toBe(full.headers.etag);
    expect(outdated.headers['cache-control']).toBe('no-cache');
  });

  it('sends lists gzip-compressed to clients that accept it, with their own ETag', async () => {
    const description = 'Meditation and inquiry in a small group. '.repeat(10);
    for (const title of ['Gzip One', 'Gzip Two', 'Gzip Three'])
      await suite.admin
        .post('/api/cms/programs')
        .send({ ...program(title), description })
        .expect(201);
    const plain = await request(suite.app.handler)
      .get('/api/cms/programs')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const compressed = await request(suite.app.handler)
      .get('/api/cms/programs')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
    expect(compressed.body).toEqual(plain.body);
    expect(Number(compressed.headers['content-length'])).toBeLessThan(
      Number(plain.headers['content-length']) / 2,
    );
    expect(compressed.headers.etag).not.toBe(plain.headers.etag);

    const revalidated = await request(suite.app.handler)
      .get('/api/cms/programs')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', compressed.headers.etag);
    expect(revalidated.status).toBe(304);
  });

  it('shows a CMS write on the very next read, with a new ETag', async () => {
    const before = await request(suite.app.handler).get('/api/cms/programs').expect(200);
    const created = await suite.admin
      .post('/api/cms/programs')
      .send(program('Retreats'))
      .expect(201);

    const after = await request(suite.app.handler)
      .get('/api/cms/programs')
      .set('If-None-Match', before.headers.etag)
      .expect(200);
    expect(titles(after.body)).toContain('Retreats');
    expect(after.headers.etag).not.toBe(before.headers.etag);

    await suite.admin.delete(`/api/cms/programs/${created.body.program.id}`).expect(200);
    const deleted = await request(suite.app.handler).get('/api/cms/programs').expect(200);
    expect(titles(deleted.body)).not.toContain('Retreats');
  });

  it('serves from memory: a change behind its back stays unseen until a CMS write', async () => {
    const before = await request(suite.app.handler).get('/api/cms/programs').expect(200);
    await ProgramModel.create(program('Written straight to the database'));
    const cached = await request(suite.app.handler).get('/api/cms/programs').expect(200);
    expect(cached.body).toEqual(before.body);
    // Made-up values of `?when=`, which only the events' lists read, share one entry.
    const madeUp = await request(suite.app.handler).get('/api/cms/programs?when=x1').expect(200);
    await ProgramModel.create(program('Written straight again'));
    const madeUpAgain = await request(suite.app.handler).get('/api/cms/programs?when=x2');
    expect(madeUpAgain.body).toEqual(madeUp.body);
    // Asking for drafts without a session, however spelt, is the public read too.
    for (const drafts of ['include', 'x1'])
      expect(
        (await request(suite.app.handler).get(`/api/cms/programs?drafts=${drafts}`)).body,
      ).toEqual(before.body);

    await suite.admin.post('/api/cms/programs').send(program('Through the API')).expect(201);
    const fresh = await request(suite.app.handler).get('/api/cms/programs').expect(200);
    expect(titles(fresh.body)).toEqual(
      expect.arrayContaining(['Written straight to the database', 'Through the API']),
    );
  });

  it('sees a write made through another API instance within the version check interval', async () => {
    const other = createApp({ config: suite.app.config }).callback();
    const otherAdmin = await signedInAgent(other);
    // Warm this instance's cache, then change the content through the other one.
    await request(suite.app.handler).get('/api/cms/programs').expect(200);
    await request(suite.app.handler).get('/api/cms/programs').expect(200);
    await otherAdmin.post('/api/cms/programs').send(program('Made elsewhere')).expect(201);

    await eventually(async () => {
      const response = await request(suite.app.handler).get('/api/cms/programs').expect(200);
      return titles(response.body).includes('Made elsewhere');
    });
  });

  it('counts successful writes only: refused requests leave the content version alone', async () => {
    const start = await storedVersion();
    await request(suite.app.handler)
      .post('/api/cms/programs')
      .send(program('Anonymous'))
      .expect(401);
    await suite.admin.post('/api/cms/programs').send({ title: '' }).expect(400);
    await suite.admin.delete('/api/cms/programs/0123456789abcdef01234567').expect(404);
    expect(await storedVersion()).toBe(start);

    await suite.admin
      .post('/api/cms/testimonials')
      .send({ quote: 'Kind words', name: 'A' })
      .expect(201);
    expect(await storedVersion()).toBe((start ?? 0) + 1);
  });

  it('leaves the content version alone for writes about people', async () => {
    const start = await storedVersion();
    await suite.admin
      .post('/api/cms/privacy/erase')
      .send({ email: 'nobody@example.org' })
      .expect(200);
    await suite.admin.delete('/api/cms/messages/0123456789abcdef01234567').expect(404);
    expect(await storedVersion()).toBe(start);
  });

  it('caches the routes marked publicRead, and only those', async () => {
    const handled: string[] = [];
    const router = new Router();
    router.get('/marked/:slug', publicRead, (ctx) => {
      handled.push(ctx.path);
      ctx.body = { slug: ctx.params.slug };
    });
    router.get('/unmarked', (ctx) => {
      handled.push(ctx.path);
      ctx.body = { private: true };
    });
    const app = new Koa();
    app.use(publicReadCache(trackContentVersion(60_000), { routers: [router] }));
    app.use(router.routes());
    for (let visit = 0; visit < 3; visit++) {
      await request(app.callback()).get('/marked/one').expect(200, { slug: 'one' });
      await request(app.callback()).get('/unmarked').expect(200, { private: true });
    }
    expect(handled).toEqual(['/marked/one', '/unmarked', '/unmarked', '/unmarked']);
  });

  it('answers a made-up slug 404 from the slugs it read once per content version', async () => {
    let slugs = ['one'];
    let listings = 0;
    let databaseAway = false;
    const handled: string[] = [];
    const router = new Router();
    router.get(
      '/items/:slug',
      publicReadBySlug('Item', async () => {
        listings++;
        if (databaseAway) throw new Error('the database is away');
        return slugs;
      }),
      (ctx) => {
        handled.push(ctx.params.slug);
        ctx.body = { slug: ctx.params.slug };
      },
    );
    // This app's own version, so the stored one stays as the other tests expect.
    let known = 0;
    const version: ContentVersion = {
      isFresh: () => true,
      known: () => known,
      refresh: async () => known,
      bump: async () => ++known,
    };
    const app = new Koa();
    app.use(publicReadCache(version, { routers: [router] }));
    app.use(router.routes());
    const get = (slug: string) => request(app.callback()).get(`/items/${slug}`);

    for (const madeUp of ['two', 'three', 'f%C3%BCnf', 'one%20']) await get(madeUp).expect(404);
    await get('one').expect(200, { slug: 'one' });
    expect(listings).toBe(1);
    expect(handled).toEqual(['one']);

    // A new item's slug is known from the next content version on.
    slugs = ['one', 'two'];
    await version.bump();
    await get('two').expect(200, { slug: 'two' });
    expect(listings).toBe(2);

    // A listing that failed is tried again by the next request.
    databaseAway = true;
    await version.bump();
    await get('three').expect(500);
    databaseAway = false;
    await get('three').expect(404);
    expect(listings).toBe(4);

    const made = await request(suite.app.handler).get('/api/events/slug/no-such-event').expect(404);
    expect(made.body).toEqual({ message: 'Event not found' });
  });

  it('keeps a text answer with its type, and reads it anew on the next day in Denver', async () => {
    const handled: string[] = [];
    const router = new Router();
    router.get('/feed.ics', publicRead, (ctx) => {
      handled.push(new Date().toISOString());
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.body = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    });
    const app = new Koa();
    app.use(publicReadCache(trackContentVersion(60_000), { routers: [router] }));
    app.use(router.routes());
    // Only the date is faked: the server's sockets keep their timers.
    jest.useFakeTimers({
      now: new Date('2026-12-01T23:00:00-07:00'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    try {
      for (let visit = 0; visit < 2; visit++) {
        const answer = await request(app.callback()).get('/feed.ics').expect(200);
        expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
        expect(answer.text).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
      }
      expect(handled).toHaveLength(1);
      jest.setSystemTime(new Date('2026-12-02T00:30:00-07:00'));
      await request(app.callback()).get('/feed.ics').expect(200);
      expect(handled).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the content version in every public read and CMS write answer', async () => {
    const read = async () => {
      const answer = await request(suite.app.handler).get('/api/cms/programs').expect(200);
      return Number(answer.headers['x-content-version']);
    };
    const before = await read();
    expect(before).toBe(await storedVersion());
    const written = await suite.admin.post('/api/cms/programs').send(program('Versioned'));
    expect(Number(written.headers['x-content-version'])).toBe(before + 1);
    expect(await read()).toBe(before + 1);

    const first = await request(suite.app.handler).get('/api/cms/programs').expect(200);
    const revalidated = await request(suite.app.handler)
      .get('/api/cms/programs')
      .set('If-None-Match', first.headers.etag)
      .expect(304);
    expect(revalidated.headers['x-content-version']).toBe(String(before + 1));
    const missing = await request(suite.app.handler).get('/api/events/slug/none').expect(404);
    expect(missing.headers['x-content-version']).toBe(String(before + 1));
  });

  it('keeps admin-only lists out of the public cache', async () => {
    await request(suite.app.handler).get('/api/cms/testimonials').expect(401);
    const listed = await suite.admin.get('/api/cms/testimonials').expect(200);
    expect(listed.headers.etag).toBeUndefined();
    expect(listed.body.testimonials[0]).toHaveProperty('name');
  });
});
