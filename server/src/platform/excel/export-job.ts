import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { ok, type Result } from '../call.js';
import { type Actor, loadActor } from '../command.js';
import { enqueueJob } from '../jobs/enqueue.js';
import type { JobContext } from '../jobs/worker.js';
import { openSheetWriter, type SheetLayout, type SheetWriter, streamXlsx, XLSX_MIME, type XlsxStreamOptions } from './xlsx-stream.js';

type Row = Record<string, unknown>;

/**
 * When an Excel export is answered as a job instead of a file. `threshold`: above this many rows the
 * call queues a job (env EXPORT_JOB_THRESHOLD, or buildApp's `exports`); `stepRows`: the fewest rows
 * a job step writes (a step writes max(stepRows, total / MAX_STEPS), so a job has about MAX_STEPS steps).
 */
export interface ExportJobOptions {
  threshold: number;
  stepRows: number;
}
export const DEFAULT_EXPORT_THRESHOLD = 5000;
export const DEFAULT_EXPORT_STEP_ROWS = 2000;
const MAX_STEPS = 10;
/**
 * On PGlite, a step of a source that can read on (resumeKey, resumeByOffset) ends after this long (and
 * at least one batch): the step's transaction holds the one connection, so requests wait at most about this.
 */
export const STEP_BUDGET_MS = 500;
/**
 * Files are stored and read in parts of this size: PGlite converts a bytea parameter or result on
 * the event loop's thread, superlinearly (1 MB took 1.6 s to store, 4 MB 4.9 s), so a whole file at
 * once stalled the server; 256 KB parts take about 0.1 s each, with a turn of the loop between them.
 */
export const FILE_PART_BYTES = 256 * 1024;

export function exportJobOptions(env: NodeJS.ProcessEnv = process.env, given: Partial<ExportJobOptions> = {}): ExportJobOptions {
  const fromEnv = (v: string | undefined) => (v && Number.isInteger(Number(v)) && Number(v) >= 0 ? Number(v) : undefined);
  return {
    threshold: given.threshold ?? fromEnv(env.EXPORT_JOB_THRESHOLD) ?? DEFAULT_EXPORT_THRESHOLD,
    stepRows: Math.max(1, given.stepRows ?? fromEnv(env.EXPORT_JOB_STEP_ROWS) ?? DEFAULT_EXPORT_STEP_ROWS),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    exportJobs: ExportJobOptions;
  }
}

/**
 * One Excel export: `build` checks the filter (a refusal throws, so it is a 422 before any byte or
 * job) and answers the sheet's layout with its rows as batches read in the given transaction. The
 * direct answer and the job both call it, so an export's columns and rows are written once.
 */
export type SheetBuilder<I> = (tx: Tx, actor: Actor, input: I, after?: unknown) => Promise<ExportSheet>;

export interface ExportSheet extends XlsxStreamOptions {
  /**
   * A unique, ascending field of the rows (e.g. stock_log_id of keysetPages): the builder then takes
   * `after` and starts after that row, so a job step reads on from the last row written instead of
   * from the start. Only for sources that keep no state in code (no running balance, no total row).
   */
  resumeKey?: string;
  /**
   * The builder takes `after` as a number of rows to skip and skips them in the database
   * (`cursorBatches` with `skip`: MOVE, which does not compute the skipped rows' columns), so a step
   * reads on from the last row written in any sort order. For sources that keep no state in code.
   */
  resumeByOffset?: boolean;
}

/** What an export call answers when it queued a job (the file answer is the .xlsx itself). */
export const exportJobAnswer = z.object({
  job_id: z.number().describe('Pekerjaan yang menulis file; ikuti dengan POST /job/status, unduh dengan POST /job/download'),
  file_name: z.string(),
});

/** What an export call declares: the file it answers, or the envelope with job_id when large (OpenAPI). */
export const EXPORT_ANSWER = { data: exportJobAnswer, file: XLSX_MIME };

/** How an export call's summary says it: the file, or the envelope with job_id when large. */
export const EXPORT_NOTE =
  'Menjawab file .xlsx; bila baris melebihi batas (atau header Prefer: respond-async) menjawab { job_id } dan file ditulis sebagai pekerjaan latar belakang';

/** A client asks for a job whatever the size with `Prefer: respond-async` (RFC 7240). */
const asksForJob = (req: FastifyRequest) => /\brespond-async\b/i.test(String(req.headers.prefer ?? ''));

