import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { attachment, XLSX_MIME } from '../../platform/excel/xlsx-stream.js';
import { f } from '../../platform/fields.js';
import { exportFileOf, jobStatus } from './queries.js';

/** Background work the caller started (member synchronisation, later imports and reports): its state and progress. */
export function registerJobRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/job/status',
    access: 'authenticated',
    tags: ['Pekerjaan latar belakang'],
    summary: 'Status dan kemajuan pekerjaan latar belakang yang dimulai pengguna',
    data: z.object({
      job_id: z.number(),
      name: z.string(),
      state: z.enum(['queued', 'running', 'done', 'failed']),
      progress: z.number(),
      progress_note: z.string().nullable(),
      attempts: z.number(),
      error: z.string().nullable(),
      result: z.unknown(),
      created_at: z.string(),
      started_at: z.string().nullable(),
      finished_at: z.string().nullable(),
    }),
    body: z.object({ job_id: f.id('Pekerjaan') }),
    handler: async ({ tx, auth, body }) => ok(await jobStatus(tx, auth, body)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/job/download',
    access: 'authenticated',
    tags: ['Pekerjaan latar belakang'],
    summary: 'Unduh file yang ditulis pekerjaan ekspor (file .xlsx; hanya pengguna yang memulai pekerjaan)',
    body: z.object({ job_id: f.id('Pekerjaan') }),
    file: XLSX_MIME,
    handler: async ({ tx, auth, body, reply }) => {
      const file = await exportFileOf(tx, auth, body);
      reply
        .code(200)
        .header('content-type', file.mime)
        .header('content-disposition', attachment(file.file_name))
        .header('cache-control', 'no-store')
        .send(file.bytes);
      return undefined;
    },
  });
}
