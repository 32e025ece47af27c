import * as v from 'valibot';
import {
  draftFields,
  publishAtInput,
  MAX,
  month,
  optionalText,
  requiredText,
  year,
} from '../field-schemas';
import { webUrl } from '../helpers';
import { defineContentType, inputSchema } from './content-type';

export const newsletterType = defineContentType({
  noun: 'newsletter',
  plural: 'newsletters',
  adminPath: '/api/cms/newsletters',
  publicPath: '/api/newsletters',
  order: 'newest-first',
  fields: {
    month,
    year,
    link: v.pipe(
      requiredText('Link', MAX.url),
      webUrl('Link must be a web address starting with http:// or https://'),
    ),
    isSpecial: v.optional(v.boolean('isSpecial must be true or false'), false),
    specialDescription: optionalText('Special description', MAX.medium, 'multiline'),
    ...draftFields,
  },
  admin: {
    form: [
      'month-year',
      { name: 'link', label: 'Link', input: 'url' },
      { name: 'isSpecial', label: 'Special issue', input: 'checkbox' },
      {
        name: 'specialDescription',
        label: 'Special description',
        input: 'textarea',
        onlyWith: 'isSpecial',
      },
      publishAtInput,
    ],
    columns: [
      { header: 'Month', value: (newsletter) => newsletter.month },
      { header: 'Year', value: (newsletter) => String(newsletter.year) },
      {
        header: 'Date',
        value: (newsletter) => `${newsletter.month} ${newsletter.year}`,
        sortable: true,
      },
      // SPEC §9: the link is shown cut to 40 characters.
      { header: 'Link', value: (newsletter) => newsletter.link, link: true, max: 40 },
      {
        header: 'Special',
        value: (newsletter) => (newsletter.isSpecial ? ['Special'] : []),
      },
    ],
    itemLabel: (newsletter) => `${newsletter.month} ${newsletter.year} newsletter`,
    emptyTitle: 'No newsletters found. Click "Add New Newsletter" to create one.',
  },
});

export const NewsletterInputSchema = inputSchema(newsletterType);
