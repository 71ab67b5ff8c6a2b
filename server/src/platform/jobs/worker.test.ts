import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { readConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { dbKind, useTestServer } from '../../test/harness.js';
import { enqueueJob } from './enqueue.js';
import type { JobDefinition } from './worker.js';

/**
 * The queue through real apps on one database: "a process" is an app whose worker is started and
 * stopped by the test; a crash is a worker stopped with `abandon`, leaving its job running until
 * the lease runs out.
 */
const ctx = useTestServer({ admin: false });
const apps: FastifyInstance[] = [];

async function worker(definitions: Record<string, JobDefinition>) {
  const config = { ...readConfig({}), webDist: '/nonexistent', publicUrl: 'http://localhost' };
  const app = await buildApp({ config, database: ctx.server.database, jobs: { autoStart: false, leaseSeconds: 1, pollMs: 100, retryBaseSeconds: 0 } });
  for (const [name, definition] of Object.entries(definitions)) app.jobs.define(name, definition);
  apps.push(app);
  return app;
}

const db = () => ctx.server.database.db;
async function job(id: number) {
  const r = await db().execute(sql`select state, attempts, progress, progress_note, error, result from jobs where job_id = ${id}`);
  return r.rows[0] as { state: string; attempts: number; progress: number; progress_note: string | null; error: string | null; result: unknown };
}
async function until(id: number, state: string) {
  for (let i = 0; i < 200; i++) {
    if ((await job(id)).state === state) return job(id);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} never reached ${state}: ${JSON.stringify(await job(id))}`);
}
const marks = async (id: number) =>
  (await db().execute(sql`select step from job_test_marks where job_id = ${id} order by step`)).rows.map((r) => Number((r as { step: number }).step));

beforeAll(async () => {
  await db().execute(sql`create table job_test_marks (job_id int not null, step int not null, unique (job_id, step))`);
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** Two steps, each writing its mark and its checkpoint in one transaction; `hang` stops the first run between them. */
function twoSteps(hang: { first: boolean }): JobDefinition {
  return {
    async run(ctx) {
      const id = ctx.jobId;
      if (ctx.checkpoint === undefined) {
        await ctx.step((tx) => tx.execute(sql`insert into job_test_marks values (${id}, 1)`), { checkpoint: { done: 1 }, percent: 50, note: 'langkah 1' });
      }
      if (hang.first) {
        hang.first = false;
        await new Promise(() => {}); // the process dies here
      }
      await ctx.step((tx) => tx.execute(sql`insert into job_test_marks values (${id}, 2)`), { checkpoint: { done: 2 } });
      return { steps: 2 };
    },
  };
}

describe('job queue', () => {
  it('a job whose process dies mid-run is taken by the next process after its lease and finishes once', async () => {
    const hang = { first: true };
    const first = await worker({ 'test.two-steps': twoSteps(hang) });
    const id = Number(await enqueueJob(db(), { name: 'test.two-steps', companyId: null }));
    await first.jobs.start();
    for (let i = 0; i < 100 && (await marks(id)).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await job(id)).toMatchObject({ state: 'running', attempts: 1, progress: 50, progress_note: 'langkah 1' });
    await first.jobs.stop({ abandon: true });

    const second = await worker({ 'test.two-steps': twoSteps(hang) });
    await second.jobs.start();
    const done = await until(id, 'done');
    expect(done).toMatchObject({ attempts: 2, progress: 100, result: { steps: 2 } });
    // Step 1 committed before the crash and was not repeated; step 2 ran once, in the second process.
    expect(await marks(id)).toEqual([1, 2]);
    await second.jobs.stop();
  });

  it('a failed attempt is retried later; the last failure leaves the job failed with its message and calls onFailed', async () => {
    let runs = 0;
    const failedFor: number[] = [];
    const app = await worker({
      'test.flaky': {
        async run() {
          runs++;
          if (runs === 1) throw new Error('gangguan sementara');
          return 'ok';
        },
      },
      'test.broken': {
        async run() {
          throw new Error('Data tidak valid');
        },
        async onFailed(ctx) {
          failedFor.push(ctx.jobId);
        },
      },
    });
    const flaky = Number(await enqueueJob(db(), { name: 'test.flaky', companyId: null }));
    const broken = Number(await enqueueJob(db(), { name: 'test.broken', companyId: null, maxAttempts: 2 }));
    await app.jobs.start();
    expect(await until(flaky, 'done')).toMatchObject({ attempts: 2, error: null, result: 'ok' });
    expect(await until(broken, 'failed')).toMatchObject({ attempts: 2, error: 'Data tidak valid' });
    expect(failedFor).toEqual([broken]);
    await app.jobs.stop();
  });

  it('a singleton key admits one queued or running job at a time', async () => {
    const first = await enqueueJob(db(), { name: 'test.unknown', singletonKey: 'satu', companyId: null });
    expect(first).toBeGreaterThan(0);
    expect(await enqueueJob(db(), { name: 'test.unknown', singletonKey: 'satu', companyId: null })).toBeNull();
    await db().execute(sql`update jobs set state = 'done' where job_id = ${first}`);
    expect(await enqueueJob(db(), { name: 'test.unknown', singletonKey: 'satu', companyId: null })).toBeGreaterThan(0);
  });

  it('two processes sharing the queue run each of 40 jobs exactly once', async () => {
    const definition: JobDefinition = {
      run: (ctx) => ctx.step((tx) => tx.execute(sql`insert into job_test_marks values (${ctx.jobId}, 9)`)),
    };
    const a = await worker({ 'test.mark': definition });
    const b = await worker({ 'test.mark': definition });
    const ids = await Promise.all(Array.from({ length: 40 }, () => enqueueJob(db(), { name: 'test.mark', companyId: null })));
    await Promise.all([a.jobs.start(), b.jobs.start()]);
    for (const id of ids) await until(Number(id), 'done');
    const r = await db().execute(sql`select count(*)::int as n, count(distinct job_id)::int as jobs from job_test_marks where step = 9`);
    expect(r.rows[0]).toEqual({ n: 40, jobs: 40 });
    const attempts = await db().execute(sql`select max(attempts)::int as most from jobs where name = 'test.mark'`);
    expect(attempts.rows[0]).toEqual({ most: 1 });
  });
});

describe.skipIf(dbKind() === 'postgres')('job queue across a restart of the embedded database', () => {
  it('a job cut off when the server stops is finished once by the server started again on the same data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-jobs-'));
    const config = { ...readConfig({}), webDist: '/nonexistent', publicUrl: 'http://localhost' };
    const options = { autoStart: false, leaseSeconds: 1, pollMs: 100, retryBaseSeconds: 0 };
    const hang = { first: true };
    try {
      // First server: takes the job, commits step 1, and the process stops before step 2.
      const firstDb = await openDatabase({ dataDir });
      await firstDb.db.execute(sql`create table job_test_marks (job_id int not null, step int not null, unique (job_id, step))`);
      const first = await buildApp({ config, database: firstDb, jobs: options });
      first.jobs.define('test.two-steps', twoSteps(hang));
      const id = Number(await enqueueJob(firstDb.db, { name: 'test.two-steps', companyId: null }));
      await first.jobs.start();
      for (let i = 0; i < 100 && !(await firstDb.db.execute(sql`select 1 from job_test_marks`)).rows.length; i++) await new Promise((r) => setTimeout(r, 50));
      await first.jobs.stop({ abandon: true });
      await first.close();
      await firstDb.close();

      // Second server on the same folder.
      const secondDb = await openDatabase({ dataDir });
      const second = await buildApp({ config, database: secondDb, jobs: options });
      second.jobs.define('test.two-steps', twoSteps(hang));
      await second.jobs.start();
      let state = '';
      for (let i = 0; i < 200 && state !== 'done'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        state = String((await secondDb.db.execute(sql`select state from jobs where job_id = ${id}`)).rows[0]?.state);
      }
      expect(state).toBe('done');
      const steps = (await secondDb.db.execute(sql`select step from job_test_marks where job_id = ${id} order by step`)).rows.map((r) => Number(r.step));
      expect(steps).toEqual([1, 2]);
      expect((await secondDb.db.execute(sql`select attempts, error from jobs where job_id = ${id}`)).rows[0]).toEqual({ attempts: 2, error: null });
      await second.close();
      await secondDb.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
