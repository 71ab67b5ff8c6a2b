import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A customer return (retur konsumen) against one shipped or finished order (or a cashier sale). Its
 * state follows the contract's returKonsumen machine (diajukan → disetujui, or ditolak/dibatalkan);
 * the goods come back into `gudang_id` — good stock (`destination` 'baik') or a warehouse the user
 * chose as quarantine ('karantina') — when it is approved. `refund_total` is what the return takes
 * off the invoice (default `lines_total`, the returned lines at the price the invoice charged); the
 * order's amount due is grand_total − Σ refund_total of its approved returns − paid_amount (a sum
 * over this table, never a copied column).
 */
export const returKonsumen = pgTable(
  'retur_konsumen',
  {
    retur_konsumen_id: integer('retur_konsumen_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    retur_konsumen_number: varchar('retur_konsumen_number', { length: 60 }).notNull(),
    retur_date: date('retur_date', { mode: 'string' }).notNull(),
    order_id: integer('order_id').notNull(),
    gudang_id: integer('gudang_id').notNull(),
    destination: varchar('destination', { length: 12 }).notNull().default('baik'),
    note: text('note'),
    status: varchar('status', { length: 20 }).notNull().default('diajukan'),
    lines_total: bigint('lines_total', { mode: 'number' }).notNull().default(0),
    refund_total: bigint('refund_total', { mode: 'number' }).notNull().default(0),
    refund_manual: smallint('refund_manual').notNull().default(0),
    status_reason: text('status_reason'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: integer('approved_by'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('retur_konsumen_number_key').on(t.company_id, t.retur_konsumen_number),
    index('retur_konsumen_list_idx').on(t.company_id, t.retur_date),
    index('retur_konsumen_order_idx').on(t.company_id, t.order_id),
    check('retur_konsumen_destination', sql`${t.destination} in ('baik', 'karantina')`),
    check('retur_konsumen_money', sql`${t.refund_total} >= 0 and ${t.lines_total} >= 0`),
    tenantPolicy('retur_konsumen'),
  ],
).enableRLS();

/**
 * A returned order line: the unit the user counted in (besar/kecil) and that quantity, the quantity
 * in small units, the reason, and its value at the price the invoice charged (after the line's and
 * the order's discounts, PPN as the invoice had it).
 */
export const returKonsumenLine = pgTable(
  'retur_konsumen_line',
  {
    line_id: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    retur_konsumen_id: integer('retur_konsumen_id').notNull(),
    order_line_id: integer('order_line_id').notNull(),
    product_id: integer('product_id').notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    unit_isi: integer('unit_isi').notNull(),
    qty_input: bigint('qty_input', { mode: 'number' }).notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    foreignKey({ columns: [t.retur_konsumen_id], foreignColumns: [returKonsumen.retur_konsumen_id], name: 'retur_konsumen_line_header_fk' }).onDelete(
      'cascade',
    ),
    index('retur_konsumen_line_header_idx').on(t.company_id, t.retur_konsumen_id),
    index('retur_konsumen_line_order_line_idx').on(t.company_id, t.order_line_id),
    check('retur_konsumen_line_qty', sql`${t.qty} > 0`),
    tenantPolicy('retur_konsumen_line'),
  ],
).enableRLS();
