import { memberApproval, transitionOf, transitionTable } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../platform/command.js';
import { checkDocumentTransition, stateHistory } from '../../../platform/documents/run-transition.js';
import { type Client, useTestServer, userWithPrivileges } from '../../../test/harness.js';
import { storedMemberApproval } from './member-document.js';

const ctx = useTestServer();
let serial = 0;

/** A contact of company 1 put straight into `state`. */
async function memberIn(state: string) {
  serial++;
  const r = await ctx.server.database.db.execute(sql`
    insert into master_member (company_id, member_name, member_phone, member_approval)
    values (1, ${`Mesin Uji ${serial}`}, ${`0815${String(serial).padStart(8, '0')}`}, ${state}) returning member_id`);
  return (r.rows[0] as { member_id: number }).member_id;
}
const stateOf = async (id: number) =>
  ((await ctx.server.database.db.execute(sql`select member_approval from master_member where member_id = ${id}`)).rows[0] as { member_approval: string })
    .member_approval;
const history = (id: number) => ctx.server.database.withTenant({ companyId: 1, userId: 1 }, (tx) => stateHistory(tx, memberApproval, id));
const bodyFor = (id: number, action: string, reason: string | undefined = 'Alasan uji') => ({
  member_id: id,
  approval: transitionOf(memberApproval, action)?.to,
  member_reject_reason: reason,
});

describe('member approval machine over HTTP: every state × every action', () => {
  for (const { state, action, transition } of transitionTable(memberApproval)) {
    it(`${action} from ${state}: ${transition ? `moves to ${transition.to}` : 'refused'}`, async () => {
      const id = await memberIn(state);
      const body = bodyFor(id, action);
      const check = await ctx.admin.post('/member/validation_approval_temp', body);
      expect(await stateOf(id), 'the validation call writes nothing').toBe(state);
      const stored = await ctx.admin.post('/member/stored_approval_temp', body);
      if (transition) {
        expect(check.status, JSON.stringify(check)).toBe(200);
        expect(stored.status, JSON.stringify(stored)).toBe(200);
        expect(stored.data).toEqual({ member_id: id, member_approval: transition.to });
        expect(await stateOf(id)).toBe(transition.to);
        expect(await history(id)).toMatchObject([{ from_state: state, to_state: transition.to, action, reason: transition.reason ? 'Alasan uji' : null }]);
      } else {
        for (const answer of [check, stored]) {
          expect(answer.http, JSON.stringify(answer)).toBe(422);
          expect(answer.errors?.member_id).toEqual(['Kontak ini tidak sedang menunggu persetujuan']);
        }
        expect(await stateOf(id)).toBe(state);
        expect(await history(id)).toEqual([]);
      }
    });
  }

  for (const t of memberApproval.transitions.filter((x) => x.reason)) {
    it(`${t.action} without a reason is refused on ${memberApproval.reasonField}`, async () => {
      const id = await memberIn(t.from[0]);
      const r = await ctx.admin.post('/member/stored_approval_temp', bodyFor(id, t.action, ''));
      expect(r.http).toBe(422);
      expect(r.errors?.[memberApproval.reasonField ?? '']).toEqual([`${t.reason?.label} wajib diisi`]);
      expect(await stateOf(id)).toBe(t.from[0]);
    });
  }

  it('answers 404 for a contact that does not exist', async () => {
    const r = await ctx.admin.post('/member/stored_approval_temp', bodyFor(999_999, 'approve'));
    expect(r.http).toBe(404);
    expect(r.msg).toBe('Kontak tidak ditemukan');
  });

  it('moves a record once when two approvals race', async () => {
    const id = await memberIn(memberApproval.initial);
    const answers = await Promise.all([0, 1].map(() => ctx.admin.post('/member/stored_approval_temp', bodyFor(id, 'approve'))));
    expect(answers.map((a) => a.http).sort()).toEqual([200, 422]);
    expect(await history(id)).toHaveLength(1);
  });
});

describe('member approval permissions', () => {
  let clerk: Client;
  beforeAll(async () => {
    ({ client: clerk } = await userWithPrivileges(ctx, 31, 'Tanpa Persetujuan', ['kontak', 'kontakCreate', 'kontakUpdate', 'verifikasi']));
  });

  for (const t of memberApproval.transitions) {
    it(`${t.action}: a role without ${t.permission} gets 403 and nothing moves`, async () => {
      const id = await memberIn(t.from[0]);
      const r = await clerk.post('/member/stored_approval_temp', bodyFor(id, t.action));
      expect(r.http).toBe(403);
      expect(await stateOf(id)).toBe(t.from[0]);
    });
  }

  it('the platform itself refuses the transition to a caller without its permission', async () => {
    const id = await memberIn(memberApproval.initial);
    const actor: Actor = {
      userId: 1,
      companyId: 1,
      groupId: 31,
      groupName: 'Tanpa Persetujuan',
      groupType: 'superuser',
      roles: ['Tanpa Persetujuan'],
      privileges: ['verifikasi'],
      mitraData: null,
    };
    for (const t of memberApproval.transitions) {
      await expect(
        ctx.server.database.withTenant({ companyId: 1, userId: 1 }, (tx) =>
          checkDocumentTransition(tx, actor, storedMemberApproval, { id, action: t.action, reason: 'x' }),
        ),
      ).rejects.toMatchObject({ httpStatus: 403 });
    }
  });
});
