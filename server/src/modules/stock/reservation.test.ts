import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/db-state.js';
import { type Answer, dbKind, useTestServer } from '../../test/harness.js';
import { storeConfigs } from '../config/commands/store-configs.js';
import { stockTestKit } from './stock-test-kit.js';

/*
 * Orders' reservations (stock_reservation) against the other outbound documents: a transfer, a
 * decreasing adjustment and a supplier return never take what orders hold, decided by the ledger
 * under the stock_cost locks the orders take too; a stock count records what is there and warns.
 */
const ctx = useTestServer();
const { move, stockOf, fefo, makeProduct, asAdmin } = stockTestKit(ctx);
const ids = { vendor: 0 };
const owner = () => ctx.server.database.db;

const order = (product_id: number, qty: number, customer = 'Toko Pesan') =>
  ctx.admin.post('/purchase_order/add_stored', { customer_name: customer, gudang_id: 1, lines: [{ product_id, unit: 'kecil', qty }] }, { json: true });
const cancelOrder = (order_id: number) => ctx.admin.post('/purchase_order/delete', { order_id, reason: 'Batal pesan' });
const transfer = (lines: Record<string, unknown>[], url = '/transfer_stok/add_stored') =>
  ctx.admin.post(url, { gudang_from_id: 1, gudang_to_id: 2, lines }, { json: true });
const approve = (transfer_id: number, url = '/transfer_stok/approval') => ctx.admin.post(url, { transfer_id, action: 'approve' });
const adjust = (lines: Record<string, unknown>[], url = '/stock_adjustment/add_stored') => ctx.admin.post(url, { gudang_id: 1, lines }, { json: true });
const returDraft = (lines: Record<string, unknown>[], url = '/retur/supplier/add_stored') =>
  ctx.admin.post(url, { gudang_id: 1, vendor_id: ids.vendor, lines }, { json: true });
const sendRetur = (retur_supplier_id: number, url = '/retur/supplier/update_status_stored') =>
  ctx.admin.post(url, { retur_supplier_id, status: 'sent' }, { json: true });
const opname = (product_id: number, counted_qty: number) =>
  ctx.admin.post('/stock_opname/add_stored', { gudang_id: 1, lines: [{ product_id, counted_qty }] }, { json: true });
const setMinus = (v: '0' | '1') => asAdmin((tx, actor) => storeConfigs(tx, actor, { minus_stock: v }));
const reservedOf = async (productId: number) =>
  Number(
    ((await owner().execute(sql`select coalesce(sum(qty), 0)::int as n from stock_reservation where product_id = ${productId}`)).rows[0] as { n: number }).n,
  );
/** Ledger rows of a variant: what must not change when a document is refused. */
const ledgerOf = async (productId: number) =>
  (await owner().execute(sql`select stock_log_id, gudang_id, batch_id, qty::int as qty from stock_log where product_id = ${productId} order by stock_log_id`))
    .rows;
const balancesOf = async (productId: number) =>
  (await owner().execute(sql`select gudang_id, batch_id, qty::int as qty from stock_balance where product_id = ${productId} order by gudang_id, batch_id`))
    .rows;

beforeAll(async () => {
  // Orders reserve until picking.
  expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '2' })).http).toBe(200);
  expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'V-RES', vendor_name: 'PT Pemasok Cadangan' })).status).toBe(200);
  const vendors = (await ctx.admin.post('/vendor/index', { perPage: 10 })).data.data as { vendor_id: number; vendor_code: string }[];
  ids.vendor = vendors.find((v) => v.vendor_code === 'V-RES')?.vendor_id ?? 0;
});

/** The one refusal of an answer: 422 at `field`, naming what orders hold. */
function expectHeld(a: Answer, field: string, pattern: RegExp) {
  expect(a.http, JSON.stringify(a.errors)).toBe(422);
  expect(Object.keys(a.errors ?? {})).toEqual([field]);
  expect(a.errors?.[field]?.[0]).toMatch(pattern);
}

