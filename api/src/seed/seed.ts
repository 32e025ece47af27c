import { bumpContentVersion } from '../cache/content-version';
import { sampleContent, webinarType } from '@da-boulder/contracts';
import { underStoredNames } from '../content/stored-names';
import { EventModel } from '../modules/events/events.model';
import { NewsletterModel } from '../modules/newsletters/newsletters.model';
import { ProgramModel } from '../modules/programs/programs.model';
import { TeacherModel } from '../modules/teachers/teachers.model';
import { TestimonialModel } from '../modules/testimonials/testimonials.model';
import { WebinarModel } from '../modules/webinars/webinars.model';
import {
  ongoingGroupEvent,
  sampleNewsletters,
  sampleTestimonials,
  sampleWebinars,
} from './seed-content';
import { SeedMarkerModel } from './seed-marker.model';

const INITIAL_SEED = 'initial-content';

/** Sample teacher ids ('0', '1', ...) to stored ids: new ones, or existing teachers by name. */
async function sampleTeacherIds(insertTeachers: boolean): Promise<Map<string, string>> {
  if (insertTeachers) {
    const created = await TeacherModel.insertMany(
      sampleContent.teachers.map(({ id: _id, ...t }) => t),
    );
    return new Map(sampleContent.teachers.map((t, i) => [t.id, String(created[i]._id)]));
  }
  const ids = new Map<string, string>();
  for (const teacher of sampleContent.teachers) {
    const stored = await TeacherModel.findOne({ name: teacher.name }).lean();
    if (stored) ids.set(teacher.id, String(stored._id));
  }
  return ids;
}

/**
 * Fills each EMPTY content collection with the sample content; collections that have anything
 * are left alone. Returns the names of the collections it filled.
 */
export async function restoreSampleContent(): Promise<string[]> {
  const isEmpty = async (model: { exists(filter: object): PromiseLike<unknown> }) =>
    !(await model.exists({}));
  const restored: string[] = [];

  const teachersEmpty = await isEmpty(TeacherModel);
  const teacherIds = await sampleTeacherIds(teachersEmpty);
  if (teachersEmpty) restored.push('teachers');

  if (await isEmpty(ProgramModel)) {
    await ProgramModel.insertMany(sampleContent.programs.map(({ id: _id, ...program }) => program));
    restored.push('programs');
  }
  if (await isEmpty(EventModel)) {
    const events = [...sampleContent.events, ongoingGroupEvent];
    await EventModel.insertMany(
      events.map(({ id: _id, teacherProfiles: _p, teacherProfile: _t, ...event }) => ({
        ...event,
        teacherProfileIds: event.teacherProfileIds.flatMap((id) => teacherIds.get(id) ?? []),
        eventDate: event.eventDate ? new Date(event.eventDate) : null,
      })),
    );
    restored.push('events');
  }
  if (await isEmpty(TestimonialModel)) {
    await TestimonialModel.insertMany(sampleTestimonials);
    restored.push('testimonials');
  }
  if (await isEmpty(WebinarModel)) {
    await WebinarModel.insertMany(
      sampleWebinars.map((webinar) => underStoredNames(webinarType, webinar)),
    );
    restored.push('webinars');
  }
  if (await isEmpty(NewsletterModel)) {
    await NewsletterModel.insertMany(sampleNewsletters);
    restored.push('newsletters');
  }
  return restored;
}

/** Seeds the sample content on the very first start; true when it did. */
export async function seedOnce(): Promise<boolean> {
  try {
    // Claim the marker first: of two instances starting at once, only one seeds.
    await SeedMarkerModel.create({ _id: INITIAL_SEED });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
  await restoreSampleContent();
  // Instances already running serve cached reads; tell them the content changed.
  await bumpContentVersion();
  return true;
}
