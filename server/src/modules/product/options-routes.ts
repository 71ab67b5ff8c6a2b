import { productOptionsBody } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { optionRow, productOptions } from './queries.js';

export function registerProductOptionRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/product/options',
    access: { permission: 'product', orPermissions: ['productCreate', 'productUpdate'] },
    tags: ['Produk'],
    summary: 'Pilihan etalase, kategori, kemasan atau vendor untuk halaman produk (id dan nama)',
    body: productOptionsBody,
    data: z.array(optionRow),
    handler: async ({ tx, body }) => ok(await productOptions(tx, body)),
  });
}
