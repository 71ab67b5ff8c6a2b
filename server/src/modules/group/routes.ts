import { GROUP_TYPE, PERMISSION_NAMES, ROLE } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { defineCall, ok } from '../../platform/call.js';
import { ErrorBag, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { buildList, type ListSpec, listQuerySchema } from '../../platform/list.js';
import { assertMayManage, beyondCaller, EXCEEDS_OWN, OWN_PRIVILEGES, SUPERUSER_ONLY } from './rights.js';
import { listAnswer } from '../../platform/openapi.js';

const tags = ['Peran'];
const GROUPS = { permission: 'groups' } as const;
const SUPERUSER_GROUP_ID = 1;

const listSpec: ListSpec = {
  filters: {
    group_name: { column: sql`g.group_name`, op: 'contains' },
    status: { column: sql`g.status`, op: 'eq' },
    group_type: { column: sql`g.group_type`, op: 'eq' },
  },
  search: [sql`g.group_name`],
  sort: { group_id: sql`g.group_id`, group_name: sql`lower(g.group_name)`, status: sql`g.status` },
  defaultSort: { field: 'group_id', type: 'asc' },
};

const groupColumns = sql`g.group_id, g.group_name, g.group_type, g.privileges, g.status,
  (select count(*)::int from company_users m where m.group_id = g.group_id) as total_user`;

async function findGroup(tx: Tx, groupId: number) {
  const r = await tx.execute(sql`select ${groupColumns} from groups g where g.group_id = ${groupId}`);
  const g = r.rows[0] as Record<string, unknown> | undefined;
  if (!g) throw notFound('Peran tidak ditemukan');
  return g;
}

async function nameTaken(tx: Tx, name: string, exceptId = 0) {
  return (await tx.execute(sql`select 1 from groups where lower(group_name) = lower(${name}) and group_id <> ${exceptId}`)).rows.length > 0;
}

const privilegeList = f.list(z.string().max(100), 'Hak akses').refine((list) => list.every((p) => PERMISSION_NAMES.includes(p)), {
  message: 'Hak akses tidak dikenal',
});

export function registerGroupRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/group/list',
    access: GROUPS,
    tags,
    summary: 'Daftar peran',
    data: listAnswer(
      z.object({
        group_id: z.number().int(),
        group_name: z.string(),
        group_type: z.enum(['superuser', 'staff', 'mitra']),
        privileges: z.array(z.string()).nullable(),
        status: z.number().int(),
        total_user: z.number().int(),
      }),
    ),
    body: listQuerySchema.optional(),
    handler: async ({ tx, body }) => {
      const l = buildList(listSpec, body ?? {});
      const where = l.where ? sql`where ${l.where}` : sql``;
      const rows = await tx.execute(sql`select ${groupColumns} from groups g ${where} order by ${l.orderBy} limit ${l.limit} offset ${l.offset}`);
      const total = await tx.execute(sql`select count(*)::int as total from groups g ${where}`);
      return ok({ data: rows.rows, total: Number((total.rows[0] as { total: number }).total), page: l.page, perPage: l.perPage });
    },
  });

  defineCall(app, {
    method: 'GET',
    url: '/group',
    access: GROUPS,
    tags,
    summary: 'Detail satu peran',
    query: z.object({ group_id: f.int('Peran', 1) }),
    handler: async ({ tx, query }) => ok(await findGroup(tx, query.group_id)),
  });

  defineCall(app, {
    method: 'POST',
    url: '/group/stored',
    access: GROUPS,
    tags,
    summary: 'Menambah peran',
    body: z.object({ group_name: f.text('Nama peran', 100), privileges: privilegeList.optional() }),
    handler: async ({ tx, auth, body }) => {
      if (await nameTaken(tx, body.group_name)) throw fieldError('group_name', 'Nama peran sudah digunakan');
      if (beyondCaller(auth, { group_name: body.group_name, group_type: GROUP_TYPE.staff, privileges: body.privileges ?? [] }).length > 0)
        throw fieldError('privileges', EXCEEDS_OWN);
      // group_id is numbered per company; the lock keeps two creations from taking the same number.
      await tx.execute(sql`lock table groups in share row exclusive mode`);
      const r = await tx.execute(sql`
        insert into groups (group_id, group_name, group_type, privileges)
        values ((select coalesce(max(group_id), 0) + 1 from groups), ${body.group_name}, ${GROUP_TYPE.staff}, ${JSON.stringify(body.privileges ?? [])}::jsonb)
        returning group_id`);
      return ok({ group_id: (r.rows[0] as { group_id: number }).group_id }, 'Peran berhasil ditambahkan');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/group/update',
    access: GROUPS,
    tags,
    summary: 'Mengubah nama peran',
    body: z.object({ group_id: f.int('Peran', 1), group_name: f.text('Nama peran', 100) }),
    handler: async ({ tx, auth, body }) => {
      const g = await findGroup(tx, body.group_id);
      assertMayManage(auth, g as never);
      const bag = new ErrorBag();
      if (await nameTaken(tx, body.group_name, body.group_id)) bag.add('group_name', 'Nama peran sudah digunakan');
      // Seeded role names are what the route-role table refers to; renaming one would silently change access.
      if (Object.values(ROLE).includes(g.group_name as never) && g.group_name !== body.group_name)
        bag.add('group_name', 'Nama peran bawaan tidak dapat diubah');
      bag.throwIfAny();
      await tx.execute(sql`update groups set group_name = ${body.group_name} where group_id = ${body.group_id}`);
      return ok(null, 'Peran berhasil diperbarui');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/group/update_status',
    access: GROUPS,
    tags,
    summary: 'Mengaktifkan atau menonaktifkan peran (JSON)',
    body: z.object({ group_id: f.int('Peran', 1), status: f.flag('Status') }),
    handler: async ({ tx, auth, body }) => {
      assertMayManage(auth, (await findGroup(tx, body.group_id)) as never);
      if (body.status === '0' && (body.group_id === SUPERUSER_GROUP_ID || body.group_id === auth.groupId)) {
        throw fieldError('group_id', 'Peran ini tidak dapat dinonaktifkan');
      }
      await tx.execute(sql`update groups set status = ${Number(body.status)} where group_id = ${body.group_id}`);
      // Members' sessions in this company end; re-activating the group does not revive them.
      if (body.status === '0') {
        await tx.execute(sql`select end_member_sessions(m.user_id, false, 'deactivated') from company_users m where m.group_id = ${body.group_id}`);
      }
      return ok({ group_id: body.group_id, status: Number(body.status) }, 'Status peran berhasil diubah');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/group/update_privilege',
    access: GROUPS,
    tags,
    summary: 'Mengubah hak akses peran (JSON, daftar nama route)',
    body: z.object({ group_id: f.int('Peran', 1), privileges: privilegeList }),
    handler: async ({ tx, auth, body }) => {
      const g = await findGroup(tx, body.group_id);
      if (body.group_id === auth.groupId) throw forbidden(OWN_PRIVILEGES);
      assertMayManage(auth, g as never);
      if (beyondCaller(auth, { ...(g as { group_name: string; group_type: string }), privileges: body.privileges }).length > 0) {
        throw fieldError('privileges', g.group_type === GROUP_TYPE.superuser ? SUPERUSER_ONLY : EXCEEDS_OWN);
      }
      await tx.execute(sql`update groups set privileges = ${JSON.stringify(body.privileges)}::jsonb where group_id = ${body.group_id}`);
      return ok(null, 'Hak akses berhasil diperbarui');
    },
  });
}
