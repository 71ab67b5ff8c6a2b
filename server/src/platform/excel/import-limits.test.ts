import { beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../resource/resource-test-kit.js';
import { type Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { readSheet } from './sheet-reader.js';
import { IMPORT_LIMITS } from './sheet-limits.js';
import { xlsxWith } from './zip-test-kit.js';

const ctx = useTestServer();

const MiB = 1024 * 1024;

/** Peak RSS while `work` runs, sampled every 10 ms, against the RSS just before it. */
async function rssDuring<T>(work: () => Promise<T>): Promise<{ result: T; baseMiB: number; peakGrowthMiB: number; afterMiB: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, baseMiB: Math.round(base / MiB), peakGrowthMiB: Math.round((peak - base) / MiB), afterMiB: Math.round(process.memoryUsage().rss / MiB) };
  } finally {
    clearInterval(timer);
  }
}

/** Staff group 2 (SPV Sales): may import contacts, an ordinary user without superuser rights. */
let staff: Client;
let bomb: Buffer;
let millionRows: Buffer;
beforeAll(async () => {
  ({ client: staff } = await userWithGroup(ctx.admin, 2));
  // ~400 MiB of sheet XML: empty rows, which the row limit does not count, so only the inflate limit can stop it.
  const emptyRows = '<row/>'.repeat(Math.floor(MiB / 6));
  bomb = await xlsxWith(function* () {
    for (let i = 0; i < 400; i++) yield emptyRows;
  });
  // 1,000,000 contact rows.
  millionRows = await xlsxWith(function* () {
    let batch = '';
    for (let n = 2; n <= 1_000_001; n++) {
      batch += `<row r="${n}"><c t="inlineStr"><is><t>Kontak</t></is></c><c t="inlineStr"><is><t>08${n}</t></is></c></row>`;
      if (batch.length > 256 * 1024) {
        yield batch;
        batch = '';
      }
    }
    yield batch;
  });
}, 120_000);

const stillAnswers = async () => {
  const health = await fetch(`${ctx.server.url}/healthz`);
  expect(health.status).toBe(200);
  const list = await staff.post('/member/index', { perPage: 1 });
  expect(list.status).toBe(200);
};

describe('import limits: no upload can exhaust memory or end the process', () => {
  it('refuses a zip bomb (<1 MB .xlsx whose sheet inflates to 400 MiB) with 413, memory bounded, server still answering', async () => {
    expect(bomb.length).toBeLessThan(1 * MiB);
    const m = await rssDuring(() => upload(staff, '/member/stored_import', bomb, 'bom.xlsx'));
    console.log(
      `zip bomb ${(bomb.length / MiB).toFixed(2)} MB: HTTP ${m.result.http}, RSS before ${m.baseMiB} MiB, peak growth ${m.peakGrowthMiB} MiB, after ${m.afterMiB} MiB`,
    );
    expect(m.result.http).toBe(413);
    expect(m.result.msg).toContain('terlalu besar setelah diekstrak');
    expect(m.peakGrowthMiB).toBeLessThan(300);
    await stillAnswers();
  });

  it('refuses 1,000,000 rows (a 5-7 MB .xlsx) at the row limit with 422, memory bounded, server still answering', async () => {
    expect(millionRows.length).toBeLessThan(10 * MiB);
    const m = await rssDuring(() => upload(staff, '/member/stored_import', millionRows, 'sejuta.xlsx'));
    console.log(
      `1,000,000 rows ${(millionRows.length / MiB).toFixed(2)} MB: HTTP ${m.result.http}, RSS before ${m.baseMiB} MiB, peak growth ${m.peakGrowthMiB} MiB, after ${m.afterMiB} MiB`,
    );
    expect(m.result.http).toBe(422);
    expect(m.result.msg).toBe(`Maksimal ${IMPORT_LIMITS.maxRows.toLocaleString('id-ID')} baris data per impor; bagi data menjadi beberapa berkas`);
    expect(m.peakGrowthMiB).toBeLessThan(300);
    await stillAnswers();
  });

  it('refuses an upload over 10 MB with 413', async () => {
    const big = Buffer.alloc(11 * MiB, 'a,b\n');
    const r = await upload(staff, '/member/stored_import', big, 'besar.csv');
    expect(r.http).toBe(413);
    expect(r.msg).toBe('Ukuran data yang dikirim terlalu besar');
    await stillAnswers();
  });

  it('refuses a .csv beyond the row limit and a cell beyond the cell limit', async () => {
    const lines = ['Nama Member,Telepon'];
    for (let n = 0; n <= IMPORT_LIMITS.maxRows; n++) lines.push(`K${n},08${n}`);
    const many = await upload(staff, '/member/stored_import', Buffer.from(lines.join('\n')), 'banyak.csv');
    expect(many.http).toBe(422);
    expect(many.msg).toContain('baris data per impor');
    const long = await upload(
      staff,
      '/member/stored_import',
      Buffer.from(`Nama Member,Telepon\n${'x'.repeat(IMPORT_LIMITS.maxCellChars + 1)},0812345678`),
      'panjang.csv',
    );
    expect(long.http).toBe(422);
    expect(long.msg).toBe('Isi sel pada baris 2 melebihi 10.000 karakter');
    const longXlsx = await upload(
      staff,
      '/member/stored_import',
      await xlsxWith(function* () {
        yield `<row r="2"><c r="A2" t="inlineStr"><is><t>${'y'.repeat(IMPORT_LIMITS.maxCellChars + 1)}</t></is></c></row>`;
      }),
    );
    expect(longXlsx.http).toBe(422);
    expect(longXlsx.msg).toBe('Isi sel pada baris 2 melebihi 10.000 karakter');
    await stillAnswers();
  });

  it('reads the largest file the limits allow (50,000 rows, ~45 MiB of sheet XML) within a bounded amount of memory', async () => {
    const cell = (n: number, c: number) => `<c t="inlineStr"><is><t>${String(n * 100 + c).padStart(12, '0')}${'abcdefghij'.repeat(5)}</t></is></c>`;
    const file = await xlsxWith(function* () {
      for (let n = 2; n <= IMPORT_LIMITS.maxRows + 1; n++) yield `<row r="${n}">${Array.from({ length: 10 }, (_, c) => cell(n, c)).join('')}</row>`;
    });
    const m = await rssDuring(() => readSheet(file));
    console.log(
      `largest allowed sheet (${(file.length / MiB).toFixed(2)} MB, ${m.result.rows.length} rows x 10 columns): RSS peak growth ${m.peakGrowthMiB} MiB`,
    );
    expect(m.result.rows).toHaveLength(IMPORT_LIMITS.maxRows);
    expect(m.peakGrowthMiB).toBeLessThan(400);
  });

  it('still imports a sheet written by hand as raw XML (inline strings, no styles, no shared strings)', async () => {
    const r = await upload(
      ctx.admin,
      '/member/stored_import',
      await xlsxWith(function* () {
        yield '<row r="2"><c r="A2" t="inlineStr"><is><t>Kontak XML</t></is></c><c r="B2" t="inlineStr"><is><t>081299990001</t></is></c></row>';
      }),
    );
    expect(r.status, JSON.stringify(r)).toBe(200);
    expect(r.data).toMatchObject({ inserted: 1 });
  });
});
