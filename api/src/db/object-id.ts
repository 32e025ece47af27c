import { Types } from 'mongoose';

/** The ObjectId for a 24-hex-digit id, or null: malformed ids are simply "not found". */
export function toObjectId(id: unknown): Types.ObjectId | null {
  return typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id) ? new Types.ObjectId(id) : null;
}
