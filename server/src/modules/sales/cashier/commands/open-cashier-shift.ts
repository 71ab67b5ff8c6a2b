import type { CashierShiftOpenBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { checkWarehouse } from '../../../../platform/warehouse-scope.js';

/**
 * POST /kasir/shift/open: the caller opens a session on an active master shift in a warehouse they
 * may use, with the opening cash counted. Refused (422) while the caller has an open session (the
 * partial unique index settles two opens racing: the second is a 422 too).
 */
export async function openCashierShift(tx: Tx, actor: Actor, body: CashierShiftOpenBody) {
  const bag = new ErrorBag();
  const shift = await tx.execute(sql`select shift_name from master_shift where shift_id = ${body.master_shift_id} and status = 1`);
  if (!shift.rows.length) bag.add('master_shift_id', 'Shift tidak ditemukan atau tidak aktif');
  await checkWarehouse(tx, actor, body.gudang_id).catch(() => bag.add('gudang_id', 'Gudang tidak ditemukan'));
  const open = await tx.execute(sql`select s.shift_name, to_char(s.opened_at at time zone 'Asia/Jakarta', 'DD/MM/YYYY HH24:MI') as at
    from cashier_shift s where s.user_id = ${actor.userId} and s.status = 'open'`);
  if (open.rows.length) {
    const o = open.rows[0] as { shift_name: string; at: string };
    bag.add('master_shift_id', `Anda masih memiliki shift terbuka (${o.shift_name}, dibuka ${o.at}); tutup shift itu dulu`);
  }
  bag.throwIfAny();
  const name = (shift.rows[0] as { shift_name: string }).shift_name;
  const r = await tx.execute(sql`insert into cashier_shift (master_shift_id, shift_name, gudang_id, user_id, opening_cash, opening_note)
    values (${body.master_shift_id}, ${name}, ${body.gudang_id}, ${actor.userId}, ${body.opening_cash}, ${body.opening_note ?? null})
    returning shift_id`);
  return { shift_id: Number((r.rows[0] as { shift_id: number }).shift_id) };
}
