import * as v from 'valibot';
import {
  slugify,
  type Webinar,
  type WebinarCreateSchema,
  type WebinarUpdateSchema,
} from '../../contracts';
import { byIdOr404 } from '../../db/find-or-404';
import { uniqueSlug } from '../../db/unique-slug';
import { notFound } from '../../errors/http-error';
import { datedCollection, newestFirstList } from '../../shared/newest-first';
import { toWebinarDto } from './webinars.dto';
import { WebinarModel, type WebinarRecord } from './webinars.model';

type WebinarUpdate = v.InferOutput<typeof WebinarUpdateSchema>;
type WebinarCreate = v.InferOutput<typeof WebinarCreateSchema>;

/** The API's camelCase URLs under their stored names; tags only when they were sent. */
const stored = ({ videoUrl, thumbnailUrl, tags, ...rest }: WebinarUpdate) => ({
  ...rest,
  ...(tags ? { tags } : {}),
  video_url: videoUrl,
  thumbnail_url: thumbnailUrl,
});

export const webinarList = newestFirstList(
  datedCollection<WebinarRecord>(WebinarModel),
  toWebinarDto,
);

export async function getWebinarBySlug(slug: string): Promise<Webinar> {
  const webinar = await WebinarModel.findOne({ slug: String(slug) }).lean();
  if (!webinar) throw notFound('Webinar not found');
  return toWebinarDto(webinar);
}

export async function createWebinar({ tags, slug, ...fields }: WebinarCreate): Promise<Webinar> {
  const unique = await uniqueSlug(slug || slugify(fields.title), 'webinar', (candidate) =>
    WebinarModel.exists({ slug: candidate }),
  );
  return toWebinarDto(
    (await WebinarModel.create({ ...stored(fields), tags, slug: unique })).toObject(),
  );
}

/** The slug is kept (SPEC §7); tags are replaced when sent, kept when left out. */
export async function updateWebinar(id: string, fields: WebinarUpdate): Promise<Webinar> {
  return toWebinarDto(
    await byIdOr404(id, 'Webinar', (objectId) =>
      WebinarModel.findByIdAndUpdate(objectId, stored(fields), { new: true }).lean(),
    ),
  );
}

export async function deleteWebinar(id: string): Promise<void> {
  await byIdOr404(id, 'Webinar', (objectId) => WebinarModel.findByIdAndDelete(objectId).lean());
}
