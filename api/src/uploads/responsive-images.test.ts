import mongoose from 'mongoose';
import request from 'supertest';
import sharp from 'sharp';
import { photoPngBytes, pngBytes } from '../../test/support/files';
import { getBytes, testAppForFile } from '../../test/support/test-app';
import { purgeTrash, TRASH_DAYS } from '../content/trash';

const suite = testAppForFile({ UPLOAD_MAX_BYTES: String(20 * 1024 * 1024) });
let photo: Buffer;
beforeAll(async () => {
  photo = await photoPngBytes();
});

const files = () => mongoose.connection.db!.collection('uploads.files');

describe('responsive images', () => {
  it('keeps the original and serves smaller WebP copies 480/960/1600 px wide by srcset', async () => {
    const created = await suite.admin
      .post('/api/cms/events')
      .field('eventData', JSON.stringify({ title: 'Photo event', eventDate: null }))
      .attach('image', photo, 'photo.png')
      .expect(201);
    const { imageUrl, imageSrcSet, id } = created.body.event;
    expect(imageSrcSet).toBe(
      [480, 960, 1600].map((width) => `${imageUrl}?w=${width} ${width}w`).join(', '),
    );

    const original = await getBytes(suite.app.handler, imageUrl).expect(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(original.body, photo)).toBe(0);

    for (const width of [480, 960, 1600]) {
      const variant = await getBytes(suite.app.handler, `${imageUrl}?w=${width}`).expect(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(variant.body.length).toBeLessThan(photo.length);
      const metadata = await sharp(variant.body).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(Math.round((1170 * width) / 1800));
    }
    // Between sizes, the next larger copy; past the largest, the largest.
    const between = await getBytes(suite.app.handler, `${imageUrl}?w=700`).expect(200);
    expect((await sharp(between.body).metadata()).width).toBe(960);
    const beyond = await getBytes(suite.app.handler, `${imageUrl}?w=4000`).expect(200);
    expect((await sharp(beyond.body).metadata()).width).toBe(1600);

    // The public list carries the srcset too, and the copies go with the original.
    const list = await request(suite.app.handler).get('/api/cms/events').expect(200);
    expect(list.body.events[0].imageSrcSet).toBe(imageSrcSet);
    const originalId = new mongoose.Types.ObjectId(imageUrl.split('/').pop());
    expect(await files().countDocuments({ 'metadata.variantOf': originalId })).toBe(3);
    await suite.admin.delete(`/api/cms/events/${id}`).expect(200);
    expect(await files().countDocuments({ 'metadata.variantOf': originalId })).toBe(3);
    // Purged from the trash past its days.
    await purgeTrash(Date.now() + (TRASH_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await files().countDocuments({ 'metadata.variantOf': originalId })).toBe(0);
    await request(suite.app.handler).get(`${imageUrl}?w=480`).expect(404);
  }, 60_000);

  it('never enlarges: a 1000 px teacher photo gets 480 and 960 only', async () => {
    const created = await suite.admin
      .post('/api/cms/teachers')
      .field('name', 'Ada Photo')
      .attach('image', await photoPngBytes(1000, 650), 'ada.png')
      .expect(201);
    const { imageUrl, imageSrcSet } = created.body.teacher;
    expect(imageSrcSet).toBe(`${imageUrl}?w=480 480w, ${imageUrl}?w=960 960w`);
    const largest = await getBytes(suite.app.handler, `${imageUrl}?w=1600`).expect(200);
    expect((await sharp(largest.body).metadata()).width).toBe(960);
  });

  it('makes no copies of a tiny image and serves the original for any width', async () => {
    const tiny = await pngBytes();
    const created = await suite.admin
      .post('/api/cms/teachers')
      .field('name', 'Tiny Photo')
      .attach('image', tiny, 'tiny.png')
      .expect(201);
    const { imageUrl, imageSrcSet } = created.body.teacher;
    expect(imageSrcSet).toBe('');
    const served = await getBytes(suite.app.handler, `${imageUrl}?w=480`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body, tiny)).toBe(0);
  });
});
