import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { ErrorBag, fieldError } from '../../../../platform/errors.js';
import { receiptDueSql } from '../receipt-balances.js';

/**
 * The rules of crediting a supplier return against a receipt (`penerimaan_id` of the return's body,
 * checked when it is stored and again, under the receipt's lock, when it is sent): an approved
 * supplier receipt of the same supplier, each returned product on that receipt and, with the
 * company's other returns credited against it (not cancelled), no more than was received of it;
 * and the credit no more than the receipt still owes (a paid receipt is refunded, not credited).
 * Errors at penerimaan_id and lines.N.qty.
 */
export async function checkReturnCredit(
  tx: Tx,
  input: { penerimaan_id: number; vendor_id: number; lines: readonly { product_id: number; qty: number }[]; exceptReturn?: number; lock?: boolean },
) {
  const h = await tx.execute(sql`select r.penerimaan_id, r.vendor_id, r.status, r.is_internal::int as is_internal, ${receiptDueSql()}::float8 as amount_due,
      r.grand_total::float8 as grand_total from goods_receipt r where r.penerimaan_id = ${input.penerimaan_id} ${input.lock ? sql`for update` : sql``}`);
  const row = h.rows[0] as { vendor_id: number | null; status: string; is_internal: number; amount_due: number; grand_total: number } | undefined;
  if (!row || Number(row.is_internal) === 1) throw fieldError('penerimaan_id', 'Penerimaan supplier tidak ditemukan');
  if (row.status !== 'approved') throw fieldError('penerimaan_id', 'Penerimaan belum disetujui');
  if (Number(row.vendor_id) !== input.vendor_id) throw fieldError('penerimaan_id', 'Penerimaan ini bukan dari supplier retur');
  const got = await tx.execute(sql`select gl.product_id, sum(gl.qty)::float8 as qty, sum(gl.subtotal)::float8 as subtotal,
      (select sum(gt.subtotal) from goods_receipt_line gt where gt.penerimaan_id = ${input.penerimaan_id})::float8 as total,
      coalesce((select sum(rl.qty) from retur_supplier rs join retur_supplier_line rl on rl.retur_supplier_id = rs.retur_supplier_id
        where rs.penerimaan_id = ${input.penerimaan_id} and rs.status <> 'cancelled' and rs.retur_supplier_id <> ${input.exceptReturn ?? 0}
          and rl.product_id = gl.product_id), 0)::float8 as returned
    from goods_receipt_line gl where gl.penerimaan_id = ${input.penerimaan_id} group by gl.product_id`);
  type G = { product_id: number; qty: number; subtotal: number; total: number; returned: number };
  const of = new Map((got.rows as G[]).map((g) => [Number(g.product_id), g]));
  const bag = new ErrorBag();
  const asked = new Map<number, number>();
  let credit = 0;
  input.lines.forEach((l, i) => {
    const g = of.get(l.product_id);
    if (!g) {
      bag.add(`lines.${i}.product_id`, 'Produk ini tidak ada di penerimaan yang dikreditkan');
      return;
    }
    const taken = (asked.get(l.product_id) ?? 0) + l.qty;
    asked.set(l.product_id, taken);
    const left = Number(g.qty) - Number(g.returned);
    if (taken > left) bag.add(`lines.${i}.qty`, `Melebihi jumlah yang diterima di penerimaan (sisa ${Math.max(0, left)})`);
    if (Number(g.qty) > 0 && Number(g.total) > 0) credit += (l.qty * Number(row.grand_total) * Number(g.subtotal)) / (Number(g.qty) * Number(g.total));
  });
  bag.throwIfAny();
  credit = Math.round(credit);
  if (credit > Number(row.amount_due))
    throw fieldError(
      'penerimaan_id',
      `Kredit retur (Rp ${credit.toLocaleString('id-ID')}) melebihi sisa tagihan penerimaan (Rp ${Number(row.amount_due).toLocaleString('id-ID')})`,
    );
  return { credit };
}
