import { enteredQtyRefusal } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { qtyEntered, qtyParts, safeUnits, typedQty } from './unit-qty';

const pcs = safeUnits({ isi: 1, besar: 'Pcs', kecil: 'Pcs' });
const botol = safeUnits({ isi: 12, besar: 'Botol', kecil: 'botol ' });
const box = safeUnits({ isi: 10, besar: 'Box', kecil: 'Strip' });

/** Types a figure into one input the way InputNumber reports it, keystroke by keystroke, from what the form holds. */
function type(value: number | null, part: 'besar' | 'kecil', text: string, units = pcs) {
  let v = value;
  for (let i = 1; i <= text.length; i++) v = typedQty(qtyParts(v, units), part, Number(text.slice(0, i)), units);
  return v;
}

describe('UnitQtyInput logic (issue 20: a single-unit product doubled what was typed)', () => {
  it('shows one input with the whole quantity for Pcs/Pcs and for two units of one name', () => {
    expect(qtyParts(22, pcs)).toEqual({ kecil: 22 });
    expect(qtyParts(null, pcs)).toEqual({ kecil: null });
    expect(qtyParts(23, botol)).toEqual({ kecil: 23 });
    expect(qtyParts(23, box)).toEqual({ besar: 2, kecil: 3 });
    expect(qtyParts(null, box)).toEqual({ besar: null, kecil: null });
  });
  it('stores what was typed for a single-unit product, never twice it', () => {
    expect(type(null, 'kecil', '22')).toBe(22);
    expect(type(null, 'kecil', '6')).toBe(6);
    // a receipt proposes the open quantity (10); the user types a partial 4 over it
    expect(typedQty(qtyParts(10, pcs), 'kecil', 4, pcs)).toBe(4);
    expect(typedQty(qtyParts(10, pcs), 'kecil', null, pcs)).toBeNull();
    expect(type(null, 'kecil', '30', botol)).toBe(30);
  });
  it('adds big and small units for Box/Strip', () => {
    expect(type(null, 'besar', '2', box)).toBe(20);
    expect(type(20, 'kecil', '3', box)).toBe(23);
    expect(typedQty(qtyParts(23, box), 'besar', 5, box)).toBe(53);
    expect(typedQty(qtyParts(null, box), 'kecil', null, box)).toBeNull();
  });
  it("sends as qty_entered what the inputs show, which the server's guard accepts", () => {
    expect(qtyEntered(22, pcs)).toEqual({ besar: 0, kecil: 22 });
    expect(qtyEntered(23, box)).toEqual({ besar: 2, kecil: 3 });
    expect(qtyEntered(null, box)).toBeUndefined();
    for (const [q, u] of [
      [22, pcs],
      [23, box],
      [23, botol],
      [0, box],
    ] as const)
      expect(enteredQtyRefusal(q, qtyEntered(q, u), u)).toBeUndefined();
    // what the old input sent for a typed 22: 44 small units while showing 22
    expect(enteredQtyRefusal(44, { besar: 0, kecil: 22 }, pcs)).toBe(
      'Jumlah yang dikirim (44 Pcs) tidak sama dengan yang tampil di halaman (22 Pcs): muat ulang halaman lalu isi kembali jumlahnya',
    );
    expect(enteredQtyRefusal(27, { besar: 2, kecil: 3 }, box)).toContain('(2 Box + 3 Strip)');
  });
});
