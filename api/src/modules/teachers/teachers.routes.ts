import Router from '@koa/router';
import type { Context } from 'koa';
import { TeacherInputSchema } from '../../contracts';
import { requireAdmin } from '../../auth/current-user';
import { multipartBody, multipartFields, uploadedFile } from '../../uploads/multipart';
import { storeImage } from '../../uploads/store-upload';
import { parseBody } from '../../validation/parse';
import { createTeacher, deleteTeacher, teacherList, updateTeacher } from './teachers.service';
import { readPage, PAGE_SIZE_CAP } from '../../shared/paging';

/** Each teacher field is its own multipart part, the photo an optional `image` file. */
async function readTeacherForm(ctx: Context) {
  const fields = parseBody(TeacherInputSchema, multipartFields(ctx));
  const image = await uploadedFile(ctx, 'image');
  return { fields, uploadedUrl: image ? await storeImage(image, 'The photo') : undefined };
}

export function teachersRoutes(maxUploadBytes: number): Router {
  const router = new Router({ prefix: '/api/cms/teachers' });
  const multipart = multipartBody(maxUploadBytes);

  router.get('/', async (ctx) => {
    ctx.body = await readPage(ctx, 'teachers', PAGE_SIZE_CAP.standard, teacherList);
  });

  router.post('/', requireAdmin, multipart, async (ctx) => {
    const { fields, uploadedUrl } = await readTeacherForm(ctx);
    ctx.status = 201;
    ctx.body = { teacher: await createTeacher(fields, uploadedUrl) };
  });

  router.put('/:id', requireAdmin, multipart, async (ctx) => {
    const { fields, uploadedUrl } = await readTeacherForm(ctx);
    ctx.body = { teacher: await updateTeacher(ctx.params.id, fields, uploadedUrl) };
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    await deleteTeacher(ctx.params.id);
    ctx.body = { message: 'Teacher deleted' };
  });

  return router;
}
