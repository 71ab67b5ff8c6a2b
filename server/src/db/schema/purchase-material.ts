import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './product.js';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A material purchase order (purchase_material): things bought that are not stock products
 * (packaging, office and lab supplies), so no stock moves. Numbered by the purchase_material
 * series; its state follows the contract's purchaseMaterial machine. Money in whole rupiah,
 * computed by the server.
 */
export const purchaseMaterial = pgTable(
  'purchase_material',
  {
    material_id: integer('material_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    material_number: varchar('material_number', { length: 60 }).notNull(),
    material_date: date('material_date', { mode: 'string' }).notNull(),
    vendor_id: integer('vendor_id'),
    gudang_id: integer('gudang_id').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    grand_total: bigint('grand_total', { mode: 'number' }).notNull().default(0),
    note: text('note'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_material_number_key').on(t.company_id, t.material_number),
    index('purchase_material_list_idx').on(t.company_id, t.material_date),
    index('purchase_material_status_idx').on(t.company_id, t.status),
    tenantPolicy('purchase_material'),
  ],
).enableRLS();

/** A bought material: its name and unit as typed, the quantity, the price per unit and the line's total. */
export const purchaseMaterialLine = pgTable(
  'purchase_material_line',
  {
    line_id: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    material_id: integer('material_id').notNull(),
    material_name: varchar('material_name', { length: 255 }).notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    unit: varchar('unit', { length: 50 }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    note: text('note'),
  },
  (t) => [
    foreignKey({ columns: [t.material_id], foreignColumns: [purchaseMaterial.material_id], name: 'purchase_material_line_header_fk' }).onDelete('cascade'),
    index('purchase_material_line_header_idx').on(t.company_id, t.material_id),
    check('purchase_material_line_qty', sql`${t.qty} > 0 and ${t.price} >= 0`),
    tenantPolicy('purchase_material_line'),
  ],
).enableRLS();

/** An image attached to a material order (the supplier's quotation, the receipt). */
export const purchaseMaterialImage = pgTable(
  'purchase_material_image',
  {
    image_id: integer('image_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    material_id: integer('material_id').notNull(),
    mime: varchar('mime', { length: 30 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.material_id], foreignColumns: [purchaseMaterial.material_id], name: 'purchase_material_image_header_fk' }).onDelete('cascade'),
    index('purchase_material_image_header_idx').on(t.company_id, t.material_id),
    tenantPolicy('purchase_material_image'),
  ],
).enableRLS();
