import { describe, expect, it } from 'vitest';
import type { SalesOrderDetail } from './api/sales-order-keys';
import { initialOrderForm, linesOfDetail, type OrderForm, orderBody, productLine } from './sales-order-form-model';

describe('the order form model', () => {
  it('adds a product in its large unit when it has one', () => {
    const row = {
      product_id: 5,
      product_name: 'Paracetamol',
      product_sku: 'SKU5',
      product_isi: 10,
      product_satuan_besar_name: 'Box',
      product_satuan_kecil_name: 'Strip',
    };
    expect(productLine(row as Parameters<typeof productLine>[0])).toMatchObject({
      kind: 'product',
      product_name: 'Paracetamol (SKU5)',
      unit: 'besar',
      qty: 1,
      isi: 10,
    });
    expect(productLine({ ...row, product_isi: 1 } as Parameters<typeof productLine>[0]).unit).toBe('kecil');
  });

  it("gives a package's stored parts back as one package line", () => {
    const part = { package_id: 9, package_name: 'Hemat', package_qty: 3, product_id: 1, product_name: 'A', product_sku: null, product_isi: 1 };
    const lines = linesOfDetail({
      lines: [
        part,
        { ...part, product_id: 2 },
        {
          ...part,
          package_id: null,
          product_id: 3,
          product_name: 'C',
          product_isi: 10,
          product_satuan_besar_name: 'Box',
          product_satuan_kecil_name: 'Strip',
          unit: 'kecil',
          qty_input: 4,
          discount_type: 'rupiah',
          discount: 500,
          note: null,
        },
      ],
    } as unknown as SalesOrderDetail);
    expect(lines.map((l) => [l.kind, l.product_name, l.qty])).toEqual([
      ['package', 'Paket Hemat', 3],
      ['product', 'C', 4],
    ]);
  });

  it('sends a contact without the walk-in name, the account only with a method that needs it, and no empty texts', () => {
    const v: OrderForm = {
      ...initialOrderForm(null, { lead_id: 7, customer_name: 'Ani', customer_phone: '0812', source: 'bukan-sumber' }),
      gudang_id: 1,
      bank_id: 3,
      note: '  ',
      lines: [
        { ...productLine({ product_id: 5, product_name: 'P', product_isi: 1 } as Parameters<typeof productLine>[0]), qty: 2, note: ' x ' },
        {
          kind: 'package',
          package_id: 9,
          product_name: 'Paket',
          isi: 1,
          besar: 'Paket',
          kecil: 'Paket',
          unit: 'besar',
          qty: 1,
          discount_type: 'percent',
          discount: 20,
        },
      ],
    };
    expect(v.source).toBeUndefined();
    const body = orderBody(v, { editing: null, lead: { lead_id: 7 }, needsBank: false });
    expect(body).toMatchObject({
      customer_name: 'Ani',
      destination_name: 'Ani',
      lead_id: 7,
      bank_id: undefined,
      note: undefined,
      is_ppn_jual: '0',
      cash_received: 0,
    });
    expect(body.lines).toEqual([
      { product_id: 5, unit: 'kecil', qty: 2, discount_type: 'percent', discount: 0, note: 'x' },
      { package_id: 9, qty: 1, unit: 'besar', discount_type: 'percent', discount: 0 },
    ]);
    const member = orderBody({ ...v, member_id: 12 }, { editing: null, needsBank: true });
    expect(member).toMatchObject({ member_id: 12, customer_name: undefined, bank_id: 3, lead_id: undefined });
  });
});
