import { payloadTooLarge, unsupportedMediaType } from '../errors/http-error';
import { isPdf, readImageInfo } from './file-type';
import { storeFile, uploadUrl } from './gridfs';
import type { UploadedFile } from './multipart';
import { MAX_INPUT_PIXELS, storeWebpVariants } from './responsive-images';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Stores a raster image (JPEG, PNG, GIF, WebP, AVIF) with its responsive WebP copies and returns
 * the original's URL; anything else is 415. An image with more pixels than the copies can be made
 * from is 413: kept as sent, it would be decoded whole on a visitor's phone.
 */
export async function storeImage(file: UploadedFile, label = 'The image'): Promise<string> {
  const image = await readImageInfo(file.path);
  if (!image) {
    throw unsupportedMediaType(`${label} must be a JPEG, PNG, GIF, WebP or AVIF image`);
  }
  if (image.width * image.height > MAX_INPUT_PIXELS) {
    throw payloadTooLarge(
      `${label} has too many pixels (${count(image.width)} × ${count(image.height)}): ` +
        `the limit is ${count(MAX_INPUT_PIXELS)} pixels, such as 8,000 × 5,000`,
    );
  }
  const { contentType } = image;
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
