import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * What a courier remitted for one COD invoice of one shipment (Verifikasi COD), one row per line of a
 * remittance report: the money received, when, the report's reference and a note. `settled_amount` is
 * what this row paid on the invoice through its payments (source 'cod', approved at once): the money
 * received (payment_id, into bank_id) plus, on the row's first remittance, what the courier kept
 * (`courier_costs`: its shipping cost after its discount and the COD fee, money the customer paid to
 * the courier; a payment of its own without an account). `difference_note` explains a
 * difference between the estimate and the money received; a row may carry only an explanation
 * (received 0, no payment). Owned by modules/payment/cod (server/src/modules/payment/cod/README.md).
 */
export const codRemittance = pgTable(
  'cod_remittance',
  {
    cod_remittance_id: integer('cod_remittance_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    shipment_id: integer('shipment_id').notNull(),
    order_id: integer('order_id').notNull(),
    received_amount: bigint('received_amount', { mode: 'number' }).notNull().default(0),
    courier_costs: bigint('courier_costs', { mode: 'number' }).notNull().default(0),
    settled_amount: bigint('settled_amount', { mode: 'number' }).notNull().default(0),
    remit_date: date('remit_date', { mode: 'string' }).notNull(),
    reference: varchar('reference', { length: 100 }),
    note: text('note'),
    difference_note: text('difference_note'),
    payment_id: integer('payment_id'),
    bank_id: integer('bank_id'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cod_remittance_row_idx').on(t.company_id, t.shipment_id, t.order_id),
    index('cod_remittance_payment_idx').on(t.company_id, t.payment_id),
    check('cod_remittance_money', sql`${t.received_amount} >= 0 and ${t.courier_costs} >= 0 and ${t.settled_amount} >= 0`),
    tenantPolicy('cod_remittance'),
  ],
).enableRLS();
