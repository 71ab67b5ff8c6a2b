import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { inventorySummary } from './queries.js';

/** The Inventori portal (/inventory/portal): a few live figures beside the links to the inventory pages. */
export function registerInventoryPortalRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/inventory/summary',
    access: { permission: 'inventoryPortal' },
    tags: ['Inventori'],
    summary: 'Ringkasan inventori: nilai stok, produk di bawah minimum, batch kedaluwarsa dalam 90 hari, retur supplier draft',
    data: z.object({
      stock_value: z.number(),
      below_minimum: z.number().int(),
      expiring_batches: z.number().int(),
      expired_batches: z.number().int(),
      retur_draft: z.number().int(),
    }),
    handler: async ({ tx, auth }) => ok(await inventorySummary(tx, auth)),
  });
}
