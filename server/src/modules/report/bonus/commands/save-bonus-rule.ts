import type { BonusRuleSave } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag, notFound } from '../../../../platform/errors.js';

/** The checks of a rule: its seller is a user of the company, its member type exists, one rule per scope and ref. */
export async function checkSaveBonusRule(tx: Tx, _actor: Actor, input: BonusRuleSave) {
  const bag = new ErrorBag();
  const refId = input.scope === 'default' ? 0 : input.ref_id;
  if (input.bonus_rule_id) {
    const r = await tx.execute(sql`select 1 from bonus_rule where bonus_rule_id = ${input.bonus_rule_id}`);
    if (!r.rows.length) throw notFound('Aturan bonus tidak ditemukan');
  }
  if (input.scope === 'seller') {
    const r = await tx.execute(sql`select 1 from company_users where user_id = ${refId}`);
    if (!r.rows.length) bag.add('ref_id', 'Sales tidak ditemukan');
  }
  if (input.scope === 'member_type') {
    const r = await tx.execute(sql`select 1 from master_member_type where member_type_id = ${refId}`);
    if (!r.rows.length) bag.add('ref_id', 'Tipe member tidak ditemukan');
  }
  const taken = await tx.execute(
    sql`select 1 from bonus_rule where scope = ${input.scope} and ref_id = ${refId} and bonus_rule_id <> ${input.bonus_rule_id ?? 0}`,
  );
  if (taken.rows.length)
    bag.add('ref_id', input.scope === 'default' ? 'Aturan bawaan sudah ada: ubah aturan itu' : 'Aturan untuk acuan ini sudah ada: ubah aturan itu');
  bag.throwIfAny();
  return refId;
}

/** Adds a bonus rule or changes one (superuser: permission reportBonusRule). */
export async function saveBonusRule(tx: Tx, actor: Actor, input: BonusRuleSave) {
  const refId = await checkSaveBonusRule(tx, actor, input);
  const r = input.bonus_rule_id
    ? await tx.execute(sql`update bonus_rule set scope = ${input.scope}, ref_id = ${refId}, percent = ${input.percent}, min_target = ${input.min_target},
        note = ${input.note ?? null}, updated_by = ${actor.userId}, updated_at = now() where bonus_rule_id = ${input.bonus_rule_id} returning bonus_rule_id`)
    : await tx.execute(sql`insert into bonus_rule (scope, ref_id, percent, min_target, note, updated_by)
        values (${input.scope}, ${refId}, ${input.percent}, ${input.min_target}, ${input.note ?? null}, ${actor.userId}) returning bonus_rule_id`);
  return { bonus_rule_id: Number((r.rows[0] as { bonus_rule_id: number }).bonus_rule_id) };
}
