import type { Types } from 'mongoose';
import { notFound } from '../errors/http-error';
import { toObjectId } from './object-id';

/**
 * Runs a by-id query (find, update or delete) and returns its document; malformed and unknown
 * ids alike answer 404 "{label} not found".
 */
export async function byIdOr404<T>(
  id: string,
  label: string,
  query: (id: Types.ObjectId) => PromiseLike<T | null>,
): Promise<T> {
  const objectId = toObjectId(id);
  const found = objectId ? await query(objectId) : null;
  if (!found) throw notFound(`${label} not found`);
  return found;
}
