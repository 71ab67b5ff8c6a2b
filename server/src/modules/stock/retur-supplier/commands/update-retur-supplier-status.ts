import { formatUnits, RETUR_SUPPLIER_ACTION_TO, type ReturSupplierStatusBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { ErrorBag, notFound } from '../../../../platform/errors.js';
import { readConfigs } from '../../../config/queries.js';
import { postStockMovements } from '../../commands/post-stock-movements.js';
import { warehouseScope } from '../../warehouse-scope.js';
import { storedReturSupplier } from '../retur-supplier-document.js';

/** Stock type of the movements that bring a sent return back when it is cancelled. */
export const RETUR_SUPPLIER_CANCEL_DOC = 'retur_supplier_batal';

interface StoredLine {
  line_id: number;
  product_id: number;
  batch_id: number;
  qty: number;
  unit_cost: number | null;
  name: string;
  batch_no: string | null;
  product_isi: number;
  besar: string | null;
  kecil: string | null;
}

async function returHeader(tx: Tx, actor: Actor, id: number) {
  const r = await tx.execute(sql`select retur_supplier_id, retur_supplier_number, gudang_id, status from retur_supplier
    where retur_supplier_id = ${id} and ${warehouseScope(actor, sql`gudang_id`)}`);
  const h = r.rows[0] as { retur_supplier_id: number; retur_supplier_number: string; gudang_id: number; status: string } | undefined;
  if (!h) throw notFound('Retur supplier tidak ditemukan');
  return h;
}

async function storedLines(tx: Tx, id: number, gudangId: number): Promise<(StoredLine & { available: number })[]> {
  const r = await tx.execute(sql`select l.line_id, l.product_id, l.batch_id, l.qty::bigint as qty, l.unit_cost::float8 as unit_cost,
      concat_ws(' ', m.main_name, p.varian) as name, b.batch_no, m.product_isi, kb.kemasan_name as besar, kk.kemasan_name as kecil,
      coalesce(sb.qty, 0)::bigint as available
    from retur_supplier_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
    left join stock_batch b on b.batch_id = l.batch_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
    left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    left join stock_balance sb on sb.gudang_id = ${gudangId} and sb.product_id = l.product_id and sb.batch_id = l.batch_id
    where l.retur_supplier_id = ${id} order by l.line_id`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    line_id: Number(x.line_id),
    product_id: Number(x.product_id),
    batch_id: Number(x.batch_id),
    qty: Number(x.qty),
    unit_cost: x.unit_cost === null ? null : Number(x.unit_cost),
    name: String(x.name),
    batch_no: (x.batch_no as string | null) ?? null,
    product_isi: Number(x.product_isi ?? 1),
    besar: (x.besar as string | null) ?? null,
    kecil: (x.kecil as string | null) ?? null,
    available: Number(x.available),
  }));
}

/**
 * Validation of /retur/supplier/update_status_stored: the return is in the user's warehouses (404
 * otherwise), the machine allows the move from its state (422 on retur_supplier_id), a cancel has its
 * reason; sending needs each line's stock in the warehouse now (422 at lines.N.qty), unless minus_stock.
 */
export async function checkReturSupplierStatus(tx: Tx, actor: Actor, body: ReturSupplierStatusBody) {
  const h = await returHeader(tx, actor, body.retur_supplier_id);
  const checked = await checkDocumentTransition(tx, actor, storedReturSupplier, {
    id: body.retur_supplier_id,
    action: RETUR_SUPPLIER_ACTION_TO[body.status],
    reason: body.cancel_reason,
  });
  const lines = await storedLines(tx, h.retur_supplier_id, Number(h.gudang_id));
  if (checked.transition.action === 'send' && (await readConfigs(tx, ['minus_stock'])).minus_stock !== '1') {
    const bag = new ErrorBag();
    lines.forEach((l, i) => {
      if (l.qty <= l.available) return;
      const units = { isi: Math.max(1, l.product_isi), besar: l.besar ?? '', kecil: l.kecil ?? '' };
      bag.add(
        `lines.${i}.qty`,
        `Stok ${l.name}${l.batch_no ? ` batch ${l.batch_no}` : ''} tidak cukup: tersedia ${formatUnits(Math.max(0, l.available), units)}, diminta ${formatUnits(l.qty, units)}`,
      );
    });
    bag.throwIfAny();
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
  return runTransition(
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
          lines: lines.map((l, i) => ({ gudang_id: gudangId, product_id: l.product_id, batch_id: l.batch_id, qty: -l.qty, field: `lines.${i}.qty` })),
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
}
