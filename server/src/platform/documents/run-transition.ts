import { actionDoneLabel, checkTransition, type DocumentDef, type DocumentTransition, SELF_APPROVAL_CONFIG, selfApprovalMessage } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type Actor, actorCan } from '../command.js';
import { fieldError, forbidden, notFound } from '../errors.js';

/** A document declared in the contract, bound to the table that holds its headers. */
export interface StoredDocument<S extends string = string, A extends string = string> {
  doc: DocumentDef<S, A>;
  table: string;
  /** The column naming the user who created a record (every document table has `created_by`). */
  creatorField?: string;
}

export const storedDocument = <S extends string, A extends string>(
  doc: DocumentDef<S, A>,
  table: string,
  creatorField = 'created_by',
): StoredDocument<S, A> => ({
  doc,
  table,
  creatorField,
});

/** The permission of the settings page that stores SELF_APPROVAL_CONFIG: who may turn the rule off is not held by it. */
export const SELF_APPROVAL_SETTINGS_PAGE = 'penguranganStok';

/**
 * A `fourEyes` move (an approval) by the user who created the record is refused while the
 * company's SELF_APPROVAL_CONFIG is off, the default; holders of the page that switches it are not
 * held by it (they could switch it anyway).
 */
async function checkNotOwnApproval(tx: Tx, actor: Actor, doc: DocumentDef, creator: unknown) {
  if (creator === null || creator === undefined || Number(creator) !== actor.userId) return;
  if (actorCan(actor, SELF_APPROVAL_SETTINGS_PAGE)) return;
  const r = await tx.execute(sql`select configuration_value as v from configs where configuration_index = ${SELF_APPROVAL_CONFIG}`);
  if (String((r.rows[0] as { v?: string } | undefined)?.v ?? '0') === '1') return;
  throw fieldError(doc.key, selfApprovalMessage(doc.label));
}

export interface TransitionRequest<A extends string = string> {
  id: number;
  action: A;
  /** Required when the transition declares `reason`; answered on the document's reasonField. */
  reason?: string | null;
}

export interface CheckedTransition<S extends string, A extends string> {
  id: number;
  from: S;
  transition: DocumentTransition<S, A>;
  reason: string | null;
}

/** What a transition's command receives: the checked move, inside the caller's transaction. */
export interface TransitionEffectContext<S extends string, A extends string> extends CheckedTransition<S, A> {
  tx: Tx;
  actor: Actor;
}

/**
 * Every rule of a state change, writing nothing: the record exists (404), the caller holds the
 * transition's permission (403), the machine allows the action from the current state, a
 * required reason is given, and an approval (`fourEyes`) is not the creator's own while the company
 * refuses self-approval (422 on the id or reason field). The row stays locked until the
 * transaction ends, so two concurrent moves of one record run one after the other.
 */
export async function checkDocumentTransition<S extends string, A extends string>(
  tx: Tx,
  actor: Actor,
  { doc, table, creatorField = 'created_by' }: StoredDocument<S, A>,
  request: TransitionRequest,
): Promise<CheckedTransition<S, A>> {
  const r = await tx.execute(
    sql`select ${sql.identifier(doc.stateField)} as state, ${sql.identifier(creatorField)} as creator from ${sql.identifier(table)} where ${sql.identifier(doc.key)} = ${request.id} for update`,
  );
  const row = r.rows[0] as { state: S; creator: unknown } | undefined;
  if (!row) throw notFound(`${doc.label} tidak ditemukan`);
  const wanted = doc.transitions.find((t) => t.action === request.action);
  if (wanted && !actorCan(actor, wanted.permission)) throw forbidden();
  const check = checkTransition(doc, row.state, request.action);
  if (!check.ok) throw fieldError(check.reason === 'unknown_action' ? 'action' : doc.key, check.message);
  const reason = request.reason?.trim() || null;
  if (check.transition.reason && !reason) throw fieldError(doc.reasonField ?? 'reason', `${check.transition.reason.label} wajib diisi`);
  if (check.transition.fourEyes) await checkNotOwnApproval(tx, actor, doc, row.creator);
  return { id: request.id, from: row.state, transition: check.transition, reason: check.transition.reason ? reason : null };
}

/**
 * Moves a document: checks as above, runs the transition's command (`effect`) in the same
 * transaction, writes the new state and logs the move in document_state_log. Routes, imports, jobs
 * and other commands call it through the document's commands.
 */
export async function runTransition<S extends string, A extends string, R>(
  tx: Tx,
  actor: Actor,
  stored: StoredDocument<S, A>,
  request: TransitionRequest,
  effect: (ctx: TransitionEffectContext<S, A>) => Promise<R>,
): Promise<R> {
  const checked = await checkDocumentTransition(tx, actor, stored, request);
  const result = await effect({ ...checked, tx, actor });
  const { doc, table } = stored;
  const to = checked.transition.to;
  await tx.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(doc.stateField)} = ${to} where ${sql.identifier(doc.key)} = ${checked.id}`);
  await tx.execute(sql`
    insert into document_state_log (document, record_id, from_state, to_state, action, user_id, reason)
    values (${doc.name}, ${checked.id}, ${checked.from}, ${to}, ${checked.transition.action}, ${actor.userId}, ${checked.reason})`);
  return result;
}

export interface StateLogEntry {
  from_state: string;
  to_state: string;
  action: string;
  /** The action in the past tense, as the declaration names it (actionDoneLabel: 'Disetujui'). */
  action_label: string;
  user_id: number | null;
  /** Who moved it, as the users list names them. */
  user_name: string | null;
  reason: string | null;
  at: string;
}

/** The moves of one record, oldest first. */
export async function stateHistory(tx: Tx, doc: DocumentDef, id: number): Promise<StateLogEntry[]> {
  const r = await tx.execute(sql`
    select l.from_state, l.to_state, l.action, l.user_id, u.name as user_name, l.reason, l.at from document_state_log l
    left join users u on u.id = l.user_id
    where l.document = ${doc.name} and l.record_id = ${id} order by l.log_id`);
  return (r.rows as unknown as Omit<StateLogEntry, 'action_label'>[]).map((h) => ({ ...h, action_label: actionDoneLabel(doc, h.action) }));
}
