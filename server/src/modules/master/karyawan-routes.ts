import { resourceByKey } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { linkKaryawanLogin } from './karyawan/commands/link-karyawan-login.js';

/** POST /karyawan/update_admin_login: links an employee to a login account of the company (admin_id; 0 unlinks). */
export function registerKaryawanRoutes(app: FastifyInstance) {
  const karyawan = resourceByKey('karyawan');
  defineCall(app, {
    method: 'POST',
    url: '/karyawan/update_admin_login',
    access: { permission: karyawan.permission.update },
    tags: [karyawan.title],
    summary: 'Menghubungkan karyawan dengan akun login (admin_id; 0 melepas)',
    body: z.object({ karyawan_id: f.int('Karyawan', 1), admin_id: f.int('Akun login', 0) }),
    handler: async ({ tx, auth, body }) => ok(await linkKaryawanLogin(tx, auth, body), 'Akun login karyawan berhasil diperbarui'),
  });
}
