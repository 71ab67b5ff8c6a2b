import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { readImage } from '../../../platform/image.js';
import { makeThumbnail } from '../image-processing.js';
import { mainIdOfProduct, productMainById } from '../queries.js';

export const MAX_PRODUCT_IMAGES = 5;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export interface UploadImageInput {
  main_id?: number;
  product_id?: number;
  file: unknown;
}

/**
 * The product must exist, the file must pass the platform image check (PNG, JPEG or WEBP of at
 * most 2 MB and 40 megapixels, decoded and re-encoded), and a product holds at most 5 images.
 */
export async function checkUploadProductImage(tx: Tx, _actor: Actor, input: UploadImageInput) {
  const mainId = input.main_id ?? (input.product_id !== undefined ? await mainIdOfProduct(tx, input.product_id) : undefined);
  if (mainId === undefined && input.product_id === undefined && input.main_id === undefined) throw fieldError('main_id', 'Produk wajib diisi');
  if (mainId === undefined || !(await productMainById(tx, mainId, true))) throw notFound('Produk tidak ditemukan');
  const file = Array.isArray(input.file) ? input.file[0] : input.file;
  if (!Buffer.isBuffer(file) || file.length === 0) throw fieldError('product_image', 'Gambar produk wajib diunggah');
  const n = await tx.execute(sql`select count(*)::int as n from product_image where main_id = ${mainId}`);
  if (Number((n.rows[0] as { n: number }).n) >= MAX_PRODUCT_IMAGES) throw fieldError('product_image', `Produk sudah memiliki ${MAX_PRODUCT_IMAGES} gambar`);
  const image = await readImage(file, { maxBytes: MAX_IMAGE_BYTES, label: 'Gambar produk' });
  if ('error' in image) throw fieldError('product_image', image.error);
  return { mainId, image };
}

/** Stores an image of a product with its thumbnail; the lists answer its address in product_images. */
export async function uploadProductImage(tx: Tx, actor: Actor, input: UploadImageInput) {
  const { mainId, image } = await checkUploadProductImage(tx, actor, input);
  const { thumb } = await makeThumbnail(image.bytes);
  const r = await tx.execute(
    sql`insert into product_image (main_id, mime, size, bytes, thumb, width, height)
      values (${mainId}, ${image.mime}, ${image.bytes.length}, ${image.bytes}, ${thumb}, ${image.width}, ${image.height}) returning image_id`,
  );
  const imageId = (r.rows[0] as { image_id: number }).image_id;
  return { main_id: mainId, image_id: imageId, url: `/product/image?image_id=${imageId}`, thumb_url: `/product/image?image_id=${imageId}&size=thumb` };
}
