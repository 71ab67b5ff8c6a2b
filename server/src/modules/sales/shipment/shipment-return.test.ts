import { salesOrder } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { useTestServer } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

/*
 * A returned parcel: a shipment moving to `dikembalikan` takes its orders back to Siap Dikirim
 * through the order's `return` transition. An order whose stock left at the shipment gets back
 * exactly what the ship took (same batches, same cost) and holds it again as a reservation; an order
 * reduced at the order or at picking keeps its stock taken. Packed items stay packed. A cancel clears
 * the packing progress. The ledger invariants are checked after the file (stockTestKit).
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const ids = { a: 0, b: 0, early: 0, late: 0 };

const setReduction = async (v: string) => expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: v })).http).toBe(200);
type Order = { order_id: number; invoice_number: string };
async function packedOrder(lines: { product_id: number; qty: number }[]): Promise<Order> {
  const r = await ctx.admin.post(
    '/purchase_order/add_stored',
    { customer_name: 'Bu Kembali', destination_name: 'Kembali', gudang_id: 1, lines: lines.map((l) => ({ unit: 'kecil', ...l })) },
    { json: true },
  );
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  expect((await ctx.admin.post('/purchase_order/update_status', { order_id: r.data.order_id, action: 'pick' })).http).toBe(200);
  for (const l of lines) {
    const s = await ctx.admin.post('/shipment/scan_barcode', {
      order_id: r.data.order_id,
      barcode: l.product_id === ids.a ? '8991111' : '8992222',
      qty: l.qty,
    });
    expect(s.http, JSON.stringify(s.errors)).toBe(200);
  }
  return r.data as Order;
}
async function ship(orders: Order[], no_resi = 'RESI-1') {
  const r = await ctx.admin.post('/shipment/add_stored', { order_ids: orders.map((o) => o.order_id), kurir: 'Kurir Toko', no_resi }, { json: true });
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  return r.data as { shipment_id: number; shipment_number: string };
}
const setShipment = (shipment_id: number, status: string, note?: string) => ctx.admin.post('/shipment/update_status', { shipment_id, status, note });

const orderRow = async (id: number) =>
  (
    await owner().execute(
      sql`select status, stock_taken::int as stock_taken, no_resi, deleted_at is not null as deleted from sales_order where order_id = ${id}`,
    )
  ).rows[0] as { status: string; stock_taken: number; no_resi: string | null; deleted: boolean };
/** Balances per warehouse and batch, and the cost rows, of the test's variants. */
async function stockState() {
  const b = await owner().execute(sql`select product_id, gudang_id, batch_id, qty::int as qty from stock_balance
    where product_id in (${ids.a}, ${ids.b}) order by product_id, gudang_id, batch_id`);
  const c = await owner().execute(sql`select product_id, gudang_id, qty::int as qty, round(avg_cost, 4)::float8 as avg_cost from stock_cost
    where product_id in (${ids.a}, ${ids.b}) order by product_id, gudang_id`);
  return { balances: b.rows, cost: c.rows };
}
const reservations = async (orderId: number) =>
  (await owner().execute(sql`select product_id, gudang_id, qty::int as qty from stock_reservation where order_id = ${orderId} order by product_id`)).rows;
const ledgerOf = async (orderId: number) =>
  (
    await owner().execute(sql`select doc_type, product_id, batch_id, qty::int as qty, unit_cost::float8 as unit_cost from stock_log
      where doc_id = ${orderId} and doc_type like 'sales_order%' order by stock_log_id`)
  ).rows as { doc_type: string; product_id: number; batch_id: number; qty: number; unit_cost: number }[];
/** Net quantity and value per batch of an order's ledger rows (sales_order and sales_order_cancel). */
const netOf = async (orderId: number) =>
  (
    await owner().execute(sql`select product_id, batch_id, sum(qty)::int as qty, round(sum(qty * unit_cost), 4)::float8 as value from stock_log
      where doc_id = ${orderId} and doc_type in ('sales_order', 'sales_order_cancel') group by 1, 2 order by 1, 2`)
  ).rows as { product_id: number; batch_id: number; qty: number; value: number }[];
/** Ledger rows in (product, batch) order. */
const byBatch = <T extends { product_id: number; batch_id: number }>(rows: T[]) =>
  [...rows].sort((x, y) => x.product_id - y.product_id || x.batch_id - y.batch_id);
const packedOf = async (orderId: number) =>
  Number(
    ((await owner().execute(sql`select coalesce(sum(qty_packed), 0)::int as n from packing_item where order_id = ${orderId}`)).rows[0] as { n: number }).n,
  );
const historyOf = async (orderId: number) =>
  (
    await owner().execute(sql`select from_state, to_state, action, reason from document_state_log where document = 'sales_order' and record_id = ${orderId}
      order by log_id`)
  ).rows;

