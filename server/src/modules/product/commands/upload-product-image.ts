import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { makeThumbnail } from '../image-processing.js';
import { mainIdOfProduct, productMainById } from '../queries.js';

export const MAX_PRODUCT_IMAGES = 5;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The image type from the file's first bytes (the name and the declared type are not trusted). */
export function imageMime(buf: Buffer): string | undefined {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

export interface UploadImageInput {
  main_id?: number;
  product_id?: number;
  file: unknown;
}

/** The product must exist, the file must be a PNG, JPEG or WEBP image of at most 2 MB, and a product holds at most 5 images. */
export async function checkUploadProductImage(tx: Tx, _actor: Actor, input: UploadImageInput) {
  const mainId = input.main_id ?? (input.product_id !== undefined ? await mainIdOfProduct(tx, input.product_id) : undefined);
  if (mainId === undefined && input.product_id === undefined && input.main_id === undefined) throw fieldError('main_id', 'Produk wajib diisi');
  if (mainId === undefined || !(await productMainById(tx, mainId, true))) throw notFound('Produk tidak ditemukan');
  const file = Array.isArray(input.file) ? input.file[0] : input.file;
  if (!Buffer.isBuffer(file) || file.length === 0) throw fieldError('product_image', 'Gambar produk wajib diunggah');
  const mime = imageMime(file);
  if (!mime) throw fieldError('product_image', 'Gambar produk harus berupa PNG, JPEG atau WEBP');
  if (file.length > MAX_IMAGE_BYTES) throw fieldError('product_image', 'Gambar produk maksimal 2 MB');
  const n = await tx.execute(sql`select count(*)::int as n from product_image where main_id = ${mainId}`);
  if (Number((n.rows[0] as { n: number }).n) >= MAX_PRODUCT_IMAGES) throw fieldError('product_image', `Produk sudah memiliki ${MAX_PRODUCT_IMAGES} gambar`);
  return { mainId, file, mime };
}

/** Stores an image of a product with its thumbnail; the lists answer its address in product_images. */
export async function uploadProductImage(tx: Tx, actor: Actor, input: UploadImageInput) {
  const { mainId, file, mime } = await checkUploadProductImage(tx, actor, input);
  const { thumb, width, height } = await makeThumbnail(file);
  const r = await tx.execute(
    sql`insert into product_image (main_id, mime, size, bytes, thumb, width, height)
      values (${mainId}, ${mime}, ${file.length}, ${file}, ${thumb}, ${width}, ${height}) returning image_id`,
  );
  const imageId = (r.rows[0] as { image_id: number }).image_id;
  return { main_id: mainId, image_id: imageId, url: `/product/image?image_id=${imageId}`, thumb_url: `/product/image?image_id=${imageId}&size=thumb` };
}
