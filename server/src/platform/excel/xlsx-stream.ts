import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
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

/** What a sheet is: its file and sheet name and its columns. */
export interface SheetLayout {
  fileName: string;
  sheetName: string;
  columns: SheetColumn[];
}

export interface XlsxStreamOptions extends SheetLayout {
  /** Rows arrive in batches (a database cursor), so memory stays flat however long the sheet is. */
  batches: AsyncIterable<Record<string, unknown>[]>;
}

/** The Content-Disposition of a file named `name` (characters outside [A-Za-z0-9._-] become _). */
export const attachment = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

/** Rows written between two turns of the event loop. */
const WRITE_CHUNK = 250;

/**
 * One sheet written row by row into a stream with ExcelJS's streaming writer: each row is committed
 * (written and released) as soon as it is added, and `add` waits when the stream is slow. The direct
 * answer (streamXlsx) and the export job (export-job.ts) both write through it.
 */
export function openSheetWriter(out: Writable, layout: SheetLayout) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(layout.sheetName.slice(0, 31));
  ws.columns = layout.columns.map((c) => {
    const numFmt = c.kind && NUM_FMT[c.kind];
    return { header: c.header, key: c.key, width: c.width ?? Math.min(40, Math.max(12, c.header.length + 4)), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.numFmt = 'General';
  });
  header.commit();
  return {
    async add(rows: Record<string, unknown>[]) {
      for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
        // A turn for the event loop between chunks: writing 2,000 rows of XML takes long enough to be felt.
        if (i) await nextTurn();
        for (const r of rows.slice(i, i + WRITE_CHUNK)) ws.addRow(layout.columns.map((c) => cellValue(r[c.key], c.kind))).commit();
        if (out.writableNeedDrain) await once(out, 'drain');
      }
    },
    async finish() {
      ws.commit();
      await wb.commit();
    },
  };
}
export type SheetWriter = ReturnType<typeof openSheetWriter>;

/** Streams a real .xlsx file into the reply, batch by batch, as the rows are read. */
export async function streamXlsx(reply: FastifyReply, opts: XlsxStreamOptions) {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  reply.code(200).header('content-type', XLSX_MIME).header('content-disposition', attachment(opts.fileName)).header('cache-control', 'no-store');
  reply.send(out);
  const sheet = openSheetWriter(out, opts);
  for await (const batch of opts.batches) await sheet.add(batch);
  await sheet.finish();
}

/** A small workbook built in memory (templates). */
export async function sendWorkbook(reply: FastifyReply, fileName: string, wb: ExcelJS.Workbook) {
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  return reply.code(200).header('content-type', XLSX_MIME).header('content-disposition', attachment(fileName)).send(buf);
}
