import type { Event, Teacher } from '../../contracts';
import type { EventRecord } from './events.model';

/** `srcSets` maps image URLs to their responsive srcset (see srcSetsFor). */
export function toEventDto(
  event: EventRecord,
  teachers: Map<string, Teacher>,
  srcSets: Map<string, string>,
): Event {
  const teacherProfileIds = event.teacherProfileIds ?? [];
  const teacherProfiles = teacherProfileIds
    .map((id) => teachers.get(id))
    .filter((teacher) => teacher !== undefined);
  return {
    id: String(event._id),
    slug: event.slug,
    title: event.title,
    introText: event.introText ?? '',
    description: event.description ?? '',
    date: event.date ?? '',
    month: event.month ?? '',
    year: event.year ?? 0,
    time: event.time ?? '',
    location: event.location ?? '',
    facilitator: event.facilitator ?? '',
    facilitatorRole: event.facilitatorRole ?? 'teacher',
    facilitators: event.facilitators ?? [],
    teacherProfileIds,
    teacherProfiles,
    teacherProfile: teacherProfiles[0] ?? null,
    videoUrl: event.videoUrl ?? '',
    imageUrl: event.imageUrl ?? '',
    imageSrcSet: srcSets.get(event.imageUrl ?? '') ?? '',
    flyerUrl: event.flyerUrl ?? '',
    registrationEmail: event.registrationEmail ?? '',
    registrationUrl: event.registrationUrl ?? '',
    eventDate: event.eventDate ? event.eventDate.toISOString() : null,
    isRecurring: Boolean(event.isRecurring),
    sortOrder: event.sortOrder ?? 0,
  };
}
