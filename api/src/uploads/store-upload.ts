import { unsupportedMediaType } from '../errors/http-error';
import { detectImageType, isPdf } from './file-type';
import { storeFile } from './gridfs';
import type { UploadedFile } from './multipart';

/** Stores a raster image (JPEG, PNG, GIF, WebP, AVIF) and returns its URL; anything else is 415. */
export async function storeImage(file: UploadedFile, label = 'The image'): Promise<string> {
  const contentType = await detectImageType(file.bytes);
  if (!contentType) {
    throw unsupportedMediaType(`${label} must be a JPEG, PNG, GIF, WebP or AVIF image`);
  }
  return storeFile(file.bytes, { filename: file.filename, contentType });
}

/** Stores a PDF and returns its URL; anything else is 415. */
export async function storePdf(file: UploadedFile, label = 'The flyer'): Promise<string> {
  if (!isPdf(file.bytes)) throw unsupportedMediaType(`${label} must be a PDF file`);
  return storeFile(file.bytes, { filename: file.filename, contentType: 'application/pdf' });
}
