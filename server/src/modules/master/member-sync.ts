import type { FastifyInstance } from 'fastify';
import type { TenantContext } from '../../db/client.js';
import { defineCall, ok } from '../../platform/call.js';
import { startMemberSync } from './member/commands/start-member-sync.js';
import { abandonMemberSync, synchronizeMembers } from './member/commands/synchronize-members.js';
import { memberSyncState } from './member/queries.js';

const tags = ['Kontak'];

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

  async function runJob(ctx: TenantContext) {
    try {
      await app.database.withTenant(ctx, (tx) => synchronizeMembers(tx));
    } catch (err) {
      app.log.error({ err }, 'member synchronisation failed');
      await app.database.withTenant(ctx, (tx) => abandonMemberSync(tx)).catch(() => {});
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
      const started = await app.database.withTenant(ctx, (tx) => startMemberSync(tx, auth, { by: auth.name }));
      if (started) {
        const job = new Promise<void>((resolve) => setImmediate(resolve)).then(() => runJob(ctx));
        jobs.add(job);
        void job.finally(() => jobs.delete(job));
      }
      const state = await app.database.withTenant(ctx, memberSyncState);
      return ok(state, started ? 'Sinkronisasi kontak dimulai' : `Sinkronisasi sedang berjalan oleh ${state.synchronized_by}`);
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/member/is_synchronizing',
    access: { permission: 'kontak' },
    tags,
    summary: 'Status sinkronisasi kontak: is_synchronizing, synchronized_by, session_value',
    handler: async ({ tx }) => ok(await memberSyncState(tx)),
  });
}
