import sharp from 'sharp';

export type ImageContentType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif';

/**
 * The raster image type of these bytes, read by sharp from the data itself (never from the file
 * name or the browser's claim), or null for anything else, SVG included: an SVG served from our
 * origin could carry script.
 */
export async function detectImageType(bytes: Buffer): Promise<ImageContentType | null> {
  try {
    const { format, compression } = await sharp(bytes).metadata();
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
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}
