import * as v from 'valibot';
import {
  draftFields,
  publishAtInput,
  MAX,
  month,
  optionalText,
  optionalWebAddress,
  requiredText,
  slug,
  stringList,
  year,
} from '../field-schemas';
import { createSchema, defineContentType, inputSchema } from './content-type';

const webinarTags = stringList('Tags', 50, 30);

/**
 * An update keeps the slug (SPEC §7). Tags are optional: sent, they replace the stored ones, so a
 * typo can be mended (a deliberate difference: SPEC's PUT has no tags); left out, the stored ones
 * are kept.
 */
export const webinarType = defineContentType({
  noun: 'webinar',
  plural: 'webinars',
  adminPath: '/api/cms/webinars',
  publicPath: '/api/webinars',
  order: 'newest-first',
  fields: {
    title: requiredText('Title'),
    description: optionalText('Description', MAX.long, 'multiline'),
    presenter: optionalText('Presenter'),
    videoUrl: optionalWebAddress('Video URL'),
    thumbnailUrl: optionalWebAddress('Thumbnail URL'),
    tags: v.optional(webinarTags),
    year,
    month,
    ...draftFields,
  },
  createFields: {
    tags: v.optional(webinarTags, []),
    slug: v.optional(slug, ''),
  },
  // As SPEC §3 names them.
  storedAs: { videoUrl: 'video_url', thumbnailUrl: 'thumbnail_url' },
  admin: {
    form: [
      { name: 'title', label: 'Title' },
      { name: 'presenter', label: 'Presenter' },
      { name: 'description', label: 'Description', input: 'textarea' },
      { name: 'videoUrl', label: 'Video URL', input: 'url', description: 'A YouTube link' },
      {
        name: 'thumbnailUrl',
        label: 'Thumbnail URL',
        input: 'url',
        description: "Optional; the video's own thumbnail is used when empty",
      },
      'month-year',
      { name: 'tags', label: 'Tags', input: 'list', description: 'Separate tags with commas' },
      publishAtInput,
    ],
    columns: [
      { header: 'Title', value: (webinar) => webinar.title },
      { header: 'Presenter', value: (webinar) => webinar.presenter },
      { header: 'Date', value: (webinar) => `${webinar.month} ${webinar.year}` },
      { header: 'Tags', value: (webinar) => webinar.tags },
    ],
    itemLabel: (webinar) => webinar.title,
  },
});

export const WebinarUpdateSchema = inputSchema(webinarType);
export const WebinarCreateSchema = createSchema(webinarType);
