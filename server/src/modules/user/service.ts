import { PARTNER_GROUP_NAME } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { ErrorBag, notFound } from '../../platform/errors.js';

export interface MemberRow {
  user_id: number;
  group_id: number;
  status: number;
}

/** A member of the caller's company, or 404: ids of other companies' users are simply not found. */
export async function findMember(tx: Tx, userId: number): Promise<MemberRow> {
  const r = await tx.execute(sql`select user_id, group_id, status from company_users where user_id = ${userId}`);
  const row = r.rows[0] as unknown as MemberRow | undefined;
  if (!row) throw notFound('Pengguna tidak ditemukan');
  return { user_id: Number(row.user_id), group_id: Number(row.group_id), status: Number(row.status) };
}

export async function checkGroup(tx: Tx, bag: ErrorBag, groupId: number | undefined) {
  if (groupId === undefined) return undefined;
  const r = await tx.execute(sql`select group_name, status from groups where group_id = ${groupId}`);
  const g = r.rows[0] as { group_name: string; status: number } | undefined;
  if (!g) bag.add('admin_group_id', 'Peran tidak ditemukan');
  else if (Number(g.status) !== 1) bag.add('admin_group_id', 'Peran tidak aktif');
  return g;
}

/** A partner user (group 'Sales') carries mitra_data; everyone else has none. */
export const mitraDataFor = (groupName: string | undefined, userId: number, name: string) =>
  groupName === PARTNER_GROUP_NAME ? { mitra_id: userId, mitra_name: name } : null;

export async function usernameTaken(tx: Tx, username: string, exceptUserId?: number) {
  // unique index through a narrow function so that no row of another company is read.
  const r = await tx.execute(sql`select username_taken(${username}, ${exceptUserId ?? 0}) as taken`);
  return Boolean((r.rows[0] as { taken: boolean }).taken);
}

export async function emailCheck(tx: Tx, bag: ErrorBag, email: string | undefined, exceptUserId?: number) {
  if (!email) return;
  const r = await tx.execute(sql`select email_taken(${email}, ${exceptUserId ?? 0}) as taken`);
  if ((r.rows[0] as { taken: boolean }).taken) bag.add('admin_email', 'Email sudah digunakan akun lain');
}

export { ErrorBag };
