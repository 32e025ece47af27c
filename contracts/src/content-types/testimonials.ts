import { MAX, optionalText, requiredText } from '../field-schemas';
import { defineContentType, inputSchema } from './content-type';

export const testimonialType = defineContentType({
  noun: 'testimonial',
  plural: 'testimonials',
  adminPath: '/api/cms/testimonials',
  // Quotes only: names and dates are for administrators.
  publicPath: '/api/testimonials',
  order: 'created',
  fields: {
    quote: requiredText('Quote', MAX.medium, 'multiline'),
    name: optionalText('Name'),
    reviewCount: optionalText('Review count', 50),
    date: optionalText('Date', 50),
  },
  admin: {
    form: [
      { name: 'quote', label: 'Quote', input: 'textarea' },
      { name: 'name', label: 'Name' },
      [
        { name: 'reviewCount', label: 'Review count', description: 'For example 12 reviews' },
        { name: 'date', label: 'Date', description: 'Free text, such as a week ago' },
      ],
    ],
    columns: [
      { header: 'Name', value: (testimonial) => testimonial.name },
      // SPEC §9: the quote preview is cut to 100 characters.
      { header: 'Quote Preview', value: (testimonial) => testimonial.quote, max: 100 },
      { header: 'Review Count', value: (testimonial) => testimonial.reviewCount },
      { header: 'Date', value: (testimonial) => testimonial.date || '-' },
    ],
    itemLabel: (testimonial, cut) =>
      `testimonial from ${testimonial.name || cut(testimonial.quote, 30)}`,
  },
});

export const TestimonialInputSchema = inputSchema(testimonialType);
