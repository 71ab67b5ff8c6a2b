import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';

/**
 * On approval of a supplier receipt whose due date was not typed: the receipt date plus the
 * supplier's payment term (master_vendor.payment_term_days; 0 or none: due on the receipt date,
 * cash). A typed due date stays. Overdue is due_date < today in Asia/Jakarta.
 */
export async function setReceiptDueDate(tx: Tx, penerimaanId: number) {
  await tx.execute(sql`update goods_receipt r set due_date = r.penerimaan_date + coalesce(
      (select v.payment_term_days from master_vendor v where v.vendor_id = r.vendor_id), 0)
    where r.penerimaan_id = ${penerimaanId} and r.due_date is null`);
}
