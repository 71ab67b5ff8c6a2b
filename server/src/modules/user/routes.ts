import { MSG } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { companyUsers, users } from '../../db/schema/index.js';
import { defineCall, ok } from '../../platform/call.js';
import { ErrorBag, fieldError } from '../../platform/errors.js';
import { f, passwordPair } from '../../platform/fields.js';
import { buildList, type ListSpec, listQuerySchema } from '../../platform/list.js';
import { hashPassword, verifyPassword } from '../../platform/tokens.js';
import { companiesOfUser } from '../account/credentials.js';
import { settleActiveWarehouse } from '../account/warehouse-access.js';
import { assertMayAssign } from '../group/rights.js';
import { assertOwnsCredentials, checkGroup, emailCheck, findManagedMember, mitraDataFor, usernameTaken } from './service.js';
import { registerWarehouseAccessRoutes } from './warehouse-access-routes.js';
import { listAnswer } from '../../platform/openapi.js';

const tags = ['Pengguna'];
const USERS = { permission: 'users' } as const;

const listSpec: ListSpec = {
  filters: {
    admin_username: { column: sql`u.username`, op: 'contains' },
    admin_person_full_name: { column: sql`u.name`, op: 'contains' },
    admin_email: { column: sql`u.email`, op: 'contains' },
    group_id: { column: sql`m.group_id`, op: 'eq' },
    admin_group_id: { column: sql`m.group_id`, op: 'eq' },
    status: { column: sql`m.status`, op: 'eq' },
  },
  search: [sql`u.username`, sql`u.name`, sql`coalesce(u.email, '')`, sql`coalesce(u.phone, '')`],
  sort: {
    admin_id: sql`u.id`,
    admin_username: sql`lower(u.username)`,
    admin_person_full_name: sql`lower(u.name)`,
    group_name: sql`g.group_name`,
    status: sql`m.status`,
    created_at: sql`m.created_at`,
  },
  defaultSort: { field: 'admin_person_full_name', type: 'asc' },
};

const profileFields = {
  admin_person_full_name: f.text('Nama lengkap', 150),
  admin_email: f.optEmail(),
  admin_phone: f.optPhone(),
};

