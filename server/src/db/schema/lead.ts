import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A lead: a prospective customer who contacted the shop (Penjualan > Closing Leads), numbered from
 * the `lead` series. `source` is one of LEAD_SOURCES of the contract; `admin_id` is the admin/CS
 * who handled it (the user who added it unless another member of the company was chosen); a
 * partner user sees only the leads handled by them. Closing is not stored: a lead is closed while a
 * sales_order that is neither cancelled nor deleted refers to it (sales_order.lead_id).
 */
export const lead = pgTable(
  'lead',
  {
    lead_id: integer('lead_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    lead_code: varchar('lead_code', { length: 60 }).notNull(),
    lead_date: date('lead_date', { mode: 'string' }).notNull(),
    lead_name: varchar('lead_name', { length: 150 }).notNull(),
    lead_phone: varchar('lead_phone', { length: 30 }),
    source: varchar('source', { length: 20 }).notNull(),
    admin_id: integer('admin_id').notNull(),
    product_interest: varchar('product_interest', { length: 255 }),
    note: text('note'),
    member_id: integer('member_id'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_code_key').on(t.company_id, t.lead_code),
    index('lead_date_idx').on(t.company_id, t.lead_date),
    index('lead_admin_idx').on(t.company_id, t.admin_id, t.lead_date),
    check('lead_source_check', sql`${t.source} in ('whatsapp', 'instagram', 'facebook', 'tiktok', 'shopee', 'tokopedia', 'website', 'offline', 'lainnya')`),
    tenantPolicy('lead'),
  ],
).enableRLS();
