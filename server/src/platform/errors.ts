import { type FieldErrors, MSG, STATUS } from '@bo/contract';

/** An answer other than success; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number | boolean,
    message: string,
    readonly errors?: FieldErrors,
    readonly data: unknown = null,
  ) {
    super(message);
  }
  /** Read by Fastify plugins that throw this error themselves (rate limit). */
  get statusCode() {
    return this.httpStatus;
  }
}

export const validationError = (errors: FieldErrors, msg: string = MSG.validationFailed, data: unknown = null) => new AppError(422, false, msg, errors, data);

/** One field's problem, the common case. */
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] }, message);

export const forbidden = (msg: string = MSG.forbidden) => new AppError(403, 403, msg);
export const notFound = (msg: string = MSG.notFound) => new AppError(404, 404, msg);
export const unauthorized = (status: number, msg: string) => new AppError(401, status, msg);
export const tokenMissing = () => unauthorized(STATUS.tokenInvalid, MSG.tokenMissing);

/** Collects field errors, then throws them all at once. */
export class ErrorBag {
  readonly errors: FieldErrors = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
    return this;
  }
  get empty() {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(msg?: string) {
    if (!this.empty) throw validationError(this.errors, msg ?? Object.values(this.errors)[0][0]);
  }
}

/** The PostgreSQL error behind an error (drivers and drizzle wrap it in `cause`), if any. */
export interface PgError {
  code: string;
  message?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}
export function pgErrorOf(err: unknown): PgError | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as PgError;
  }
  return undefined;
}

/** Serialization failure and deadlock: the transaction may succeed when run again. */
export const RETRYABLE_DB_ERRORS = new Set(['40001', '40P01']);
export const isRetryableDbError = (err: unknown) => RETRYABLE_DB_ERRORS.has(pgErrorOf(err)?.code ?? '');

/** Label of a column in messages: the common endings in Indonesian, else the column name itself. */
function fieldLabel(field: string) {
  const rules: [RegExp, string][] = [
    [/(^|_)username$/, 'Nama pengguna'],
    [/(^|_)email$/, 'Email'],
    [/(^|_)(phone|hp|telp|telepon)$/, 'Nomor telepon'],
    [/(^|_)name$/, 'Nama'],
    [/(^|_)(code|kode)$/, 'Kode'],
    [/(^|_)npwp$/, 'NPWP'],
  ];
  return rules.find(([re]) => re.test(field))?.[1] ?? field;
}

/** The column of one index or constraint element: `lower((name)::text)` → name. */
function columnOfElement(element: string): string | undefined {
  const bare = element.replace(/::[a-z_ ]+(\[\])?/gi, '').replace(/["']/g, '');
  return /([a-z_][a-z0-9_]*)\s*\)*\s*$/i.exec(bare.trim())?.[1] ?? /[a-z_][a-z0-9_]*/i.exec(bare)?.[0];
}

/** Splits `a, lower((b)::text), c` at its top-level commas. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of list) {
    if (ch === ',' && depth === 0) {
      parts.push(cur);
      cur = '';
      continue;
    }
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    cur += ch;
  }
  return [...parts, cur];
}

/** The parenthesised list after `marker` in a definition, up to its matching parenthesis. */
function listAfter(def: string, marker: RegExp): string | undefined {
  const m = marker.exec(def);
  if (!m) return undefined;
  let depth = 1;
  const start = m.index + m[0].length;
  for (let i = start; i < def.length; i++) {
    if (def[i] === '(') depth++;
    if (def[i] === ')' && --depth === 0) return def.slice(start, i);
  }
  return undefined;
}

/**
 * The columns (without the tenant column) of an index or constraint definition as PostgreSQL prints
 * it (pg_get_indexdef / pg_get_constraintdef), or of a `Key (…)=(…)` detail.
 */
export function columnsOfDefinition(def: string | undefined): string[] {
  if (!def) return [];
  const list = listAfter(def, /^Key \(/) ?? listAfter(def, /USING \w+ \(/) ?? listAfter(def, /(FOREIGN KEY|UNIQUE|PRIMARY KEY|CHECK) \(/);
  if (!list) return [];
  const cols = /^CHECK/.test(def) ? [columnOfElement(list.replace(/^\(+/, '').split(/[\s)<>=!]/)[0])] : topLevelParts(list).map(columnOfElement);
  return cols.filter((c): c is string => !!c && c !== 'company_id');
}

/** A field name from a constraint named the PostgreSQL way, `<table>_<column>_(check|key|fkey)`. */
function columnOfConstraint(e: PgError): string | undefined {
  if (!e.constraint) return undefined;
  let c = e.constraint.replace(/_(uq|key|unique|check|chk|fkey|fk|idx)$/, '');
  if (e.table && c.startsWith(`${e.table}_`)) c = c.slice(e.table.length + 1);
  return c || undefined;
}

export const CONSTRAINT_ERRORS = new Set(['23505', '23514', '23503']);
/**
 * Unique (23505), check (23514) and foreign-key (23503) violations: the caller's data conflicts with
 * stored data (often two requests racing past the same check), so a 422 naming the field.
 * `definition` is the constraint's or index's definition from the catalogue (error-handler.ts looks
 * it up): under row-level security PostgreSQL leaves the `Key (…)` detail out of the error.
 */
export function constraintError(err: unknown, definition?: string): AppError | undefined {
  const e = pgErrorOf(err);
  if (!e || !CONSTRAINT_ERRORS.has(e.code)) return undefined;
  const field = e.column ?? columnsOfDefinition(definition)[0] ?? columnsOfDefinition(e.detail)[0] ?? columnOfConstraint(e) ?? '_';
  const label = fieldLabel(field);
  let msg: string;
  if (e.code === '23505') msg = MSG.valueTaken.replace('{field}', label);
  else if (e.code === '23514') msg = MSG.valueRejected.replace('{field}', label);
  else if (/^update or delete on table/.test(e.message ?? '') || /still referenced/.test(e.detail ?? ''))
    return validationError({ _: [MSG.stillReferenced] }, MSG.stillReferenced);
  else msg = MSG.referenceMissing.replace('{field}', label);
  return fieldError(field, msg);
}
