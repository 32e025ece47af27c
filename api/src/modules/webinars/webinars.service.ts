import type * as v from 'valibot';
import {
  slugify,
  webinarType,
  type Webinar,
  type WebinarCreateSchema,
  type WebinarUpdateSchema,
} from '@da-boulder/contracts';
import { PUBLISHED_ONLY } from '../../content/drafts';
import { underStoredNames } from '../../content/stored-names';
import { uniqueSlug } from '../../db/unique-slug';
import { notFound } from '../../errors/http-error';
import { toWebinarDto } from './webinars.dto';
import { WebinarModel } from './webinars.model';

type WebinarUpdate = v.InferOutput<typeof WebinarUpdateSchema>;
type WebinarCreate = v.InferOutput<typeof WebinarCreateSchema>;

/** The fields under their stored names; tags only when they were sent. */
export const storedWebinar = ({ tags, ...fields }: WebinarUpdate) => ({
  ...underStoredNames(webinarType, fields),
  ...(tags ? { tags } : {}),
});

/** A new webinar under a unique slug: the one sent, or SPEC §5's from its title. */
export async function newWebinar({ tags, slug, ...fields }: WebinarCreate) {
  const unique = await uniqueSlug(slug || slugify(fields.title), 'webinar', (candidate) =>
    WebinarModel.exists({ slug: candidate }),
  );
  return { ...storedWebinar(fields), tags, slug: unique };
}

/** The webinar at `slug` among those `visible` selects (the published ones, by default). */
export async function getWebinarBySlug(
  slug: string,
  visible: object = PUBLISHED_ONLY,
): Promise<Webinar> {
  const webinar = await WebinarModel.findOne({ slug: String(slug), ...visible }).lean();
  if (!webinar) throw notFound('Webinar not found');
  return toWebinarDto(webinar);
}
