import type Router from '@koa/router';
import { teacherType } from '@da-boulder/contracts';
import { contentRoutes } from '../../content/content-routes';
import {
  multipartBody,
  multipartFieldsOf,
  uploadedFile,
  type UploadConfig,
} from '../../uploads/multipart';
import { storeImage } from '../../uploads/store-upload';
import { TeacherModel } from './teachers.model';
import {
  newTeacher,
  teacherDto,
  teacherList,
  relistOnEvents,
  unlistFromEvents,
  updatedTeacher,
} from './teachers.service';

/** Each teacher field is its own multipart part, the photo an optional `image` file. */
export function teachersRoutes(uploads: UploadConfig): Router {
  return contentRoutes(teacherType, {
    model: TeacherModel,
    toDto: teacherDto,
    list: () => teacherList,
    form: {
      parser: multipartBody(uploads),
      fields: multipartFieldsOf(teacherType.fields),
      store: async (ctx) => {
        const image = await uploadedFile(ctx, 'image');
        return { imageUrl: image ? await storeImage(image, 'The photo') : undefined };
      },
      filesOf: (teacher) => [teacher.imageUrl, teacher.imagePath],
    },
    hooks: {
      create: newTeacher,
      update: updatedTeacher,
      afterDelete: unlistFromEvents,
      restored: relistOnEvents,
    },
  });
}
