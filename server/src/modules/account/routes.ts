import { MSG } from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { endSession } from '../session/commands/end-session.js';
import { changeActiveWarehouse } from './commands/change-active-warehouse.js';
import { logIn } from './commands/log-in.js';
import { switchCompany } from './commands/switch-company.js';
import { verifyCredentials } from './commands/verify-credentials.js';
import { companiesOfUser, profileOf } from './queries.js';

const tags = ['Akun'];
const credentials = z.object({ username: f.text('Username', 50), password: f.secret('Password') });

const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
const appNameHeader = (req: FastifyRequest) => {
  const v = req.headers.app_name ?? req.headers['app-name'];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

export function registerAccountRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/login/stored',
    access: 'public',
    tags,
    summary: 'Login; header app_name memilih perusahaan (jika kosong: perusahaan pertama pengguna)',
    body: credentials,
    handler: async ({ body, req, database }) => ok(await logIn(database.db, { ...body, appName: appNameHeader(req), ...clientOf(req) }), 'Login berhasil'),
  });

  defineCall(app, {
    method: 'POST',
    url: '/users/auth/get_app_name',
    access: 'public',
    tags,
    summary: 'Daftar perusahaan milik pengguna (untuk memilih perusahaan saat login)',
    body: credentials,
    handler: async ({ body, req, database }) => {
      const user = await verifyCredentials(database.db, body.username, body.password, req.ip);
      const list = await companiesOfUser(database.db, user.id);
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
      const { token, app_name, company_name } = await logIn(database.db, { ...body, appName: body.app_name, ...clientOf(req) });
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
    handler: async ({ body, req, auth, database }) => ok(await switchCompany(database.db, auth, { ...body, ...clientOf(req) }), MSG.companySwitched),
  });

  defineCall(app, {
    method: 'GET',
    url: '/account/profile',
    access: 'authenticated',
    tags,
    summary: 'Profil, peran, hak akses dan gudang pengguna',
    handler: async ({ tx, auth }) => ok(await profileOf(tx, auth)),
  });

  defineCall(app, {
    method: 'GET',
    url: '/account/logout',
    access: 'authenticated',
    noTransaction: true,
    tags,
    summary: 'Mengakhiri sesi ini',
    handler: async ({ auth, database }) => {
      await endSession(database.db, { sessionId: auth.sessionId, reason: 'logout' });
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
    handler: async ({ tx, auth, body }) => ok(await changeActiveWarehouse(tx, auth, body), MSG.warehouseChanged),
  });
}
