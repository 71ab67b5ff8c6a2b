import { sql } from 'drizzle-orm';
import { bigint, check, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A bonus rule of Bonus Sales (issue 23, modules/report/bonus/README.md): `percent` of a salesperson's
 * net revenue (DPP after customer returns) in a period, for one seller (scope 'seller', ref_id = the
 * user), for the customers of one member type (scope 'member_type', ref_id = master_member_type) or
 * for everything else (scope 'default', ref_id 0). Precedence seller > member type > default.
 * `min_target`: the seller's net revenue in the period must reach it for the rule to pay (0 = none).
 * One rule per scope and ref.
 */
export const bonusRule = pgTable(
  'bonus_rule',
  {
    bonus_rule_id: integer('bonus_rule_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    scope: varchar('scope', { length: 20 }).notNull(),
    ref_id: integer('ref_id').notNull().default(0),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    min_target: bigint('min_target', { mode: 'number' }).notNull().default(0),
    note: text('note'),
    updated_by: integer('updated_by').default(currentUserId),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_rule_key').on(t.company_id, t.scope, t.ref_id),
    check('bonus_rule_scope', sql`${t.scope} in ('seller', 'member_type', 'default') and (${t.scope} <> 'default' or ${t.ref_id} = 0)`),
    check('bonus_rule_values', sql`${t.percent} >= 0 and ${t.percent} <= 100 and ${t.min_target} >= 0`),
    tenantPolicy('bonus_rule'),
  ],
).enableRLS();
