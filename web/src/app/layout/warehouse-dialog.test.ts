import { describe, expect, it } from 'vitest';
import { warehouseOptions } from './warehouse-dialog';

const all = [
  { id: 1, name: 'Gudang Utama' },
  { id: 2, name: 'Gudang Cabang' },
];
const access = [{ gudang_id: 2, master_gudang_name: 'Gudang Cabang' }];

describe('warehouse picker of spec-1 §5', () => {
  it("group 6 with one warehouse sees only it, without 'Semua Gudang'", () => {
    // the server lists group 6 only its own warehouses, so 'all' looks covered: the server's flag decides
    expect(warehouseOptions({ admin_group_id: 6, access_gudang: access, gudang_all_allowed: false }, [all[1]])).toEqual([{ id: 2, name: 'Gudang Cabang' }]);
  });
  it("group 6 covering every warehouse and superusers get 'Semua Gudang' (id 0)", () => {
    const both = all.map((w) => ({ gudang_id: w.id, master_gudang_name: w.name }));
    expect(warehouseOptions({ admin_group_id: 6, access_gudang: both, gudang_all_allowed: true }, all).map((o) => o.id)).toEqual([0, 1, 2]);
    expect(warehouseOptions({ admin_group_id: 1, access_gudang: [], gudang_all_allowed: true }, all).map((o) => o.id)).toEqual([0, 1, 2]);
  });
  it('other groups see every warehouse, no id 0', () => {
    expect(warehouseOptions({ admin_group_id: 4, access_gudang: access, gudang_all_allowed: false }, all).map((o) => o.id)).toEqual([1, 2]);
  });
});
