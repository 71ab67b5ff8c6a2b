import { describe, expect, it } from 'vitest';
import { imageMime } from '../../platform/image.js';
import { ean13CheckDigit, grosirPrice } from './queries.js';

const tier = (grosir_kuantitas: number, grosir_is_rupiah: number, grosir_harga_grosir: number) => ({ grosir_kuantitas, grosir_is_rupiah, grosir_harga_grosir });

describe('wholesale price', () => {
  const tiers = [tier(10, 1, 500), tier(50, 0, 10), tier(100, 0, 12.5)];
  it('takes the tier with the highest quantity reached', () => {
    expect(grosirPrice(5000, 9, tiers)).toMatchObject({ tier: undefined, discount: 0, final: 5000 });
    expect(grosirPrice(5000, 10, tiers)).toMatchObject({ discount: 500, final: 4500 });
    expect(grosirPrice(5000, 49, tiers).final).toBe(4500);
    expect(grosirPrice(5000, 50, tiers)).toMatchObject({ discount: 500, final: 4500 });
    expect(grosirPrice(5000, 100, tiers)).toMatchObject({ discount: 625, final: 4375 });
  });
  it('rounds a percent to whole rupiah and never goes below 0', () => {
    expect(grosirPrice(999, 1, [tier(1, 0, 33.33)])).toMatchObject({ discount: 333, final: 666 });
    expect(grosirPrice(300, 1, [tier(1, 1, 500)])).toMatchObject({ discount: 300, final: 0 });
    expect(grosirPrice(0, 1, [tier(1, 0, 50)]).final).toBe(0);
  });
});

describe('barcodes and images', () => {
  it('computes the EAN-13 check digit', () => {
    expect(ean13CheckDigit('899123456789')).toBe('1');
    expect(ean13CheckDigit('400638133393')).toBe('1');
    expect(ean13CheckDigit('000000000000')).toBe('0');
  });
  it('knows images by their first bytes', () => {
    expect(imageMime(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageMime(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageMime(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageMime(Buffer.from('<svg></svg>'))).toBeUndefined();
    expect(imageMime(Buffer.from('GIF89a'))).toBeUndefined();
  });
});
