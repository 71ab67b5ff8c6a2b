import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { notFound } from '../../../../platform/errors.js';

/** Deletes a bonus rule: the sales it covered fall to the next rule (member type, then default). */
export async function deleteBonusRule(tx: Tx, _actor: Actor, input: { bonus_rule_id: number }) {
  const r = await tx.execute(sql`delete from bonus_rule where bonus_rule_id = ${input.bonus_rule_id} returning bonus_rule_id`);
  if (!r.rows.length) throw notFound('Aturan bonus tidak ditemukan');
  return { bonus_rule_id: input.bonus_rule_id };
}
