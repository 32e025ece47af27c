import type { Teacher } from '../../contracts';
import type { TeacherRecord } from './teachers.model';

export function toTeacherDto(teacher: TeacherRecord): Teacher {
  return {
    id: String(teacher._id),
    name: teacher.name,
    email: teacher.email ?? '',
    title: teacher.title ?? '',
    bio: teacher.bio ?? '',
    personalDescription: teacher.personalDescription ?? '',
    location: teacher.location ?? '',
    imagePath: teacher.imagePath ?? '',
    imageUrl: teacher.imageUrl || teacher.imagePath || '',
    websiteUrl: teacher.websiteUrl ?? '',
  };
}
