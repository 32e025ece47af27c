import { slugify, splitCommaList } from '@da-boulder/api/contracts';

export interface WebinarFormValues {
  title: string;
  description: string;
  presenter: string;
  videoUrl: string;
  thumbnailUrl: string;
  /** Comma-separated; only set on create. */
  tags: string;
  year: number;
  month: string;
}

/** POST /api/cms/webinars: the fields plus tags split on commas and the slug from the title. */
export function buildWebinarCreate({ tags, ...fields }: WebinarFormValues) {
  return { ...fields, tags: splitCommaList(tags), slug: slugify(fields.title) };
}

/** PUT /api/cms/webinars/{id}: no tags and no slug, the server keeps them (SPEC §7). */
export function buildWebinarUpdate({ tags: _tags, ...fields }: WebinarFormValues) {
  return fields;
}
