import type * as v from 'valibot';
import { EventInputSchema } from './events';
import { NewsletterInputSchema } from './newsletters';
import { ProgramInputSchema } from './programs';
import { TeacherInputSchema } from './teachers';
import { TestimonialInputSchema } from './testimonials';
import { WebinarCreateSchema, WebinarUpdateSchema } from './webinars';

export * from './content-type';
export { eventType, EventInputSchema, EventRecurrenceSchema } from './events';
export { newsletterType, NewsletterInputSchema } from './newsletters';
export { programType, ProgramInputSchema } from './programs';
export { teacherType, TeacherInputSchema } from './teachers';
export { testimonialType, TestimonialInputSchema } from './testimonials';
export { webinarType, WebinarCreateSchema, WebinarUpdateSchema } from './webinars';

export type EventInput = v.InferInput<typeof EventInputSchema>;
export type TeacherInput = v.InferInput<typeof TeacherInputSchema>;
export type ProgramInput = v.InferInput<typeof ProgramInputSchema>;
export type TestimonialInput = v.InferInput<typeof TestimonialInputSchema>;
export type NewsletterInput = v.InferInput<typeof NewsletterInputSchema>;
export type WebinarCreateInput = v.InferInput<typeof WebinarCreateSchema>;
export type WebinarUpdateInput = v.InferInput<typeof WebinarUpdateSchema>;