export function registerUserRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/user/index',
    access: USERS,
    tags,
    summary: 'Daftar pengguna perusahaan',
    data: listAnswer(
      z.object({
        admin_id: z.number().int(),
        admin_username: z.string(),
        admin_person_full_name: z.string().nullable(),
        admin_email: z.string().nullable(),
        admin_phone: z.string().nullable(),
        admin_group_id: z.number().int(),
        group_name: z.string().nullable(),
        status: z.number().int(),
        admin_gudang_id_active: z.number().int().nullable(),
        created_at: z.string(),
        access_gudang: z.array(z.object({ gudang_id: z.number().int(), master_gudang_name: z.string() })),
      }),
    ),
    body: listQuerySchema.optional(),
    handler: async ({ tx, body }) => {
      const l = buildList(listSpec, body ?? {});
      const where = l.where ? sql`where ${l.where}` : sql``;
      const from = sql`from company_users m join users u on u.id = m.user_id left join groups g on g.group_id = m.group_id`;
      const rows = await tx.execute(sql`
        select u.id as admin_id, u.username as admin_username, u.name as admin_person_full_name, u.email as admin_email,
               u.phone as admin_phone, m.group_id as admin_group_id, g.group_name, m.status, m.gudang_id_active as admin_gudang_id_active,
               m.created_at,
               coalesce((select json_agg(json_build_object('gudang_id', w.master_gudang_id, 'master_gudang_name', w.master_gudang_name) order by w.master_gudang_name)
                  from user_gudang_access a join master_gudang w on w.master_gudang_id = a.gudang_id where a.user_id = u.id), '[]'::json) as access_gudang
        ${from} ${where} order by ${l.orderBy}, u.id limit ${l.limit} offset ${l.offset}`);
      const total = await tx.execute(sql`select count(*)::int as total ${from} ${where}`);
      return ok({ data: rows.rows, total: Number((total.rows[0] as { total: number }).total), page: l.page, perPage: l.perPage });
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/create',
    access: USERS,
    tags,
    summary: 'Menambah pengguna ke perusahaan',
    body: passwordPair({ admin_username: f.username(), ...profileFields, admin_group_id: f.int('Peran', 1), status: f.flag('Status').optional() }),
    handler: async ({ tx, auth, body }) => {
      const bag = new ErrorBag();
      if (await usernameTaken(tx, body.admin_username)) bag.add('admin_username', 'Username sudah digunakan');
      await emailCheck(tx, bag, body.admin_email);
      const group = await checkGroup(tx, bag, body.admin_group_id);
      bag.throwIfAny();
      assertMayAssign(auth, group);
      // The id is taken first: the new user is not a member yet, so row-level security would refuse RETURNING it.
      const user = { id: Number((await tx.execute(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`)).rows[0].id) };
      await tx.insert(users).values({
        id: user.id,
        username: body.admin_username,
        passwordHash: await hashPassword(body.password),
        name: body.admin_person_full_name,
        email: body.admin_email,
        phone: body.admin_phone,
      });
      await tx.insert(companyUsers).values({
        userId: user.id,
        groupId: body.admin_group_id,
        status: body.status === '0' ? 0 : 1,
        mitraData: mitraDataFor(group?.group_name, user.id, body.admin_person_full_name),
      });
      return ok({ admin_id: user.id }, 'Pengguna berhasil ditambahkan');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/update',
    access: 'authenticated',
    tags,
    summary: 'Mengubah profil sendiri',
    body: z.object({ ...profileFields, introduction: f.optText('Perkenalan', 1000), avatar: f.optText('Avatar', 500) }),
    handler: async ({ tx, auth, body }) => {
      const bag = new ErrorBag();
      await emailCheck(tx, bag, body.admin_email, auth.userId);
      bag.throwIfAny();
      await tx.execute(sql`update users set name = ${body.admin_person_full_name}, email = ${body.admin_email ?? null}, phone = ${body.admin_phone ?? null},
        introduction = ${body.introduction ?? null}, avatar = coalesce(${body.avatar ?? null}, avatar), updated_at = now() where id = ${auth.userId}`);
      return ok(null, 'Profil berhasil diperbarui');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/update_password',
    access: 'authenticated',
    tags,
    summary: 'Mengubah password sendiri; sesi lain di semua perusahaan diakhiri',
    body: passwordPair({ old_password: f.secret('Password lama') }),
    handler: async ({ tx, auth, body }) => {
      const r = await tx.execute(sql`select password_hash from users where id = ${auth.userId}`);
      if (!(await verifyPassword((r.rows[0] as { password_hash: string }).password_hash, body.old_password))) {
        throw fieldError('old_password', 'Password lama salah');
      }
      await tx.execute(sql`update users set password_hash = ${await hashPassword(body.password)}, updated_at = now() where id = ${auth.userId}`);
      // Every other session, in every company, ends; outstanding reset links stop working.
      await tx.execute(sql`select password_changed(${auth.userId}, ${auth.sessionId}, 'password')`);
      return ok(null, 'Password berhasil diubah');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/update_other',
    access: USERS,
    tags,
    summary: 'Mengubah data pengguna lain di perusahaan',
    body: z.object({ admin_id: f.int('Pengguna', 1), ...profileFields, admin_group_id: f.int('Peran', 1) }),
    handler: async ({ tx, auth, body }) => {
      const member = await findManagedMember(tx, auth, body.admin_id);
      const bag = new ErrorBag();
      await emailCheck(tx, bag, body.admin_email, body.admin_id);
      const group = await checkGroup(tx, bag, body.admin_group_id);
      if (member.user_id === auth.userId && body.admin_group_id !== member.group_id) bag.add('admin_group_id', 'Anda tidak dapat mengubah peran Anda sendiri');
      bag.throwIfAny();
      if (body.admin_group_id !== member.group_id) assertMayAssign(auth, group);
      const current = (await tx.execute(sql`select email from users where id = ${body.admin_id}`)).rows[0] as { email: string | null };
      if ((current.email ?? '').toLowerCase() !== (body.admin_email ?? '').toLowerCase()) await assertOwnsCredentials(tx, auth, body.admin_id, 'admin_email');
      await tx.execute(
        sql`update users set name = ${body.admin_person_full_name}, email = ${body.admin_email ?? null}, phone = ${body.admin_phone ?? null}, updated_at = now() where id = ${body.admin_id}`,
      );
      await tx.execute(sql`update company_users set group_id = ${body.admin_group_id},
        mitra_data = ${JSON.stringify(mitraDataFor(group?.group_name, body.admin_id, body.admin_person_full_name))}::jsonb where user_id = ${body.admin_id}`);
      await settleActiveWarehouse(tx, body.admin_id);
      return ok(null, 'Pengguna berhasil diperbarui');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/update_other_password',
    access: USERS,
    tags,
    summary: 'Mengganti password pengguna lain (hanya jika ia tidak terdaftar di perusahaan lain); sesinya diakhiri',
    body: passwordPair({ admin_id: f.int('Pengguna', 1) }),
    handler: async ({ tx, auth, body }) => {
      await findManagedMember(tx, auth, body.admin_id);
      await assertOwnsCredentials(tx, auth, body.admin_id, 'admin_id');
      await tx.execute(sql`update users set password_hash = ${await hashPassword(body.password)}, updated_at = now() where id = ${body.admin_id}`);
      // Sessions of the user in every company end (the caller's own current one stays), and so do reset links.
      await tx.execute(sql`select password_changed(${body.admin_id}, ${auth.sessionId}, 'password')`);
      return ok(null, 'Password pengguna berhasil diubah');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/update_status',
    access: USERS,
    tags,
    summary: 'Mengaktifkan atau menonaktifkan pengguna (JSON)',
    body: z.object({ admin_id: f.int('Pengguna', 1), status: f.flag('Status') }),
    handler: async ({ tx, auth, body }) => {
      await findManagedMember(tx, auth, body.admin_id);
      if (body.admin_id === auth.userId) throw fieldError('admin_id', 'Anda tidak dapat mengubah status akun Anda sendiri');
      await tx.execute(sql`update company_users set status = ${Number(body.status)} where user_id = ${body.admin_id}`);
      if (body.status === '0') await tx.execute(sql`select end_member_sessions(${body.admin_id}, false, 'deactivated')`);
      return ok({ admin_id: body.admin_id, status: Number(body.status) }, 'Status pengguna berhasil diubah');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/delete',
    access: USERS,
    tags,
    summary: 'Mengeluarkan pengguna dari perusahaan',
    body: z.object({ admin_id: f.int('Pengguna', 1) }),
    handler: async ({ tx, auth, body }) => {
      await findManagedMember(tx, auth, body.admin_id);
      if (body.admin_id === auth.userId) throw fieldError('admin_id', 'Anda tidak dapat menghapus akun Anda sendiri');
      await tx.execute(sql`select end_member_sessions(${body.admin_id}, false, 'removed')`);
      await tx.execute(sql`delete from user_gudang_access where user_id = ${body.admin_id}`);
      await tx.execute(sql`delete from company_users where user_id = ${body.admin_id}`);
      return ok(null, MSG.deleted);
    },
  });

  defineCall(app, {
    method: 'GET',
    url: '/user/app/list_companies',
    access: 'authenticated',
    noTransaction: true,
    tags,
    summary: 'Perusahaan tempat pengguna terdaftar',
    handler: async ({ auth, database }) => {
      const list = await companiesOfUser(database, auth.userId);
      return ok(list.map((c) => ({ app_name: c.app_name, company_name: c.company_name, is_active: c.company_id === auth.companyId })));
    },
  });

  registerWarehouseAccessRoutes(app);
}
