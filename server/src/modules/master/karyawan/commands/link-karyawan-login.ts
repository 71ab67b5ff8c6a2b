import { resourceByKey } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { fieldError, notFound } from '../../../../platform/errors.js';
import { findRow } from '../../../../platform/resource/resource-store.js';

const karyawan = resourceByKey('karyawan');

/**
 * Links an employee to a login account (admin_id) of the same company, or unlinks it with admin_id
 * 0. One account belongs to at most one employee. Answers the employee as the detail call does.
 */
export async function linkKaryawanLogin(tx: Tx, _actor: Actor, input: { karyawan_id: number; admin_id: number }) {
  if (!(await findRow(tx, karyawan, input.karyawan_id))) throw notFound('Karyawan tidak ditemukan');
  if (input.admin_id > 0) {
    const member = await tx.execute(sql`select 1 from company_users where user_id = ${input.admin_id}`);
    if (!member.rows.length) throw fieldError('admin_id', 'Akun login tidak ditemukan di perusahaan ini');
    const used = await tx.execute(sql`select karyawan_name from master_karyawan where admin_id = ${input.admin_id} and karyawan_id <> ${input.karyawan_id}`);
    if (used.rows.length) throw fieldError('admin_id', `Akun login sudah dipakai oleh karyawan ${(used.rows[0] as { karyawan_name: string }).karyawan_name}`);
  }
  await tx.execute(
    sql`update master_karyawan set admin_id = ${input.admin_id > 0 ? input.admin_id : null}, updated_at = now() where karyawan_id = ${input.karyawan_id}`,
  );
  return findRow(tx, karyawan, input.karyawan_id);
}
