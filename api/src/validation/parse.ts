import * as v from 'valibot';
import { badRequest } from '../errors/http-error';

type MaybeObjectSchema = { entries?: Record<string, unknown>; pipe?: MaybeObjectSchema[] };

/** The top-level keys an object schema (possibly inside a pipe) expects. */
function expectedKeys(schema: MaybeObjectSchema): string[] {
  const entries = schema.entries ?? schema.pipe?.[0]?.entries;
  return entries ? Object.keys(entries) : [];
}

/**
 * Validates a request body with a contract schema. Invalid input answers 400 with the first
 * message (what a toast shows) and every field's message under `errors`.
 */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const body = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
  // Missing fields become undefined, so they get their field's message ("Name is required")
  // rather than valibot's generic one for an absent key.
  const filled = {
    ...Object.fromEntries(expectedKeys(schema as MaybeObjectSchema).map((key) => [key, undefined])),
    ...body,
  };
  const result = v.safeParse(schema, filled);
  if (result.success) return result.output;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '_';
    errors[path] ??= issue.message;
  }
  throw badRequest(result.issues[0].message, errors);
}

/**
 * Validates a query string (`ctx.query`) as parseBody validates a body: a repeated parameter
 * arrives as an array, and fails its field's check like any other wrong type.
 */
export const parseQuery = parseBody;

/**
 * The body parser's errors carry their status (400 bad JSON, 413 too large, 415 unknown encoding),
 * except zlib's, when a body's Content-Encoding (gzip, deflate, br) does not match its bytes: the
 * client's mistake, answered 400 rather than 500.
 */
export function rejectUnreadableBody(error: Error & { status?: number }): never {
  if (error.status) throw error;
  throw badRequest('The request body could not be decompressed');
}