beforeAll(async () => {
  ids.a = (await makeProduct('Vitamin Kembali', { expire: true })).product_id;
  ids.b = (await makeProduct('Masker Kembali')).product_id;
  await owner().execute(sql`update product set product_barcode = '8991111' where product_id = ${ids.a}`);
  await owner().execute(sql`update product set product_barcode = '8992222' where product_id = ${ids.b}`);
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.a, qty: 30, unit_cost: 1000, batch: { batch_no: 'KB-LATE', expired_date: '2029-01-31' } },
      { gudang_id: 1, product_id: ids.a, qty: 4, unit_cost: 1600, batch: { batch_no: 'KB-EARLY', expired_date: '2027-03-31' } },
      { gudang_id: 1, product_id: ids.b, qty: 100, unit_cost: 500 },
    ],
  });
  const batches = (await owner().execute(sql`select batch_id, batch_no from stock_batch where product_id = ${ids.a}`)).rows as {
    batch_id: number;
    batch_no: string;
  }[];
  ids.early = Number(batches.find((b) => b.batch_no === 'KB-EARLY')?.batch_id);
  ids.late = Number(batches.find((b) => b.batch_no === 'KB-LATE')?.batch_id);
});

describe('the salesOrder machine', () => {
  it('declares return: dikirim → siap_dikirim, with a reason, permission packing', () => {
    expect(salesOrder.transitions.find((t) => t.action === 'return')).toMatchObject({
      from: ['dikirim'],
      to: 'siap_dikirim',
      permission: 'packing',
      reason: { label: 'Keterangan' },
    });
  });
});

