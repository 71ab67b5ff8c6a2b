import { describe, expect, it } from 'vitest';
import { isEan13, labelCode } from './barcode-labels';

describe('barcode labels', () => {
  it('prints a valid EAN-13 as EAN-13, other codes as Code 128, the SKU when there is no barcode', () => {
    expect(isEan13('8991234567891')).toBe(true);
    expect(isEan13('8991234567892')).toBe(false);
    const r = { product_id: 1, product_name: 'A', product_sku: 'SKU01', product_price_sale: 1 };
    expect(labelCode({ ...r, product_barcode: '8991234567891' })).toEqual({ code: '8991234567891', format: 'EAN13' });
    expect(labelCode({ ...r, product_barcode: 'ABC-1' })).toEqual({ code: 'ABC-1', format: 'CODE128' });
    expect(labelCode({ ...r, product_barcode: '--' })).toEqual({ code: 'SKU01', format: 'CODE128' });
  });
});
