import type { ScanBarcodeBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { fieldError } from '../../../../platform/errors.js';
import { visibleSalesOrder } from '../../order/commands/order-scope.js';
import { linesOf } from '../../picking/queries.js';

/** An order that can be packed: reachable (404), not deleted, Siap Dikirim. */
export async function packableOrder(tx: Tx, actor: Actor, orderId: number, field = 'order_id') {
  const order = await visibleSalesOrder(tx, actor, orderId);
  if (order.deleted_at) throw fieldError(field, `Tagihan ${order.invoice_number} sudah dihapus`);
  if (order.status !== 'siap_dikirim') {
    const why =
      order.status === 'baru' || order.status === 'menunggu_persetujuan'
        ? 'belum diproses ke Siap Dikirim'
        : order.status === 'dibatalkan'
          ? 'sudah dibatalkan'
          : 'sudah dikirim';
    throw fieldError(field, `Tagihan ${order.invoice_number} ${why}`);
  }
  return order;
}

/**
 * POST /shipment/scan_barcode: one scan while packing an order. The barcode (or SKU) must name a
 * variant of the order; the scan counts `qty` (1) of the ordered unit on the first line of that
 * variant not yet complete. Refused, writing nothing: an item that is not in the order, and a count
 * beyond what was ordered. The progress is stored per order line (packing_item), under the order's
 * row lock, so two packers or a reloaded page share it.
 */
export async function scanPacking(tx: Tx, actor: Actor, body: ScanBarcodeBody) {
  const order = await packableOrder(tx, actor, body.order_id);
  const code = body.barcode.trim();
  const lines = await linesOf(tx, [order.order_id]);
  const matches = lines.filter(
    (l) => (l.product_barcode && l.product_barcode.toLowerCase() === code.toLowerCase()) || (l.product_sku ?? '').toLowerCase() === code.toLowerCase(),
  );
  if (!matches.length) {
    const known = await tx.execute(sql`select concat_ws(' ', m.main_name, p.varian) as name from product p join product_main m on m.main_id = p.main_id
      where lower(p.product_barcode) = lower(${code}) or lower(p.varian_sku) = lower(${code}) limit 1`);
    const name = (known.rows[0] as { name: string } | undefined)?.name;
    throw fieldError(
      'barcode',
      name ? `${name} tidak ada di tagihan ${order.invoice_number}` : `Barcode ${code} tidak dikenal: tidak ada produk dengan barcode atau SKU ini`,
    );
  }
  const qty = body.qty ?? 1;
  const line = matches.find((l) => l.qty_packed < l.qty_input);
  if (!line) {
    const m = matches[0];
    const ordered = matches.reduce((n, l) => n + l.qty_input, 0);
    throw fieldError('barcode', `${m.product_name} sudah lengkap dikemas (${ordered} dari ${ordered} ${m.unit_name}): jangan masukkan lebih dari pesanan`);
  }
  const left = line.qty_input - line.qty_packed;
  if (qty > left) throw fieldError('qty', `Jumlah melebihi pesanan: ${line.product_name} tinggal ${left} ${line.unit_name} lagi`);
  await tx.execute(sql`insert into packing_item (order_id, line_id, qty_packed) values (${order.order_id}, ${line.line_id}, ${qty})
    on conflict (company_id, order_id, line_id) do update set qty_packed = packing_item.qty_packed + excluded.qty_packed,
      updated_by = excluded.updated_by, updated_at = now()`);
  const after = await linesOf(tx, [order.order_id]);
  const done = after.find((l) => l.line_id === line.line_id) ?? line;
  return {
    order_id: order.order_id,
    invoice_number: order.invoice_number,
    line_id: done.line_id,
    product_id: done.product_id,
    product_name: done.product_name,
    unit_name: done.unit_name,
    qty_packed: done.qty_packed,
    qty_ordered: done.qty_input,
    line_complete: done.packed,
    order_complete: after.every((l) => l.packed),
    lines: after,
  };
}

/** Whether every line of the order is packed, and what is missing (for the shipment's refusal). */
export async function packingState(tx: Tx, orderId: number) {
  const lines = await linesOf(tx, [orderId]);
  const packed = lines.reduce((n, l) => n + l.qty_packed, 0);
  const ordered = lines.reduce((n, l) => n + l.qty_input, 0);
  return { complete: lines.every((l) => l.packed), packed, ordered };
}

/**
 * Forgets an order's packing progress (packing_item). A cancelled or deleted order is no longer
 * packed for anyone: its cancel clears it, in the cancel's transaction and under the order's lock. A
 * returned parcel keeps it: its items come back packed.
 */
export async function clearPacking(tx: Tx, orderId: number) {
  await tx.execute(sql`delete from packing_item where order_id = ${orderId}`);
}
