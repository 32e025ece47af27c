import { rm } from 'node:fs/promises';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
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

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Parses multipart/form-data for the routes that take files. Files past `maxFileBytes` answer 413;
 * formidable's temporary files are removed once the request is done, whatever happened.
 */
export function multipartBody(maxFileBytes: number): Middleware {
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFileSize: maxFileBytes,
      maxTotalFileSize: maxFileBytes * 2,
      maxFiles: 2,
      maxFields: 40,
      maxFieldsSize: 1024 * 1024,
      allowEmptyFiles: false,
    },
    onError: (error) => {
      const status = (error as { httpCode?: number }).httpCode;
      if (status === 413)
        throw payloadTooLarge(
          `The upload is too large (the limit is ${megabytes(maxFileBytes)} per file)`,
        );
      throw new HttpError(
        status && status >= 400 && status < 500 ? status : 400,
        'The upload could not be read',
      );
    },
  });
  return async (ctx, next) => {
    try {
      await parse(ctx, next);
    } finally {
      await Promise.all(allFiles(ctx).map((file) => rm(file.filepath, { force: true })));
    }
  };
}

function allFiles(ctx: Context): FormidableFile[] {
  return Object.values(ctx.request.files ?? {}).flat() as FormidableFile[];
}

/** The one file sent in `field`, or undefined when none was sent. */
export async function uploadedFile(ctx: Context, field: string): Promise<UploadedFile | undefined> {
  const value = ctx.request.files?.[field] as FormidableFile | FormidableFile[] | undefined;
  if (!value) return undefined;
  if (Array.isArray(value)) throw badRequest(`Send at most one file as "${field}"`);
  return { path: value.filepath, size: value.size, filename: value.originalFilename || field };
}

/** Multipart text fields as a plain object (a field sent twice keeps its last value). */
export function multipartFields(ctx: Context): Record<string, string> {
  const body = (ctx.request.body ?? {}) as Record<string, string | string[]>;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value) ? value[value.length - 1] : value,
    ]),
  );
}
