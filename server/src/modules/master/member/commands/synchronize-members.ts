import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';

/** How many contacts one step of the synchronisation job marks (one transaction each). */
export const MEMBER_SYNC_BATCH = 500;

export interface MemberSyncProgress {
  last_id: number;
  synced: number;
  total: number;
}

/** Counts what a synchronisation run has to do: approved contacts not yet synchronised. */
export async function memberSyncTotal(tx: Tx): Promise<MemberSyncProgress> {
  const r = await tx.execute(sql`select count(*)::int as total from master_member where coalesce(is_synchronized, 0) = 0 and member_approval = 'approved'`);
  return { last_id: 0, synced: 0, total: Number((r.rows[0] as { total: number }).total) };
}

/** Marks the next batch of approved, unsynchronised contacts after `last_id`; answers where it got to. */
export async function synchronizeMemberBatch(tx: Tx, at: MemberSyncProgress): Promise<MemberSyncProgress & { finished: boolean }> {
  const r = await tx.execute(sql`
    update master_member set is_synchronized = 1, updated_at = now()
     where member_id in (
       select member_id from master_member
        where member_id > ${at.last_id} and coalesce(is_synchronized, 0) = 0 and member_approval = 'approved'
        order by member_id limit ${MEMBER_SYNC_BATCH})
    returning member_id`);
  const ids = (r.rows as { member_id: number }[]).map((row) => Number(row.member_id));
  return {
    last_id: ids.length ? Math.max(...ids) : at.last_id,
    synced: at.synced + ids.length,
    total: Math.max(at.total, at.synced + ids.length),
    finished: ids.length < MEMBER_SYNC_BATCH,
  };
}

/** Ends the company's run: records how many contacts were synchronised and frees it for the next start. */
export async function finishMemberSync(tx: Tx, input: { synced: number }) {
  await tx.execute(sql`update member_sync_state set is_synchronizing = 0, synced_count = ${input.synced}, finished_at = now()`);
}

/** Frees the company's run after a failure, so the next start is not refused. */
export async function abandonMemberSync(tx: Tx) {
  await tx.execute(sql`update member_sync_state set is_synchronizing = 0, finished_at = now()`);
}
