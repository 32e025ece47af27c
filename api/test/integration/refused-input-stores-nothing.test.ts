import request from 'supertest';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { EventModel } from '../../src/modules/events/events.model';
import { ProgramModel } from '../../src/modules/programs/programs.model';
import { TeacherModel } from '../../src/modules/teachers/teachers.model';
import { WebinarModel } from '../../src/modules/webinars/webinars.model';
import { testAppForFile } from '../support/test-app';

/**
 * Issue 14: hostile URLs, control characters and out-of-range numbers answer 400 with the
 * field's message, and nothing is stored.
 */

const suite = testAppForFile();

const event = { title: 'An event', month: 'October', date: '5', year: 2027 };
const urlMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https://`;

const postEvent = (data: Record<string, unknown>) =>
  suite.admin.post('/api/cms/events').field('eventData', JSON.stringify(data));

describe('hostile input answers 400 with the field message and stores nothing', () => {
  it.each([
    [
      'a javascript: video URL',
      { videoUrl: 'javascript:alert(1)' },
      'videoUrl',
      urlMessage('Video URL'),
    ],
    [
      'a protocol-relative image URL',
      { imageUrl: '//evil.example/x.png' },
      'imageUrl',
      urlMessage('Image URL'),
    ],
    [
      'a backslashed flyer URL',
      { flyerUrl: '/\\evil.example/x.pdf' },
      'flyerUrl',
      urlMessage('Flyer URL'),
    ],
    [
      'a right-to-left override in the title',
      { title: 'Free \u202Eevent' },
      'title',
      'Title contains characters that are not allowed',
    ],
    [
      'a NUL in the description',
      { description: 'Some\u0000text' },
      'description',
      'Description contains characters that are not allowed',
    ],
    [
      'a sortOrder out of range',
      { sortOrder: 1_000_000 },
      'sortOrder',
      'sortOrder must be between -100000 and 100000',
    ],
    [
      'an eventDate that is not ISO',
      { eventDate: 'October 5 2027' },
      'eventDate',
      'Please enter a valid month, date, and year.',
    ],
    [
      'an eventDate decades away',
      { eventDate: '2090-10-05T16:00:00.000Z' },
      'eventDate',
      'Please enter a date within 10 years of today.',
    ],
  ])('POST /api/cms/events with %s', async (_case, fields, field, message) => {
    const response = await postEvent({ ...event, ...fields }).expect(400);
    expect(response.body).toEqual({ message, errors: { [field]: message } });
    expect(await EventModel.countDocuments()).toBe(0);
  });

  it('PUT /api/cms/events/:id leaves the stored event as it was', async () => {
    const created = await postEvent({ ...event, videoUrl: 'https://www.youtube.com/embed/x' });
    expect(created.status).toBe(201);
    const { id } = created.body.event as { id: string };
    const response = await suite.admin
      .put(`/api/cms/events/${id}`)
      .field('eventData', JSON.stringify({ ...event, videoUrl: 'data:text/html,hi' }))
      .expect(400);
    expect(response.body.errors).toEqual({ videoUrl: urlMessage('Video URL') });
    const stored = await EventModel.findById(id).lean();
    expect(stored?.videoUrl).toBe('https://www.youtube.com/embed/x');
    await EventModel.deleteMany({});
  });

  it('POST /api/cms/teachers with a protocol-relative website (multipart fields)', async () => {
    const response = await suite.admin
      .post('/api/cms/teachers')
      .field('name', 'A teacher')
      .field('websiteUrl', '//evil.example')
      .expect(400);
    expect(response.body.errors).toEqual({ websiteUrl: urlMessage('Website URL') });
    expect(await TeacherModel.countDocuments()).toBe(0);
  });

  it('POST /api/cms/webinars with a data: thumbnail and an escape character in a tag', async () => {
    const response = await suite.admin
      .post('/api/cms/webinars')
      .send({
        title: 'A webinar',
        year: 2025,
        month: 'June',
        thumbnailUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
        tags: ['ok', 'bad\u001B[31m'],
      })
      .expect(400);
    expect(response.body.errors).toEqual({
      thumbnailUrl: urlMessage('Thumbnail URL'),
      'tags.1': 'Tags contains characters that are not allowed',
    });
    expect(await WebinarModel.countDocuments()).toBe(0);
  });

  it('POST /api/cms/programs with a javascript: link', async () => {
    const response = await suite.admin
      .post('/api/cms/programs')
      .send({ title: 'A program', linkUrl: 'JavaScript:alert(1)' })
      .expect(400);
    expect(response.body.errors).toEqual({ linkUrl: urlMessage('Link') });
    expect(await ProgramModel.countDocuments()).toBe(0);
  });

  it('POST /api/contact with a control character in the name', async () => {
    const response = await request(suite.app.handler)
      .post('/api/contact')
      .send({ name: 'Ann\u0007', email: 'ann@example.org', message: 'Hello there friends' })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Name contains characters that are not allowed',
      errors: { name: 'Name contains characters that are not allowed' },
    });
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });
});
