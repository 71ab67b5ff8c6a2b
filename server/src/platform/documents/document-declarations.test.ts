import {
  customerPayment,
  type DocumentDef,
  DOCUMENTS,
  entryOf,
  goodsReceipt,
  purchaseMaterial,
  purchaseOrder,
  returKonsumen,
  returSupplier,
  salesOrder,
  shipmentDoc,
  stateValues,
  statusFilterMessage,
  stockAdjustment,
  stockOpname,
  stockTransfer,
  supplierPayment,
} from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.js';
import { stockTestKit } from '../../modules/stock/stock-test-kit.js';

const ctx = useTestServer();
const kit = stockTestKit(ctx);

/** Each document's list call; the internal kinds share their external kind's list and machine. */
const LISTS: { doc: DocumentDef; url: string }[] = [
  { doc: salesOrder, url: '/purchase_order/list' },
  { doc: shipmentDoc, url: '/shipment/list' },
  { doc: returKonsumen, url: '/retur/konsumen/list' },
  { doc: purchaseOrder, url: '/penerimaan_order/index' },
  { doc: goodsReceipt, url: '/penerimaan/index' },
  { doc: purchaseMaterial, url: '/purchase_material/index' },
  { doc: stockTransfer, url: '/transfer_stok/index' },
  { doc: stockOpname, url: '/stock_opname/list' },
  { doc: stockAdjustment, url: '/stock_adjustment/list' },
  { doc: returSupplier, url: '/retur/supplier/list' },
  // Customer and supplier payments share one list (payment_for filters them) and one set of states.
  { doc: customerPayment, url: '/payment/list' },
  { doc: supplierPayment, url: '/payment/list' },
];
/** Documents without a list of their own: the internal kinds (same states as the lists above) and contacts (Verifikasi Kontak lists the waiting ones). */
const WITHOUT_LIST = ['purchase_order_internal', 'goods_receipt_internal', 'member'];

describe('every document list filters by its machine', () => {
  it('has a list for every declared document', () => {
    expect(DOCUMENTS.map((d) => d.name).filter((n) => !LISTS.some((l) => l.doc.name === n) && !WITHOUT_LIST.includes(n))).toEqual([]);
  });

  it.each(LISTS.map((l) => [l.doc.name, l] as const))('%s: the status filter accepts exactly the states of the machine', async (_name, { doc, url }) => {
    for (const state of stateValues(doc)) {
      const r = await ctx.admin.post(url, { status: state }, { json: true });
      expect(r.http, `${url} status ${state}`).toBe(200);
      for (const row of r.data.data as { status: string }[]) expect(row.status).toBe(state);
    }
    const wrong = await ctx.admin.post(url, { status: 'bukan_status' }, { json: true });
    expect(wrong).toMatchObject({ http: 422, errors: { status: [statusFilterMessage(doc)] } });
  });
});

describe('editable and the entry, as declared', () => {
  let productId = 0;
  let vendorId = 0;
  beforeAll(async () => {
    productId = (await kit.makeProduct('Vitamin C 500 mg')).product_id;
    await kit.move({ doc_type: 'test_in', doc_number: 'UJI-AWAL', lines: [{ gudang_id: 1, product_id: productId, qty: 50, unit_cost: 1000 }] });
    expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'VD1', vendor_name: 'PT Deklarasi' })).status).toBe(200);
    const vendors = (await ctx.admin.post('/vendor/index', { perPage: 10 })).data.data as { vendor_id: number; vendor_code: string }[];
    vendorId = vendors.find((v) => v.vendor_code === 'VD1')?.vendor_id ?? 0;
  });

  const rowOf = async (url: string, key: string, id: number) =>
    ((await ctx.admin.post(url, { perPage: 100 }, { json: true })).data.data as Record<string, unknown>[]).find((r) => r[key] === id);

  it('a supplier return is editable while draft only: rows answer it and the update refuses a sent one', async () => {
    const body = { gudang_id: 1, vendor_id: vendorId, lines: [{ product_id: productId, qty: 5, reason: 'Rusak' }] };
    const added = await ctx.admin.post('/retur/supplier/add_stored', body, { json: true });
    expect(added.http).toBe(200);
    const id = added.data.retur_supplier_id as number;
    expect(await rowOf('/retur/supplier/list', 'retur_supplier_id', id)).toMatchObject({ status: 'draft', editable: true });
    expect((await ctx.admin.post('/retur/supplier/update_status_stored', { retur_supplier_id: id, status: 'sent' }, { json: true })).http).toBe(200);
    expect(await rowOf('/retur/supplier/list', 'retur_supplier_id', id)).toMatchObject({ status: 'sent', editable: false });
    const late = await ctx.admin.post('/retur/supplier/update_detail_stored', { ...body, retur_supplier_id: id }, { json: true });
    expect(late).toMatchObject({ http: 422, errors: { retur_supplier_id: [returSupplier.notEditableMessage] } });
    // Entered by the platform: the first log row names the declared entry.
    const log = await ctx.server.database.db.execute(
      sql`select from_state, to_state, action from document_state_log where document = 'retur_supplier' and record_id = ${id} order by log_id`,
    );
    expect(log.rows).toEqual([
      { from_state: 'new', to_state: 'draft', action: entryOf(returSupplier).action },
      { from_state: 'draft', to_state: 'sent', action: 'send' },
    ]);
  });

  it('an adjustment is posted on entry and never editable', async () => {
    const r = await ctx.admin.post(
      '/stock_adjustment/add_stored',
      { gudang_id: 1, lines: [{ product_id: productId, qty_change: -1, reason: 'Pecah' }] },
      { json: true },
    );
    expect(r.http).toBe(200);
    const id = r.data.adjustment_id as number;
    expect(await rowOf('/stock_adjustment/list', 'adjustment_id', id)).toMatchObject({ status: 'posted', editable: false });
    const log = await ctx.server.database.db.execute(
      sql`select from_state, to_state, action, user_id from document_state_log where document = 'stock_adjustment' and record_id = ${id}`,
    );
    expect(log.rows).toEqual([{ from_state: 'new', to_state: 'posted', action: 'post', user_id: 1 }]);
  });
});
