import { describe, expect, it } from 'vitest';
import { exactMatch, type ProductSearchRow, priceText, shouldSearch, stockText, unitText } from './product-search-rows';

const row = (over: Partial<ProductSearchRow> = {}): ProductSearchRow => ({
  product_id: 1,
  product_name: 'Paracetamol 500 mg',
  product_sku: 'PCT500',
  product_barcode: '8991234567890',
  product_price_sale: 15000,
  product_qty: 23,
  product_isi: 10,
  product_satuan_besar_name: 'Box',
  product_satuan_kecil_name: 'Strip',
  ...over,
});

describe('product search rows', () => {
  it('shows unit, stock as big + small units, and price', () => {
    expect(unitText(row())).toBe('Box (isi 10 Strip)');
    expect(unitText(row({ product_isi: 1, product_satuan_besar_name: 'Pcs', product_satuan_kecil_name: 'Pcs' }))).toBe('Pcs');
    expect(stockText(row())).toBe('2 Box + 3 Strip');
    expect(stockText(row({ product_qty: 0 }))).toBe('0 Strip');
    expect(priceText(row())).toBe('Rp 15.000,-');
  });

  it('picks the exact barcode, then SKU; none when ambiguous', () => {
    const rows = [row(), row({ product_id: 2, product_sku: 'PCT-SYR', product_barcode: '8991234567891' })];
    expect(exactMatch(rows, ' 8991234567891 ')?.product_id).toBe(2);
    expect(exactMatch(rows, 'pct500')?.product_id).toBe(1);
    expect(exactMatch(rows, '899123456789')).toBeUndefined();
    expect(exactMatch([row(), row({ product_id: 3 })], '8991234567890')).toBeUndefined();
  });

  it('searches from 3 characters, a code on Enter from 1', () => {
    expect(shouldSearch('pa')).toBe(false);
    expect(shouldSearch('par')).toBe(true);
    expect(shouldSearch('12', true)).toBe(true);
  });
});
