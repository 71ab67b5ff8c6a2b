import { ALL_WAREHOUSES_ID, CAPTCHA_AFTER_FAILURES, GROUP_TYPE, MSG, RESTRICTED_GROUP_ID } from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { defineCall, ok } from '../../platform/call.js';
import { fieldError, forbidden } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { chooseCompany, companiesOfUser, createSession, verifyCredentials } from './credentials.js';
import { selectableWarehouseIds } from './warehouse-access.js';

const tags = ['Akun'];
const credentials = z.object({ username: f.text('Username', 50), password: f.secret('Password') });

const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
const appNameHeader = (req: FastifyRequest) => {
  const v = req.headers.app_name ?? req.headers['app-name'];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

/** Checks the credentials, picks the company (by app_name, else the user's first) and opens a session. */
async function logIn(database: Database, req: FastifyRequest, username: string, password: string, appName: string | undefined) {
  const { ip, userAgent } = clientOf(req);
  const user = await verifyCredentials(database, username, password, ip);
  const company = await chooseCompany(database, user.id, appName);
  const token = await createSession(database, user.id, company.company_id, ip, userAgent);
  return { token, app_name: company.app_name, company_name: company.company_name };
}

export function registerAccountRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/login/stored',
    access: 'public',
    tags,
    summary: 'Login; header app_name memilih perusahaan (jika kosong: perusahaan pertama pengguna)',
    body: credentials,
    handler: async ({ body, req, database }) => ok(await logIn(database, req, body.username, body.password, appNameHeader(req)), 'Login berhasil'),
  });

  defineCall(app, {
    method: 'POST',
    url: '/users/auth/get_app_name',
    access: 'public',
    tags,
    summary: 'Daftar perusahaan milik pengguna (untuk memilih perusahaan saat login)',
    body: credentials,
    handler: async ({ body, req, database }) => {
      const user = await verifyCredentials(database, body.username, body.password, req.ip);
      const list = await companiesOfUser(database, user.id);
      return ok(list.map((c) => ({ app_name: c.app_name, company_name: c.company_name })));
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/users/auth/login',
    access: 'public',
    tags,
    summary: 'Login ke perusahaan tertentu',
    body: credentials.extend({ app_name: f.text('Perusahaan', 64) }),
    handler: async ({ body, req, database }) => {
      const { token, app_name, company_name } = await logIn(database, req, body.username, body.password, body.app_name);
      return ok({ token, token_app: token, token_core: token, app_name, company_name }, 'Login berhasil');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/login/stored_via_app',
    access: 'authenticated',
    noTransaction: true,
    tags,
    summary: 'Pindah sesi ke perusahaan lain milik pengguna; token lama berakhir',
    body: z.object({ app_name: f.text('Perusahaan', 64) }),
    handler: async ({ body, req, auth, database }) => {
      const list = await companiesOfUser(database, auth.userId);
      const target = list.find((c) => c.app_name === body.app_name);
      if (!target) throw fieldError('app_name', MSG.noCompany);
      const { ip, userAgent } = clientOf(req);
      const token = await createSession(database, auth.userId, target.company_id, ip, userAgent);
      await database.db.execute(sql`update sessions set ended_at = now(), ended_reason = 'switched' where id = ${auth.sessionId}`);
      return ok({ token, app_name: target.app_name, company_name: target.company_name }, MSG.companySwitched);
    },
  });

  defineCall(app, {
    method: 'GET',
    url: '/account/profile',
    access: 'authenticated',
    tags,
    summary: 'Profil, peran, hak akses dan gudang pengguna',
    handler: async ({ tx, auth }) => {
      // One statement: this call runs on every page load of the client.
      const u = (
        await tx.execute(sql`
          select u.name, u.email, u.phone, u.avatar, u.introduction, u.is_verified, u.latitude, u.longitude, u.failed_login_count,
                 (select w.master_gudang_name from master_gudang w where w.master_gudang_id = ${auth.gudangIdActive}) as active_name,
                 coalesce((select json_agg(json_build_object('gudang_id', w.master_gudang_id, 'master_gudang_name', w.master_gudang_name) order by w.master_gudang_name)
                             from user_gudang_access a join master_gudang w on w.master_gudang_id = a.gudang_id where a.user_id = u.id), '[]'::json) as access_gudang,
                 exists (select 1 from master_gudang w where w.status = 1)
                   and not exists (select 1 from master_gudang w where w.status = 1
                                    and w.master_gudang_id not in (select a.gudang_id from user_gudang_access a where a.user_id = u.id)) as covers_all
            from users u where u.id = ${auth.userId}`)
      ).rows[0] as Record<string, unknown>;
      const access = typeof u.access_gudang === 'string' ? JSON.parse(u.access_gudang) : u.access_gudang;
      const activeName = auth.gudangIdActive === ALL_WAREHOUSES_ID ? 'Semua Gudang' : String(u.active_name ?? 'Semua Gudang');
      return ok({
        roles: auth.roles,
        privileges: auth.privileges,
        group_type: auth.groupType,
        access_gudang: access,
        mitra_data: auth.mitraData,
        name: u.name,
        avatar: u.avatar ?? '',
        introduction: u.introduction ?? '',
        is_verified: u.is_verified,
        latitude: u.latitude,
        longitude: u.longitude,
        admin_person_full_name: u.name,
        admin_username: auth.username,
        admin_email: u.email ?? '',
        admin_phone: u.phone ?? '',
        group_name: auth.groupName,
        admin_group_id: auth.groupId,
        admin_gudang_id_active: auth.gudangIdActive,
        admin_gudang_active_name: activeName,
        // whether 'Semua Gudang' (id 0) may be chosen: superusers, or group 6 covering every warehouse (spec-1 §5)
        gudang_all_allowed: auth.groupType === GROUP_TYPE.superuser || (auth.groupId === RESTRICTED_GROUP_ID && u.covers_all === true),
        app_name: auth.appName,
        company_name: auth.companyName,
        captcha: Number(u.failed_login_count) >= CAPTCHA_AFTER_FAILURES,
      });
    },
  });

  defineCall(app, {
    method: 'GET',
    url: '/account/logout',
    access: 'authenticated',
    noTransaction: true,
    tags,
    summary: 'Mengakhiri sesi ini',
    handler: async ({ auth, database }) => {
      await database.db.execute(sql`update sessions set ended_at = now(), ended_reason = 'logout' where id = ${auth.sessionId}`);
      return ok(null, 'Logout berhasil');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/account/update_gudang_active',
    access: 'authenticated',
    tags,
    summary: 'Mengganti gudang aktif (0 = semua gudang)',
    body: z.object({ gudang_id: f.int('Gudang') }),
    handler: async ({ tx, auth, body }) => {
      if (auth.mitraData !== null) throw forbidden();
      const { ids } = await selectableWarehouseIds(tx, auth.userId, auth.groupId, auth.groupType);
      if (!ids.has(body.gudang_id)) throw fieldError('gudang_id', 'Gudang tidak ditemukan atau tidak dapat Anda akses');
      await tx.execute(sql`update company_users set gudang_id_active = ${body.gudang_id} where user_id = ${auth.userId}`);
      return ok({ gudang_id: body.gudang_id }, MSG.warehouseChanged);
    },
  });
}
