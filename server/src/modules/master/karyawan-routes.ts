import { resourceByKey } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { findRow } from '../../platform/resource/resource-store.js';

/**
 * POST /karyawan/update_admin_login: links an employee to a login account (admin_id) of the same
 * company, or unlinks it with admin_id 0. One account belongs to at most one employee.
 */
export function registerKaryawanRoutes(app: FastifyInstance) {
  const karyawan = resourceByKey('karyawan');
  defineCall(app, {
    method: 'POST',
    url: '/karyawan/update_admin_login',
    access: { permission: karyawan.permission.update },
    tags: [karyawan.title],
    summary: 'Menghubungkan karyawan dengan akun login (admin_id; 0 melepas)',
    body: z.object({ karyawan_id: f.int('Karyawan', 1), admin_id: f.int('Akun login', 0) }),
    handler: async ({ tx, body }) => {
      if (!(await findRow(tx, karyawan, body.karyawan_id))) throw notFound('Karyawan tidak ditemukan');
      if (body.admin_id > 0) {
        const member = await tx.execute(sql`select 1 from company_users where user_id = ${body.admin_id}`);
        if (!member.rows.length) throw fieldError('admin_id', 'Akun login tidak ditemukan di perusahaan ini');
        const used = await tx.execute(sql`select karyawan_name from master_karyawan where admin_id = ${body.admin_id} and karyawan_id <> ${body.karyawan_id}`);
        if (used.rows.length)
          throw fieldError('admin_id', `Akun login sudah dipakai oleh karyawan ${(used.rows[0] as { karyawan_name: string }).karyawan_name}`);
      }
      await tx.execute(
        sql`update master_karyawan set admin_id = ${body.admin_id > 0 ? body.admin_id : null}, updated_at = now() where karyawan_id = ${body.karyawan_id}`,
      );
      return ok(await findRow(tx, karyawan, body.karyawan_id), 'Akun login karyawan berhasil diperbarui');
    },
  });
}
