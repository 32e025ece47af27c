import { open } from 'node:fs/promises';
import sharp from 'sharp';

export type ImageContentType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif';

export interface ImageInfo {
  contentType: ImageContentType;
  /** Pixels across and down (one frame of an animation). */
  width: number;
  height: number;
}

function contentTypeOf(format?: string, compression?: string): ImageContentType | null {
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
}

/**
 * The raster image type and size of the file at `path`, read by sharp from the file's header
 * (never from the file name or the browser's claim; nothing is decoded), or null for anything
 * else, SVG included: an SVG served from our origin could carry script.
 */
export async function readImageInfo(path: string): Promise<ImageInfo | null> {
  try {
    // Only the header is read, so sharp's own pixel limit would only hide a bomb's real size.
    const { format, compression, width, height, pageHeight } = await sharp(path, {
      limitInputPixels: false,
    }).metadata();
    const contentType = contentTypeOf(format, compression);
    return contentType && { contentType, width, height: pageHeight ?? height };
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
