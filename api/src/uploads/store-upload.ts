import { unsupportedMediaType } from '../errors/http-error';
import { detectImageType, isPdf } from './file-type';
import { storeFile, uploadUrl } from './gridfs';
import type { UploadedFile } from './multipart';
import { storeWebpVariants } from './responsive-images';

/**
 * Stores a raster image (JPEG, PNG, GIF, WebP, AVIF) with its responsive WebP copies and returns
 * the original's URL; anything else is 415.
 */
export async function storeImage(file: UploadedFile, label = 'The image'): Promise<string> {
  const contentType = await detectImageType(file.path);
  if (!contentType) {
    throw unsupportedMediaType(`${label} must be a JPEG, PNG, GIF, WebP or AVIF image`);
  }
  const id = await storeFile(file, file.filename, { contentType });
  try {
    await storeWebpVariants(id, file);
  } catch {
    // An image sharp can describe but not re-encode still works as it is, without a srcset.
  }
  return uploadUrl(id);
}

/** Stores a PDF and returns its URL; anything else is 415. */
export async function storePdf(file: UploadedFile, label = 'The flyer'): Promise<string> {
  if (!(await isPdf(file.path))) throw unsupportedMediaType(`${label} must be a PDF file`);
  return uploadUrl(await storeFile(file, file.filename, { contentType: 'application/pdf' }));
}
