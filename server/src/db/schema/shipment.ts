import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A shipment (Pengiriman) of one or more packed sales orders: courier (master Ekspedisi or a free
 * courier name), service, tracking number (resi), date and cost. Creating it ships its orders through
 * the order's `ship` transition. Its state follows the contract's shipment machine. The shipping
 * aggregator's fields (booking, tracking) stay empty until that integration exists.
 */
export const shipment = pgTable(
  'shipment',
  {
    shipment_id: integer('shipment_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    shipment_number: varchar('shipment_number', { length: 40 }).notNull(),
    shipment_date: date('shipment_date', { mode: 'string' }).notNull(),
    ekspedisi_id: integer('ekspedisi_id'),
    kurir: varchar('kurir', { length: 60 }),
    shipping_service: varchar('shipping_service', { length: 60 }),
    no_resi: varchar('no_resi', { length: 60 }),
    shipping_cost: bigint('shipping_cost', { mode: 'number' }).notNull().default(0),
    shipping_provider: varchar('shipping_provider', { length: 40 }).notNull().default('hubungiadmin'),
    aggregator_booking_id: varchar('aggregator_booking_id', { length: 80 }),
    aggregator_tracking: text('aggregator_tracking'),
    status: varchar('status', { length: 20 }).notNull().default('dikirim'),
    status_note: text('status_note'),
    note: text('note'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipment_list_idx').on(t.company_id, t.shipment_date),
    index('shipment_status_idx').on(t.company_id, t.status),
    check('shipment_cost', sql`${t.shipping_cost} >= 0`),
    tenantPolicy('shipment'),
  ],
).enableRLS();

/** The orders a shipment carries. */
export const shipmentOrder = pgTable(
  'shipment_order',
  {
    company_id: companyIdColumn(),
    shipment_id: integer('shipment_id').notNull(),
    order_id: integer('order_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'shipment_order_pk', columns: [t.company_id, t.shipment_id, t.order_id] }),
    foreignKey({ columns: [t.shipment_id], foreignColumns: [shipment.shipment_id], name: 'shipment_order_shipment_fk' }).onDelete('cascade'),
    index('shipment_order_order_idx').on(t.company_id, t.order_id),
    tenantPolicy('shipment_order'),
  ],
).enableRLS();

/**
 * Packing progress, kept on the server so that two packers or a reloaded page share it: per order
 * line, how many of the ordered unit were scanned (at most the line's qty_input).
 */
export const packingItem = pgTable(
  'packing_item',
  {
    company_id: companyIdColumn(),
    order_id: integer('order_id').notNull(),
    line_id: integer('line_id').notNull(),
    qty_packed: bigint('qty_packed', { mode: 'number' }).notNull().default(0),
    updated_by: integer('updated_by').default(currentUserId),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'packing_item_pk', columns: [t.company_id, t.order_id, t.line_id] }),
    check('packing_item_qty', sql`${t.qty_packed} >= 0`),
    tenantPolicy('packing_item'),
  ],
).enableRLS();
