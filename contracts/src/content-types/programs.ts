import { MAX, optionalText, optionalWebAddress, requiredText } from '../field-schemas';
import { defineContentType, inputSchema } from './content-type';

export const programType = defineContentType({
  noun: 'program',
  plural: 'programs',
  adminPath: '/api/cms/programs',
  publicPath: '/api/cms/programs',
  order: 'created',
  fields: {
    title: requiredText('Title'),
    description: optionalText('Description', MAX.medium, 'multiline'),
    imageUrl: optionalWebAddress('Image URL'),
    linkUrl: optionalWebAddress('Link'),
  },
});

export const ProgramInputSchema = inputSchema(programType);
