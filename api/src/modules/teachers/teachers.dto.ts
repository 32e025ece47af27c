import type { Teacher } from '@da-boulder/contracts';
import type { TeacherRecord } from './teachers.model';

/** `srcSets` maps image URLs to their responsive srcset (see srcSetsFor). */
export function toTeacherDto(teacher: TeacherRecord, srcSets: Map<string, string>): Teacher {
  const imageUrl = teacher.imageUrl || teacher.imagePath || '';
  return {
    id: String(teacher._id),
    name: teacher.name,
    email: teacher.email ?? '',
    title: teacher.title ?? '',
    bio: teacher.bio ?? '',
    personalDescription: teacher.personalDescription ?? '',
    location: teacher.location ?? '',
    imagePath: teacher.imagePath ?? '',
    imageUrl,
    imageSrcSet: srcSets.get(imageUrl) ?? '',
    websiteUrl: teacher.websiteUrl ?? '',
  };
}
