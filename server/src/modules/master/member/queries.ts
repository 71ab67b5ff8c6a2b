import { resourceByKey } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { ErrorBag, notFound } from '../../../platform/errors.js';
import { listResource } from '../../../platform/resource/resource-query.js';
import { findRow } from '../../../platform/resource/resource-store.js';

const member = resourceByKey('member');
const memberType = resourceByKey('member_type');

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
