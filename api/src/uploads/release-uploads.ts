import { EventModel } from '../modules/events/events.model';
import { TeacherModel } from '../modules/teachers/teachers.model';
import { deleteFile, uploadIdFromUrl } from './gridfs';

/**
 * Deletes the stored files behind these URLs that no event or teacher uses any more. Called after
 * an entity dropped or replaced them; URLs that are not our uploads are ignored.
 */
export async function releaseUploads(urls: (string | null | undefined)[]): Promise<void> {
  for (const url of new Set(urls)) {
    const id = uploadIdFromUrl(url);
    if (!id || !url) continue;
    const [events, teachers] = await Promise.all([
      EventModel.countDocuments({ $or: [{ imageUrl: url }, { flyerUrl: url }] }),
      TeacherModel.countDocuments({ $or: [{ imageUrl: url }, { imagePath: url }] }),
    ]);
    if (events + teachers === 0) await deleteFile(id);
  }
}
