import { describe, expect, it } from 'vitest';
import { type SalesInvoiceOrder, salesInvoiceContent } from './sales-invoice.js';

const order = (over: Partial<SalesInvoiceOrder> = {}): SalesInvoiceOrder => ({
  invoice_number: 'INV/2611/00042',
  order_date: '2026-11-05',
  due_date: null,
  customer_name: 'Toko Maju',
  customer_phone: '0812',
  destination_name: 'Budi',
  destination_phone: null,
  destination_address: 'Jl. Mawar 9',
  destination_district_name: null,
  destination_city_name: 'Bandung',
  destination_state_name: null,
  destination_zipcode: null,
  master_gudang_name: 'Gudang Utama',
  source: 'instagram',
  payment_method: null,
  is_paid: 0,
  ekspedisi_name: null,
  kurir: null,
  no_resi: null,
  note: null,
  subtotal: 90000,
  order_discount: 0,
  dpp: 0,
  ppn: 0,
  ppn_percent: 11,
  ppn_included: 0,
  shipping_cost: 10000,
  shipping_discount: 0,
  cod_fee: 0,
  grand_total: 100000,
  lines: [
    {
      product_name: 'Paracetamol',
      product_sku: 'P-1',
      package_name: null,
      qty_input: 2,
      unit_name: 'Box',
      price: 50000,
      discount_type: 'percent',
      discount: 10,
      discount_amount: 10000,
      subtotal: 90000,
    },
  ],
  ...over,
});

describe('salesInvoiceContent', () => {
  it('gives the fields, lines, totals and words of the invoice', () => {
    const c = salesInvoiceContent(order());
    expect(c.title).toBe('FAKTUR PENJUALAN');
    expect(c.fields).toContainEqual(['Tanggal', '05-11-2026']);
    expect(c.fields).toContainEqual(['Pelanggan', 'Toko Maju · 0812']);
    expect(c.fields).toContainEqual(['Penerima', 'Budi, Jl. Mawar 9, Bandung']);
    expect(c.fields).toContainEqual(['Sumber', 'Instagram']);
    // No method chosen yet: only the paid state.
    expect(c.fields).toContainEqual(['Pembayaran', 'BELUM LUNAS']);
    expect(c.rows).toEqual([['Paracetamol (P-1)', '2 Box', 'Rp 50.000,-', '10% (Rp 10.000,-)', 'Rp 90.000,-']]);
    expect(c.totals).toEqual([
      ['Subtotal', 'Rp 90.000,-'],
      ['Ongkos kirim', 'Rp 10.000,-'],
      ['Total Tagihan', 'Rp 100.000,-'],
    ]);
    expect(c.words).toBe('seratus ribu rupiah');
    expect(c.paidLabel).toBe('BELUM LUNAS');
    const paid = salesInvoiceContent(order({ is_paid: 1, payment_method: 'transfer', ppn: 9910 }));
    expect(paid.fields).toContainEqual(['Pembayaran', 'Transfer Bank · LUNAS']);
    expect(paid.title).toBe('FAKTUR PENJUALAN (PPN)');
  });

  it('adds the balance after approved returns: what they took off, what remains, what was paid beyond', () => {
    expect(salesInvoiceContent(order({ returned_total: 0, amount_due: 100000, refund_due: 0 })).totals.at(-1)).toEqual(['Total Tagihan', 'Rp 100.000,-']);
    expect(salesInvoiceContent(order({ returned_total: 25000, amount_due: 75000, refund_due: 0 })).totals.slice(-3)).toEqual([
      ['Total Tagihan', 'Rp 100.000,-'],
      ['Retur disetujui', '- Rp 25.000,-'],
      ['Sisa Tagihan', 'Rp 75.000,-'],
    ]);
    expect(salesInvoiceContent(order({ is_paid: 1, returned_total: 25000, amount_due: 0, refund_due: 25000 })).totals.slice(-2)).toEqual([
      ['Sisa Tagihan', '0,-'],
      ['Lebih Bayar', 'Rp 25.000,-'],
    ]);
  });

  it('reads settled when approved returns cover what was not paid, as the list and the public pages say', () => {
    expect(salesInvoiceContent(order({ is_paid: 0, returned_total: 100000, amount_due: 0, refund_due: 0 })).paidLabel).toBe('LUNAS (DENGAN RETUR)');
    expect(salesInvoiceContent(order({ is_paid: 0, returned_total: 25000, amount_due: 75000, refund_due: 0 })).paidLabel).toBe('BELUM LUNAS');
    expect(salesInvoiceContent(order({ is_paid: 1, returned_total: 25000, amount_due: 0, refund_due: 25000 })).paidLabel).toBe('LUNAS');
  });
});
