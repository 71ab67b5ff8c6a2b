import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { definePair } from '../../platform/pair.js';
import { checkWarehouseGrant, grantWarehouseAccess } from './commands/grant-warehouse-access.js';
import { revokeWarehouseAccess } from './commands/revoke-warehouse-access.js';

const tags = ['Pengguna'];
const USERS = { permission: 'users' } as const;
const body = z.object({ admin_id: f.int('Pengguna', 1), gudang_id: f.int('Gudang', 1) });

/** Grant (validation + stored) and strip of a user's access to one warehouse. */
export function registerWarehouseAccessRoutes(app: FastifyInstance) {
  definePair(app, {
    validationUrl: '/user/accessgudang/validation',
    storedUrl: '/user/accessgudang/stored',
    access: USERS,
    body,
    tags,
    summary: 'Memberi akses gudang kepada pengguna',
    check: ({ tx, auth, body }) => checkWarehouseGrant(tx, auth, body),
    store: async ({ tx, auth, body }) => {
      await grantWarehouseAccess(tx, auth, body);
      return ok(null, 'Akses gudang berhasil ditambahkan');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/accessgudang/delete',
    access: USERS,
    tags,
    summary: 'Mencabut akses gudang pengguna',
    body,
    handler: async ({ tx, auth, body }) => {
      await revokeWarehouseAccess(tx, auth, body);
      return ok(null, 'Akses gudang berhasil dicabut');
    },
  });
}
