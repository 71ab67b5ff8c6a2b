import ExcelJS from 'exceljs';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx file with a header row, as a person would prepare an import. */
export async function xlsxBuffer(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** An .xlsx upload for a file input (`setInputFiles`). */
export async function xlsxFile(name: string, headers: string[], rows: (string | number)[][]) {
  return { name, mimeType: XLSX, buffer: await xlsxBuffer(headers, rows) };
}

/** Rows of the first sheet as objects keyed by the header cells. */
export async function readDownload(file: string): Promise<Record<string, unknown>[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.worksheets[0];
  const headers = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const out: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const vals = (row.values as unknown[]).slice(1);
    out.push(Object.fromEntries(headers.map((h, i) => [h, vals[i] ?? null])));
  });
  return out;
}
