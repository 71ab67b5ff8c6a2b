import { type DocumentDef, isEditableState, notEditableMessage } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../errors.js';

/**
 * The `editable` column of a document's list rows and detail: the state (`state`, a column of the
 * query) is one of the declaration's editable states, and the document's own conditions (`also`:
 * unpaid, not deleted…) hold. Pages read `row.editable`; they never re-derive it.
 */
export function editableSql(doc: DocumentDef, state: SQL, also?: SQL): SQL {
  if (!doc.editable.length) return sql`false as editable`;
  const inStates = sql`${state} in (${sql.join(
    doc.editable.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  return sql`coalesce((${inStates}${also ? sql` and ${also}` : sql``}), false) as editable`;
}

/**
 * Refuses (422 on `field`, the document's key by default) an edit of a record whose state is not in
 * the declaration's editable states, with its notEditableMessage. Update and delete-by-edit
 * commands call it with the state they read.
 */
export function assertEditable(doc: DocumentDef, state: string, field: string = doc.key): void {
  if (!isEditableState(doc, state)) throw fieldError(field, notEditableMessage(doc, state));
}
