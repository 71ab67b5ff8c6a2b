import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { notFound } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { deleteProductImage } from './commands/delete-product-image.js';
import { productImageById } from './queries.js';

const tags = ['Produk'];

/** Serving and deleting product images (uploads are /product/upload_product_image of the catalogue). */
export function registerProductImageRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'GET',
    url: '/product/image',
    access: { permission: 'product' },
    tags,
    summary: 'Berkas gambar produk (alamat dari product_images); size=thumb memberi gambar kecil WEBP (maks. 256 px)',
    query: z.object({ image_id: f.id('Gambar'), size: z.enum(['full', 'thumb'], { error: 'Ukuran harus full atau thumb' }).optional() }),
    handler: async ({ tx, query, reply }) => {
      const image = await productImageById(tx, query.image_id, query.size ?? 'full');
      if (!image) throw notFound('Gambar tidak ditemukan');
      reply
        .code(200)
        .header('content-type', image.mime)
        // An image never changes under its id (a new upload gets a new id).
        .header('cache-control', 'private, max-age=604800, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
      return undefined;
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/delete_image',
    access: { permission: 'productUpdate' },
    tags,
    summary: 'Hapus satu gambar produk',
    body: z.object({ image_id: f.id('Gambar') }),
    data: z.object({ image_id: z.number().int(), main_id: z.number().int() }),
    handler: async ({ tx, auth, body }) => ok(await deleteProductImage(tx, auth, body), 'Gambar produk berhasil dihapus'),
  });
}
