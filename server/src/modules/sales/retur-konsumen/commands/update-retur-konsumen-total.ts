import type { ReturKonsumenTotalBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { fieldError } from '../../../../platform/errors.js';
import { orderMoney, returnedTotalOf } from './return-rules.js';
import { visibleReturKonsumen } from './save-retur-konsumen.js';

/**
 * Validation of /retur/konsumen/update_total_stored: the return is reachable (404) and still
 * `diajukan`; the amount is whole rupiah from 0 up to what the invoice still carries after the
 * other approved returns (grand_total − their refund_total), so returns never take more off an
 * invoice than it charged.
 */
export async function checkReturKonsumenTotal(tx: Tx, actor: Actor, body: ReturKonsumenTotalBody) {
  const h = await visibleReturKonsumen(tx, actor, body.retur_konsumen_id);
  if (h.status !== 'diajukan') throw fieldError('retur_konsumen_id', 'Nilai retur yang sudah disetujui, ditolak atau dibatalkan tidak dapat diubah');
  const order = await orderMoney(tx, actor, h.order_id);
  const room = Math.max(0, order.grand_total - (await returnedTotalOf(tx, h.order_id, h.retur_konsumen_id)));
  if (body.refund_total > room) throw fieldError('refund_total', `Nilai retur melebihi sisa nilai tagihan (Rp ${room.toLocaleString('id-ID')})`);
  return h;
}

/** Sets the amount the return takes off the invoice (kept when it differs from the lines' value, until the lines change). */
export async function updateReturKonsumenTotal(tx: Tx, actor: Actor, body: ReturKonsumenTotalBody) {
  const h = await checkReturKonsumenTotal(tx, actor, body);
  await tx.execute(sql`update retur_konsumen set refund_total = ${body.refund_total}, refund_manual = ${body.refund_total === h.lines_total ? 0 : 1},
      updated_at = now() where retur_konsumen_id = ${h.retur_konsumen_id}`);
  return { retur_konsumen_id: h.retur_konsumen_id, lines_total: h.lines_total, refund_total: body.refund_total };
}
