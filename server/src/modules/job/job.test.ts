import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer, userWithGroup } from '../../test/harness.js';

/** POST /job/status through HTTP: the member synchronisation as a job the user follows. */
const ctx = useTestServer();

describe('POST /job/status', () => {
  it('follows the member synchronisation from queued to done with its progress', async () => {
    const db = ctx.server.database.db;
    await db.execute(sql`
      insert into master_member (company_id, member_name, member_phone, member_approval)
      select 1, 'Kontak ' || g, '0812' || lpad(g::text, 8, '0'), 'approved' from generate_series(1, 1200) g`);
    await ctx.server.app.jobs.stop();
    const started = await ctx.admin.post('/member/synchronize');
    expect(started.data).toMatchObject({ is_synchronizing: true });
    const jobId = started.data.job_id as number;
    expect(jobId).toBeGreaterThan(0);
    // A second start while the first runs queues nothing.
    const second = await ctx.admin.post('/member/synchronize');
    expect(second.data.job_id).toBeNull();
    expect((await ctx.admin.post('/job/status', { job_id: jobId })).data).toMatchObject({ state: 'queued', progress: 0 });
    await ctx.server.app.jobs.start();

    let status = (await ctx.admin.post('/job/status', { job_id: jobId })).data;
    for (let i = 0; i < 100 && status.state !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await ctx.admin.post('/job/status', { job_id: jobId })).data;
    }
    expect(status).toMatchObject({ job_id: jobId, name: 'member.sync', state: 'done', progress: 100, error: null });
    expect(status.result.synced).toBeGreaterThanOrEqual(1200);
    expect(status.progress_note).toMatch(/kontak tersinkronisasi/);
    const left = await db.execute(
      sql`select count(*)::int as n from master_member where company_id = 1 and member_approval = 'approved' and coalesce(is_synchronized, 0) = 0`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
    expect((await ctx.admin.post('/member/is_synchronizing')).data.is_synchronizing).toBe(false);
  });

  it("answers 404 for another user's job and another company's job", async () => {
    const db = ctx.server.database.db;
    const mine = await db.execute(sql`insert into jobs (company_id, name, created_by) values (1, 'test.x', 1) returning job_id::int as id`);
    const foreign = await db.execute(sql`insert into jobs (company_id, name, created_by) values (999, 'test.x', 1) returning job_id::int as id`);
    const colleague = (await userWithGroup(ctx.admin, 1, 'rekan_job')).client;
    expect((await colleague.post('/job/status', { job_id: (mine.rows[0] as { id: number }).id })).http).toBe(404);
    expect((await ctx.admin.post('/job/status', { job_id: (foreign.rows[0] as { id: number }).id })).http).toBe(404);
    expect((await ctx.admin.post('/job/status', { job_id: 'abc' })).http).toBe(422);
  });
});
