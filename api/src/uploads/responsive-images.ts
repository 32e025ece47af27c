import type { mongo } from 'mongoose';
import sharp from 'sharp';
import { findVariants, storeFile, uploadIdFromUrl, uploadUrl } from './gridfs';
import type { UploadedFile } from './multipart';
import { encodeWebpInChildProcess } from './webp-encoder-process';

// This process only reads headers; libvips would otherwise cache them between uploads.
sharp.cache(false);

/**
 * 8000 x 5000 a frame: larger images (decompression bombs among them) are refused at upload
 * (storeImage). An animation whose frames together pass it keeps only its original.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Widths a phone, a tablet and a desktop need; srcset lets the browser pick. */
export const VARIANT_WIDTHS = [480, 960, 1600];

/**
 * Stores WebP copies of an uploaded image at each of VARIANT_WIDTHS it covers (never enlarged),
 * linked to the original by metadata.variantOf. A copy that would not be smaller than the original
 * is skipped: it would save nothing. EXIF orientation is applied, as browsers do for the original.
 */
export async function storeWebpVariants(
  original: mongo.ObjectId,
  file: UploadedFile,
): Promise<void> {
  const { width = 0, height = 0, orientation = 1, pages = 1 } = await sharp(file.path).metadata();
  const uprightWidth = orientation >= 5 ? height : width;
  const widths = VARIANT_WIDTHS.filter((target) => target <= uprightWidth);
  if (widths.length === 0) return;
  const variants = await oneAtATime(() =>
    encodeWebpInChildProcess({
      path: file.path,
      widths,
      animated: pages > 1,
      limitInputPixels: MAX_INPUT_PIXELS,
      quality: 78,
    }),
  );
  const base = file.filename.replace(/\.[^.]*$/, '');
  for (const variant of variants.filter((v) => v.bytes.length < file.size)) {
    await storeFile(variant.bytes, `${base}-${variant.width}w.webp`, {
      contentType: 'image/webp',
      variantOf: original,
      width: variant.width,
    });
  }
}

/** One encoder at a time, so simultaneous uploads never hold several decoded images at once. */
let encoding: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const result = encoding.then(job, job);
  encoding = result.catch(() => undefined);
  return result;
}

/** `srcset` values for these image URLs: "/api/uploads/ID?w=480 480w, ..." ('' without copies). */
export async function srcSetsFor(urls: string[]): Promise<Map<string, string>> {
  const originals = [...new Set(urls)].map(uploadIdFromUrl).filter((id) => id !== null);
  const byOriginal = new Map<string, string[]>();
  for (const { variantOf, width } of await findVariants(originals)) {
    const url = uploadUrl(variantOf);
    byOriginal.set(url, [...(byOriginal.get(url) ?? []), `${url}?w=${width} ${width}w`]);
  }
  return new Map([...byOriginal].map(([url, candidates]) => [url, candidates.join(', ')]));
}

/**
 * The stored copy to send for a request of `width` pixels: the narrowest copy at least that wide,
 * else the widest; null when the file has no copies (then the original is sent).
 */
export async function variantFor(
  original: mongo.ObjectId,
  width: number,
): Promise<mongo.ObjectId | null> {
  const variants = await findVariants([original]);
  const chosen = variants.find((variant) => variant.width >= width) ?? variants.at(-1);
  return chosen?.id ?? null;
}
