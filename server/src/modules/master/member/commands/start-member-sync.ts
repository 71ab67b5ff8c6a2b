import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { MEMBER_SYNC_STALE_SECONDS } from '../queries.js';

/**
 * Claims the company's member synchronisation for `actor` (named `by` in the status): true when it
 * was free (or its last run is stale), false while another run is going on.
 */
export async function startMemberSync(tx: Tx, _actor: Actor, input: { by: string }): Promise<boolean> {
  const r = await tx.execute(sql`
    insert into member_sync_state (is_synchronizing, synchronized_by, session_value, started_at, finished_at)
    values (1, ${input.by}, ${String(Date.now())}, now(), null)
    on conflict (company_id) do update set is_synchronizing = 1, synchronized_by = excluded.synchronized_by,
      session_value = excluded.session_value, started_at = now(), finished_at = null
    where member_sync_state.is_synchronizing = 0 or member_sync_state.started_at < now() - make_interval(secs => ${MEMBER_SYNC_STALE_SECONDS})
    returning 1`);
  return r.rows.length > 0;
}
