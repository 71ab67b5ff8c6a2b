import type { z } from 'zod';
import type { SeriesDef } from '../number-series.js';
import { ROUTE_ACCESS } from '../routes.js';

/** One state of a document: the stored value, its Indonesian label and the tag colour lists show. */
export interface DocumentState<S extends string = string> {
  value: S;
  label: string;
  color: string;
}

/**
 * One move of the state machine. `permission` is a route name of routes.ts: the server refuses the
 * move with 403 without it and the client hides the button. `confirm` is the question the client
 * asks first; `reason` makes the client ask for a reason the server requires.
 */
export interface DocumentTransition<S extends string = string, A extends string = string> {
  action: A;
  from: readonly S[];
  to: S;
  permission: string;
  label: string;
  confirm: string;
  /** The past tense of the move, as the state log and history show it (approve → 'Disetujui'). */
  done: string;
  reason?: { label: string; max: number };
  danger?: boolean;
  /**
   * An approval another user must give: while the company's configuration approval_self_allowed is
   * off (the default) the user who created the record may not make this move (SELF_APPROVAL_CONFIG).
   */
  fourEyes?: boolean;
}

/** Configuration that lets the creator of a record make its `fourEyes` moves ('1'); off ('0', the default) refuses them. */
export const SELF_APPROVAL_CONFIG = 'approval_self_allowed';
/** The refusal of a `fourEyes` move by the record's creator. */
export const selfApprovalMessage = (label: string) => `${label} yang Anda buat sendiri harus disetujui pengguna lain`;

/**
 * How a record is entered: the state log's first row (from ENTRY_FROM_STATE) names `action`, shown as
 * `done`; `states` are the states a record may be stored in (the declaration's `initial` when omitted).
 */
export interface DocumentEntry<S extends string = string> {
  action: string;
  done: string;
  states?: readonly S[];
}

/** The from_state of a record's first log row. */
export const ENTRY_FROM_STATE = 'new';
/** The entry of a document that declares none: created, logged as 'create' ('Dibuat'), in its initial state. */
export const DEFAULT_ENTRY = { action: 'create', done: 'Dibuat' } as const;
/** The log action of an edit that changes the state (a sales order's discount asked again), and its past tense. */
export const EDIT_ACTION = { action: 'update', done: 'Diubah' } as const;

export interface DocumentDef<S extends string = string, A extends string = string, H extends z.ZodType = z.ZodType, L extends z.ZodType = z.ZodType> {
  /** Stable name: the state log's `document` column and the client's class names. */
  name: string;
  /** Indonesian name shown in messages, e.g. 'Kontak'. */
  label: string;
  /** The header's id field, e.g. 'member_id'. */
  key: string;
  /** The header field holding the state. */
  stateField: string;
  header: H;
  /** Lines of the document under `key` of the header (an order's products). */
  lines?: { key: string; schema: L };
  /** The series its numbers come from (SERIES of number-series.ts) and the header field holding the number. */
  series?: SeriesDef;
  numberField?: string;
  states: readonly DocumentState<S>[];
  initial: S;
  /** How a record is entered (DEFAULT_ENTRY when omitted): one platform function writes its first state's log row. */
  entry?: DocumentEntry<S>;
  /**
   * The states in which a record may be edited (its update and delete-by-edit calls): every list row and
   * detail answers `editable`, computed by the server from them (plus the document's own conditions).
   */
  editable: readonly S[];
  /** Replaces the generic refusal of an edit in a state not in `editable`. */
  notEditableMessage?: string;
  transitions: readonly DocumentTransition<S, A>[];
  /** Field of the request that carries the reason of a transition with `reason`. */
  reasonField?: string;
  /** Replaces the generic refusal of a transition the current state does not allow. */
  notAllowedMessage?: string;
}

export type StateOf<D> = D extends DocumentDef<infer S, string> ? S : never;
export type ActionOf<D> = D extends DocumentDef<string, infer A> ? A : never;
export type HeaderOf<D> = D extends DocumentDef<string, string, infer H> ? z.infer<H> : never;
export type LineOf<D> = D extends DocumentDef<string, string, z.ZodType, infer L> ? z.infer<L> : never;

/**
 * Declares a document and checks its machine once, when the module loads: every state a
 * transition names exists, each action is declared once (so it has one permission), every
 * permission is a route of routes.ts, and a transition asking for a reason has a field to carry it.
 */