describe('reservations bind the other outbound documents', () => {
  it('an order holding 10 of 10: a transfer, an adjustment −1 and a supplier return of 1 are refused and write nothing; cancelled, they pass', async () => {
    const { product_id } = await makeProduct('Salep Dipesan');
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id, qty: 10, unit_cost: 1500 }] });
    // Stored while nothing was held: they move stock only at approval and sending.
    const waiting = await transfer([{ product_id, qty: 1 }]);
    expect(waiting.http, JSON.stringify(waiting.errors)).toBe(200);
    const draft = await returDraft([{ product_id, qty: 1, reason: 'Rusak' }]);
    expect(draft.http, JSON.stringify(draft.errors)).toBe(200);

    const o = await order(product_id, 10);
    expect(o.http, JSON.stringify(o.errors)).toBe(200);
    expect(await reservedOf(product_id)).toBe(10);

    // The forms' look-ups show what is left to take.
    const inTransfer = (await ctx.admin.post('/transfer_stok/product_in_gudang', { gudang_id: 1, search: 'Salep Dipesan' })).data.data[0];
    expect(inTransfer).toMatchObject({
      product_qty: 10,
      product_qty_reserved: 10,
      product_qty_reserved_text: '1 Box',
      product_qty_available: 0,
      product_qty_available_text: '0 Strip',
    });
    const inRetur = (await ctx.admin.post('/retur/supplier/product_in_gudang', { gudang_id: 1, search: 'Salep Dipesan' })).data[0];
    expect(inRetur).toMatchObject({ product_qty: 10, product_qty_reserved: 10, product_qty_available: 0 });
    const component = (await ctx.admin.get('/komponen/stock', { productId: product_id, gudangId: 1 })).data;
    expect(component.gudang[0]).toMatchObject({ qty: 10, reserved_qty: 10, reserved_qty_text: '1 Box', available_qty: 0 });

    const before = await tableSnapshot(ctx.server.database);
    const ledger = await ledgerOf(product_id);
    const held = /^Stok Salep Dipesan \d* ?di Gudang Utama tidak cukup: tersedia 0 Strip \(stok 1 Box, dipesan tagihan 1 Box\), diminta 1 Strip$/;
    for (const url of ['/transfer_stok/validation_add', '/transfer_stok/add_stored'])
      expectHeld(await transfer([{ product_id, qty: 1 }], url), 'lines.0.qty', held);
    for (const url of ['/transfer_stok/validation_approval', '/transfer_stok/approval'])
      expectHeld(await approve(waiting.data.transfer_id, url), 'lines.0.qty', held);
    for (const url of ['/stock_adjustment/validation_add', '/stock_adjustment/add_stored'])
      expectHeld(await adjust([{ product_id, qty_change: -1, reason: 'Rusak' }], url), 'lines.0.qty_change', held);
    for (const url of ['/retur/supplier/validation_add', '/retur/supplier/add_stored'])
      expectHeld(await returDraft([{ product_id, qty: 1, reason: 'Rusak' }], url), 'lines.0.qty', held);
    for (const url of ['/retur/supplier/validation_update_status', '/retur/supplier/update_status_stored'])
      expectHeld(await sendRetur(draft.data.retur_supplier_id, url), 'lines.0.qty', held);
    // The ledger itself refuses, whatever document calls it (here one without any check of its own).
    await expect(move({ doc_type: 'test_out', lines: [{ gudang_id: 1, product_id, qty: -1, field: 'lines.0.qty' }] })).rejects.toMatchObject({
      httpStatus: 422,
      errors: { 'lines.0.qty': [expect.stringMatching(held)] },
    });
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    expect(await ledgerOf(product_id)).toEqual(ledger);
    expect(await stockOf(product_id, 1)).toBe(10);

    // The order is cancelled: its reservation goes, and the same documents pass.
    expect((await cancelOrder(o.data.order_id)).http).toBe(200);
    expect(await reservedOf(product_id)).toBe(0);
    expect((await approve(waiting.data.transfer_id)).http).toBe(200);
    expect((await adjust([{ product_id, qty_change: -1, reason: 'Rusak' }])).http).toBe(200);
    expect((await sendRetur(draft.data.retur_supplier_id)).http).toBe(200);
    const t = await transfer([{ product_id, qty: 1 }]);
    expect(t.http, JSON.stringify(t.errors)).toBe(200);
    expect((await approve(t.data.transfer_id)).http).toBe(200);
    expect(await stockOf(product_id, 1)).toBe(6);
  });

  it('takes only what orders leave: the warehouse total stays at the reservations, whatever batch a line names', async () => {
    const { product_id } = await makeProduct('Kapsul Batch Dipesan', { expire: true });
    await move({
      doc_type: 'test_in',
      lines: [
        { gudang_id: 1, product_id, qty: 5, unit_cost: 1000, batch: { batch_no: 'RB-SOON', expired_date: '2027-01-31' } },
        { gudang_id: 1, product_id, qty: 5, unit_cost: 1000, batch: { batch_no: 'RB-LATE', expired_date: '2028-01-31' } },
      ],
    });
    const [soon, late] = (await fefo(product_id, 1)).map((b) => b.batch_id);
    const o = await order(product_id, 7);
    expect(o.http, JSON.stringify(o.errors)).toBe(200);
    const before = await balancesOf(product_id);

    // 10 in stock, 7 held: a batch of 5 gives at most 3.
    expectHeld(
      await transfer([{ product_id, batch_id: late, qty: 4 }]),
      'lines.0.qty',
      /batch RB-LATE di Gudang Utama tidak cukup: tersedia 3 Strip \(stok 1 Box, dipesan tagihan 7 Strip\), diminta 4 Strip$/,
    );
    // Two lines of one variant share what is free: the second one is refused.
    const two = await adjust([
      { product_id, batch_id: soon, qty_change: -2, reason: 'Rusak' },
      { product_id, batch_id: late, qty_change: -2, reason: 'Rusak' },
    ]);
    expectHeld(two, 'lines.1.qty_change', /tersedia 1 Strip \(stok 1 Box, dipesan tagihan 7 Strip\), diminta 2 Strip$/);
    expect(await balancesOf(product_id)).toEqual(before);
    // Beyond the batch too: the smaller of the batch and what is free is named.
    expectHeld(
      await adjust([{ product_id, batch_id: soon, qty_change: -6, reason: 'Rusak' }]),
      'lines.0.qty_change',
      /tersedia 3 Strip \(stok 1 Box, dipesan tagihan 7 Strip\), diminta 6 Strip$/,
    );
    // What the same document brings in counts: +2 in one batch lets −5 leave the other.
    const swap = await adjust([
      { product_id, batch_id: soon, qty_change: 2, reason: 'Salah hitung' },
      { product_id, batch_id: late, qty_change: -5, reason: 'Salah hitung' },
    ]);
    expect(swap.http, JSON.stringify(swap.errors)).toBe(200);
    expect(await stockOf(product_id, 1)).toBe(7);
    // Exactly what is free passes.
    expectHeld(await transfer([{ product_id, qty: 1 }]), 'lines.0.qty', /tersedia 0 Strip/);
    // The order still takes what it holds at picking.
    const picked = await ctx.admin.post('/purchase_order/update_status', { order_id: o.data.order_id, action: 'pick' });
    expect(picked.http, JSON.stringify(picked.errors)).toBe(200);
    expect(await stockOf(product_id, 1)).toBe(0);
    expect(await reservedOf(product_id)).toBe(0);
  });

  it('with minus_stock, stock may go below zero only where no order holds any', async () => {
    const held = await makeProduct('Sirup Minus Dipesan');
    const free = await makeProduct('Sirup Minus Bebas');
    await move({
      doc_type: 'test_in',
      lines: [
        { gudang_id: 1, product_id: held.product_id, qty: 10, unit_cost: 1000 },
        { gudang_id: 1, product_id: free.product_id, qty: 10, unit_cost: 1000 },
      ],
    });
    const o = await order(held.product_id, 4);
    expect(o.http).toBe(200);
    await setMinus('1');
    try {
      // Nothing held: the adjustment goes below zero as minus_stock allows.
      expect((await adjust([{ product_id: free.product_id, qty_change: -12, reason: 'Rusak' }])).http).toBe(200);
      expect(await stockOf(free.product_id, 1)).toBe(-2);
      // Held: only the 6 not promised may leave, however minus_stock is set.
      expectHeld(
        await adjust([{ product_id: held.product_id, qty_change: -7, reason: 'Rusak' }]),
        'lines.0.qty_change',
        /tersedia 6 Strip \(stok 1 Box, dipesan tagihan 4 Strip\), diminta 7 Strip$/,
      );
      expectHeld(await transfer([{ product_id: held.product_id, qty: 7 }]), 'lines.0.qty', /tersedia 6 Strip/);
      expect((await adjust([{ product_id: held.product_id, qty_change: -6, reason: 'Rusak' }])).http).toBe(200);
      expect(await stockOf(held.product_id, 1)).toBe(4);
    } finally {
      await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: free.product_id, qty: 2, unit_cost: 1000 }] });
      await setMinus('0');
    }
    expect((await cancelOrder(o.data.order_id)).http).toBe(200);
  });

  it('a stock count is booked below what orders hold, and says so', async () => {
    const { product_id } = await makeProduct('Tablet Dihitung');
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id, qty: 10, unit_cost: 1000 }] });
    const o = await order(product_id, 10);
    expect(o.http).toBe(200);
    const counted = await opname(product_id, 6);
    expect(counted.http, JSON.stringify(counted.errors)).toBe(200);
    expect(counted.data.warnings).toEqual([
      'Stok Tablet Dihitung di Gudang Utama kini 6 Strip, di bawah yang sudah dipesan tagihan (1 Box): tagihan itu belum dapat dipenuhi seluruhnya',
    ]);
    expect(await stockOf(product_id, 1)).toBe(6);
    // Counted back up: nothing to warn about.
    const again = await opname(product_id, 10);
    expect(again.data.warnings).toEqual([]);
    expect((await cancelOrder(o.data.order_id)).http).toBe(200);
  });
});

