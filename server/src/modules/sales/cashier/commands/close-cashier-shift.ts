import type { CashierShiftCloseBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { fieldError, notFound } from '../../../../platform/errors.js';
import { liveFigures } from '../queries.js';

/**
 * POST /kasir/shift/close: the caller closes their own open session with the cash counted. The
 * session's sales are summed under the session's row lock and stored with it: expected cash =
 * opening cash + cash received − change given in its cash sales; difference = counted − expected.
 * Another cashier's (or company's) session is 404; a closed one is 422.
 */
export async function closeCashierShift(tx: Tx, actor: Actor, body: CashierShiftCloseBody) {
  const s = await tx.execute(sql`select status from cashier_shift where shift_id = ${body.shift_id} and user_id = ${actor.userId} for update`);
  if (!s.rows.length) throw notFound('Sesi shift tidak ditemukan');
  if ((s.rows[0] as { status: string }).status !== 'open') throw fieldError('shift_id', 'Shift ini sudah ditutup');
  const r = await tx.execute(sql`update cashier_shift s set status = 'closed', closed_at = now(), closed_by = ${actor.userId},
      closing_cash = ${body.closing_cash}, closing_note = ${body.closing_note ?? null},
      sale_count = f.sale_count, sales_total = f.sales_total, cash_sales_total = f.cash_sales_total,
      cash_received_total = f.cash_received_total, change_total = f.change_total,
      expected_cash = s.opening_cash + f.cash_received_total - f.change_total,
      cash_difference = ${body.closing_cash} - (s.opening_cash + f.cash_received_total - f.change_total)
    from (select s2.shift_id, x.* from cashier_shift s2, lateral ${liveFigures(sql`s2`)} x where s2.shift_id = ${body.shift_id}) f
    where s.shift_id = f.shift_id
    returning s.shift_id, s.expected_cash::float8 as expected_cash, s.closing_cash::float8 as closing_cash, s.cash_difference::float8 as cash_difference`);
  const row = r.rows[0] as { shift_id: number; expected_cash: number; closing_cash: number; cash_difference: number };
  return {
    shift_id: Number(row.shift_id),
    expected_cash: Number(row.expected_cash),
    closing_cash: Number(row.closing_cash),
    cash_difference: Number(row.cash_difference),
  };
}