describe('a returned parcel, stock leaving at the shipment (stock_reduction 0)', () => {
  it('gives back exactly what the ship took, reserves it again, keeps the packing, and ships again', async () => {
    await setReduction('0');
    const o = await packedOrder([
      { product_id: ids.a, qty: 6 },
      { product_id: ids.b, qty: 2 },
    ]);
    const beforeShip = { stock: await stockState(), reserved: await reservations(o.order_id) };
    expect(beforeShip.reserved).toEqual([
      { product_id: ids.a, gudang_id: 1, qty: 6 },
      { product_id: ids.b, gudang_id: 1, qty: 2 },
    ]);
    const s = await ship([o]);
    expect(await orderRow(o.order_id)).toMatchObject({ status: 'dikirim', stock_taken: 1, no_resi: 'RESI-1' });
    expect(await reservations(o.order_id)).toEqual([]);
    // FEFO: 4 of the early batch at 1.600, 2 of the late one, at the average cost of the moment (the ledger writes in batch order).
    const taken = byBatch(await ledgerOf(o.order_id));
    expect(taken.map((r) => [r.doc_type, r.product_id, r.batch_id, r.qty])).toEqual(
      byBatch([
        { doc_type: 'sales_order', product_id: ids.a, batch_id: ids.early, qty: -4 },
        { doc_type: 'sales_order', product_id: ids.a, batch_id: ids.late, qty: -2 },
        { doc_type: 'sales_order', product_id: ids.b, batch_id: 0, qty: -2 },
      ]).map((r) => [r.doc_type, r.product_id, r.batch_id, r.qty]),
    );

    // The note is required, as for gagal.
    expect((await ctx.admin.post('/shipment/validation_update_status', { shipment_id: s.shipment_id, status: 'dikembalikan' })).errors).toEqual({
      note: ['Keterangan wajib diisi'],
    });
    const snap = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/shipment/validation_update_status', { shipment_id: s.shipment_id, status: 'dikembalikan', note: 'x' })).http).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);

    const back = await setShipment(s.shipment_id, 'dikembalikan', 'Alamat tidak ditemukan');
    expect(back.http, JSON.stringify(back.errors)).toBe(200);
    expect(back.data).toMatchObject({ status: 'dikembalikan', returned_order_ids: [o.order_id], delivered_order_ids: [] });
    // The order is as before shipping: Siap Dikirim, stock not taken, the same reservation, the same balances and costs.
    expect(await orderRow(o.order_id)).toEqual({ status: 'siap_dikirim', stock_taken: 0, no_resi: null, deleted: false });
    expect(await reservations(o.order_id)).toEqual(beforeShip.reserved);
    expect(await stockState()).toEqual(beforeShip.stock);
    // Given back to the very batches, at the cost each left at.
    const rows = await ledgerOf(o.order_id);
    expect(byBatch(rows.slice(3)).map((r) => [r.doc_type, r.product_id, r.batch_id, r.qty, r.unit_cost])).toEqual(
      taken.map((r) => ['sales_order_cancel', r.product_id, r.batch_id, -r.qty, r.unit_cost]),
    );
    // Recorded in the order's state history with the shipment's note.
    expect((await historyOf(o.order_id)).at(-1)).toEqual({
      from_state: 'dikirim',
      to_state: 'siap_dikirim',
      action: 'return',
      reason: `Pengiriman ${s.shipment_number} dikembalikan: Alamat tidak ditemukan`,
    });
    // The parcel came back packed: the order is on the Siap Dikirim list, fully packed.
    const picking = await ctx.admin.post('/picking/list', { order_id: o.order_id });
    expect(picking.data.data[0]).toMatchObject({ status: 'siap_dikirim', qty_packed_total: 8, qty_ordered_total: 8, packed: true });
    const detail = (await ctx.admin.post('/purchase_order/detail', { order_id: o.order_id })).data;
    expect(detail).toMatchObject({ status: 'siap_dikirim', stock_taken: 0 });
    // The returned shipment is final; the timeline shows the return.
    expect((await setShipment(s.shipment_id, 'dikirim')).http).toBe(422);
    const info = await ctx.admin.post('/shipment/info_proses_pengiriman', { shipment_id: s.shipment_id });
    expect(info.data.timeline.map((t: { title: string }) => t.title)).toContain(`Tagihan ${o.invoice_number}: Siap Dikirim`);

    // Shipped again in a new shipment: the stock leaves again, first expiry first, and the order finishes.
    const s2 = await ship([o], 'RESI-2');
    expect(await orderRow(o.order_id)).toMatchObject({ status: 'dikirim', stock_taken: 1, no_resi: 'RESI-2' });
    expect(await reservations(o.order_id)).toEqual([]);
    expect((await netOf(o.order_id)).map((r) => [r.product_id, r.batch_id, r.qty])).toEqual([
      [ids.a, Math.min(ids.early, ids.late), ids.early < ids.late ? -4 : -2],
      [ids.a, Math.max(ids.early, ids.late), ids.early < ids.late ? -2 : -4],
      [ids.b, 0, -2],
    ]);
    const done = await setShipment(s2.shipment_id, 'diterima');
    expect(done.data).toMatchObject({ delivered_order_ids: [o.order_id] });
    expect((await orderRow(o.order_id)).status).toBe('selesai');
  });

  it('returns twice, at the cost of the take still out, and a cancel then gives back nothing more', async () => {
    await setReduction('0');
    const o = await packedOrder([{ product_id: ids.b, qty: 5 }]);
    const before = await stockState();
    const s1 = await ship([o]);
    expect((await setShipment(s1.shipment_id, 'gagal', 'Rumah kosong')).http).toBe(200);
    // From gagal too.
    expect((await setShipment(s1.shipment_id, 'dikembalikan', 'Tidak ada penerima')).data.returned_order_ids).toEqual([o.order_id]);
    // New stock at another cost moves the average: the second take leaves at another cost.
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.b, qty: 10, unit_cost: 2000 }] });
    const s2 = await ship([o]);
    const second = (await ledgerOf(o.order_id)).at(-1);
    expect(second?.doc_type).toBe('sales_order');
    expect(second?.unit_cost).not.toBe(500);
    expect((await setShipment(s2.shipment_id, 'dikembalikan', 'Ditolak penerima')).http).toBe(200);
    // The second give-back is at the second take's cost: the order's net quantity and value are both 0.
    expect((await ledgerOf(o.order_id)).at(-1)).toMatchObject({ doc_type: 'sales_order_cancel', qty: 5, unit_cost: second?.unit_cost });
    expect(await netOf(o.order_id)).toEqual([{ product_id: ids.b, batch_id: 0, qty: 0, value: 0 }]);
    expect(await reservations(o.order_id)).toEqual([{ product_id: ids.b, gudang_id: 1, qty: 5 }]);
    expect(await packedOf(o.order_id)).toBe(5);

    // Cancelled from Siap Dikirim: the reservation is dropped, nothing more moves, the packing progress is cleared.
    const rowsBefore = (await ledgerOf(o.order_id)).length;
    const del = await ctx.admin.post('/purchase_order/delete', { order_id: o.order_id, reason: 'Pelanggan batal' });
    expect(del.http, JSON.stringify(del.errors)).toBe(200);
    expect(await orderRow(o.order_id)).toMatchObject({ status: 'dibatalkan', stock_taken: 0, deleted: true });
    expect((await ledgerOf(o.order_id)).length).toBe(rowsBefore);
    expect(await reservations(o.order_id)).toEqual([]);
    expect(await packedOf(o.order_id)).toBe(0);
    const after = await stockState();
    // Balances as before the order, plus the 10 that came in.
    const bBefore = before.balances.find((x) => x.product_id === ids.b) as { qty: number };
    expect(after.balances.find((x) => x.product_id === ids.b)).toMatchObject({ qty: bBefore.qty + 10 });
  });
});

