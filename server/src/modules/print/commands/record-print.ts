import { isPrintType, MSG, type PrintType } from '@bo/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { printLogs } from '../../../db/schema/index.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { assertMayPrint } from '../printable-documents.js';

export interface RecordPrintInput {
  print_type: string;
  /** The printed document's number ('first s.d. last' for the prints of several). */
  reference_id?: string;
}

/**
 * Records one print of a document and answers how often that document has been printed in the
 * company. The caller must read the document as its detail call allows (`assertMayPrint`: its
 * page, else 403; the document by its number in the detail's scope, else 404), so nobody counts
 * prints of documents they cannot see. A document's own print command calls it in its
 * transaction; /print/create is its route.
 */
export async function recordPrint(tx: Tx, actor: Actor, input: RecordPrintInput): Promise<{ print_type: PrintType; reference_id: string; total: number }> {
  const printType = input.print_type;
  if (!isPrintType(printType)) throw fieldError('print_type', MSG.printTypeUnknown);
  const referenceId = (input.reference_id ?? '').trim();
  if (!referenceId) throw fieldError('reference_id', 'Dokumen wajib diisi');
  await assertMayPrint(tx, actor, printType, referenceId);
  await tx.insert(printLogs).values({ printType, referenceId });
  const [{ total }] = await tx
    .select({ total: count() })
    .from(printLogs)
    .where(and(eq(printLogs.printType, printType), eq(printLogs.referenceId, referenceId)));
  return { print_type: printType, reference_id: referenceId, total };
}
