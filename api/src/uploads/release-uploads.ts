import { EventModel } from '../modules/events/events.model';
import { TeacherModel } from '../modules/teachers/teachers.model';
import { TrashModel } from '../content/trash.model';
import { deleteFile, uploadIdFromUrl } from './gridfs';

/**
 * Deletes the stored files behind these URLs that no event or teacher uses any more, nor one in the
 * trash (which keeps its files until it is purged). Called after an entity dropped or replaced
 * them; URLs that are not our uploads are ignored.
 */
export async function releaseUploads(urls: (string | null | undefined)[]): Promise<void> {
  for (const url of new Set(urls)) {
    const id = uploadIdFromUrl(url);
    if (!id || !url) continue;
    const [events, teachers, trashed] = await Promise.all([
      EventModel.countDocuments({ $or: [{ imageUrl: url }, { flyerUrl: url }] }),
      TeacherModel.countDocuments({ $or: [{ imageUrl: url }, { imagePath: url }] }),
      TrashModel.countDocuments({
        $or: ['imageUrl', 'flyerUrl', 'imagePath'].map((field) => ({ [`record.${field}`]: url })),
      }),
    ]);
    if (events + teachers + trashed === 0) await deleteFile(id);
  }
}
