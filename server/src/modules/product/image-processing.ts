import sharp from 'sharp';
import { fieldError } from '../../platform/errors.js';
import { MAX_IMAGE_PIXELS } from '../../platform/image.js';

/** Longest side of a thumbnail, in pixels (lists show 40-96 px; 256 stays sharp on dense screens). */
export const THUMB_SIZE = 256;

/**
 * Makes the thumbnail of an image the platform check (`readImage`) has passed: turned upright by
 * its EXIF orientation, at most 256 px, WEBP.
 */
export async function makeThumbnail(file: Buffer): Promise<{ thumb: Buffer; width: number; height: number }> {
  try {
    const image = sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    const thumb = await image.rotate().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    return { thumb, width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch {
    throw fieldError('product_image', 'Gambar produk rusak atau terlalu besar untuk dibaca (maksimal 40 megapiksel)');
  }
}
