import { type DocumentDef, statusFilterSchema } from '@bo/contract';
import { fieldError } from '../errors.js';

/**
 * Checks a list's `status` filter (from the top level or columnFilters, already read into `filters`)
 * against the document's machine: a state it does not declare is refused (422 on `field`) with
 * statusFilterMessage. Every document list calls it, so its accepted statuses are the machine's.
 */
export function checkStatusFilter(doc: Pick<DocumentDef, 'states'>, filters: Record<string, unknown>, field = 'status'): void {
  const v = filters[field];
  if (v === undefined || v === null || v === '') return;
  const r = statusFilterSchema(doc).safeParse(String(v));
  if (!r.success) throw fieldError(field, r.error.issues[0]?.message ?? 'Status tidak dikenal');
}
