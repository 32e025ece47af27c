import * as v from 'valibot';
import type { AdminTestimonial, Testimonial, TestimonialInputSchema } from '../../contracts';
import { byIdOr404 } from '../../db/find-or-404';
import { toAdminTestimonialDto, toTestimonialDto } from './testimonials.dto';
import { TestimonialModel } from './testimonials.model';

type TestimonialFields = v.InferOutput<typeof TestimonialInputSchema>;

const inCreationOrder = () => TestimonialModel.find().sort({ _id: 1 }).lean();

export async function listTestimonials(): Promise<Testimonial[]> {
  return (await inCreationOrder()).map(toTestimonialDto);
}

export async function listAdminTestimonials(): Promise<AdminTestimonial[]> {
  return (await inCreationOrder()).map(toAdminTestimonialDto);
}

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
