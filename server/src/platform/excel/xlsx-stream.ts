import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { type CellKind, cellValue, NUM_FMT } from './cell-value.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
  /** Cell type and number format of the column (see CellKind). */
  kind?: CellKind;
}

export interface XlsxStreamOptions {
  fileName: string;
  sheetName: string;
  columns: SheetColumn[];
  /** Rows arrive in batches (a database cursor), so memory stays flat however long the sheet is. */
  batches: AsyncIterable<Record<string, unknown>[]>;
}

const attachment = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

/**
 * Streams a real .xlsx file into the reply with ExcelJS's streaming writer: each row is committed
 * (written and released) as soon as it is added, and the writer waits when the socket is slow.
 */
export async function streamXlsx(reply: FastifyReply, opts: XlsxStreamOptions) {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  reply.code(200).header('content-type', XLSX_MIME).header('content-disposition', attachment(opts.fileName)).header('cache-control', 'no-store');
  reply.send(out);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(opts.sheetName.slice(0, 31));
  ws.columns = opts.columns.map((c) => {
    const numFmt = c.kind && NUM_FMT[c.kind];
    return { header: c.header, key: c.key, width: c.width ?? Math.min(40, Math.max(12, c.header.length + 4)), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.numFmt = 'General';
  });
  header.commit();
  for await (const batch of opts.batches) {
    for (const r of batch) ws.addRow(opts.columns.map((c) => cellValue(r[c.key], c.kind))).commit();
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  ws.commit();
  await wb.commit();
}

/** A small workbook built in memory (templates). */
export async function sendWorkbook(reply: FastifyReply, fileName: string, wb: ExcelJS.Workbook) {
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  return reply.code(200).header('content-type', XLSX_MIME).header('content-disposition', attachment(fileName)).send(buf);
}
