import mongoose from 'mongoose';
import request from 'supertest';
import { exeBytes, jpegBytes, pdfBytes, pngBytes, svgBytes } from '../../test/support/files';
import { getBytes, testAppForFile } from '../../test/support/test-app';
import { purgeTrash, TRASH_DAYS } from '../content/trash';

/** Past the trash's days: what was deleted is purged, files and all. */
const purgeDeleted = () => purgeTrash(Date.now() + (TRASH_DAYS + 1) * 24 * 60 * 60 * 1000);

const suite = testAppForFile({ UPLOAD_MAX_BYTES: String(64 * 1024) });

const eventData = JSON.stringify({ title: 'Upload test', eventDate: null });
const storedFileCount = () => mongoose.connection.db!.collection('uploads.files').countDocuments();

describe('uploads', () => {
  it('round-trips an event image and a PDF flyer byte for byte, cached hard', async () => {
    const image = await pngBytes();
    const flyer = pdfBytes();
    const created = await suite.admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', image, { filename: 'photo.png', contentType: 'image/png' })
      .attach('flyer', flyer, { filename: 'flyer.pdf', contentType: 'application/pdf' })
      .expect(201);
    const { imageUrl, flyerUrl } = created.body.event;
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{24}$/);
    expect(flyerUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{24}$/);
    // Stored one after the other, yet no address leads to the next: a draft's flyer is found by
    // no one counting on from a public picture's (a driver's ids share their first 16 digits).
    const leading = (url: string) => url.slice('/api/uploads/'.length, -8);
    expect(leading(flyerUrl)).not.toBe(leading(imageUrl));

    const gotImage = await getBytes(suite.app.handler, imageUrl).expect(200);
    expect(gotImage.headers['content-type']).toBe('image/png');
    expect(gotImage.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(gotImage.body, image)).toBe(0);

    const gotFlyer = await getBytes(suite.app.handler, flyerUrl).expect(200);
    expect(gotFlyer.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(gotFlyer.body, flyer)).toBe(0);

    const etag = gotImage.headers.etag;
    expect(etag).toBeTruthy();
    await request(suite.app.handler).get(imageUrl).set('If-None-Match', etag).expect(304);
  });

  it('takes the type from the bytes: an .exe named .png and an SVG are refused with 415', async () => {
    const before = await storedFileCount();
    const exe = await suite.admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', exeBytes(), { filename: 'photo.png', contentType: 'image/png' })
      .expect(415);
    expect(exe.body).toEqual({ message: 'The image must be a JPEG, PNG, GIF, WebP or AVIF image' });
    await suite.admin
      .post('/api/cms/teachers')
      .field('name', 'Someone')
      .attach('image', svgBytes(), { filename: 'photo.png', contentType: 'image/png' })
      .expect(415);
    const notPdf = await suite.admin
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
    const response = await suite.admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', Buffer.alloc(100 * 1024, 1), 'big.png');
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/too large/);
  });

  it('removes the old image when an event image is replaced, and all files once purged from the trash', async () => {
    const created = await suite.admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', await pngBytes('#111111'), 'first.png')
      .expect(201);
    const firstUrl = created.body.event.imageUrl;
    const replaced = await suite.admin
      .put(`/api/cms/events/${created.body.event.id}`)
      .field('eventData', eventData)
      .attach('image', await jpegBytes(), 'second.jpg')
      .expect(200);
    const secondUrl = replaced.body.event.imageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    await request(suite.app.handler).get(firstUrl).expect(404);
    expect((await getBytes(suite.app.handler, secondUrl).expect(200)).headers['content-type']).toBe(
      'image/jpeg',
    );

    // An update without a file keeps the image.
    const kept = await suite.admin
      .put(`/api/cms/events/${created.body.event.id}`)
      .field('eventData', eventData)
      .expect(200);
    expect(kept.body.event.imageUrl).toBe(secondUrl);

    // Deleted, the event waits in the trash with its files; purged, they go.
    await suite.admin.delete(`/api/cms/events/${created.body.event.id}`).expect(200);
    await getBytes(suite.app.handler, secondUrl).expect(200);
    await purgeDeleted();
    await request(suite.app.handler).get(secondUrl).expect(404);
  });

  it('keeps a file another item still names, in any case, when an event lets it go', async () => {
    const created = await suite.admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', await pngBytes('#222222'), 'shared.png')
      .expect(201);
    const shared: string = created.body.event.imageUrl;
    // A webinar shows the same picture, its id written in capitals.
    await suite.admin
      .post('/api/cms/webinars')
      .send({
        title: 'Showing the event’s picture',
        description: '',
        presenter: 'A Teacher',
        videoUrl: '',
        thumbnailUrl: shared.replace(/[0-9a-f]{24}$/, (id) => id.toUpperCase()),
        year: 2026,
        month: 'March',
        tags: [],
      })
      .expect(201);
    await suite.admin
      .put(`/api/cms/events/${created.body.event.id}`)
      .field('eventData', eventData)
      .attach('image', await jpegBytes(), 'new.jpg')
      .expect(200);
    await getBytes(suite.app.handler, shared).expect(200);
  });

  it('stores teacher photos and removes them with the teacher, once purged from the trash', async () => {
    const created = await suite.admin
      .post('/api/cms/teachers')
      .field('name', 'Lena Hoffmann')
      .field('email', 'lena@example.org')
      .attach('image', await pngBytes(), 'lena.png')
      .expect(201);
    const { imageUrl, id } = created.body.teacher;
    await getBytes(suite.app.handler, imageUrl).expect(200);
    await suite.admin.delete(`/api/cms/teachers/${id}`).expect(200);
    await getBytes(suite.app.handler, imageUrl).expect(200);
    await purgeDeleted();
    await request(suite.app.handler).get(imageUrl).expect(404);
  });

  it('answers 404 for unknown and malformed upload ids', async () => {
    await request(suite.app.handler).get('/api/uploads/0123456789abcdef01234567').expect(404);
    const malformed = await request(suite.app.handler).get('/api/uploads/not-an-id').expect(404);
    expect(malformed.body).toEqual({ message: 'File not found' });
  });
});