describe('a returned parcel, stock taken at the order (1) or at picking (2)', () => {
  for (const reduction of ['1', '2'])
    it(`keeps the stock taken (stock_reduction ${reduction}): the goods are back but still the order's`, async () => {
      await setReduction(reduction);
      const o = await packedOrder([{ product_id: ids.b, qty: 3 }]);
      expect(await orderRow(o.order_id)).toMatchObject({ stock_taken: 1 });
      const s = await ship([o]);
      const stock = await stockState();
      const rows = await ledgerOf(o.order_id);
      expect(rows).toHaveLength(1);
      expect((await setShipment(s.shipment_id, 'dikembalikan', 'Paket rusak di jalan')).http).toBe(200);
      expect(await orderRow(o.order_id)).toEqual({ status: 'siap_dikirim', stock_taken: 1, no_resi: null, deleted: false });
      expect(await ledgerOf(o.order_id)).toEqual(rows);
      expect(await stockState()).toEqual(stock);
      expect(await reservations(o.order_id)).toEqual([]);
      expect(await packedOf(o.order_id)).toBe(3);
      // Shipping again moves no stock; cancelling gives back what the order took, and forgets the packing.
      const s2 = await ship([o]);
      expect(await ledgerOf(o.order_id)).toEqual(rows);
      expect((await setShipment(s2.shipment_id, 'dikembalikan', 'Alamat salah')).http).toBe(200);
      expect((await ctx.admin.post('/purchase_order/delete', { order_id: o.order_id, reason: 'Batal' })).http).toBe(200);
      expect(await netOf(o.order_id)).toEqual([{ product_id: ids.b, batch_id: 0, qty: 0, value: 0 }]);
      expect(await packedOf(o.order_id)).toBe(0);
    });
});

describe('refusals', () => {
  it('refuses a returned parcel whose order has a customer return, writing nothing', async () => {
    await setReduction('0');
    const clean = await packedOrder([{ product_id: ids.b, qty: 1 }]);
    const returned = await packedOrder([{ product_id: ids.b, qty: 2 }]);
    const s = await ship([clean, returned]);
    const line = (await owner().execute(sql`select line_id from sales_order_line where order_id = ${returned.order_id}`)).rows[0] as { line_id: number };
    const rk = await ctx.admin.post(
      '/retur/konsumen/add_stored',
      { order_id: returned.order_id, gudang_id: 1, lines: [{ order_line_id: line.line_id, qty: 1, unit: 'kecil', reason: 'Rusak' }] },
      { json: true },
    );
    expect(rk.http, JSON.stringify(rk.errors)).toBe(200);
    const snap = await tableSnapshot(ctx.server.database);
    const body = { shipment_id: s.shipment_id, status: 'dikembalikan', note: 'Kembali' };
    const pending = `Tagihan ${returned.invoice_number} masih punya retur konsumen yang diajukan (${rk.data.retur_konsumen_number}): tolak atau batalkan dulu`;
    expect((await ctx.admin.post('/shipment/validation_update_status', body)).errors).toEqual({ status: [pending] });
    expect((await ctx.admin.post('/shipment/update_status', body)).errors).toEqual({ status: [pending] });
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);
    // Approved: the customer had the goods.
    expect((await ctx.admin.post('/retur/konsumen/update_status_stored', { retur_konsumen_id: rk.data.retur_konsumen_id, status: 'disetujui' })).http).toBe(
      200,
    );
    const snap2 = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/shipment/update_status', body)).errors).toEqual({
      status: [
        `Tagihan ${returned.invoice_number} sudah diretur pelanggan (${rk.data.retur_konsumen_number}): barangnya sudah diterima, paketnya tidak dapat dicatat dikembalikan`,
      ],
    });
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap2);
    expect((await orderRow(clean.order_id)).status).toBe('dikirim');
  });

  it('clears the packing progress of an order cancelled half packed', async () => {
    await setReduction('0');
    const r = await ctx.admin.post(
      '/purchase_order/add_stored',
      { customer_name: 'Setengah', gudang_id: 1, lines: [{ product_id: ids.b, unit: 'kecil', qty: 4 }] },
      { json: true },
    );
    expect((await ctx.admin.post('/purchase_order/update_status', { order_id: r.data.order_id, action: 'pick' })).http).toBe(200);
    expect((await ctx.admin.post('/shipment/scan_barcode', { order_id: r.data.order_id, barcode: '8992222', qty: 2 })).http).toBe(200);
    expect(await packedOf(r.data.order_id)).toBe(2);
    expect((await ctx.admin.post('/purchase_order/delete', { order_id: r.data.order_id, reason: 'Batal' })).http).toBe(200);
    expect(await packedOf(r.data.order_id)).toBe(0);
    expect((await ctx.admin.post('/shipment/scan_barcode', { order_id: r.data.order_id, barcode: '8992222' })).http).toBe(422);
  });
});
