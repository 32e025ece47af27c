import request from 'supertest';
import { signedInAgent, testAppForFile } from '../../test/support/test-app';
import { EventModel } from '../modules/events/events.model';
import { NewsletterModel } from '../modules/newsletters/newsletters.model';
import { ProgramModel } from '../modules/programs/programs.model';
import { TeacherModel } from '../modules/teachers/teachers.model';
import { TestimonialModel } from '../modules/testimonials/testimonials.model';
import { WebinarModel } from '../modules/webinars/webinars.model';
import { seedOnce } from './seed';

const suite = testAppForFile();

const clearContent = () =>
  Promise.all([
    EventModel.deleteMany({}),
    TeacherModel.deleteMany({}),
    ProgramModel.deleteMany({}),
    TestimonialModel.deleteMany({}),
    WebinarModel.deleteMany({}),
    NewsletterModel.deleteMany({}),
  ]);

describe('seeding', () => {
  it('seeds the sample content on the first start, and never again', async () => {
    expect(await seedOnce()).toBe(true);
    const events = (await request(suite.app.handler).get('/api/cms/events').expect(200)).body
      .events;
    expect(events.map((e: { slug: string }) => e.slug)).toEqual([
      'sunday-meditation',
      'introduction-to-the-diamond-approach',
      'the-body-and-the-spiritual-journey',
      'inner-guidance-online-evening',
      'diamond-heart-ten-new-group',
    ]);
    expect(events[0]).toMatchObject({
      isRecurring: true,
      date: 'Every',
      registrationNeeded: false,
    });
    expect(
      events.slice(1).every((e: { registrationNeeded: boolean }) => e.registrationNeeded),
    ).toBe(true);
    // Sample teacher references point at the stored teachers.
    expect(events[1].teacherProfiles.map((t: { name: string }) => t.name)).toEqual([
      'Margaret Ellison',
      'Lena Hoffmann',
    ]);
    await request(suite.app.handler)
      .get('/api/events/slug/diamond-heart-ten-new-group')
      .expect(200);
    expect(await ProgramModel.countDocuments()).toBe(4);
    expect(await TeacherModel.countDocuments()).toBe(3);
    expect(await TestimonialModel.countDocuments()).toBeGreaterThanOrEqual(5);
    const webinarYears = new Set((await WebinarModel.find().lean()).map((w) => w.year));
    expect([...webinarYears].sort()).toEqual([2024, 2025]);
    const newsletters = await NewsletterModel.find().lean();
    expect(new Set(newsletters.map((n) => n.year))).toEqual(new Set([2023, 2024, 2025]));
    expect(newsletters.some((n) => n.isSpecial)).toBe(true);

    await clearContent();
    expect(await seedOnce()).toBe(false);
    expect(await EventModel.countDocuments()).toBe(0);
  });

  it('restores sample content into empty collections only, for admins', async () => {
    await request(suite.app.handler).post('/api/cms/seed').expect(401);
    const user = await signedInAgent(suite.app.handler, { isAdmin: false });
    await user.post('/api/cms/seed').expect(403);

    await clearContent();
    await ProgramModel.create({ title: 'Our own program' });
    const response = await suite.admin.post('/api/cms/seed').expect(200);
    expect(response.body.restored.sort()).toEqual([
      'events',
      'newsletters',
      'teachers',
      'testimonials',
      'webinars',
    ]);
    expect(await ProgramModel.countDocuments()).toBe(1);
    expect((await suite.admin.post('/api/cms/seed').expect(200)).body).toEqual({ restored: [] });
  });
});
