import type * as v from 'valibot';
import { NewsletterInputSchema } from './newsletters';
import { ProgramInputSchema } from './programs';
import { TestimonialInputSchema } from './testimonials';
import { WebinarCreateSchema, WebinarUpdateSchema } from './webinars';

export * from './content-type';
export { newsletterType, NewsletterInputSchema } from './newsletters';
export { programType, ProgramInputSchema } from './programs';
export { testimonialType, TestimonialInputSchema } from './testimonials';
export { webinarType, WebinarCreateSchema, WebinarUpdateSchema } from './webinars';

export type ProgramInput = v.InferInput<typeof ProgramInputSchema>;
export type TestimonialInput = v.InferInput<typeof TestimonialInputSchema>;
export type NewsletterInput = v.InferInput<typeof NewsletterInputSchema>;
export type WebinarCreateInput = v.InferInput<typeof WebinarCreateSchema>;
export type WebinarUpdateInput = v.InferInput<typeof WebinarUpdateSchema>;
