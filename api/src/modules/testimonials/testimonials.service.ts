import * as v from 'valibot';
import type { AdminTestimonial, TestimonialInputSchema } from '../../contracts';
import { byIdOr404 } from '../../db/find-or-404';
import type { PagedList } from '../../shared/paging';
import { toAdminTestimonialDto, toTestimonialDto } from './testimonials.dto';
import { TestimonialModel, type TestimonialRecord } from './testimonials.model';

type TestimonialFields = v.InferOutput<typeof TestimonialInputSchema>;

/** Oldest first, each as `toDto` shows it. */
function testimonialList<T>(toDto: (record: TestimonialRecord) => T): PagedList<T> {
  return {
    count: () => TestimonialModel.countDocuments(),
    read: async ({ skip, limit }) =>
      (await TestimonialModel.find().sort({ _id: 1 }).skip(skip).limit(limit).lean()).map(toDto),
  };
}

/** Quotes only: names and dates are for administrators. */
export const publicTestimonialList = testimonialList(toTestimonialDto);
export const adminTestimonialList = testimonialList(toAdminTestimonialDto);

export async function createTestimonial(fields: TestimonialFields): Promise<AdminTestimonial> {
  return toAdminTestimonialDto((await TestimonialModel.create(fields)).toObject());
}

export async function updateTestimonial(
  id: string,
  fields: TestimonialFields,
): Promise<AdminTestimonial> {
  return toAdminTestimonialDto(
    await byIdOr404(id, 'Testimonial', (objectId) =>
      TestimonialModel.findByIdAndUpdate(objectId, fields, { new: true }).lean(),
    ),
  );
}

export async function deleteTestimonial(id: string): Promise<void> {
  await byIdOr404(id, 'Testimonial', (objectId) =>
    TestimonialModel.findByIdAndDelete(objectId).lean(),
  );
}
