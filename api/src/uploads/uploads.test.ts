import mongoose from 'mongoose';
import request from 'supertest';
import { dropTestDatabase } from '../../test/support/test-database';
import { exeBytes, jpegBytes, pdfBytes, pngBytes, svgBytes } from '../../test/support/files';
import { signedInAgent, startTestApp, type TestApp } from '../../test/support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  app = await startTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) });
  admin = await signedInAgent(app.handler);
});
afterAll(dropTestDatabase);

const eventData = JSON.stringify({ title: 'Upload test', eventDate: null });
const storedFileCount = () => mongoose.connection.db!.collection('uploads.files').countDocuments();

/** GET an upload as raw bytes. */
const download = (url: string) =>
  request(app.handler)
    .get(url)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });

describe('uploads', () => {
  it('round-trips an event image and a PDF flyer byte for byte, cached hard', async () => {
    const image = await pngBytes();
    const flyer = pdfBytes();
    const created = await admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', image, { filename: 'photo.png', contentType: 'image/png' })
      .attach('flyer', flyer, { filename: 'flyer.pdf', contentType: 'application/pdf' })
      .expect(201);
    const { imageUrl, flyerUrl } = created.body.event;
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{24}$/);
    expect(flyerUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{24}$/);

    const gotImage = await download(imageUrl).expect(200);
    expect(gotImage.headers['content-type']).toBe('image/png');
    expect(gotImage.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(gotImage.body, image)).toBe(0);

    const gotFlyer = await download(flyerUrl).expect(200);
    expect(gotFlyer.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(gotFlyer.body, flyer)).toBe(0);

    const etag = gotImage.headers.etag;
    expect(etag).toBeTruthy();
    await request(app.handler).get(imageUrl).set('If-None-Match', etag).expect(304);
  });

  it('takes the type from the bytes: an .exe named .png and an SVG are refused with 415', async () => {
    const before = await storedFileCount();
    const exe = await admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', exeBytes(), { filename: 'photo.png', contentType: 'image/png' })
      .expect(415);
    expect(exe.body).toEqual({ message: 'The image must be a JPEG, PNG, GIF, WebP or AVIF image' });
    await admin
      .post('/api/cms/teachers')
      .field('name', 'Someone')
      .attach('image', svgBytes(), { filename: 'photo.png', contentType: 'image/png' })
      .expect(415);
    const notPdf = await admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', await jpegBytes(), 'photo.jpg')
      .attach('flyer', await pngBytes(), { filename: 'flyer.pdf', contentType: 'application/pdf' })
      .expect(415);
    expect(notPdf.body).toEqual({ message: 'The flyer must be a PDF file' });
    // Nothing refused was kept, not even the valid image sent with the bad flyer.
    expect(await storedFileCount()).toBe(before);
  });

  it('answers 413 past the size limit', async () => {
    const response = await admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', Buffer.alloc(100 * 1024, 1), 'big.png');
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/too large/);
  });

  it('removes the old image when an event image is replaced, and all files on delete', async () => {
    const created = await admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', await pngBytes('#111111'), 'first.png')
      .expect(201);
    const firstUrl = created.body.event.imageUrl;
    const replaced = await admin
      .put(`/api/cms/events/${created.body.event.id}`)
      .field('eventData', eventData)
      .attach('image', await jpegBytes(), 'second.jpg')
      .expect(200);
    const secondUrl = replaced.body.event.imageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    await request(app.handler).get(firstUrl).expect(404);
    expect((await download(secondUrl).expect(200)).headers['content-type']).toBe('image/jpeg');

    // An update without a file keeps the image.
    const kept = await admin
      .put(`/api/cms/events/${created.body.event.id}`)
      .field('eventData', eventData)
      .expect(200);
    expect(kept.body.event.imageUrl).toBe(secondUrl);

    await admin.delete(`/api/cms/events/${created.body.event.id}`).expect(200);
    await request(app.handler).get(secondUrl).expect(404);
  });

  it('stores teacher photos and removes them with the teacher', async () => {
    const created = await admin
      .post('/api/cms/teachers')
      .field('name', 'Lena Hoffmann')
      .field('email', 'lena@example.org')
      .attach('image', await pngBytes(), 'lena.png')
      .expect(201);
    const { imageUrl, id } = created.body.teacher;
    await download(imageUrl).expect(200);
    await admin.delete(`/api/cms/teachers/${id}`).expect(200);
    await request(app.handler).get(imageUrl).expect(404);
  });

  it('answers 404 for unknown and malformed upload ids', async () => {
    await request(app.handler).get('/api/uploads/0123456789abcdef01234567').expect(404);
    const malformed = await request(app.handler).get('/api/uploads/not-an-id').expect(404);
    expect(malformed.body).toEqual({ message: 'File not found' });
  });
});
