import { RETUR_SUPPLIER_ACTION_TO, type ReturSupplierStatusBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { ErrorBag, notFound } from '../../../../platform/errors.js';
import { outboundShortages } from '../../commands/check-outbound-stock.js';
import { type MovementLine, postStockMovements } from '../../commands/post-stock-movements.js';
import { warehouseScope } from '../../../../platform/warehouse-scope.js';
import { storedReturSupplier } from '../retur-supplier-document.js';
import { checkReturnCredit } from '../../../purchase/receipt/commands/check-return-credit.js';
import { recordReceiptPayment } from '../../../purchase/receipt/commands/record-receipt-payment.js';

/** Stock type of the movements that bring a sent return back when it is cancelled. */
export const RETUR_SUPPLIER_CANCEL_DOC = 'retur_supplier_batal';

interface StoredLine {
  line_id: number;
  product_id: number;
  batch_id: number;
  qty: number;
  unit_cost: number | null;
}

async function returHeader(tx: Tx, actor: Actor, id: number) {
  const r = await tx.execute(sql`select retur_supplier_id, retur_supplier_number, gudang_id, status, vendor_id, penerimaan_id from retur_supplier
    where retur_supplier_id = ${id} and ${warehouseScope(actor, sql`gudang_id`)}`);
  const h = r.rows[0] as
    | { retur_supplier_id: number; retur_supplier_number: string; gudang_id: number; status: string; vendor_id: number; penerimaan_id: number | null }
    | undefined;
  if (!h) throw notFound('Retur supplier tidak ditemukan');
  return h;
}

async function storedLines(tx: Tx, id: number): Promise<StoredLine[]> {
  const r = await tx.execute(sql`select line_id, product_id, batch_id, qty::bigint as qty, unit_cost::float8 as unit_cost
    from retur_supplier_line where retur_supplier_id = ${id} order by line_id`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    line_id: Number(x.line_id),
    product_id: Number(x.product_id),
    batch_id: Number(x.batch_id),
    qty: Number(x.qty),
    unit_cost: x.unit_cost === null ? null : Number(x.unit_cost),
  }));
}

/** The movements of sending a return: each line out of the warehouse, its refusal at `lines.N.qty`. */
const sendLines = (gudangId: number, lines: readonly StoredLine[]): MovementLine[] =>
  lines.map((l, i) => ({ gudang_id: gudangId, product_id: l.product_id, batch_id: l.batch_id, qty: -l.qty, field: `lines.${i}.qty` }));

/**
 * Validation of /retur/supplier/update_status_stored: the return is in the user's warehouses (404
 * otherwise), the machine allows the move from its state (422 on retur_supplier_id), a cancel has its
 * reason; sending needs each line's stock in the warehouse now (422 at lines.N.qty; unless minus_stock)
 * and never takes what orders have reserved (outboundShortages, the ledger's rule).
 */
export async function checkReturSupplierStatus(tx: Tx, actor: Actor, body: ReturSupplierStatusBody) {
  const h = await returHeader(tx, actor, body.retur_supplier_id);
  const checked = await checkDocumentTransition(tx, actor, storedReturSupplier, {
    id: body.retur_supplier_id,
    action: RETUR_SUPPLIER_ACTION_TO[body.status],
    reason: body.cancel_reason,
  });
  const lines = await storedLines(tx, h.retur_supplier_id);
  if (checked.transition.action === 'send') {
    const bag = new ErrorBag();
    await outboundShortages(tx, sendLines(Number(h.gudang_id), lines), bag);
    bag.throwIfAny();
    // Credited against a receipt: checked again under the receipt's lock (a payment may have been approved since it was stored).
    if (h.penerimaan_id)
      await checkReturnCredit(tx, {
        penerimaan_id: Number(h.penerimaan_id),
        vendor_id: Number(h.vendor_id),
        lines,
        exceptReturn: h.retur_supplier_id,
        lock: true,
      });
  }
  return { header: h, lines };
}

/**
 * Moves a return through its machine (runTransition): `send` takes each line out of the warehouse
 * as a ledger movement at the moving-average cost and keeps that cost and movement on the line;
 * `cancel` of a sent return brings the same quantities back as new inbound movements at the cost they
 * left at (the outbound rows stay: the ledger is never edited); `complete` and cancelling a draft move
 * no stock.
 */
export async function updateReturSupplierStatus(tx: Tx, actor: Actor, body: ReturSupplierStatusBody) {
  const { header, lines } = await checkReturSupplierStatus(tx, actor, body);
  const gudangId = Number(header.gudang_id);
  const result = await runTransition(
    tx,
    actor,
    storedReturSupplier,
    { id: body.retur_supplier_id, action: RETUR_SUPPLIER_ACTION_TO[body.status], reason: body.cancel_reason },
    async ({ from, transition, reason }) => {
      if (transition.action === 'send') {
        const posted = await postStockMovements(tx, actor, {
          doc_type: 'retur_supplier',
          doc_id: header.retur_supplier_id,
          doc_number: header.retur_supplier_number,
          note: `Retur supplier ${header.retur_supplier_number}`,
          lines: sendLines(gudangId, lines),
        });
        const byKey = new Map(posted.map((p) => [`${p.product_id}:${p.batch_id}`, p]));
        for (const l of lines) {
          const p = byKey.get(`${l.product_id}:${l.batch_id}`);
          await tx.execute(sql`update retur_supplier_line set unit_cost = ${p?.unit_cost ?? 0}, stock_log_id = ${p?.stock_log_id ?? null}
            where line_id = ${l.line_id}`);
        }
      }
      if (transition.action === 'cancel' && from === 'sent') {
        await postStockMovements(tx, actor, {
          doc_type: RETUR_SUPPLIER_CANCEL_DOC,
          doc_id: header.retur_supplier_id,
          doc_number: header.retur_supplier_number,
          note: `Pembatalan retur supplier ${header.retur_supplier_number}`,
          lines: lines.map((l, i) => ({
            gudang_id: gudangId,
            product_id: l.product_id,
            batch_id: l.batch_id,
            qty: l.qty,
            unit_cost: l.unit_cost ?? undefined,
            field: `lines.${i}.qty`,
          })),
        });
      }
      await tx.execute(sql`update retur_supplier set updated_at = now(), cancel_reason = ${transition.action === 'cancel' ? reason : null}
        where retur_supplier_id = ${header.retur_supplier_id}`);
      return { retur_supplier_id: header.retur_supplier_id, retur_supplier_number: header.retur_supplier_number, status: transition.to };
    },
  );
  // Credited against a receipt: sending (or cancelling a sent return) changes what the receipt still owes, so its is_paid is worked out again.
  if (header.penerimaan_id) await recordReceiptPayment(tx, Number(header.penerimaan_id), 0, 'retur_supplier_id');
  return result;
}
