import { describe, expect, it } from 'vitest';
import { createProductBody, grosirInput, packageSaleBody } from './product.js';

describe('product schemas', () => {
  it('reads a form body with blanks, JSON lists and Indonesian numbers', () => {
    const r = createProductBody.parse({
      main_name: ' Paracetamol ',
      product_satuan_besar: '1',
      product_isi: '10',
      product_satuan_kecil: '2',
      main_min_stock: '',
      barcode: '',
      is_konsinyasi: '1',
      varian: JSON.stringify([{ varian: 'Merah', varian_sku: 'P-M' }]),
      product_price_sale: '12.500',
    });
    expect(r).toMatchObject({
      main_name: 'Paracetamol',
      product_isi: 10,
      is_konsinyasi: '1',
      product_price_sale: 12500,
      varian: [{ varian: 'Merah', varian_sku: 'P-M' }],
    });
    expect(r.main_min_stock).toBeUndefined();
    expect(r.barcode).toBeUndefined();
  });

  it('names each bad field in Indonesian', () => {
    const r = createProductBody.safeParse({ main_name: '', product_isi: '0', product_satuan_besar: 'x' });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toContainEqual(['main_name', 'Nama produk wajib diisi']);
    expect(paths?.some(([p]) => p === 'product_isi')).toBe(true);
    expect(paths?.some(([p]) => p === 'product_satuan_kecil')).toBe(true);
  });

  it('keeps a percent tier at most 100 and defaults to rupiah', () => {
    expect(grosirInput.parse({ grosir_kuantitas: '10', grosir_harga_grosir: '500' }).grosir_is_rupiah).toBe('1');
    expect(grosirInput.safeParse({ grosir_kuantitas: '10', grosir_is_rupiah: '0', grosir_harga_grosir: '150' }).success).toBe(false);
    expect(packageSaleBody.parse({ package_id: '3' })).toEqual({ package_id: 3, qty: 1, gudang_id: 0 });
  });
});
