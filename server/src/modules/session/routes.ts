import { sessionRow } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { listQuerySchema } from '../../platform/list.js';
import { listAnswer } from '../../platform/openapi.js';
import { terminateOtherSessions } from './commands/terminate-other-sessions.js';
import { terminateSession } from './commands/terminate-session.js';
import { listOwnSessions } from './queries.js';

const tags = ['Sesi'];

export function registerSessionRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/session/session_data',
    access: 'authenticated',
    tags,
    summary: 'Daftar sesi aktif milik pengguna',
    data: listAnswer(sessionRow),
    body: listQuerySchema.optional(),
    handler: async ({ tx, auth, body }) => ok(await listOwnSessions(tx, auth, body ?? {})),
  });

  defineCall(app, {
    method: 'POST',
    url: '/session/terminate',
    access: 'authenticated',
    tags,
    summary: 'Mengakhiri satu sesi',
    body: z.object({ session_id: f.int('Sesi', 1) }),
    handler: async ({ tx, auth, body }) => {
      await terminateSession(tx, auth, body);
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
    handler: async ({ tx, auth }) => ok(await terminateOtherSessions(tx, auth), 'Semua sesi lain berhasil diakhiri'),
  });
}
