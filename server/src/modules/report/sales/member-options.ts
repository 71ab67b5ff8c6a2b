import { SELECT_SEARCH } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';
import { isReportPartner } from '../report-filter.js';

/**
 * POST /report/sales/member_options: the customers with sales in the user's warehouses (the customer
 * filter of the report pages), as sellerOptions does for sellers: read from sales_monthly, so only
 * customers that bought; a partner only the customers of its own sales. Walk-in sales (member 0) are
 * not offered: the report calls read member_id 0 as no filter. `search` (name or phone, case-insensitive) narrows; at most SELECT_SEARCH.optionLimit rows.
 */
export async function memberOptions(tx: Tx, actor: Actor, search?: string) {
  const term = search?.trim() ? `%${search.trim().toLowerCase()}%` : null;
  const r = await tx.execute(sql`select s.member_id::int as value,
      coalesce(m.member_name, 'Kontak #' || s.member_id) as label
    from (select distinct f.member_id from sales_monthly f
      where f.member_id <> 0 and ${warehouseScope(actor, sql`f.gudang_id`)}${isReportPartner(actor) ? sql` and f.seller_id = ${actor.userId}` : sql``}) s
    left join master_member m on m.member_id = s.member_id
    ${term ? sql`where lower(coalesce(m.member_name, '')) like ${term} or coalesce(m.member_phone, '') like ${term}` : sql``}
    order by lower(coalesce(m.member_name, '')), s.member_id
    limit ${SELECT_SEARCH.optionLimit}`);
  return (r.rows as { value: number; label: string }[]).map((x) => ({ value: Number(x.value), label: String(x.label) }));
}
