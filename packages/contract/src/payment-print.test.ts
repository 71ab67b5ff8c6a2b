import { describe, expect, it } from 'vitest';
import { paymentPrintContent, paymentPrintType } from './payment-print.js';
import type { PaymentPrintData } from './schemas/bank-trans.js';

const base: PaymentPrintData = {
  payment_id: 1,
  payment_number: 'BYR-OUT/2611/00003',
  payment_for: 'supplier',
  is_multiple: 1,
  status: 'disetujui',
  status_label: 'Disetujui',
  payment_date: '2026-11-05',
  amount: 1250000,
  credit_used: 0,
  credit_amount: 0,
  payment_method: 'transfer',
  kasbank_name: 'Rekening BCA',
  kasbank_account: 'BCA 123',
  party_name: 'PT Medika',
  note: null,
  created_by_name: 'Admin',
  verified_by_name: 'Finance',
  details: [
    {
      order_id: null,
      penerimaan_id: 7,
      document_number: 'PNR/1',
      document_date: '2026-11-01',
      reference_number: 'FAK-1',
      document_total: 1000000,
      amount: 1000000,
    },
    { order_id: null, penerimaan_id: 8, document_number: 'PNR/2', document_date: '2026-11-02', reference_number: null, document_total: 400000, amount: 250000 },
  ],
};

describe('paymentPrintContent', () => {
  it('names the print types of both sides', () => {
    expect(paymentPrintType('customer', 'single')).toBe('print_pembayaran_single');
    expect(paymentPrintType('customer', 'kwitansi')).toBe('print_pembayaran_multiple_kwitansi');
    expect(paymentPrintType('supplier', 'multiple')).toBe('print_pembelian_multiple');
  });

  it("lays out a supplier's multi-receipt payment with the supplier's invoice numbers", () => {
    const c = paymentPrintContent(base, 'multiple');
    expect([c.printType, c.title, c.number]).toEqual(['print_pembelian_multiple', 'PEMBAYARAN FAKTUR PEMBELIAN', 'BYR-OUT/2611/00003']);
    expect(c.fields).toContainEqual(['Dibayarkan kepada', 'PT Medika']);
    expect(c.fields).toContainEqual(['Rekening', 'Rekening BCA · BCA 123']);
    expect(c.rows).toEqual([
      ['PNR/1', '01-11-2026', 'FAK-1', 'Rp 1.000.000,-', 'Rp 1.000.000,-'],
      ['PNR/2', '02-11-2026', '-', 'Rp 400.000,-', 'Rp 250.000,-'],
    ]);
    expect(c.totals).toEqual([['Uang dibayarkan', 'Rp 1.250.000,-']]);
  });

  it("writes a customer's kwitansi with the amount in words and the credit lines", () => {
    const c = paymentPrintContent(
      { ...base, payment_for: 'customer', payment_number: 'BYR-IN/1', amount: 1000000, credit_used: 300000, credit_amount: 50000, party_name: null },
      'kwitansi',
    );
    expect([c.printType, c.title]).toEqual(['print_pembayaran_multiple_kwitansi', 'KWITANSI']);
    expect(c.fields).toContainEqual(['Telah diterima dari', 'Pelanggan umum']);
    expect(c.fields).toContainEqual(['Terbilang', 'satu juta rupiah']);
    expect(c.fields).toContainEqual(['Untuk pembayaran', 'Tagihan PNR/1, PNR/2']);
    expect(c.words).toBe('satu juta rupiah');
    expect(c.totals).toEqual([
      ['Jumlah dialokasikan', 'Rp 1.250.000,-'],
      ['Dibayar dari kredit', '- Rp 300.000,-'],
      ['Disimpan sebagai kredit', 'Rp 50.000,-'],
      ['Uang diterima', 'Rp 1.000.000,-'],
    ]);
  });
});
