import * as v from 'valibot';
import {
  MAX,
  optionalText,
  optionalWebAddress,
  requiredText,
  text,
  webAddress,
} from '../field-schemas';
import { defineContentType, inputSchema } from './content-type';

/**
 * POST/PUT /api/cms/teachers: each field a multipart part; imageUrl kept unless a photo comes.
 * The list is open to all, in the order teachers were added.
 */
export const teacherType = defineContentType({
  noun: 'teacher',
  plural: 'teachers',
  adminPath: '/api/cms/teachers',
  publicPath: '/api/cms/teachers',
  order: 'created',
  fields: {
    name: requiredText('Name'),
    email: v.optional(
      v.pipe(
        text('Email', 254),
        v.check(
          (value) => value === '' || v.is(v.pipe(v.string(), v.email()), value),
          'Please enter a valid email address',
        ),
      ),
      '',
    ),
    title: optionalText('Title'),
    bio: optionalText('Professional bio', MAX.long, 'multiline'),
    personalDescription: optionalText('Personal message', MAX.long, 'multiline'),
    location: optionalText('Location'),
    imagePath: v.optional(webAddress('Image path')),
    imageUrl: v.optional(webAddress('Image URL')),
    websiteUrl: optionalWebAddress('Website URL'),
  },
  admin: {
    // SPEC §5: Name, Email, Title, Location, Photo and Professional Bio are required on create;
    // on edit the name still is, and the current photo is kept unless another is chosen.
    form: [
      [
        { name: 'name', label: 'Name' },
        { name: 'email', label: 'Email', input: 'email', required: 'on-create' },
      ],
      [
        { name: 'title', label: 'Title', required: 'on-create' },
        { name: 'location', label: 'Location', required: 'on-create' },
      ],
      { name: 'imageUrl', label: 'Photo', widget: 'image', required: 'on-create' },
      { name: 'bio', label: 'Professional Bio', input: 'textarea', required: 'on-create' },
      { name: 'websiteUrl', label: 'Website URL', input: 'url' },
      { name: 'personalDescription', label: 'Personal Message', input: 'textarea' },
    ],
    multipart: 'parts',
    columns: [
      {
        header: 'Photo',
        value: (teacher) => teacher.imageUrl ?? '',
        image: { alt: (teacher) => teacher.name, missing: 'No photo' },
      },
      { header: 'Name', value: (teacher) => teacher.name },
      { header: 'Title', value: (teacher) => teacher.title },
      { header: 'Email', value: (teacher) => teacher.email },
      { header: 'Location', value: (teacher) => teacher.location },
    ],
    itemLabel: (teacher) => teacher.name,
  },
});

export const TeacherInputSchema = inputSchema(teacherType);
