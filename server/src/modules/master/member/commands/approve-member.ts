import { sql } from 'drizzle-orm';
import type { Command } from '../../../../platform/command.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { storedMemberApproval } from '../member-document.js';

/** Approves a waiting contact: it leaves Verifikasi Kontak for Kontak and loses any old reject reason. */
export const approveMember: Command<{ member_id: number }, { member_id: number; member_approval: 'approved' }> = (tx, actor, input) =>
  runTransition(tx, actor, storedMemberApproval, { id: input.member_id, action: 'approve' }, async ({ id }) => {
    await tx.execute(sql`update master_member set member_reject_reason = null, updated_at = now() where member_id = ${id}`);
    return { member_id: id, member_approval: 'approved' as const };
  });
