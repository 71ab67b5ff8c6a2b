import { MSG } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-file.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { PUBLIC_PAGE_LIMIT, PUBLIC_PDF_LIMIT } from './routes.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

/*
 * The public invoice link is anonymous, so it must not be an amplifier: calls are limited per client
 * address (429 in the envelope with Retry-After), the PDF is made once per version of the order and
 * kept (a second request is served from the cache, a change to the order makes a new one), and the
 * answers say how they may be cached (Cache-Control, ETag on the PDF).
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);
type Order = { order_id: number; invoice_number: string; public_token: string };
let para = 0;

async function get(path: string, q: Record<string, string>, ip: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${ctx.server.url}${path}?${new URLSearchParams(q)}`, { headers: { 'x-forwarded-for': ip, ...headers } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.includes('application/json') ? JSON.parse(Buffer.from(bytes).toString('utf8')) : undefined;
  return { http: res.status, headers: res.headers, bytes, json };
}

const add = async (customer: string): Promise<Order> => {
  const r = await ctx.admin.post(
    '/purchase_order/add_stored',
    { customer_name: customer, gudang_id: 1, lines: [{ product_id: para, unit: 'kecil', qty: 1 }] },
    { json: true },
  );
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return r.data as Order;
};
const link = (o: Order) => ({ id: o.public_token, inv: o.invoice_number });

beforeAll(async () => {
  para = (await makeProduct('Paracetamol Tautan')).product_id;
  expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: para, product_price_sale: 5000 })).http).toBe(200);
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: para, qty: 500, unit_cost: 3000 }] });
});

describe('public invoice calls are limited per client address', () => {
  it('answers the PDF call beyond its allowance with 429, Retry-After and the Indonesian message; another address is served', async () => {
    const order = await add('Toko Banjir');
    for (let i = 0; i < PUBLIC_PDF_LIMIT.max; i++) expect((await get('/public/invoice_pdf', link(order), '10.66.0.1')).http).toBe(200);
    const refused = await get('/public/invoice_pdf', link(order), '10.66.0.1');
    expect(refused.http).toBe(429);
    expect(refused.json).toMatchObject({ status: 429, msg: MSG.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A wrong link counts too (guessing tokens is the other abuse), and another address is not affected.
    expect((await get('/public/invoice_pdf', link(order), '10.66.0.2')).http).toBe(200);
  });

  it('limits the info and receipt pages too', async () => {
    const order = await add('Toko Banjir Info');
    for (const path of ['/public/info', '/public/kwitansi']) {
      for (let i = 0; i < PUBLIC_PAGE_LIMIT.max; i++) expect((await get(path, { id: 'x'.repeat(20), inv: 'INV' }, '10.66.1.1')).http).toBe(404);
      const refused = await get(path, link(order), '10.66.1.1');
      expect(refused.http, path).toBe(429);
      expect(refused.json).toMatchObject({ status: 429, msg: MSG.tooManyRequests });
      expect(refused.headers.get('retry-after')).toBeTruthy();
    }
  });
});

describe('the public PDF is made once per version of the order', () => {
  it('serves a second request from the cache, answers 304 to its ETag, and makes a new PDF when the order changes', async () => {
    const cache = ctx.server.app.publicPdfCache;
    const order = await add('Toko Tembolok');
    const made = cache.made;
    const first = await get('/public/invoice_pdf', link(order), '10.66.2.1');
    expect(first.http).toBe(200);
    expect(cache.made).toBe(made + 1);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const hits = cache.hits;
    const second = await get('/public/invoice_pdf', link(order), '10.66.2.2');
    expect(second.http).toBe(200);
    expect(cache.made).toBe(made + 1);
    expect(cache.hits).toBe(hits + 1);
    expect(second.headers.get('etag')).toBe(etag);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);

    // The browser's revalidation: nothing made, nothing sent.
    const again = await get('/public/invoice_pdf', link(order), '10.66.2.2', { 'if-none-match': etag as string });
    expect(again.http).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(cache.made).toBe(made + 1);

    // Paid: a new version, a new PDF (and the old ETag no longer matches).
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: order.order_id })).http).toBe(200);
    const paid = await get('/public/invoice_pdf', link(order), '10.66.2.2', { 'if-none-match': etag as string });
    expect(paid.http).toBe(200);
    expect(cache.made).toBe(made + 2);
    expect(paid.headers.get('etag')).not.toBe(etag);
    expect((await readPdf(paid.bytes)).text).toMatch(/(^|\n)LUNAS\n/);
  });

  it('keeps a bounded number of bytes, dropping the least recently used PDF first', async () => {
    const cache = ctx.server.app.publicPdfCache;
    expect(cache.heldBytes).toBeLessThanOrEqual(cache.maxBytes);
    const { LruCache } = await import('../../../platform/lru-cache.js');
    const small = new LruCache<string>(10, (s) => s.length);
    small.set('a', 'aaaa');
    small.set('b', 'bbbb');
    expect(small.get('a')).toBe('aaaa');
    small.set('c', 'cccc');
    expect([small.get('a'), small.get('b'), small.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect(small.heldBytes).toBe(8);
    small.set('big', 'x'.repeat(11));
    expect(small.get('big')).toBeUndefined();
  });
});

describe('public answers say how they may be cached', () => {
  it('the info and receipt data are never stored; the PDF is revalidated by ETag', async () => {
    const order = await add('Toko Cache');
    for (const path of ['/public/info', '/public/kwitansi']) {
      const r = await get(path, link(order), '10.66.3.1');
      expect(r.http).toBe(200);
      expect(r.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // A refused link is not stored either.
    expect((await get('/public/info', { id: 'y'.repeat(20), inv: 'X' }, '10.66.3.1')).headers.get('cache-control')).toBe('private, no-store');
    const pdf = await get('/public/invoice_pdf', link(order), '10.66.3.1');
    expect(pdf.headers.get('cache-control')).toBe('private, no-cache');
    expect(pdf.headers.get('etag')).toBeTruthy();
  });
});
