import { open } from 'node:fs/promises';
import sharp from 'sharp';

export type ImageContentType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif';

/**
 * The raster image type of the file at `path`, read by sharp from the data itself (never from the
 * file name or the browser's claim), or null for anything else, SVG included: an SVG served from
 * our origin could carry script.
 */
export async function detectImageType(path: string): Promise<ImageContentType | null> {
  try {
    const { format, compression } = await sharp(path).metadata();
    switch (format) {
      case 'jpeg':
      case 'png':
      case 'gif':
      case 'webp':
        return `image/${format}`;
      case 'heif':
        return compression === 'av1' ? 'image/avif' : null;
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** PDF files start with "%PDF-". */
export async function isPdf(path: string): Promise<boolean> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(5), 0, 5, 0);
    return buffer.subarray(0, bytesRead).toString('latin1') === '%PDF-';
  } finally {
    await file.close();
  }
}
