import { isPrintType, MSG, PRINT_TYPES } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { printLogs } from '../../db/schema/index.js';
import { defineCall, ok } from '../../platform/call.js';
import { fieldError } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';

/** Print counter: records one print of a document and answers how often it was printed. */
export function registerPrintRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/print/create',
    access: 'authenticated',
    tags: ['Cetak'],
    summary: `Mencatat cetakan dokumen; print_type salah satu dari: ${PRINT_TYPES.join(', ')}`,
    body: z.object({ print_type: f.text('Tipe print', 60), reference_id: f.optText('Dokumen', 60) }),
    handler: async ({ tx, body }) => {
      if (!isPrintType(body.print_type)) throw fieldError('print_type', MSG.printTypeUnknown);
      const referenceId = body.reference_id ?? '';
      await tx.insert(printLogs).values({ printType: body.print_type, referenceId });
      const [{ total }] = await tx
        .select({ total: count() })
        .from(printLogs)
        .where(and(eq(printLogs.printType, body.print_type), eq(printLogs.referenceId, referenceId)));
      return ok({ print_type: body.print_type, reference_id: referenceId, total }, 'Cetakan dicatat');
    },
  });
}
