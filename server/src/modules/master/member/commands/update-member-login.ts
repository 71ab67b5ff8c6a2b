import { resourceByKey } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { fieldError, notFound } from '../../../../platform/errors.js';
import { findRow } from '../../../../platform/resource/resource-store.js';
import { assertNewPassword } from '../../../../platform/password-rule.js';
import { hashPassword } from '../../../../platform/tokens.js';

const member = resourceByKey('member');

/** Sets an approved contact's login; the username is unique among the company's contacts. */
export async function updateMemberLogin(tx: Tx, input: { member_id: number; member_username: string; password: string }) {
  if (!(await findRow(tx, member, input.member_id))) throw notFound('Kontak tidak ditemukan');
  const taken = await tx.execute(
    sql`select 1 from master_member where lower(member_username) = lower(${input.member_username}) and member_id <> ${input.member_id}`,
  );
  if (taken.rows.length) throw fieldError('member_username', 'Username member sudah digunakan');
  const names = await tx.execute(sql`select member_name from master_member where member_id = ${input.member_id}`);
  assertNewPassword(input.password, [input.member_username, (names.rows[0] as { member_name?: string } | undefined)?.member_name]);
  await tx.execute(sql`
    update master_member set member_username = ${input.member_username}, member_password_hash = ${await hashPassword(input.password)}, updated_at = now()
    where member_id = ${input.member_id}`);
  return { member_id: input.member_id, member_username: input.member_username };
}
