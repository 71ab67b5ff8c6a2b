import { sql } from 'drizzle-orm';
import type { Command } from '../../../../platform/command.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { storedMemberApproval } from '../member-document.js';

/** Rejects a waiting contact with a reason; it stays in Verifikasi Kontak until edited (back to pending) or deleted. */
export const rejectMember: Command<{ member_id: number; member_reject_reason?: string | null }, { member_id: number; member_approval: 'rejected' }> = (
  tx,
  actor,
  input,
) =>
  runTransition(tx, actor, storedMemberApproval, { id: input.member_id, action: 'reject', reason: input.member_reject_reason }, async ({ id, reason }) => {
    await tx.execute(sql`update master_member set member_reject_reason = ${reason}, updated_at = now() where member_id = ${id}`);
    return { member_id: id, member_approval: 'rejected' as const };
  });
