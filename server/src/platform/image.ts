import sharp, { type Metadata } from 'sharp';
import type { ErrorBag } from './errors.js';

/**
 * The one check of an uploaded image (product pictures, purchase-order and material-purchase
 * images, a courier's logo): the type from the file's first bytes, its size, its header's pixel
 * count before anything is decoded (a 2 MB PNG can claim a 400-megapixel canvas: a decompression
 * bomb), then a full decode and a re-encode in the same format, turned upright by its EXIF
 * orientation and without metadata (no GPS position, no payload hidden after the image data).
 * What is stored and served is the re-encoded image, never the bytes as sent.
 */

/** Largest picture decoded, in pixels (width × height). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type from the file's first bytes (the name and the declared type are not trusted). */
export function imageMime(buf: Buffer): ImageMime | undefined {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

export interface CheckedImage {
  mime: ImageMime;
  /** The re-encoded image: what is stored. */
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ImageLimits {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Largest picture, in pixels; MAX_IMAGE_PIXELS when absent. */
  maxPixels?: number;
  /** The field's name in messages: 'Gambar', 'Gambar produk', 'Logo'. */
  label?: string;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`);

/** Checks one uploaded file; answers the re-encoded image or the Indonesian refusal. */
export async function readImage(file: unknown, limits: ImageLimits): Promise<CheckedImage | { error: string }> {
  const label = limits.label ?? 'Gambar';
  const maxPixels = limits.maxPixels ?? MAX_IMAGE_PIXELS;
  if (!Buffer.isBuffer(file) || file.length === 0) return { error: `${label} harus berupa berkas gambar` };
  const mime = imageMime(file);
  if (!mime) return { error: `${label} harus berupa PNG, JPEG atau WEBP` };
  if (file.length > limits.maxBytes) return { error: `${label} maksimal ${sizeText(limits.maxBytes)}` };
  const broken = { error: `${label} rusak atau tidak dapat dibaca` };
  let meta: Metadata;
  try {
    // The header only: nothing is decoded yet (so no pixel limit here; it is checked just below).
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return broken;
  }
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * Math.max(1, meta.pages ?? 1);
  if (!meta.width || !meta.height) return broken;
  if (pixels > maxPixels)
    return { error: `${label} terlalu besar: ${meta.width} × ${meta.height} piksel, maksimal ${Math.floor(maxPixels / 1_000_000)} megapiksel` };
  try {
    const image = sharp(file, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const encoded = mime === 'image/png' ? image.png() : mime === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { mime, bytes: data, width: info.width, height: info.height };
  } catch {
    return broken;
  }
}

/** readImage for a form with an ErrorBag: the refusal goes to `field`, the image is answered when it passed. */
export async function checkImageInto(bag: ErrorBag, field: string, file: unknown, limits: ImageLimits): Promise<CheckedImage | undefined> {
  const r = await readImage(file, limits);
  if ('error' in r) {
    bag.add(field, r.error);
    return undefined;
  }
  return r;
}
