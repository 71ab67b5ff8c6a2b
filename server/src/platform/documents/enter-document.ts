import { type DocumentDef, EDIT_ACTION, ENTRY_FROM_STATE, entryOf } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../command.js';

/**
 * The first state-log row of a record of `doc` entered in `state` (the declaration's initial state by
 * default): from ENTRY_FROM_STATE, with the declaration's entry action and the actor. A state outside
 * the declared entry states is a programming error. `record.from` lets the row be taken from a CTE in
 * the statement that inserts the header (record.id is then a column of it).
 */
export function entryLogInsert(doc: DocumentDef, actor: Pick<Actor, 'userId'>, record: { id: SQL | number; from?: SQL }, state: string = doc.initial): SQL {
  const entry = entryOf(doc);
  if (!(entry.states as readonly string[]).includes(state)) throw new Error(`document ${doc.name}: ${state} is not an entry state`);
  return sql`insert into document_state_log (document, record_id, from_state, to_state, action, user_id)
    select ${doc.name}, ${record.id}, ${ENTRY_FROM_STATE}, ${state}, ${entry.action}, ${actor.userId}${record.from ? sql` from ${record.from}` : sql``}`;
}

/**
 * Enters a stored record into its document's machine: writes its first state-log row. Every
 * command that creates a document calls it once, after inserting the header in `state`.
 */
export async function enterDocument(tx: Tx, actor: Pick<Actor, 'userId'>, doc: DocumentDef, id: number, state: string = doc.initial): Promise<void> {
  await tx.execute(entryLogInsert(doc, actor, { id }, state));
}

/**
 * Logs an edit of a record that moved or re-asked its state outside the machine's transitions (a
 * sales order whose new discounts need the approval again): action EDIT_ACTION ('Diubah').
 */
export async function logDocumentEdit(tx: Tx, actor: Pick<Actor, 'userId'>, doc: DocumentDef, id: number, from: string, to: string): Promise<void> {
  await tx.execute(sql`insert into document_state_log (document, record_id, from_state, to_state, action, user_id)
    values (${doc.name}, ${id}, ${from}, ${to}, ${EDIT_ACTION.action}, ${actor.userId})`);
}
