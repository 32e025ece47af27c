import { Types } from 'mongoose';
import { badRequest } from '../errors/http-error';

/** The ObjectId for a 24-hex-digit id, or null: malformed ids are simply "not found". */
export function toObjectId(id: unknown): Types.ObjectId | null {
  return typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id) ? new Types.ObjectId(id) : null;
}

/** The ObjectId named by a request (a path's `:id`, a filter); 400 naming the field otherwise. */
export function requireObjectId(id: unknown, field = 'id'): Types.ObjectId {
  const objectId = toObjectId(id);
  if (objectId) return objectId;
  const message = `${field} must be a 24-character hexadecimal id`;
  throw badRequest(message, { [field]: message });
}
