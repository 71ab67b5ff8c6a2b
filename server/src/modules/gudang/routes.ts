import { RESTRICTED_GROUP_ID } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { defineCall, ok } from '../../platform/call.js';
import { ErrorBag, notFound } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { buildList, type ListSpec, listQuerySchema } from '../../platform/list.js';
import { definePair } from '../../platform/pair.js';
import { listAnswer } from '../../platform/openapi.js';

const tags = ['Gudang'];

const columns = sql`w.master_gudang_id, w.master_gudang_name, w.origin_id, w.origin_text, w.origin_phone, w.origin_title, w.origin_address, w.status`;

const listSpec: ListSpec = {
  filters: {
    master_gudang_name: { column: sql`w.master_gudang_name`, op: 'contains' },
    origin_text: { column: sql`w.origin_text`, op: 'contains' },
    status: { column: sql`w.status`, op: 'eq' },
  },
  search: [sql`w.master_gudang_name`, sql`coalesce(w.origin_text, '')`, sql`coalesce(w.origin_address, '')`],
  sort: { master_gudang_id: sql`w.master_gudang_id`, master_gudang_name: sql`lower(w.master_gudang_name)` },
  defaultSort: { field: 'master_gudang_name', type: 'asc' },
};

/** The restricted group sees only the warehouses granted to it (spec-1 §5). */
const visibleTo = (auth: AuthContext) =>
  auth.groupId === RESTRICTED_GROUP_ID ? sql`w.master_gudang_id in (select gudang_id from user_gudang_access where user_id = ${auth.userId})` : undefined;

const fields = {
  master_gudang_name: f.text('Nama gudang', 100),
  origin_id: f.optInt('Kecamatan asal', 1),
  origin_text: f.optText('Lokasi asal', 255),
  origin_phone: f.optPhone('Telepon gudang'),
  origin_title: f.optText('Nama pengirim', 100),
  origin_address: f.optText('Alamat gudang', 1000),
};

async function nameTaken(tx: Tx, name: string, exceptId = 0) {
  return (
    (await tx.execute(sql`select 1 from master_gudang where lower(master_gudang_name) = lower(${name}) and master_gudang_id <> ${exceptId}`)).rows.length > 0
  );
}

export function registerGudangRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/master_gudang/list',
    access: 'authenticated',
    tags,
    summary: 'Daftar gudang',
    data: listAnswer(
      z.object({
        master_gudang_id: z.number().int(),
        master_gudang_name: z.string(),
        origin_id: z.number().int().nullable(),
        origin_text: z.string().nullable(),
        origin_phone: z.string().nullable(),
        origin_title: z.string().nullable(),
        origin_address: z.string().nullable(),
        status: z.number().int(),
      }),
    ),
    body: listQuerySchema.optional(),
    handler: async ({ tx, auth, body }) => {
      const l = buildList(listSpec, body ?? {}, visibleTo(auth));
      const where = l.where ? sql`where ${l.where}` : sql``;
      const rows = await tx.execute(
        sql`select ${columns} from master_gudang w ${where} order by ${l.orderBy}, w.master_gudang_id limit ${l.limit} offset ${l.offset}`,
      );
      const total = await tx.execute(sql`select count(*)::int as total from master_gudang w ${where}`);
      return ok({ data: rows.rows, total: Number((total.rows[0] as { total: number }).total), page: l.page, perPage: l.perPage });
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/master_gudang/find',
    access: 'authenticated',
    tags,
    summary: 'Mencari gudang berdasarkan nama (untuk pilihan)',
    body: z.object({ gudang_name: f.optText('Nama gudang', 100) }),
    handler: async ({ tx, auth, body }) => {
      const l = buildList(listSpec, { columnFilters: { search: body.gudang_name ?? '' }, perPage: 300 }, visibleTo(auth));
      const rows = await tx.execute(
        sql`select ${columns} from master_gudang w ${l.where ? sql`where ${l.where}` : sql``} order by ${l.orderBy} limit ${l.limit}`,
      );
      return ok(rows.rows);
    },
  });

  definePair(app, {
    validationUrl: '/master_gudang/validation_add',
    storedUrl: '/master_gudang/add_stored',
    access: { permission: 'masterWarehouseCreate' },
    body: z.object(fields),
    tags,
    summary: 'Menambah gudang',
    check: async ({ tx, body }) => {
      const bag = new ErrorBag();
      if (await nameTaken(tx, body.master_gudang_name)) bag.add('master_gudang_name', 'Nama gudang sudah digunakan');
      bag.throwIfAny();
    },
    store: async ({ tx, body }) => {
      const r = await tx.execute(sql`
        insert into master_gudang (master_gudang_name, origin_id, origin_text, origin_phone, origin_title, origin_address)
        values (${body.master_gudang_name}, ${body.origin_id ?? null}, ${body.origin_text ?? null}, ${body.origin_phone ?? null}, ${body.origin_title ?? null}, ${body.origin_address ?? null})
        returning master_gudang_id`);
      return ok({ master_gudang_id: (r.rows[0] as { master_gudang_id: number }).master_gudang_id }, 'Gudang berhasil ditambahkan');
    },
  });

  definePair(app, {
    validationUrl: '/master_gudang/validation_update',
    storedUrl: '/master_gudang/update_stored',
    access: { permission: 'masterWarehouseUpdate' },
    body: z.object({ master_gudang_id: f.int('Gudang', 1), ...fields, status: f.flag('Status').optional() }),
    tags,
    summary: 'Mengubah gudang',
    check: async ({ tx, body }) => {
      if ((await tx.execute(sql`select 1 from master_gudang where master_gudang_id = ${body.master_gudang_id}`)).rows.length === 0)
        throw notFound('Gudang tidak ditemukan');
      const bag = new ErrorBag();
      if (await nameTaken(tx, body.master_gudang_name, body.master_gudang_id)) bag.add('master_gudang_name', 'Nama gudang sudah digunakan');
      bag.throwIfAny();
    },
    store: async ({ tx, body }) => {
      await tx.execute(sql`
        update master_gudang set master_gudang_name = ${body.master_gudang_name}, origin_id = ${body.origin_id ?? null}, origin_text = ${body.origin_text ?? null},
          origin_phone = ${body.origin_phone ?? null}, origin_title = ${body.origin_title ?? null}, origin_address = ${body.origin_address ?? null},
          status = coalesce(${body.status ?? null}::smallint, status), updated_at = now()
        where master_gudang_id = ${body.master_gudang_id}`);
      return ok(null, 'Gudang berhasil diperbarui');
    },
  });
}