/** Reads up to `limit` + 1 rows: all of them when the export is small, else closes the source. */
async function firstRows(batches: AsyncIterable<Row[]>, limit: number): Promise<Row[] | undefined> {
  const it = batches[Symbol.asyncIterator]();
  const rows: Row[] = [];
  for (;;) {
    const next = await it.next();
    if (next.done) return rows;
    rows.push(...next.value);
    if (rows.length > limit) {
      await it.return?.();
      return undefined;
    }
  }
}

/**
 * Rows already in memory as a sheet's batches (a report with its total row; the rows kept by the
 * bounded count), so the writer waits on a slow socket between them.
 */
export async function* inBatches<T extends object>(rows: readonly T[], size = 1000): AsyncGenerator<Row[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size) as unknown as Row[];
}

/**
 * Writes the rows after the first `skip` into the sheet, at most `take`, and answers how many and the
 * last one. Without a resume key a step's transaction reads the source from its start: such sources
 * keep state in code (running balances, totals), which a step rebuilds by reading the rows before its place.
 */
async function writeSlice(batches: AsyncIterable<Row[]>, sheet: SheetWriter, skip: number, take: number, budgetMs = Number.POSITIVE_INFINITY) {
  const it = batches[Symbol.asyncIterator]();
  const until = performance.now() + budgetMs;
  let seen = 0;
  let written = 0;
  let last: Row | undefined;
  try {
    while (written < take && !(written > 0 && performance.now() > until)) {
      const next = await it.next();
      if (next.done) break;
      const batch = next.value;
      const from = Math.max(0, skip - seen);
      seen += batch.length;
      if (from >= batch.length) continue;
      const part = batch.slice(from, from + (take - written));
      await sheet.add(part);
      written += part.length;
      last = part.at(-1);
    }
  } finally {
    await it.return?.();
  }
  return { written, last };
}

const count = (n: number) => n.toLocaleString('id-ID');

