import { describe, expect, it } from 'vitest';
import { enteredQtyOf, enteredQtyRefusal, formatUnits, isSingleUnit, parseUnits, splitUnits, toSmallUnits, unitsOfRow } from './units.js';

const box = { isi: 10, besar: 'Box', kecil: 'Strip' };

describe('unit conversion', () => {
  it('splits small units into big and small and back', () => {
    expect(splitUnits(23, 10)).toEqual({ besar: 2, kecil: 3 });
    expect(splitUnits(20, 10)).toEqual({ besar: 2, kecil: 0 });
    expect(splitUnits(7, 10)).toEqual({ besar: 0, kecil: 7 });
    expect(splitUnits(0, 10)).toEqual({ besar: 0, kecil: 0 });
    expect(splitUnits(-23, 10)).toEqual({ besar: -2, kecil: -3 });
    expect(toSmallUnits(2, 3, 10)).toBe(23);
    for (const q of [0, 1, 9, 10, 11, 99, 12345]) {
      const { besar, kecil } = splitUnits(q, 12);
      expect(toSmallUnits(besar, kecil, 12)).toBe(q);
    }
  });

  it('refuses a content below 1 or a fraction', () => {
    expect(() => splitUnits(5, 0)).toThrow(RangeError);
    expect(() => splitUnits(5, 1.5)).toThrow(RangeError);
    expect(() => splitUnits(2.5, 10)).toThrow(RangeError);
    expect(() => toSmallUnits(1, 0, -1)).toThrow(RangeError);
  });

  it('writes "2 Box + 3 Strip"', () => {
    expect(formatUnits(23, box)).toBe('2 Box + 3 Strip');
    expect(formatUnits(20, box)).toBe('2 Box');
    expect(formatUnits(3, box)).toBe('3 Strip');
    expect(formatUnits(0, box)).toBe('0 Strip');
    expect(formatUnits(-23, box)).toBe('-(2 Box + 3 Strip)');
    expect(formatUnits(-3, box)).toBe('-3 Strip');
    expect(formatUnits(5, { isi: 1, besar: 'Pcs', kecil: 'Pcs' })).toBe('5 Pcs');
    expect(formatUnits(0, { isi: 1, besar: 'Botol', kecil: 'Botol' })).toBe('0 Botol');
  });

  it('reads the text back', () => {
    expect(parseUnits('2 Box + 3 Strip', box)).toBe(23);
    expect(parseUnits(' 2 box+3 STRIP ', box)).toBe(23);
    expect(parseUnits('2 Box', box)).toBe(20);
    expect(parseUnits('3 Strip', box)).toBe(3);
    expect(parseUnits('15', box)).toBe(15);
    for (const q of [0, 1, 10, 23, 1000]) expect(parseUnits(formatUnits(q, box), box)).toBe(q);
    expect(parseUnits('2 Dus', box)).toBeUndefined();
    expect(parseUnits('1,5 Box', box)).toBeUndefined();
    expect(parseUnits('', box)).toBeUndefined();
    expect(parseUnits('Box', box)).toBeUndefined();
  });
});

describe('units of a query row', () => {
  it('reads isi and the unit names, with isi at least 1 for a missing or broken value', () => {
    expect(unitsOfRow({ product_isi: '10', product_satuan_besar_name: 'Box', product_satuan_kecil_name: 'Strip' })).toEqual({
      isi: 10,
      besar: 'Box',
      kecil: 'Strip',
    });
    expect(unitsOfRow({ product_isi: null })).toEqual({ isi: 1, besar: '', kecil: '' });
    expect(unitsOfRow({ product_isi: 'x' }).isi).toBe(1);
  });
});

describe('single-unit products and the entered-quantity guard (issue 20)', () => {
  const pcs = { isi: 1, besar: 'Pcs', kecil: 'Pcs' };
  const sameName = { isi: 12, besar: 'Botol', kecil: 'botol' };
  const box = { isi: 10, besar: 'Box', kecil: 'Strip' };
  it('knows a product of one unit: isi 1, or two units of one name', () => {
    expect(isSingleUnit(pcs)).toBe(true);
    expect(isSingleUnit(sameName)).toBe(true);
    expect(isSingleUnit(box)).toBe(false);
    expect(isSingleUnit({ isi: 10, besar: '', kecil: '' })).toBe(false);
  });
  it('writes two units of one name in small units only', () => {
    expect(formatUnits(23, sameName)).toBe('23 botol');
    expect(formatUnits(22, pcs)).toBe('22 Pcs');
  });
  it('refuses a quantity that is not what the page showed, and accepts what it showed', () => {
    expect(enteredQtyOf(22, pcs)).toEqual({ besar: 0, kecil: 22 });
    expect(enteredQtyOf(-23, box)).toEqual({ besar: 2, kecil: 3 });
    expect(enteredQtyRefusal(22, { besar: 0, kecil: 22 }, pcs)).toBeUndefined();
    expect(enteredQtyRefusal(-23, { besar: 2, kecil: 3 }, box)).toBeUndefined();
    expect(enteredQtyRefusal(5, undefined, box)).toBeUndefined();
    expect(enteredQtyRefusal(44, { besar: 0, kecil: 22 }, pcs)).toContain('(44 Pcs)');
    expect(enteredQtyRefusal(20, { besar: 2, kecil: 3 }, box)).toContain('tampil di halaman (2 Box + 3 Strip)');
  });
});
