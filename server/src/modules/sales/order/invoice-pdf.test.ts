import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { getFile, readPdf } from '../../../test/pdf-file.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

/*
 * The invoice as a PDF made on the server: GET /purchase_order/invoice_pdf?order_id= (the detail's
 * access: partners their own, group 6 their warehouses) and GET /public/invoice_pdf?id=&inv= (the
 * customer's link, no login, the public page's data only). The PDF is read back with pdf-lib: its
 * pages and the text its pages show.
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);
type Order = { order_id: number; invoice_number: string; grand_total: number; public_token: string };
const NOT_FOUND = 'Tautan tidak valid atau tagihan tidak ditemukan';
let para = 0;
let order: Order;
let anon: Client;

const add = async (body: Record<string, unknown>, c: Client = ctx.admin) => {
  const r = await c.post('/purchase_order/add_stored', body, { json: true });
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return r.data as Order;
};
const staffPdf = (id: number, c: Client = ctx.admin) => getFile(c, '/purchase_order/invoice_pdf', { order_id: id });
const publicPdf = (q: { id?: string; inv?: string }) => getFile(anon, '/public/invoice_pdf', q);
const linkOf = (o: Order) => ({ id: o.public_token, inv: o.invoice_number });

beforeAll(async () => {
  para = (await makeProduct('Paracetamol Faktur')).product_id;
  expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: para, product_price_sale: 5000 })).http).toBe(200);
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: para, qty: 500, unit_cost: 3125 },
      { gudang_id: 2, product_id: para, qty: 100, unit_cost: 3125 },
    ],
  });
  order = await add({
    customer_name: 'Toko Faktur',
    customer_phone: '081299990000',
    gudang_id: 1,
    shipping_cost: 10000,
    destination_name: 'Budi Penerima',
    destination_phone: '081288887777',
    destination_address: 'Jl. Rahasia 9',
    lines: [{ product_id: para, unit: 'kecil', qty: 4, discount_type: 'rupiah', discount: 1000 }],
  });
  anon = new Client(ctx.server.url);
});

describe('GET /purchase_order/invoice_pdf', () => {
  it('answers the invoice as an A4 PDF download named after its number, with the print content', async () => {
    const r = await staffPdf(order.order_id);
    expect(r.http, JSON.stringify(r.envelope)).toBe(200);
    expect(r.type).toBe('application/pdf');
    expect(r.disposition).toBe(`attachment; filename="${order.invoice_number.replace(/\//g, '-')}.pdf"`);
    expect(r.headers.get('cache-control')).toBe('no-store');
    if (process.env.PDF_DUMP_DIR) fs.writeFileSync(path.join(process.env.PDF_DUMP_DIR, 'invoice-1-staff.pdf'), r.bytes);
    expect(Buffer.from(r.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(r.bytes);
    expect(pdf.pageCount).toBe(1);
    const { width, height } = pdf.doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    // 4 Strip × 5.000 − 1.000 + ongkir 10.000 = 29.000
    expect(order.grand_total).toBe(29000);
    const detail = (await ctx.admin.post('/purchase_order/detail', { order_id: order.order_id })).data;
    for (const t of [
      'FAKTUR PENJUALAN',
      order.invoice_number,
      'Toko Faktur · 081299990000',
      'Budi Penerima, 081288887777, Jl. Rahasia 9',
      'Paracetamol Faktur',
      '4 Strip',
      'Rp 5.000,-',
      'Rp 1.000,-',
      'Rp 19.000,-',
      'Ongkos kirim',
      'Rp 29.000,-',
      'BELUM LUNAS',
      'Dua Puluh Sembilan Ribu Rupiah',
      detail.created_by_name,
    ])
      expect(pdf.text).toContain(t);
    expect(pdf.text).not.toMatch(/(^|\n)LUNAS/);

    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: order.order_id })).http).toBe(200);
    const paid = await readPdf((await staffPdf(order.order_id)).bytes);
    expect(paid.text).toMatch(/(^|\n)LUNAS\n/);
    expect(paid.text).not.toContain('BELUM LUNAS');
  });

  it('flows a 60-line invoice onto more pages, the column header on each, long names wrapped', async () => {
    const products: number[] = [];
    for (let i = 1; i <= 60; i++)
      products.push((await makeProduct(`Produk Faktur ${i}${i % 15 === 0 ? ' dengan nama yang panjang sekali untuk dibungkus'.repeat(3) : ''}`)).product_id);
    await move({ doc_type: 'test_in', lines: products.map((product_id) => ({ gudang_id: 1, product_id, qty: 10, unit_cost: 100 })) });
    const long = await add({ customer_name: 'Pelanggan Besar', gudang_id: 1, lines: products.map((product_id) => ({ product_id, unit: 'kecil', qty: 1 })) });
    const short = await readPdf((await staffPdf(order.order_id)).bytes);
    for (const [kind, r] of [
      ['staff', await staffPdf(long.order_id)],
      ['public', await publicPdf(linkOf(long))],
    ] as const) {
      expect(r.http).toBe(200);
      // PDF_DUMP_DIR=/tmp/x keeps the files to look at.
      if (process.env.PDF_DUMP_DIR) fs.writeFileSync(path.join(process.env.PDF_DUMP_DIR, `invoice-60-${kind}.pdf`), r.bytes);
      const pdf = await readPdf(r.bytes);
      expect(pdf.pageCount).toBeGreaterThan(short.pageCount);
      expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
      pdf.pages.forEach((text, i) => {
        // Every page holding lines starts them under the column header; the first two pages hold lines.
        if (i < 2 || text.includes('Produk Faktur'))
          expect(text, `page ${i + 1}`).toMatch(/\nNo\nProduk\nJumlah\nHarga\nDiskon\nSubtotal\n(1|\d+)\nProduk Faktur/);
        expect(text).toContain(`Halaman ${i + 1} dari ${pdf.pageCount}`);
      });
      for (const n of [1, 30, 60]) expect(pdf.text).toContain(`Produk Faktur ${n}`);
      // The totals follow the last line.
      const lastLine = pdf.pages.findIndex((t) => t.includes('Produk Faktur 60'));
      expect(pdf.pages.slice(0, lastLine).join('\n')).not.toContain('Total Tagihan');
      expect(pdf.pages.slice(lastLine).join('\n').split('Produk Faktur 60')[1]).toContain('Total Tagihan');
    }
  });

  it('keeps companies, partners and warehouses apart as the detail does', async () => {
    const branch = await add({ customer_name: 'Cabang Dua', gudang_id: 2, lines: [{ product_id: para, qty: 1, unit: 'kecil' }] });
    // Without a session, and without the Penjualan pages.
    expect((await staffPdf(order.order_id, anon)).http).toBe(401);
    const purchasing = await userWithGroup(ctx.admin, 7);
    expect((await staffPdf(order.order_id, purchasing.client)).http).toBe(403);
    // Unknown order and a bad id.
    expect((await staffPdf(987654)).http).toBe(404);
    expect((await getFile(ctx.admin, '/purchase_order/invoice_pdf', { order_id: 'abc' })).http).toBe(422);
    // Partners: their own only.
    const p1 = await userWithGroup(ctx.admin, 10);
    const p2 = await userWithGroup(ctx.admin, 10);
    const own = await add({ customer_name: 'Pelanggan Mitra', gudang_id: 1, lines: [{ product_id: para, qty: 1, unit: 'kecil' }] }, p1.client);
    expect((await staffPdf(own.order_id, p1.client)).http).toBe(200);
    const other = await staffPdf(own.order_id, p2.client);
    expect(other.http).toBe(404);
    expect(other.envelope?.msg).toBe('Tagihan tidak ditemukan');
    expect((await staffPdf(order.order_id, p1.client)).http).toBe(404);
    // Group 6 with warehouse 2 only.
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    expect((await staffPdf(branch.order_id, g6.client)).http).toBe(200);
    expect((await staffPdf(order.order_id, g6.client)).http).toBe(404);
    // Another company.
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Faktur',
      app_name: 'tetangga-faktur',
      name: 'Pemilik Faktur',
      username: 'owner_faktur_t',
      email: 'owner@faktur-t.test',
      password: 'Password-F-123',
      password_confirmation: 'Password-F-123',
    });
    expect(reg.status).toBe(200);
    const foreign = await new Client(ctx.server.url).login('owner_faktur_t', 'Password-F-123');
    expect((await staffPdf(order.order_id, foreign)).http).toBe(404);
    // A deleted order answers as its detail does, stamped DIHAPUS.
    const gone = await add({ customer_name: 'Dihapus', gudang_id: 1, lines: [{ product_id: para, qty: 1, unit: 'kecil' }] });
    expect((await ctx.admin.post('/purchase_order/delete', { order_id: gone.order_id, reason: 'Salah input' })).http).toBe(200);
    expect((await ctx.admin.post('/purchase_order/detail', { order_id: gone.order_id })).http).toBe(200);
    const pdf = await staffPdf(gone.order_id);
    expect(pdf.http).toBe(200);
    expect((await readPdf(pdf.bytes)).text).toMatch(/DIHAPUS[\s\S]*Salah input/);
  });

  it('writes names with emoji and non-Latin letters without failing', async () => {
    const emojiProduct = (await makeProduct('Jamu 🌿 Sehat 東京')).product_id;
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: emojiProduct, qty: 10, unit_cost: 100 }] });
    const o = await add({
      customer_name: 'Toko 😀 Jaya Привет',
      destination_name: 'Sinta 👩‍👩‍👧',
      gudang_id: 1,
      lines: [{ product_id: emojiProduct, qty: 1, unit: 'kecil' }],
    });
    for (const r of [await staffPdf(o.order_id), await publicPdf(linkOf(o))]) {
      expect(r.http, JSON.stringify(r.envelope)).toBe(200);
      const pdf = await readPdf(r.bytes);
      expect(pdf.text).toContain('Jamu ? Sehat ??');
      expect(pdf.text).toContain('Toko ? Jaya ??????');
      expect(pdf.text).toContain('Sinta ?');
    }
  });
});

describe('GET /public/invoice_pdf', () => {
  it('answers the PDF without a session, with only what the public page shows', async () => {
    const fresh = await add({
      customer_name: 'Toko Publik PDF',
      customer_phone: '081277776666',
      gudang_id: 1,
      shipping_cost: 10000,
      destination_name: 'Ani Penerima',
      destination_phone: '081255554444',
      destination_address: 'Jl. Tersembunyi 7',
      note: 'Catatan internal rahasia',
      lines: [{ product_id: para, unit: 'kecil', qty: 4, discount_type: 'rupiah', discount: 1000 }],
    });
    const r = await publicPdf(linkOf(fresh));
    expect(r.http, JSON.stringify(r.envelope)).toBe(200);
    expect(r.type).toBe('application/pdf');
    expect(r.disposition).toBe(`attachment; filename="${fresh.invoice_number.replace(/\//g, '-')}.pdf"`);
    expect(r.headers.get('x-robots-tag')).toBe('noindex');
    expect(Buffer.from(r.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(r.bytes);
    for (const t of [
      fresh.invoice_number,
      'Toko Publik PDF',
      'Ani Penerima',
      'Paracetamol Faktur',
      'Rp 29.000,-',
      'BELUM LUNAS',
      'Dua Puluh Sembilan Ribu Rupiah',
    ])
      expect(pdf.text).toContain(t);
    const detail = (await ctx.admin.post('/purchase_order/detail', { order_id: fresh.order_id })).data;
    const meta = [pdf.doc.getTitle(), pdf.doc.getAuthor(), pdf.doc.getSubject(), pdf.doc.getKeywords(), pdf.doc.getCreator(), pdf.doc.getProducer()].join(' ');
    for (const secret of [
      '081277776666',
      '081255554444',
      'Jl. Tersembunyi 7',
      'Catatan internal rahasia',
      fresh.public_token,
      detail.created_by_name,
      detail.master_gudang_name,
      'Rp 3.125',
    ]) {
      expect(pdf.text).not.toContain(secret);
      expect(meta).not.toContain(secret);
    }
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: fresh.order_id })).http).toBe(200);
    const paid = await readPdf((await publicPdf({ ...linkOf(fresh), inv: fresh.invoice_number.toLowerCase() })).bytes);
    expect(paid.text).toMatch(/(^|\n)LUNAS\n/);
    expect(paid.text).not.toContain('BELUM LUNAS');
  });

  it('answers the same 404 for a wrong number, a random token, a missing part and a deleted order', async () => {
    const random = 'x'.repeat(16) + order.public_token.slice(16);
    for (const q of [{ id: order.public_token, inv: `${order.invoice_number}X` }, { id: random, inv: order.invoice_number }, { id: order.public_token }, {}]) {
      const r = await publicPdf(q);
      expect(r.http, JSON.stringify(q)).toBe(404);
      expect(r.envelope?.msg).toBe(NOT_FOUND);
    }
    const other = await add({ customer_name: 'Lain', gudang_id: 1, lines: [{ product_id: para, unit: 'kecil', qty: 1 }] });
    expect((await publicPdf({ id: order.public_token, inv: other.invoice_number })).http).toBe(404);
    const gone = await add({ customer_name: 'Hapus', gudang_id: 1, lines: [{ product_id: para, unit: 'kecil', qty: 1 }] });
    expect((await publicPdf(linkOf(gone))).http).toBe(200);
    expect((await ctx.admin.post('/purchase_order/delete', { order_id: gone.order_id })).http).toBe(200);
    const r = await publicPdf(linkOf(gone));
    expect(r.http).toBe(404);
    expect(r.envelope?.msg).toBe(NOT_FOUND);
  });
});