async function runExport<I>(ctx: JobContext<{ input: I }>, build: SheetBuilder<I>, options: ExportJobOptions) {
  if (ctx.userId === null) throw new Error('Ekspor tanpa pengguna');
  const userId = ctx.userId;
  const source = async (tx: Tx, after?: unknown) => build(tx, await loadActor(tx, userId), ctx.payload.input, after);
  // Counting: a source with a resume key is counted in steps of STEP_BUDGET_MS, each reading on from the last key counted.
  let firstKey: unknown;
  // The budget serves the embedded database's one connection; on PostgreSQL a step holds only its own.
  const budget = ctx.app.database.kind === 'pglite' ? STEP_BUDGET_MS : Number.POSITIVE_INFINITY;
  const countFrom = async (batches: AsyncIterable<Row[]>, key: string | undefined, after?: unknown, byOffset = false) => {
    const until = performance.now() + budget;
    const it = batches[Symbol.asyncIterator]();
    let rows = 0;
    let last: unknown;
    try {
      for (;;) {
        const next = await it.next();
        if (next.done) return { rows, last, done: true };
        // A source that ignored `after` would count its first rows again and again.
        if (key !== undefined && after !== undefined && rows === 0 && String(next.value[0]?.[key]) === String(firstKey))
          throw new Error('Ekspor tidak maju: sumber baris mengabaikan posisi terakhir');
        if (key !== undefined && firstKey === undefined) firstKey = next.value[0]?.[key];
        rows += next.value.length;
        if (key !== undefined) last = next.value.at(-1)?.[key];
        if (byOffset) last = Number(after ?? 0) + rows;
        if ((key !== undefined || byOffset) && performance.now() > until) return { rows, last, done: false };
      }
    } finally {
      await it.return?.();
    }
  };
  const first = await ctx.step(
    async (tx) => {
      const s = await source(tx);
      const byOffset = s.resumeKey === undefined && s.resumeByOffset === true;
      const counted = await countFrom(s.batches, s.resumeKey, undefined, byOffset);
      return {
        layout: { fileName: s.fileName, sheetName: s.sheetName, columns: s.columns } satisfies SheetLayout,
        resumeKey: s.resumeKey,
        byOffset,
        ...counted,
      };
    },
    (r) => ({ percent: 2, note: `Menghitung baris: ${count(r.rows)} baris` }),
  );
  const { layout, resumeKey, byOffset } = first;
  let total = first.rows;
  for (let counted: { rows: number; last: unknown; done: boolean } = first; !counted.done; ) {
    const from = counted.last;
    counted = await ctx.step(
      async (tx) => countFrom((await source(tx, from)).batches, resumeKey, from, byOffset),
      (r) => ({ percent: 2, note: `Menghitung baris: ${count(total + r.rows)} baris` }),
    );
    total += counted.rows;
  }
  const per = Math.max(options.stepRows, Math.ceil(total / MAX_STEPS));
  // A run writes its own file; a run after a restart starts the file over (the writer lives in memory).
  const tmp = path.join(os.tmpdir(), `bo-export-${process.pid}-${ctx.jobId}-${ctx.attempt}.xlsx`);
  const out = fs.createWriteStream(tmp);
  try {
    const sheet = openSheetWriter(out, layout);
    let written = 0;
    let after: unknown;
    for (;;) {
      const slice = await ctx.step(
        async (tx) =>
          byOffset
            ? writeSlice((await source(tx, written)).batches, sheet, 0, per, budget)
            : resumeKey === undefined
              ? writeSlice((await source(tx)).batches, sheet, written, per)
              : writeSlice((await source(tx, after)).batches, sheet, 0, per, budget),
        (r) => ({
          percent: 2 + 93 * Math.min(1, (written + r.written) / Math.max(1, total)),
          note: `Menulis baris ${count(written + r.written)} dari ${count(total)}`,
        }),
      );
      written += slice.written;
      if (resumeKey !== undefined && slice.last) {
        // A source that ignored `after` would give the same rows forever.
        if (after !== undefined && String(slice.last[resumeKey]) === String(after))
          throw new Error('Ekspor tidak maju: sumber baris mengabaikan posisi terakhir');
        after = slice.last[resumeKey];
      }
      if (slice.written === 0 || (resumeKey === undefined && !byOffset && slice.written < per)) break;
    }
    await sheet.finish();
    await finished(out);
    const bytes = await fs.promises.readFile(tmp);
    await ctx.step(
      async (tx) => {
        await tx.execute(sql`insert into export_files (job_id, user_id, file_name, mime, size, rows, bytes)
          values (${ctx.jobId}, ${userId}, ${layout.fileName}, ${XLSX_MIME}, ${bytes.length}, ${written}, ''::bytea)`);
        for (let at = 0; at < bytes.length; at += FILE_PART_BYTES) {
          await nextTurn();
          await tx.execute(sql`update export_files set bytes = bytes || ${bytes.subarray(at, at + FILE_PART_BYTES)} where job_id = ${ctx.jobId}`);
        }
      },
      { percent: 100, note: `File siap diunduh (${count(written)} baris)` },
    );
    return { file_name: layout.fileName, rows: written, size: bytes.length, download: '/job/download' };
  } finally {
    out.destroy();
    await fs.promises.rm(tmp, { force: true });
  }
}

export interface ExcelExport<I> {
  /**
   * The call's answer: checks the filter (422), then streams the file when it has at most the
   * threshold's rows (read once: the bounded count keeps them), or queues the job in the request's
   * transaction and answers `{ job_id, file_name }`.
   */
  answer(call: { tx: Tx; auth: Actor; req: FastifyRequest; reply: FastifyReply }, input: I): Promise<Result | undefined>;
}

/** Declares an Excel export: its job (`excel.<name>`) and the answer of its call. */
export function defineExcelExport<I>(app: FastifyInstance, name: string, build: SheetBuilder<I>): ExcelExport<I> {
  const jobName = `excel.${name}`;
  app.jobs.define<{ input: I }>(jobName, { run: (ctx) => runExport(ctx, build, app.exportJobs) });
  return {
    async answer({ tx, auth, req, reply }, input) {
      const sheet = await build(tx, auth, input);
      if (!asksForJob(req)) {
        const rows = await firstRows(sheet.batches, app.exportJobs.threshold);
        if (rows) {
          await streamXlsx(reply, { ...sheet, batches: inBatches(rows) });
          return undefined;
        }
      }
      const jobId = await enqueueJob(tx, { name: jobName, payload: { input: input as unknown as Record<string, unknown> }, maxAttempts: 3 });
      return ok({ job_id: jobId, file_name: sheet.fileName }, 'File Excel sedang disiapkan');
    },
  };
}
