import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/**
 * What a supplier receipt still owes, in ONE place (issue 22, supplier payments): the payment module's
 * approval, the Tagihan Supplier list, the supplier summary and the ageing all read these.
 *
 *   amount_due = max(0, grand_total − returned_total − paid_amount), for an approved supplier receipt
 *   (any other receipt owes nothing).
 *
 * `returned_total` is the credit of the supplier returns credited against the receipt
 * (retur_supplier.penerimaan_id) that have left the warehouse (sent or done): each returned small unit
 * at the price the supplier billed it on that receipt, i.e. the product's share of the receipt's
 * grand_total per small unit (its lines' subtotal over their quantity, scaled by grand_total over the
 * receipt's subtotal, so PPN and the order's discounts are credited as they were billed: returning
 * everything credits the whole grand_total). Rounded to the rupiah once per receipt; never above
 * grand_total.
 */
export const receiptReturnCreditSql = (r: SQL = sql`r`): SQL => sql`coalesce((
  select least(${r}.grand_total, coalesce(round(sum(rl.qty::numeric * ${r}.grand_total::numeric * pl.subtotal / nullif(pl.qty * tot.subtotal, 0))), 0))
  from retur_supplier rs
  join retur_supplier_line rl on rl.retur_supplier_id = rs.retur_supplier_id
  join (select gl.product_id, sum(gl.subtotal)::numeric as subtotal, sum(gl.qty)::numeric as qty from goods_receipt_line gl
        where gl.penerimaan_id = ${r}.penerimaan_id group by gl.product_id) pl on pl.product_id = rl.product_id
  cross join (select sum(gt.subtotal)::numeric as subtotal from goods_receipt_line gt where gt.penerimaan_id = ${r}.penerimaan_id) tot
  where rs.penerimaan_id = ${r}.penerimaan_id and rs.status in ('sent', 'done')), 0)`;

/** What a receipt (alias `r`) still owes, as SQL: see receiptReturnCreditSql. */
export const receiptDueSql = (r: SQL = sql`r`): SQL =>
  sql`(case when ${r}.status = 'approved' and ${r}.is_internal = 0 then greatest(0, ${r}.grand_total - ${receiptReturnCreditSql(r)} - ${r}.paid_amount) else 0 end)`;

export interface ReceiptBalance {
  grand_total: number;
  /** Credit of supplier returns against the receipt (sent or done), at the price billed on it. */
  returned_total: number;
  paid_amount: number;
  /** max(0, grand_total − returned_total − paid_amount) for an approved supplier receipt, else 0. */
  amount_due: number;
  due_date: string | null;
}

/** What each receipt still owes, in one statement (the figures of receiptDueSql). */
export async function receiptBalances(tx: Tx, ids: readonly number[]): Promise<Map<number, ReceiptBalance>> {
  if (!ids.length) return new Map();
  const r = await tx.execute(sql`select r.penerimaan_id, r.grand_total::float8 as grand_total, r.paid_amount::float8 as paid_amount,
      ${receiptReturnCreditSql()}::float8 as returned_total, ${receiptDueSql()}::float8 as amount_due, to_char(r.due_date, 'YYYY-MM-DD') as due_date
    from goods_receipt r where r.penerimaan_id = any(${sql.param([...ids])}::int[])`);
  return new Map(
    (r.rows as Record<string, unknown>[]).map((x) => [
      Number(x.penerimaan_id),
      {
        grand_total: Number(x.grand_total),
        returned_total: Number(x.returned_total),
        paid_amount: Number(x.paid_amount),
        amount_due: Number(x.amount_due),
        due_date: (x.due_date as string | null) ?? null,
      },
    ]),
  );
}
