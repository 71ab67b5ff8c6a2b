import { describe, expect, it } from 'vitest';
import { planFieldErrors } from './form-errors';

// an opname form: header fields, then per row the product (the row's first field) and the count; row 2 is a batchless line without batch inputs
const registered = [
  ['gudang_id'],
  ['lines'],
  ['lines', 0, 'product_id'],
  ['lines', 0, 'batch_no'],
  ['lines', 0, 'counted_qty'],
  ['lines', 1, 'product_id'],
  ['lines', 1, 'counted_qty'],
  ['lines', 2, 'product_id'],
  ['lines', 2, 'counted_qty'],
  ['note'],
];
const rows = 3;
const isRow = (p: (string | number)[]) => p[0] === 'lines' && typeof p[1] === 'number' && p[1] < rows;
const isList = (n: string) => n === 'lines';

describe('where a refused field shows (issue 20: a line error without an input showed nowhere)', () => {
  it('puts an error on its field when the form has it', () => {
    expect(planFieldErrors({ gudang_id: ['Gudang tidak ditemukan'], 'lines.0.batch_no': ['Batch wajib'] }, registered, isRow, isList)).toEqual({
      fields: [
        { name: ['gudang_id'], errors: ['Gudang tidak ditemukan'] },
        { name: ['lines', 0, 'batch_no'], errors: ['Batch wajib'] },
      ],
      top: [],
    });
  });
  it("shows a line's error without an input at the row's first field and at the top, with the line number", () => {
    const msg = 'Produk ini memakai kedaluwarsa: isi batch dan tanggal kedaluwarsanya';
    expect(planFieldErrors({ 'lines.2.batch_no': [msg], 'lines.2.counted_qty': ['Terlalu banyak'] }, registered, isRow, isList)).toEqual({
      fields: [
        { name: ['lines', 2, 'product_id'], errors: [msg] },
        { name: ['lines', 2, 'counted_qty'], errors: ['Terlalu banyak'] },
      ],
      top: [`Baris 3: ${msg}`],
    });
  });
  it('shows at the top what no field takes: unknown fields, the list itself, rows the form does not have', () => {
    expect(
      planFieldErrors(
        { counted_at: ['Waktu hitung tidak boleh di masa depan'], lines: ['Isi minimal satu produk'], 'lines.7.qty': ['x'] },
        registered,
        isRow,
        isList,
      ),
    ).toEqual({ fields: [], top: ['Waktu hitung tidak boleh di masa depan', 'Isi minimal satu produk', 'x'] });
  });
});
