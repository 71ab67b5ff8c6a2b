import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '../../db/client.js';
import { defineCall, ok } from '../../platform/call.js';

const tags = ['Kontak'];
/** A job not finished after this long is taken as crashed and reported as not running. */
const STALE_MS = 10 * 60_000;

interface SyncState {
  is_synchronizing: boolean;
  synchronized_by: string;
  session_value: string;
  synced_count: number;
  started_at: string | null;
  finished_at: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    memberSyncJobs?: Set<Promise<void>>;
  }
}

/**
 * The member synchronisation (spec-1 §4): POST /member/synchronize starts a job and answers at
 * once with is_synchronizing true; the job runs after the answer, in its own transaction, marks
 * every member synchronised and clears the flag. POST /member/is_synchronizing is what the client
 * polls every 60 s.
 */
export function registerMemberSyncRoutes(app: FastifyInstance) {
  const jobs = new Set<Promise<void>>();
  app.decorate('memberSyncJobs', jobs);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...jobs]);
  });

  const readState = async (ctx: TenantContext): Promise<SyncState> =>
    app.database.withTenant(ctx, async (tx) => {
      const r = await tx.execute(sql`
        select is_synchronizing = 1 and started_at > now() - make_interval(secs => ${STALE_MS / 1000}) as is_synchronizing,
               synchronized_by, session_value, synced_count, started_at, finished_at
        from member_sync_state`);
      const row = r.rows[0] as unknown as SyncState | undefined;
      return row ?? { is_synchronizing: false, synchronized_by: '', session_value: '', synced_count: 0, started_at: null, finished_at: null };
    });

  async function runJob(ctx: TenantContext) {
    try {
      await app.database.withTenant(ctx, async (tx) => {
        const r = await tx.execute(
          sql`update master_member set is_synchronized = 1, updated_at = now() where coalesce(is_synchronized, 0) = 0 and member_approval = 'approved'`,
        );
        const n = (r as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (r as unknown as { affectedRows?: number }).affectedRows ?? 0;
        await tx.execute(sql`update member_sync_state set is_synchronizing = 0, synced_count = ${n}, finished_at = now()`);
      });
    } catch (err) {
      app.log.error({ err }, 'member synchronisation failed');
      await app.database.withTenant(ctx, (tx) => tx.execute(sql`update member_sync_state set is_synchronizing = 0, finished_at = now()`)).catch(() => {});
    }
  }

  defineCall(app, {
    method: 'POST',
    url: '/member/synchronize',
    access: { permission: 'kontak' },
    noTransaction: true,
    tags,
    summary: 'Memulai sinkronisasi kontak (berjalan di latar belakang)',
    handler: async ({ auth }) => {
      const ctx = { companyId: auth.companyId, userId: auth.userId };
      const started = await app.database.withTenant(ctx, async (tx) => {
        const r = await tx.execute(sql`
          insert into member_sync_state (is_synchronizing, synchronized_by, session_value, started_at, finished_at)
          values (1, ${auth.name}, ${String(Date.now())}, now(), null)
          on conflict (company_id) do update set is_synchronizing = 1, synchronized_by = excluded.synchronized_by,
            session_value = excluded.session_value, started_at = now(), finished_at = null
          where member_sync_state.is_synchronizing = 0 or member_sync_state.started_at < now() - make_interval(secs => ${STALE_MS / 1000})
          returning 1`);
        return r.rows.length > 0;
      });
      if (started) {
        const job = new Promise<void>((resolve) => setImmediate(resolve)).then(() => runJob(ctx));
        jobs.add(job);
        void job.finally(() => jobs.delete(job));
      }
      const state = await readState(ctx);
      return ok(state, started ? 'Sinkronisasi kontak dimulai' : `Sinkronisasi sedang berjalan oleh ${state.synchronized_by}`);
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/member/is_synchronizing',
    access: { permission: 'kontak' },
    noTransaction: true,
    tags,
    summary: 'Status sinkronisasi kontak: is_synchronizing, synchronized_by, session_value',
    handler: async ({ auth }) => ok(await readState({ companyId: auth.companyId, userId: auth.userId })),
  });
}
