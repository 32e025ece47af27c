import { slugify, splitCommaList } from '@da-boulder/api/contracts';

export interface WebinarFormValues {
  title: string;
  description: string;
  presenter: string;
  videoUrl: string;
  thumbnailUrl: string;
  /** Comma-separated. */
  tags: string;
  year: number;
  month: string;
}

/** POST /api/cms/webinars: the fields plus tags split on commas and the slug from the title. */
export function buildWebinarCreate({ tags, ...fields }: WebinarFormValues) {
  return { ...fields, tags: splitCommaList(tags), slug: slugify(fields.title) };
}

/**
 * PUT /api/cms/webinars/{id}: no slug, the server keeps it (SPEC §7); tags are sent too, so a
 * typo in one can be mended (a deliberate difference, see the README).
 */
export function buildWebinarUpdate({ tags, ...fields }: WebinarFormValues) {
  return { ...fields, tags: splitCommaList(tags) };
}
