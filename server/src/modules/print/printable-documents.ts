import type { PrintType } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type Actor, actorCan } from '../../platform/command.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { PAYMENT_PRINT_PAGES, paymentPrintScope } from '../payment/bank/queries.js';
import { orderScope } from '../purchase/order/commands/order-rules.js';
import { receiptScope } from '../purchase/receipt/commands/receipt-rules.js';
import { salesOrderScope } from '../sales/order/commands/order-scope.js';
import { shipmentScope } from '../sales/shipment/queries.js';
import { warehouseScope } from '../../platform/warehouse-scope.js';
import { transferScope } from '../stock/transfer/queries.js';

/**
 * Where a print type's documents live and who reads them: the pages whose holders read the
 * document's detail (any one suffices, as the detail call's access), the table with its alias as
 * the scope expects it, the number column the print is counted under, and the detail's scope.
 */
interface PrintableKind {
  pages: readonly string[];
  from: SQL;
  number: SQL;
  scope: (actor: Actor) => SQL;
  /** Prints whose reference names a range of documents, 'first s.d. last' (the multiple prints). */
  range?: boolean;
  /** Another kind of document the same print type also prints (a supplier payment's print_pembelian_*, beside the receipts'). */
  also?: PrintableKind;
}

const salesOrders: PrintableKind = {
  pages: ['orderList', 'indexSales', 'cashier'],
  from: sql`sales_order o`,
  number: sql`o.invoice_number`,
  scope: salesOrderScope,
};
/** A payment (Pembayaran) by its number: the customer's (print_pembayaran_*) or the supplier's (print_pembelian_*). */
const payments = (paymentFor: 'customer' | 'supplier'): PrintableKind => ({
  pages: PAYMENT_PRINT_PAGES[paymentFor],
  from: sql`payment p`,
  number: sql`p.payment_number`,
  scope: (actor) => sql`p.payment_for = ${paymentFor} and ${paymentPrintScope(actor)}`,
});
const shipments: PrintableKind = { pages: ['packing'], from: sql`shipment s`, number: sql`s.shipment_number`, scope: shipmentScope };
const purchaseOrders = (internal: boolean): PrintableKind => ({
  pages: internal ? ['purchaseOrderInternal', 'purchaseAcceptanceInternal'] : ['purchaseOrder', 'purchaseAcceptance'],
  from: sql`purchase_order o`,
  number: sql`o.order_number`,
  scope: (actor) => sql`o.is_internal = ${internal ? 1 : 0} and ${orderScope(actor, true)}`,
});
const receipts = (internal: boolean, range = false): PrintableKind => ({
  pages: [internal ? 'purchaseAcceptanceInternal' : 'purchaseAcceptance'],
  from: sql`goods_receipt r`,
  number: sql`r.penerimaan_number`,
  scope: (actor) => sql`r.is_internal = ${internal ? 1 : 0} and ${receiptScope(actor)}`,
  range,
});

/** Every print type and the documents it prints (spec-2 §8; the client's print files name the number they send). */
export const PRINTABLE: Record<PrintType, PrintableKind> = {
  print_order_invoice: salesOrders,
  print_order_surat_jalan: salesOrders,
  print_order_informasi_penerima: salesOrders,
  print_pemesanan: purchaseOrders(false),
  print_pemesanan_internal: purchaseOrders(true),
  print_penerimaan: receipts(false),
  print_penerimaan_internal: receipts(true),
  print_retur_konsumen: {
    pages: ['returSale'],
    from: sql`retur_konsumen rk join sales_order o on o.order_id = rk.order_id`,
    number: sql`rk.retur_konsumen_number`,
    scope: salesOrderScope,
  },
  print_pembayaran_single: payments('customer'),
  print_pembayaran_multiple: payments('customer'),
  print_pembayaran_multiple_kwitansi: payments('customer'),
  print_pembelian_single: { ...receipts(false), also: payments('supplier') },
  print_pembelian_multiple: { ...receipts(false, true), also: payments('supplier') },
  print_pembelian_multiple_kwitansi: { ...receipts(false, true), also: payments('supplier') },
  print_shipment: shipments,
  print_shipment_label: shipments,
  print_stock_adjustment: {
    pages: ['stockAdjustment'],
    from: sql`stock_adjustment a`,
    number: sql`a.adjustment_number`,
    scope: (actor) => warehouseScope(actor, sql`a.gudang_id`),
  },
  print_stock_opname: {
    pages: ['stockOpname'],
    from: sql`stock_opname o`,
    number: sql`o.opname_code`,
    scope: (actor) => warehouseScope(actor, sql`o.gudang_id`),
  },
  print_stock_transfer: { pages: ['stockTransfer'], from: sql`stock_transfer t`, number: sql`t.transfer_number`, scope: (actor) => transferScope(actor) },
  print_retur_supplier: {
    pages: ['returPabrik'],
    from: sql`retur_supplier r`,
    number: sql`r.retur_supplier_number`,
    scope: (actor) => warehouseScope(actor, sql`r.gudang_id`),
  },
};

/** Whether the reference is one document of the kind that the caller reads (its page and scope). */
async function mayReadOne(tx: Tx, actor: Actor, kind: PrintableKind, reference: string) {
  if (!kind.pages.some((p) => actorCan(actor, p))) return false;
  const r = await tx.execute(sql`select 1 from ${kind.from} where ${kind.number} = ${reference.trim()} and ${kind.scope(actor)} limit 1`);
  return r.rows.length > 0;
}

/** The numbers a print's reference names: one, or the first and last of a range ('A s.d. B'). */
const numbersOf = (kind: PrintableKind, reference: string) => {
  const parts = kind.range ? reference.split(' s.d. ') : [reference];
  return parts.length <= 2 ? parts.map((p) => p.trim()) : [reference];
};

/**
 * The caller may read the printed document exactly as its detail call lets them: one of its pages
 * (403 otherwise) and the document, by its number, inside the detail's scope (another company's,
 * another warehouse's or a partner's other orders: 404, like an unknown number).
 */
export async function assertMayPrint(tx: Tx, actor: Actor, printType: PrintType, reference: string) {
  const kind = PRINTABLE[printType];
  // A supplier payment's number (print_pembelian_*): the payment's pages and reach instead of the receipts'.
  if (kind.also && (await mayReadOne(tx, actor, kind.also, reference))) return;
  if (!kind.pages.some((p) => actorCan(actor, p))) throw forbidden();
  for (const number of numbersOf(kind, reference)) {
    const r = await tx.execute(sql`select 1 from ${kind.from} where ${kind.number} = ${number} and ${kind.scope(actor)} limit 1`);
    if (!r.rows.length) throw notFound('Dokumen tidak ditemukan');
  }
}
