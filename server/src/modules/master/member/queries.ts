import { resourceByKey } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag, notFound } from '../../../platform/errors.js';
import { listResource } from '../../../platform/resource/resource-query.js';
import { findRow } from '../../../platform/resource/resource-store.js';

const member = resourceByKey('member');
const memberType = resourceByKey('member_type');

/** Whether the actor is a partner (mitra): group type 'mitra' or a user carrying mitra_data. */
const isPartnerActor = (actor: Actor) => actor.groupType === 'mitra' || (actor.mitraData ?? null) !== null;

/**
 * The contacts an actor may name on a document (alias of master_member): approved ones only (a
 * pending or rejected contact is usable by nobody); a partner (mitra) only its own customers, the
 * contacts it created (`created_by`) or that a lead it handles names (staff hand a customer over by
 * giving the partner a lead). Everything that takes a member id in its body asks this, so a
 * partner can neither use nor read (by name, type or discount) another's customers.
 */
export const usableMemberScope = (actor: Actor, alias: SQL = sql`mm`): SQL => {
  const approved = sql`${alias}.member_approval = 'approved'`;
  if (!isPartnerActor(actor)) return approved;
  return sql`${approved} and (${alias}.created_by = ${actor.userId}
    or exists (select 1 from lead ol where ol.member_id = ${alias}.member_id and ol.admin_id = ${actor.userId}))`;
};

/** Whether the actor may name this contact on a document (same answer for one that does not exist). */
export async function memberUsable(tx: Tx, actor: Actor, memberId: number): Promise<boolean> {
  const r = await tx.execute(sql`select 1 from master_member mm where mm.member_id = ${memberId} and ${usableMemberScope(actor)}`);
  return r.rows.length > 0;
}

/** An approved contact by phone; spaces and dashes are ignored. */
export async function memberByPhone(tx: Tx, raw: string) {
  const phone = raw.replace(/[ -]/g, '');
  const bag = new ErrorBag();
  if (!/^\+?\d{7,20}$/.test(phone)) bag.add('phone', 'Nomor telepon harus berupa angka 7–20 digit');
  bag.throwIfAny();
  const r = await tx.execute(sql`select member_id from master_member where member_phone = ${phone} and member_approval = 'approved'`);
  const id = (r.rows[0] as { member_id: number } | undefined)?.member_id;
  if (!id) throw notFound('Kontak dengan nomor telepon tersebut tidak ditemukan');
  return findRow(tx, member, id);
}

/** Member types for a select, by name (at most 500). */
export const memberTypes = async (tx: Tx) =>
  (await listResource(tx, memberType, { perPage: 500, sort: { field: 'member_type_name', type: 'asc' } }, undefined, 'none')).data;

export interface MemberSyncState {
  is_synchronizing: boolean;
  synchronized_by: string;
  session_value: string;
  synced_count: number;
  started_at: string | null;
  finished_at: string | null;
}

/** A run not finished after this long is taken as crashed and reported as not running. */
export const MEMBER_SYNC_STALE_SECONDS = 600;

/** The company's member synchronisation as the client polls it (spec-1 §4). */
export async function memberSyncState(tx: Tx): Promise<MemberSyncState> {
  const r = await tx.execute(sql`
    select is_synchronizing = 1 and started_at > now() - make_interval(secs => ${MEMBER_SYNC_STALE_SECONDS}) as is_synchronizing,
           synchronized_by, session_value, synced_count, started_at, finished_at
    from member_sync_state`);
  const row = r.rows[0] as unknown as MemberSyncState | undefined;
  return row ?? { is_synchronizing: false, synchronized_by: '', session_value: '', synced_count: 0, started_at: null, finished_at: null };
}