describe('concurrency', () => {
  it('transfers, adjustments and orders racing for the last units never take more than there is', async () => {
    const STOCK = 5;
    const { product_id } = await makeProduct('Vitamin Rebutan');
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id, qty: STOCK, unit_cost: 1000 }] });
    // Waiting transfers hold nothing: each is stored while the stock is free.
    const waiting: number[] = [];
    for (let i = 0; i < 10; i++) waiting.push((await transfer([{ product_id, qty: 1 }])).data.transfer_id);
    const n = dbKind() === 'postgres' ? 20 : 10;
    // Besides the calls, documents that go straight to the ledger with no check of their own: only its locks decide for them.
    const direct = () =>
      move({ doc_type: 'test_out', lines: [{ gudang_id: 1, product_id, qty: -1, field: 'lines.0.qty' }] }).then(
        () => ({ http: 200, status: 200, msg: '', data: null }) as Answer,
        (e: { httpStatus?: number; errors?: Record<string, string[]> }) => ({
          http: e.httpStatus ?? 500,
          status: false,
          msg: '',
          data: null,
          errors: e.errors,
        }),
      );
    // Each starts after a random moment within 60 ms, so that the kinds interleave (the direct takes, with no HTTP
    // around them, would otherwise all be done before the first order arrives).
    const later = <T>(start: () => Promise<T>) => new Promise<T>((resolve) => setTimeout(() => resolve(start()), Math.random() * 60));
    const answers = await Promise.all([
      ...waiting.map((id) => later(() => approve(id))),
      ...Array.from({ length: n }, (_, i) => later(() => order(product_id, 1, `Rebutan ${i}`))),
      ...Array.from({ length: n }, () => later(() => adjust([{ product_id, qty_change: -1, reason: 'Rusak' }]))),
      ...Array.from({ length: n }, () => later(direct)),
    ]);
    const served = answers.filter((a) => a.http === 200);
    const refused = answers.filter((a) => a.http !== 200);
    // Exactly the stock is served, between the four kinds; everyone else gets the shortage at a line.
    expect(served).toHaveLength(STOCK);
    for (const a of refused) {
      expect(a.http).toBe(422);
      expect(
        Object.values(a.errors ?? {})
          .flat()
          .join(' '),
      ).toMatch(/tidak cukup: tersedia 0 Strip/);
    }
    const left = await stockOf(product_id, 1);
    const reserved = await reservedOf(product_id);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBe(reserved);
    const taken = (
      (await owner().execute(sql`select coalesce(-sum(qty), 0)::int as n from stock_log where product_id = ${product_id} and gudang_id = 1 and qty < 0`))
        .rows[0] as { n: number }
    ).n;
    expect(taken + reserved).toBe(STOCK);
  }, 180_000);
});
