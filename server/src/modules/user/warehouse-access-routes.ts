import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { defineCall, ok } from '../../platform/call.js';
import { ErrorBag, fieldError } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { definePair } from '../../platform/pair.js';
import { settleActiveWarehouse } from '../account/warehouse-access.js';
import { findManagedMember } from './service.js';

const tags = ['Pengguna'];
const USERS = { permission: 'users' } as const;
const body = z.object({ admin_id: f.int('Pengguna', 1), gudang_id: f.int('Gudang', 1) });

async function warehouseExists(tx: Tx, id: number) {
  return (await tx.execute(sql`select 1 from master_gudang where master_gudang_id = ${id}`)).rows.length > 0;
}

/** Grant (validation + stored) and strip of a user's access to one warehouse. */
export function registerWarehouseAccessRoutes(app: FastifyInstance) {
  definePair(app, {
    validationUrl: '/user/accessgudang/validation',
    storedUrl: '/user/accessgudang/stored',
    access: USERS,
    body,
    tags,
    summary: 'Memberi akses gudang kepada pengguna',
    check: async ({ tx, auth, body }) => {
      await findManagedMember(tx, auth, body.admin_id);
      const bag = new ErrorBag();
      if (!(await warehouseExists(tx, body.gudang_id))) bag.add('gudang_id', 'Gudang tidak ditemukan');
      else if ((await tx.execute(sql`select 1 from user_gudang_access where user_id = ${body.admin_id} and gudang_id = ${body.gudang_id}`)).rows.length)
        bag.add('gudang_id', 'Pengguna sudah memiliki akses ke gudang ini');
      bag.throwIfAny();
    },
    store: async ({ tx, body }) => {
      await tx.execute(sql`insert into user_gudang_access (user_id, gudang_id) values (${body.admin_id}, ${body.gudang_id})`);
      // group 6: an active warehouse outside its access becomes the granted one (spec-1 §5)
      await settleActiveWarehouse(tx, body.admin_id);
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
      await findManagedMember(tx, auth, body.admin_id);
      const r = await tx.execute(sql`delete from user_gudang_access where user_id = ${body.admin_id} and gudang_id = ${body.gudang_id} returning 1`);
      if (r.rows.length === 0) throw fieldError('gudang_id', 'Pengguna tidak memiliki akses ke gudang ini');
      // An active warehouse the user may no longer choose falls back to another granted one (or none).
      await settleActiveWarehouse(tx, body.admin_id);
      return ok(null, 'Akses gudang berhasil dicabut');
    },
  });
}
