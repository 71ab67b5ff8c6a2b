import { MSG, PRINT_TYPES } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, tableSnapshot } from '../../test/db-state.js';
import { useTestServer, userWithGroup } from '../../test/harness.js';
import { PRINTABLE } from './printable-documents.js';

const ctx = useTestServer();
const print = (print_type: string, reference_id?: string, c = ctx.admin) => c.post('/print/create', { print_type, reference_id });

beforeAll(async () => {
  // Two stock counts of company 1, one per warehouse (written directly: the print is the subject).
  await ctx.server.database.db.execute(sql`insert into stock_opname (company_id, opname_code, gudang_id, counted_at)
    values (1, 'OPN-G1', 1, now()), (1, 'OPN-G2', 2, now())`);
});

describe('POST /print/create', () => {
  it('knows the documents of every print type and counts prints per document', async () => {
    expect(Object.keys(PRINTABLE).sort()).toEqual([...PRINT_TYPES].sort());
    expect((await print('print_stock_opname', 'OPN-G1')).data).toEqual({ print_type: 'print_stock_opname', reference_id: 'OPN-G1', total: 1 });
    expect((await print('print_stock_opname', 'OPN-G1')).data.total).toBe(2);
    expect((await print('print_stock_opname', 'OPN-G2')).data.total).toBe(1);
  });

  it('counts only documents the caller may read as the detail call allows: 404 for unknown or out-of-reach ones, 403 without the page', async () => {
    const before = await countRows(ctx.server.database, 'print_logs');
    // No such document, for any print type (the counter never names what it cannot find).
    for (const type of PRINT_TYPES) expect([type, (await print(type, 'TIDAK-ADA')).http]).toEqual([type, 404]);
    // A group without the Stok Opname page.
    const { client: sales } = await userWithGroup(ctx.admin, 10, 'pencetak_sales');
    expect((await print('print_stock_opname', 'OPN-G1', sales)).http).toBe(403);
    // The warehouse-bound group (Admin Finance) granted warehouse 2 reads only warehouse 2's counts.
    const g6 = await userWithGroup(ctx.admin, 6, 'pencetak_gudang');
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const outside = await print('print_stock_opname', 'OPN-G1', g6.client);
    expect([outside.http, outside.msg]).toEqual([404, 'Dokumen tidak ditemukan']);
    expect(await countRows(ctx.server.database, 'print_logs')).toBe(before);
    expect((await print('print_stock_opname', 'OPN-G2', g6.client)).data.total).toBe(2);
  });

  it("refuses a type outside the list with 'Tipe print tidak terdaftar', and a print without a document, writing nothing", async () => {
    const before = await tableSnapshot(ctx.server.database);
    const r = await print('print_rahasia', 'OPN-G1');
    expect(r.http).toBe(422);
    expect(r.msg).toBe(MSG.printTypeUnknown);
    expect(r.errors?.print_type).toEqual([MSG.printTypeUnknown]);
    expect((await ctx.admin.post('/print/create', {})).errors?.print_type).toEqual(['Tipe print wajib diisi']);
    expect((await print('print_stock_opname')).errors?.reference_id).toEqual(['Dokumen wajib diisi']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });
});
