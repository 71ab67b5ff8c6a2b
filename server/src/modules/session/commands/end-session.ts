import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';

/** Why a session ended, as `sessions.ended_reason` keeps it (auth.ts answers each differently). */
export type SessionEndReason = 'logout' | 'switched' | 'terminated';

/** Ends one session, the caller's own (logout, company switch); an ended one stays as it ended. */
export async function endSession(db: Executor, input: { sessionId: number; reason: SessionEndReason }): Promise<void> {
  await db.execute(sql`update sessions set ended_at = now(), ended_reason = ${input.reason} where id = ${input.sessionId} and ended_at is null`);
}
