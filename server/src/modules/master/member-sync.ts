import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../platform/call.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import { startMemberSync } from './member/commands/start-member-sync.js';
import {
  abandonMemberSync,
  finishMemberSync,
  type MemberSyncProgress,
  memberSyncTotal,
  synchronizeMemberBatch,
} from './member/commands/synchronize-members.js';
import { memberSyncState } from './member/queries.js';

const tags = ['Kontak'];
export const MEMBER_SYNC_JOB = 'member.sync';

/**
 * The member synchronisation (spec-1 §4): POST /member/synchronize claims the company's run and
 * queues a job in the same transaction, answering at once with is_synchronizing true and the job
 * id (POST /job/status shows its progress). The job marks contacts in batches, each batch with its
 * checkpoint in one transaction, so a run cut off by a restart resumes where it stopped; the last
 * step clears the flag. POST /member/is_synchronizing is what the client polls every 60 s.
 */
export function registerMemberSyncRoutes(app: FastifyInstance) {
  app.jobs.define(MEMBER_SYNC_JOB, {
    async run(ctx) {
      let at = (ctx.checkpoint as MemberSyncProgress | undefined) ?? (await ctx.step(memberSyncTotal, (checkpoint) => ({ checkpoint })));
      for (;;) {
        const from = at;
        const next = await ctx.step(
          (tx) => synchronizeMemberBatch(tx, from),
          ({ finished: _, ...checkpoint }) => ({
            checkpoint,
            percent: checkpoint.total ? (99 * checkpoint.synced) / checkpoint.total : 99,
            note: `${checkpoint.synced} dari ${checkpoint.total} kontak`,
          }),
        );
        at = next;
        if (next.finished) break;
      }
      await ctx.step((tx) => finishMemberSync(tx, at), { percent: 100, note: `${at.synced} kontak tersinkronisasi` });
      return { synced: at.synced };
    },
    onFailed: async (ctx) => {
      if (ctx.companyId !== null) await app.database.withTenant({ companyId: ctx.companyId, userId: ctx.userId ?? 0 }, abandonMemberSync);
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/member/synchronize',
    access: { permission: 'kontak' },
    tags,
    summary: 'Memulai sinkronisasi kontak (berjalan di latar belakang)',
    handler: async ({ tx, auth }) => {
      const started = await startMemberSync(tx, auth, { by: auth.name });
      const jobId = started ? await enqueueJob(tx, { name: MEMBER_SYNC_JOB, singletonKey: MEMBER_SYNC_JOB }) : null;
      const state = await memberSyncState(tx);
      return ok({ ...state, job_id: jobId }, started ? 'Sinkronisasi kontak dimulai' : `Sinkronisasi sedang berjalan oleh ${state.synchronized_by}`);
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
