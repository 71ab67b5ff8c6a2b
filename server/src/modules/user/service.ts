import { PARTNER_GROUP_NAME } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { ErrorBag, fieldError, notFound } from '../../platform/errors.js';
import { assertMayManage, groupRightsById } from '../group/rights.js';

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

/**
 * A member the caller may manage: not the caller's superior (a superuser account for a
 * non-superuser, or an account whose group holds rights the caller does not), else 403.
 */
export async function findManagedMember(tx: Tx, auth: AuthContext, userId: number): Promise<MemberRow> {
  const member = await findMember(tx, userId);
  if (member.user_id !== auth.userId) assertMayManage(auth, await groupRightsById(tx, member.group_id));
  return member;
}

export const SHARED_CREDENTIALS = 'Pengguna ini juga terdaftar di perusahaan lain: password, email dan username hanya dapat diubah oleh pengguna itu sendiri';

/**
 * Credentials (password, e-mail, username) belong to the person: a company changes them only for
 * a user who belongs to no other company.
 */
export async function assertOwnsCredentials(tx: Tx, auth: AuthContext, userId: number, field: string) {
  if (userId === auth.userId) return;
  const r = await tx.execute(sql`select user_in_other_company(${userId}) as shared`);
  if ((r.rows[0] as { shared: boolean }).shared) throw fieldError(field, SHARED_CREDENTIALS);
}

export async function checkGroup(tx: Tx, bag: ErrorBag, groupId: number | undefined) {
  if (groupId === undefined) return undefined;
  const r = await tx.execute(sql`select group_id, group_name, group_type, privileges, status from groups where group_id = ${groupId}`);
  const g = r.rows[0] as { group_id: number; group_name: string; group_type: string; privileges: string[] | string; status: number } | undefined;
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
