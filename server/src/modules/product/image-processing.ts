import sharp from 'sharp';
import { fieldError } from '../../platform/errors.js';

/** Longest side of a thumbnail, in pixels (lists show 40-96 px; 256 stays sharp on dense screens). */
export const THUMB_SIZE = 256;
/** Largest picture decoded (a 2 MB file can still claim a huge canvas: a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes the uploaded image (a file with an image's first bytes but a broken body is refused here)
 * and makes its thumbnail: turned upright by its EXIF orientation, at most 256 px, WEBP.
 */
export async function makeThumbnail(file: Buffer): Promise<{ thumb: Buffer; width: number; height: number }> {
  try {
    const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    const thumb = await image.rotate().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    return { thumb, width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch {
    throw fieldError('product_image', 'Gambar produk rusak atau terlalu besar untuk dibaca (maksimal 40 megapiksel)');
  }
}
