import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../platform/excel/sheet-reader.js';
import { Client, userWithGroup, useTestServer } from '../../test/harness.js';
import { stockTestKit } from '../stock/stock-test-kit.js';

/**
 * Excel exports as jobs, through HTTP: a small export answers the file, one above the threshold (or
 * asked with Prefer: respond-async) answers a job whose file has the same rows, written in steps.
 */
const ctx = useTestServer();
const { move, makeProduct } = stockTestKit(ctx);
const ids = { a: 0, b: 0 };
const MOVES = 24;

async function post(client: Client, url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${ctx.server.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function sheetOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  return readSheet(Buffer.from(await res.arrayBuffer()));
}

const jobCount = async () => Number((await ctx.server.database.db.execute(sql`select count(*)::int as n from jobs where name like 'excel.%'`)).rows[0].n);

/** Runs the queue while following the job through /job/status: answers every progress seen and the last status. */
async function follow(client: Client, jobId: number) {
  const seen: number[] = [];
  const running = ctx.server.app.jobs.runDue();
  let status = (await client.post('/job/status', { job_id: jobId })).data;
  while (status.state === 'queued' || status.state === 'running') {
    seen.push(status.progress);
    await new Promise((r) => setTimeout(r, 5));
    status = (await client.post('/job/status', { job_id: jobId })).data;
  }
  await running;
  seen.push(status.progress);
  return { seen, status };
}

beforeAll(async () => {
  await ctx.server.app.jobs.stop();
  ids.a = (await makeProduct('Antasida Doen')).product_id;
  ids.b = (await makeProduct('Betadine 30 ml')).product_id;
  await move({
    doc_type: 'test_in',
    doc_number: 'IN-0',
    lines: [
      { gudang_id: 1, product_id: ids.a, qty: 500, unit_cost: 100 },
      { gudang_id: 1, product_id: ids.b, qty: 500, unit_cost: 100 },
    ],
  });
  for (let i = 1; i <= MOVES; i++)
    await move({
      doc_type: i % 2 ? 'test_sale' : 'test_in',
      doc_number: `DOC-${i}`,
      lines: [{ gudang_id: 1, product_id: i % 3 ? ids.a : ids.b, qty: i % 2 ? -i : i * 2, unit_cost: 100 }],
    });
});

describe('Excel export as a job', () => {
  it('streams a small export, queues a large one, and the job writes the same rows in steps up to 100%', async () => {
    const opts = ctx.server.app.exportJobs;
    Object.assign(opts, { threshold: 1000, stepRows: 4 });
    const direct = await sheetOf(await post(ctx.admin, '/report/stock_log/generate_excel', {}));
    expect(direct.rows).toHaveLength(MOVES + 2);

    opts.threshold = 10;
    const before = await jobCount();
    const res = await post(ctx.admin, '/report/stock_log/generate_excel', {});
    expect(res.headers.get('content-type')).toContain('application/json');
    const queued = await res.json();
    expect(queued).toMatchObject({ status: 200, msg: 'File Excel sedang disiapkan', data: { file_name: expect.stringMatching(/^log-stok-\d{8}\.xlsx$/) } });
    expect(await jobCount()).toBe(before + 1);
    const jobId = queued.data.job_id as number;
    expect((await ctx.admin.post('/job/status', { job_id: jobId })).data).toMatchObject({ state: 'queued', progress: 0, name: 'excel.log_stok' });
    // Not finished yet: nothing to download.
    expect((await ctx.admin.post('/job/download', { job_id: jobId })).http).toBe(404);

    const { seen, status } = await follow(ctx.admin, jobId);
    expect(status).toMatchObject({ state: 'done', progress: 100, error: null, progress_note: 'File siap diunduh (26 baris)' });
    expect(status.result).toMatchObject({ file_name: queued.data.file_name, rows: MOVES + 2, download: '/job/download' });
    expect(seen).toEqual([...seen].sort((x, y) => x - y));

    const file = await post(ctx.admin, '/job/download', { job_id: jobId });
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${queued.data.file_name}"`);
    const fromJob = await sheetOf(file);
    expect(fromJob.headers).toEqual(direct.headers);
    expect(fromJob.rows.map((r) => r.cells)).toEqual(direct.rows.map((r) => r.cells));
  });

  it('keeps the running balance of the stock card and the total row of a report across steps', async () => {
    Object.assign(ctx.server.app.exportJobs, { threshold: 1000, stepRows: 3 });
    const body = { product_id: ids.a };
    const direct = await sheetOf(await post(ctx.admin, '/kartu_stock/generate_excel', body));
    const asked = await (await post(ctx.admin, '/kartu_stock/generate_excel', body, { prefer: 'respond-async' })).json();
    expect(asked.data.job_id).toBeGreaterThan(0);
    expect((await follow(ctx.admin, asked.data.job_id)).status.state).toBe('done');
    const card = await sheetOf(await post(ctx.admin, '/job/download', { job_id: asked.data.job_id }));
    expect(card.rows.map((r) => r.cells)).toEqual(direct.rows.map((r) => r.cells));
    expect(card.rows.at(-1)?.cells[card.headers.indexOf('Jenis Dokumen')]).toBe('Saldo akhir');

    ctx.server.app.exportJobs.threshold = 1;
    const report = { gudang_id: 1 };
    const latest = await (await post(ctx.admin, '/report/stock/generate_excel_custom', report)).json();
    expect((await follow(ctx.admin, latest.data.job_id)).status.state).toBe('done');
    const fromJob = await sheetOf(await post(ctx.admin, '/job/download', { job_id: latest.data.job_id }));
    ctx.server.app.exportJobs.threshold = 1000;
    const small = await sheetOf(await post(ctx.admin, '/report/stock/generate_excel_custom', report));
    expect(fromJob.rows.map((r) => r.cells)).toEqual(small.rows.map((r) => r.cells));
    expect(fromJob.rows.at(-1)?.cells[1]).toBe('TOTAL');
  });

  it('reads on after the last line written for transfers and supplier returns', async () => {
    expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'VX1', vendor_name: 'PT Ekspor Farma' })).status).toBe(200);
    const vendor = (await ctx.admin.post('/vendor/index', { perPage: 10 })).data.data.find((v: { vendor_code: string }) => v.vendor_code === 'VX1');
    for (let i = 1; i <= 4; i++) {
      const lines = [
        { product_id: ids.a, qty: i },
        { product_id: ids.b, qty: i + 1 },
      ];
      expect((await ctx.admin.post('/transfer_stok/add_stored', { gudang_from_id: 1, gudang_to_id: 2, lines }, { json: true })).http).toBe(200);
      const retur = { gudang_id: 1, vendor_id: vendor.vendor_id, lines: lines.map((l) => ({ ...l, reason: `Rusak ${i}` })) };
      expect((await ctx.admin.post('/retur/supplier/add_stored', retur, { json: true })).http).toBe(200);
    }
    for (const url of ['/transfer_stok/generate_excel', '/retur/supplier/generate_excel']) {
      Object.assign(ctx.server.app.exportJobs, { threshold: 1000, stepRows: 3 });
      const direct = await sheetOf(await post(ctx.admin, url, {}));
      expect(direct.rows).toHaveLength(8);
      ctx.server.app.exportJobs.threshold = 5;
      const job = (await (await post(ctx.admin, url, {})).json()).data.job_id as number;
      expect((await follow(ctx.admin, job)).status).toMatchObject({ state: 'done', progress: 100 });
      const fromJob = await sheetOf(await post(ctx.admin, '/job/download', { job_id: job }));
      expect(fromJob.rows.map((r) => r.cells)).toEqual(direct.rows.map((r) => r.cells));
    }
  });

  it('refuses a bad filter with 422 before queuing anything', async () => {
    ctx.server.app.exportJobs.threshold = 0;
    const before = await jobCount();
    const bad = await post(ctx.admin, '/mutasi_stok/generate_excel', { stock_log_gudang_id: 999 });
    expect(bad.status).toBe(422);
    const asked = await post(ctx.admin, '/kartu_stock/generate_excel', {}, { prefer: 'respond-async' });
    expect(asked.status).toBe(422);
    expect((await asked.json()).errors.product_id).toEqual(['Pilih produk']);
    expect(await jobCount()).toBe(before);
  });

  it("answers 404 for another user's or another company's job and file", async () => {
    ctx.server.app.exportJobs.threshold = 0;
    const mine = (await (await post(ctx.admin, '/mutasi_stok/excel_index_detail_v2', {})).json()).data.job_id as number;
    expect((await follow(ctx.admin, mine)).status.state).toBe('done');
    const detail = await sheetOf(await post(ctx.admin, '/job/download', { job_id: mine }));
    ctx.server.app.exportJobs.threshold = 1000;
    const direct = await sheetOf(await post(ctx.admin, '/mutasi_stok/excel_index_detail_v2', {}));
    expect(detail.rows.map((r) => r.cells)).toEqual(direct.rows.map((r) => r.cells));
    expect(detail.rows.length).toBeGreaterThan(ctx.server.app.exportJobs.stepRows);

    const colleague = (await userWithGroup(ctx.admin, 1, 'rekan_ekspor')).client;
    expect((await colleague.post('/job/status', { job_id: mine })).http).toBe(404);
    expect((await colleague.post('/job/download', { job_id: mine })).http).toBe(404);

    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Ekspor',
      app_name: 'tetangga-ekspor',
      name: 'Pemilik Ekspor',
      username: 'owner_ekspor_b',
      email: 'owner@ekspor-b.test',
      password: 'Password-B-123',
      password_confirmation: 'Password-B-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_ekspor_b', 'Password-B-123');
    expect((await other.post('/job/status', { job_id: mine })).http).toBe(404);
    const foreign = await other.post('/job/download', { job_id: mine });
    expect(foreign.http).toBe(404);
    expect(foreign.msg).toBe('File tidak ditemukan');
    // Its own export as a job holds none of this company's rows.
    const theirs = (await (await post(other, '/report/stock_log/generate_excel', {}, { prefer: 'respond-async' })).json()).data.job_id as number;
    expect((await follow(other, theirs)).status.state).toBe('done');
    expect((await sheetOf(await post(other, '/job/download', { job_id: theirs }))).rows).toEqual([]);
  });

  it('documents both answers of an export call and the download in the OpenAPI document', async () => {
    const doc = await (await fetch(`${ctx.server.url}/docs/json`)).json();
    const ok = doc.paths['/report/stock/generate_persediaan_excel'].post.responses['200'].content;
    expect(Object.keys(ok)).toEqual(['application/json', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(Object.keys(ok['application/json'].schema.properties.data.properties)).toEqual(['job_id', 'file_name']);
    expect(Object.keys(doc.paths['/job/download'].post.responses['200'].content)).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('prunes the file with its finished job', async () => {
    const db = ctx.server.database.db;
    const files = async () => Number((await db.execute(sql`select count(*)::int as n from export_files`)).rows[0].n);
    expect(await files()).toBeGreaterThan(0);
    await db.execute(sql`update jobs set finished_at = now() - interval '400 days' where name like 'excel.%'`);
    await ctx.server.app.jobs.prune();
    expect(await files()).toBe(0);
  });
});
