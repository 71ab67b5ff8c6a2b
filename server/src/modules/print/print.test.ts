import { MSG, PRINT_TYPES } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/db-state.js';
import { useTestServer, userWithGroup } from '../../test/harness.js';

const ctx = useTestServer();

describe('POST /print/create', () => {
  it('accepts every print type of the list and counts prints per document', async () => {
    for (const type of PRINT_TYPES) {
      const r = await ctx.admin.post('/print/create', { print_type: type, reference_id: 'DOC-1' });
      expect(r.data, type).toEqual({ print_type: type, reference_id: 'DOC-1', total: 1 });
    }
    const { client } = await userWithGroup(ctx.admin, 10, 'pencetak');
    expect((await client.post('/print/create', { print_type: 'print_shipment', reference_id: 'DOC-1' })).data.total).toBe(2);
    expect((await client.post('/print/create', { print_type: 'print_shipment', reference_id: 'DOC-2' })).data.total).toBe(1);
    expect((await client.post('/print/create', { print_type: 'print_shipment' })).data).toEqual({ print_type: 'print_shipment', reference_id: '', total: 1 });
  });

  it("refuses a type outside the list with 'Tipe print tidak terdaftar' and writes nothing", async () => {
    const before = await tableSnapshot(ctx.server.database);
    const r = await ctx.admin.post('/print/create', { print_type: 'print_rahasia', reference_id: 'DOC-1' });
    expect(r.http).toBe(422);
    expect(r.msg).toBe(MSG.printTypeUnknown);
    expect(r.errors?.print_type).toEqual([MSG.printTypeUnknown]);
    expect((await ctx.admin.post('/print/create', {})).errors?.print_type).toEqual(['Tipe print wajib diisi']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });
});
