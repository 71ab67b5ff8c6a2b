import { and, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { sessions } from '../../../db/schema/index.js';
import type { Actor } from '../../../platform/command.js';

/** Ends every open session of the caller in this company except the one making the call. */
export async function terminateOtherSessions(tx: Tx, actor: Actor): Promise<{ terminated: number }> {
  const r = await tx
    .update(sessions)
    .set({ endedAt: sql`now()`, endedReason: 'terminated' })
    .where(and(ne(sessions.id, actor.sessionId ?? 0), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return { terminated: r.length };
}
