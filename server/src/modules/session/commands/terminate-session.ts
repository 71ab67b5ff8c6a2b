import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { sessions } from '../../../db/schema/index.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';

/** Ends one of the caller's open sessions; row-level security leaves other users' sessions unfound. */
export async function terminateSession(tx: Tx, _actor: Actor, input: { session_id: number }): Promise<void> {
  const r = await tx
    .update(sessions)
    .set({ endedAt: new Date(), endedReason: 'terminated' })
    .where(and(eq(sessions.id, input.session_id), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  if (r.length === 0) throw fieldError('session_id', 'Sesi tidak ditemukan');
}