export function defineDocument<const S extends string, const A extends string, H extends z.ZodType, L extends z.ZodType = z.ZodNever>(
  def: DocumentDef<S, A, H, L>,
): DocumentDef<S, A, H, L> {
  const problems: string[] = [];
  const states = new Set<string>(def.states.map((s) => s.value));
  if (states.size !== def.states.length) problems.push('a state is declared twice');
  if (!states.has(def.initial)) problems.push(`initial state ${def.initial} is not a state`);
  const actions = new Set<string>();
  for (const t of def.transitions) {
    if (actions.has(t.action)) problems.push(`action ${t.action} is declared twice`);
    actions.add(t.action);
    for (const s of [...t.from, t.to]) if (!states.has(s)) problems.push(`${t.action}: ${s} is not a state`);
    if (!t.from.length) problems.push(`${t.action}: no from state`);
    if (!ROUTE_ACCESS[t.permission]) problems.push(`${t.action}: permission ${t.permission} is not a route`);
    if (t.reason && !def.reasonField) problems.push(`${t.action}: asks for a reason but the document has no reasonField`);
  }
  for (const s of def.editable) if (!states.has(s)) problems.push(`editable: ${s} is not a state`);
  for (const s of def.entry?.states ?? []) if (!states.has(s)) problems.push(`entry: ${s} is not a state`);
  if (def.entry?.states && !def.entry.states.includes(def.initial)) problems.push('entry: the initial state is not an entry state');
  for (const t of def.transitions) if (!t.done) problems.push(`${t.action}: no past-tense label (done)`);
  if (def.series && !def.numberField) problems.push('a series without a numberField');
  if (problems.length) throw new Error(`document ${def.name}: ${problems.join('; ')}`);
  return def;
}

export const stateOf = <S extends string>(doc: DocumentDef<S>, value: string): DocumentState<S> | undefined => doc.states.find((s) => s.value === value);

/** How records of `doc` are entered, with the states they may start in. */
export const entryOf = <S extends string>(doc: DocumentDef<S>): { action: string; done: string; states: readonly S[] } => ({
  action: doc.entry?.action ?? DEFAULT_ENTRY.action,
  done: doc.entry?.done ?? DEFAULT_ENTRY.done,
  states: doc.entry?.states ?? [doc.initial],
});

/** May a record of `doc` in `state` be edited (by the declaration's states alone)? */
export const isEditableState = (doc: Pick<DocumentDef, 'editable'>, state: string): boolean => (doc.editable as readonly string[]).includes(state);

/** The refusal of an edit of a record in `state`. */
export const notEditableMessage = (doc: DocumentDef, state: string) =>
  doc.notEditableMessage ?? `${doc.label} berstatus ${stateOf(doc, state)?.label ?? state} tidak dapat diubah`;

/** The past tense of a logged action: the entry's, an edit's, a transition's `done`, else the action itself. */
export function actionDoneLabel(doc: DocumentDef, action: string): string {
  const entry = entryOf(doc);
  if (action === entry.action) return entry.done;
  if (action === EDIT_ACTION.action) return EDIT_ACTION.done;
  return transitionOf(doc, action)?.done ?? action;
}

/** The stored values of the machine's states: what a list's status filter accepts. */
export const stateValues = <S extends string>(doc: Pick<DocumentDef<S>, 'states'>): S[] => doc.states.map((s) => s.value);

/** The refusal of a status filter naming no state of the machine. */
export const statusFilterMessage = (doc: Pick<DocumentDef, 'states'>) => `Status harus salah satu dari: ${stateValues(doc).join(', ')}`;

export const transitionOf = <S extends string, A extends string>(doc: DocumentDef<S, A>, action: string): DocumentTransition<S, A> | undefined =>
  doc.transitions.find((t) => t.action === action);

export type TransitionCheck<S extends string, A extends string> =
  | { ok: true; transition: DocumentTransition<S, A> }
  | { ok: false; reason: 'unknown_action' | 'not_allowed'; message: string };

/** May `action` be taken from `state`? The refusal carries the Indonesian message the server answers. */
export function checkTransition<S extends string, A extends string>(doc: DocumentDef<S, A>, state: string, action: string): TransitionCheck<S, A> {
  const transition = transitionOf(doc, action);
  if (!transition) return { ok: false, reason: 'unknown_action', message: `Aksi ${action} tidak dikenal untuk ${doc.label.toLowerCase()}` };
  if (!(transition.from as readonly string[]).includes(state)) {
    const label = stateOf(doc, state)?.label ?? state;
    const message = doc.notAllowedMessage ?? `${doc.label} berstatus ${label}: aksi ${transition.label} tidak diizinkan`;
    return { ok: false, reason: 'not_allowed', message };
  }
  return { ok: true, transition };
}

/** The transitions the client offers for a record in `state` to a user who may use `may(permission)`. */
export const allowedActions = <S extends string, A extends string>(
  doc: DocumentDef<S, A>,
  state: string,
  may: (permission: string) => boolean,
): DocumentTransition<S, A>[] => doc.transitions.filter((t) => (t.from as readonly string[]).includes(state) && may(t.permission));

/** Every state × every action, with the transition when the machine allows it: what a machine test walks. */
export const transitionTable = <S extends string, A extends string>(doc: DocumentDef<S, A>) =>
  doc.states.flatMap((s) =>
    doc.transitions.map((t) => ({ state: s.value, action: t.action, transition: (t.from as readonly string[]).includes(s.value) ? t : undefined })),
  );
