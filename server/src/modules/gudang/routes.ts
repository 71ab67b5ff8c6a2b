import { warehouseRow } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { listQuerySchema } from '../../platform/list.js';
import { listAnswer } from '../../platform/openapi.js';
import { definePair } from '../../platform/pair.js';
import { checkCreateGudang, createGudang, createGudangBody } from './commands/create-gudang.js';
import { checkUpdateGudang, updateGudang, updateGudangBody } from './commands/update-gudang.js';
import { findGudang, listGudang } from './queries.js';

const tags = ['Gudang'];

export function registerGudangRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/master_gudang/list',
    access: 'authenticated',
    tags,
    summary: 'Daftar gudang',
    data: listAnswer(warehouseRow),
    body: listQuerySchema.optional(),
    handler: async ({ tx, auth, body }) => ok(await listGudang(tx, auth, body ?? {})),
  });
  defineCall(app, {
    method: 'POST',
    url: '/master_gudang/find',
    access: 'authenticated',
    tags,
    summary: 'Mencari gudang berdasarkan nama (untuk pilihan)',
    body: z.object({ gudang_name: f.optText('Nama gudang', 100) }),
    handler: async ({ tx, auth, body }) => ok(await findGudang(tx, auth, body.gudang_name)),
  });
  definePair(app, {
    validationUrl: '/master_gudang/validation_add',
    storedUrl: '/master_gudang/add_stored',
    access: { permission: 'masterWarehouseCreate' },
    body: createGudangBody,
    tags,
    summary: 'Menambah gudang',
    check: ({ tx, auth, body }) => checkCreateGudang(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createGudang(tx, auth, body), 'Gudang berhasil ditambahkan'),
  });
  definePair(app, {
    validationUrl: '/master_gudang/validation_update',
    storedUrl: '/master_gudang/update_stored',
    access: { permission: 'masterWarehouseUpdate' },
    body: updateGudangBody,
    tags,
    summary: 'Mengubah gudang',
    check: ({ tx, auth, body }) => checkUpdateGudang(tx, auth, body),
    store: async ({ tx, auth, body }) => {
      await updateGudang(tx, auth, body);
      return ok(null, 'Gudang berhasil diperbarui');
    },
  });
}
