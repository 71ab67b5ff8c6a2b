import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';

/**
 * For /purchase_order/validation_add and add_stored (called by the order's content check): a
 * cashier sale (is_pos = 1) is recorded in the caller's open session, the one it names (shift_id) or,
 * naming none, the caller's open session (a cashier has at most one); without one it is refused
 * ('Buka shift kasir terlebih dahulu'). The session must be the caller's own, open, in the sale's
 * warehouse, and only a cashier sale carries one. Adds the refusals to `bag` at
 * shift_id (an unknown, another cashier's or another company's session reads 'Sesi shift tidak
 * ditemukan'); answers the shift_id to store (null when none). Takes a share lock on the session so
 * that a sale and the session's closing run one after the other (a sale never lands in a closed
 * session's drawer after its figures were stored).
 */
export async function checkSaleShift(
  tx: Tx,
  actor: Actor,
  body: { shift_id?: number | null; is_pos?: string | number; gudang_id: number },
  bag: ErrorBag,
): Promise<number | null> {
  if (body.shift_id === undefined || body.shift_id === null) {
    if (String(body.is_pos) !== '1') return null;
    const open = await tx.execute(sql`select shift_id from cashier_shift where user_id = ${actor.userId} and status = 'open'`);
    if (!open.rows.length) {
      bag.add('shift_id', 'Buka shift kasir terlebih dahulu: penjualan kasir dicatat pada shift yang sedang terbuka');
      return null;
    }
    return checkSaleShift(tx, actor, { ...body, shift_id: Number((open.rows[0] as { shift_id: number }).shift_id) }, bag);
  }
  if (String(body.is_pos) !== '1') {
    bag.add('shift_id', 'Sesi shift hanya untuk penjualan kasir');
    return null;
  }
  const r = await tx.execute(sql`select status, gudang_id from cashier_shift where shift_id = ${body.shift_id} and user_id = ${actor.userId} for share`);
  if (!r.rows.length) {
    bag.add('shift_id', 'Sesi shift tidak ditemukan');
    return null;
  }
  const s = r.rows[0] as { status: string; gudang_id: number };
  if (s.status !== 'open') bag.add('shift_id', 'Shift ini sudah ditutup; buka shift baru');
  else if (Number(s.gudang_id) !== body.gudang_id) bag.add('shift_id', 'Gudang penjualan berbeda dengan gudang shift');
  return body.shift_id;
}

/** The same check throwing its 422 at once, for a caller without its own ErrorBag. */
export async function assertSaleShift(tx: Tx, actor: Actor, body: { shift_id?: number | null; is_pos?: string | number; gudang_id: number }) {
  const bag = new ErrorBag();
  const id = await checkSaleShift(tx, actor, body, bag);
  bag.throwIfAny();
  return id;
}
