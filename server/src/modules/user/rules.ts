import { PARTNER_GROUP_NAME } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { type ErrorBag, fieldError } from '../../platform/errors.js';
import { groupRightsById } from '../group/queries.js';

export const SHARED_CREDENTIALS = 'Pengguna ini juga terdaftar di perusahaan lain: password, email dan username hanya dapat diubah oleh pengguna itu sendiri';

/**
 * Credentials (password, e-mail, username) belong to the person: a company changes them only for
 * a user who belongs to no other company.
 */
export async function assertOwnsCredentials(tx: Tx, actor: Actor, userId: number, field: string) {
  if (userId === actor.userId) return;
  const r = await tx.execute(sql`select user_in_other_company(${userId}) as shared`);
  if ((r.rows[0] as { shared: boolean }).shared) throw fieldError(field, SHARED_CREDENTIALS);
}

/** The group a user is put into: it must exist and be active (errors on admin_group_id). */
export async function checkGroup(tx: Tx, bag: ErrorBag, groupId: number | undefined) {
  if (groupId === undefined) return undefined;
  const g = await groupRightsById(tx, groupId);
  if (!g) bag.add('admin_group_id', 'Peran tidak ditemukan');
  else if (Number(g.status) !== 1) bag.add('admin_group_id', 'Peran tidak aktif');
  return g;
}

/** A partner user (group 'Sales') carries mitra_data; everyone else has none. */
export const mitraDataFor = (groupName: string | undefined, userId: number, name: string) =>
  groupName === PARTNER_GROUP_NAME ? { mitra_id: userId, mitra_name: name } : null;

/** Adds an error on admin_email when another account has this address (read through a narrow function, across companies). */
export async function emailCheck(tx: Tx, bag: ErrorBag, email: string | undefined, exceptUserId?: number) {
  if (!email) return;
  const r = await tx.execute(sql`select email_taken(${email}, ${exceptUserId ?? 0}) as taken`);
  if ((r.rows[0] as { taken: boolean }).taken) bag.add('admin_email', 'Email sudah digunakan akun lain');
}
