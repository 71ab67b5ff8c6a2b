import { PRINT_TYPES } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { recordPrint } from './commands/record-print.js';

/** Print counter: records one print of a document and answers how often it was printed. */
export function registerPrintRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/print/create',
    access: 'authenticated',
    tags: ['Cetak'],
    summary: `Mencatat cetakan dokumen; print_type salah satu dari: ${PRINT_TYPES.join(', ')}`,
    body: z.object({ print_type: f.text('Tipe print', 60), reference_id: f.text('Dokumen', 60) }),
    handler: async ({ tx, auth, body }) => ok(await recordPrint(tx, auth, body), 'Cetakan dicatat'),
  });
}
