import { teacherType, type Teacher } from '@da-boulder/contracts';
import { answerFromContract } from '../../content/answer-from-contract';
import type { TeacherRecord } from './teachers.model';

/** `srcSets` maps image URLs to their responsive srcset (see srcSetsFor). */
export function toTeacherDto(teacher: TeacherRecord, srcSets: Map<string, string>): Teacher {
  // Teachers stored before uploads named their photo by its path alone.
  const imageUrl = teacher.imageUrl || teacher.imagePath || '';
  return answerFromContract(teacherType, teacher, {
    imageUrl,
    imageSrcSet: srcSets.get(imageUrl) ?? '',
  });
}
