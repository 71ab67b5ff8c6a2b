import type { FormInstance } from 'antd';
import { ApiError } from '../api/client';

/** A server field name as a form name path: 'varian.0.varian_sku' → ['varian', 0, 'varian_sku']. */
export function fieldPath(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const keyOf = (path: (string | number)[]) => path.join('.');

/** Where a refused field's message shows: at fields of the form, and/or at the top of the form. */
export interface FieldErrorPlan {
  /** Messages put on form fields (the field itself, or the row's first field for a line error without an input). */
  fields: { name: (string | number)[]; errors: string[] }[];
  /** Messages shown at the top of the form: errors without a field, and line errors without an input (with the line number). */
  top: string[];
}

/**
 * Decides where each server field error shows (issue 20: a line's error without an input showed
 * nowhere). `registered` are the name paths of the form's fields (Form.Items with a name), in the
 * order they were mounted; `isRow(path)` tells whether a list row exists at a path ('lines', 2).
 * - a registered field takes its errors (a Form.List is not a field: its errors go to the top);
 * - a line field without an input ('lines.2.batch_no' where the row has no batch input) shows at the
 *   row's first field (the product column of DocumentLines) and at the top, as "Baris 3: …";
 * - anything else shows at the top.
 */
export function planFieldErrors(
  errors: Record<string, string[]>,
  registered: (string | number)[][],
  isRow: (path: (string | number)[]) => boolean,
  isList: (name: string) => boolean,
): FieldErrorPlan {
  const known = new Set(registered.map(keyOf));
  const byKey = new Map<string, string[]>();
  const top: string[] = [];
  const put = (path: (string | number)[], msgs: string[]) => {
    const k = keyOf(path);
    byKey.set(k, [...(byKey.get(k) ?? []), ...msgs]);
  };
  for (const [name, msgs] of Object.entries(errors)) {
    if (!msgs?.length) continue;
    const path = fieldPath(name);
    if (known.has(keyOf(path)) && !isList(name)) {
      put(path, msgs);
      continue;
    }
    // a line's field: lines.<n>.<field> (the row index is the last number before the field)
    let rowAt = -1;
    for (let i = path.length - 2; i > 0 && rowAt < 0; i--) if (typeof path[i] === 'number') rowAt = i;
    const row = rowAt > 0 ? path.slice(0, rowAt + 1) : undefined;
    if (row && isRow(row)) {
      const rowKey = `${keyOf(row)}.`;
      const carrier = registered.find((p) => keyOf(p).startsWith(rowKey));
      if (carrier) put(carrier, msgs);
      top.push(...msgs.map((m) => `Baris ${Number(row[row.length - 1]) + 1}: ${m}`));
      continue;
    }
    top.push(...msgs);
  }
  return { fields: [...byKey].map(([k, errs]) => ({ name: fieldPath(k), errors: errs })), top };
}

/** The form-level alerts mounted (FormErrorAlert), per form. */
const alerts = new WeakMap<FormInstance, (messages: string[]) => void>();

/** FormErrorAlert registers where its form's top-level errors go; answers the unregister function. */
export function registerFormAlert(form: FormInstance, show: (messages: string[]) => void): () => void {
  alerts.set(form, show);
  return () => {
    if (alerts.get(form) === show) alerts.delete(form);
  };
}

/** Empties a form's alert (a new submit starts clean). */
export function clearFormAlert(form: FormInstance) {
  alerts.get(form)?.([]);
}

/**
 * Puts the server's per-field errors (422 envelope) where the user sees them; true when any were
 * placed. Fields of the form take their own (dotted names of list fields, 'varian.0.varian_sku',
 * land on the row's field of a Form.List); the others go to the form's alert at the top
 * (FormErrorAlert), a line's error without an input also to the row's first field. A form without
 * an alert shows them as a toast. Each message shows once: the deferred toast is then dropped.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.errors ?? {});
  if (!entries.length) return false;
  const registered = form.getFieldsError().map((f) => f.name as (string | number)[]);
  const plan = planFieldErrors(
    error.errors ?? {},
    registered,
    (row) => {
      const v = form.getFieldValue(row);
      return v !== undefined && v !== null;
    },
    (name) => Array.isArray(form.getFieldValue(fieldPath(name))),
  );
  if (plan.fields.length) form.setFields(plan.fields);
  const alert = alerts.get(form);
  if (alert) alert(plan.top);
  error.claimFieldErrors(alert ? [] : plan.top);
  return plan.fields.length > 0 || (alert !== undefined && plan.top.length > 0);
}
