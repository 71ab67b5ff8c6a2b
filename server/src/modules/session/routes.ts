import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sessions } from '../../db/schema/index.js';
import { defineCall, ok } from '../../platform/call.js';
import { fieldError } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { listQuerySchema } from '../../platform/list.js';

const tags = ['Sesi'];

/** The caller's own open sessions in this company; row-level security keeps them to the caller. */
export function registerSessionRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/session/session_data',
    access: 'authenticated',
    tags,
    summary: 'Daftar sesi aktif milik pengguna',
    body: listQuerySchema.optional(),
    handler: async ({ tx, auth, body }) => {
      const perPage = body?.perPage ?? 20;
      const page = Math.max(1, body?.page ?? 1);
      const open = isNull(sessions.endedAt);
      const rows = await tx
        .select({
          session_id: sessions.id,
          ip: sessions.ip,
          user_agent: sessions.userAgent,
          created_at: sessions.createdAt,
          last_seen_at: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(open)
        .orderBy(desc(sessions.lastSeenAt))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [{ total }] = await tx.select({ total: count() }).from(sessions).where(open);
      return ok({ data: rows.map((r) => ({ ...r, is_current: r.session_id === auth.sessionId })), total, page, perPage });
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/session/terminate',
    access: 'authenticated',
    tags,
    summary: 'Mengakhiri satu sesi',
    body: z.object({ session_id: f.int('Sesi', 1) }),
    handler: async ({ tx, body }) => {
      const r = await tx
        .update(sessions)
        .set({ endedAt: new Date(), endedReason: 'terminated' })
        .where(and(eq(sessions.id, body.session_id), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      if (r.length === 0) throw fieldError('session_id', 'Sesi tidak ditemukan');
      return ok(null, 'Sesi berhasil diakhiri');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/session/terminate_all',
    access: 'authenticated',
    tags,
    summary: 'Mengakhiri semua sesi lain selain sesi ini',
    body: z.object({}).optional(),
    handler: async ({ tx, auth }) => {
      const r = await tx
        .update(sessions)
        .set({ endedAt: sql`now()`, endedReason: 'terminated' })
        .where(and(ne(sessions.id, auth.sessionId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ok({ terminated: r.length }, 'Semua sesi lain berhasil diakhiri');
    },
  });
}
