import ExcelJS from 'exceljs';
import { expect } from 'vitest';

/*
 * What the report API tests share: downloading an Excel export and reading its first sheet.
 */

/** POSTs `body` to the export `url` as the token's user, checks a 200 spreadsheet, and reads its first sheet: name, header row, the other rows. */
export async function downloadXlsx(serverUrl: string, token: string | undefined, url: string, body: Record<string, unknown>) {
  const res = await fetch(`${serverUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, header: rows[0] as string[], rows: rows.slice(1) };
}
