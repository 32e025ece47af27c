import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { errors as formidableErrors } from 'formidable';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type * as v from 'valibot';
import type { ApiConfig } from '../config/env';
import { badRequest, HttpError, payloadTooLarge } from '../errors/http-error';

/**
 * A file as formidable wrote it to disk, read from there: holding whole uploads in memory would
 * leave the API's resident set larger after each one (glibc keeps what it freed).
 */
export interface UploadedFile {
  path: string;
  size: number;
  filename: string;
}

type FormidableFile = { filepath: string; size: number; originalFilename?: string | null };

export type UploadConfig = Pick<ApiConfig, 'uploadMaxBytes' | 'uploadTempDir'>;

/** The most files a form takes (an event's image and flyer), and text fields. */
const MAX_FILES = 2;
const MAX_FIELDS = 40;
const MAX_FIELDS_BYTES = 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** What the form did wrong, from formidable's error code; 400 for anything it could not read. */
function refusal(error: unknown, maxFileBytes: number): HttpError {
  switch ((error as { code?: number }).code) {
    case formidableErrors.maxFilesExceeded:
      return badRequest(`Too many files: a form takes at most ${MAX_FILES}`);
    case formidableErrors.biggerThanMaxFileSize:
    case formidableErrors.biggerThanTotalMaxFileSize:
      return payloadTooLarge(
        `The upload is too large (the limit is ${megabytes(maxFileBytes)} per file)`,
      );
    case formidableErrors.maxFieldsExceeded:
      return badRequest(`Too many fields: a form takes at most ${MAX_FIELDS}`);
    case formidableErrors.maxFieldsSizeExceeded:
      return payloadTooLarge(
        `The form's fields are too large (the limit is ${megabytes(MAX_FIELDS_BYTES)})`,
      );
    case formidableErrors.noEmptyFiles:
      return badRequest('An empty file was sent');
    default:
      return badRequest('The upload could not be read');
  }
}

/**
 * Parses multipart/form-data for the routes that take files. Files past `uploadMaxBytes` answer
 * 413. Each request writes into a folder of its own under `uploadTempDir`, removed with all it
 * holds once the request is done, whatever happened: formidable itself leaves a file behind when
 * it refuses one past the file limit or the client hangs up while a file is being opened.
 */
export function multipartBody({ uploadMaxBytes, uploadTempDir }: UploadConfig): Middleware {
  const limits = {
    maxFileSize: uploadMaxBytes,
    maxTotalFileSize: uploadMaxBytes * MAX_FILES,
    maxFiles: MAX_FILES,
    maxFields: MAX_FIELDS,
    maxFieldsSize: MAX_FIELDS_BYTES,
    allowEmptyFiles: false,
  };
  return async (ctx, next) => {
    await mkdir(uploadTempDir, { recursive: true });
    const folder = await mkdtemp(path.join(uploadTempDir, `request-${process.pid}-`));
    try {
      const parse = koaBody({
        multipart: true,
        json: false,
        urlencoded: false,
        text: false,
        formidable: { ...limits, uploadDir: folder },
        onError: (error) => {
          throw refusal(error, uploadMaxBytes);
        },
      });
      await parse(ctx, next);
    } finally {
      // Retried: a file formidable was still opening can appear while the folder is removed.
      await rm(folder, { recursive: true, force: true, maxRetries: 5 });
    }
  };
}

/** Whether the process that made a request's folder (`request-<pid>-…`) still runs. */
function ownerIsRunning(entry: string): boolean {
  const pid = Number(/^request-(\d+)-/.exec(entry)?.[1]);
  if (!pid || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what uploads left in `uploadTempDir` when an API process stopped mid-request (a crash, a
 * kill): called at start, before this process takes any request. Folders of another API process
 * still running on this machine (several instances may share the folder) are left alone.
 * Answers how many were removed.
 */
export async function sweepUploadTempDir(uploadTempDir: string): Promise<number> {
  await mkdir(uploadTempDir, { recursive: true });
  const leftovers = (await readdir(uploadTempDir)).filter((entry) => !ownerIsRunning(entry));
  await Promise.all(
    leftovers.map((entry) =>
      rm(path.join(uploadTempDir, entry), { recursive: true, force: true, maxRetries: 5 }),
    ),
  );
  return leftovers.length;
}

/** The one file sent in `field`, or undefined when none was sent. */
export async function uploadedFile(ctx: Context, field: string): Promise<UploadedFile | undefined> {
  const value = ctx.request.files?.[field] as FormidableFile | FormidableFile[] | undefined;
  if (!value) return undefined;
  if (Array.isArray(value)) throw badRequest(`Send at most one file as "${field}"`);
  return { path: value.filepath, size: value.size, filename: value.originalFilename || field };
}

/** What a contract's field holds, under its optional and nullable wrappers. */
function kindOf(schema: v.GenericSchema): string {
  const { type, wrapped } = schema as { type: string; wrapped?: v.GenericSchema };
  return wrapped ? kindOf(wrapped) : type;
}

/**
 * Multipart text fields as a plain object, each read as the contract's `fields` say: a part is
 * text, so a checkbox comes as "true" or "false", a number as digits, a list joined by commas,
 * and a blank one of these as not sent (a field sent twice keeps its last value).
 */
export function multipartFieldsOf(fields: Record<string, v.GenericSchema>) {
  const read = (name: string, text: string): unknown => {
    const kind = Object.hasOwn(fields, name) ? kindOf(fields[name]) : 'string';
    if (kind === 'string' || kind === 'picklist') return text;
    if (text === '') return undefined;
    if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
    if (kind === 'number') return Number(text);
    if (kind === 'array') return text.split(',');
    return text;
  };
  return (ctx: Context): Record<string, unknown> => {
    const body = (ctx.request.body ?? {}) as Record<string, string | string[]>;
    return Object.fromEntries(
      Object.entries(body).map(([name, value]) => [
        name,
        read(name, Array.isArray(value) ? value[value.length - 1] : value),
      ]),
    );
  };
}
