import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';

/** The synchronisation itself: marks every approved, unsynchronised contact and frees the company's run. */
export async function synchronizeMembers(tx: Tx): Promise<{ synced: number }> {
  const r = await tx.execute(
    sql`update master_member set is_synchronized = 1, updated_at = now() where coalesce(is_synchronized, 0) = 0 and member_approval = 'approved'`,
  );
  const synced = (r as unknown as { rowCount?: number }).rowCount ?? (r as unknown as { affectedRows?: number }).affectedRows ?? 0;
  await tx.execute(sql`update member_sync_state set is_synchronizing = 0, synced_count = ${synced}, finished_at = now()`);
  return { synced };
}

/** Frees the company's run after a failure, so the next start is not refused. */
export async function abandonMemberSync(tx: Tx) {
  await tx.execute(sql`update member_sync_state set is_synchronizing = 0, finished_at = now()`);
}
