import type { FormInstance } from 'antd';
import { ApiError } from '../api/client';

/** A server field name as a form name path: 'varian.0.varian_sku' → ['varian', 0, 'varian_sku']. */
export function fieldPath(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts the server's per-field errors (422 envelope) on the form's fields; true when any were set.
 * Dotted names of list fields ('varian.0.varian_sku') land on the row's field of a Form.List.
 * The messages placed on fields are then not shown again as a toast; the others still are.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const values = (form.getFieldsValue(true) ?? {}) as Record<string, unknown>;
  const names = new Set(Object.keys(values));
  const entries = Object.entries(error.errors ?? {});
  const placed = (name: string) => {
    if (names.has(name) || form.getFieldInstance?.(name)) return true;
    const path = fieldPath(name);
    if (path.length < 2 || !names.has(String(path[0]))) return false;
    // a row of a list field: the row must exist in the form
    const row = form.getFieldValue(path.slice(0, -1));
    return row !== undefined && row !== null;
  };
  const fields = entries.filter(([name]) => placed(name)).map(([name, errors]) => ({ name: name.includes('.') ? fieldPath(name) : name, errors }));
  if (fields.length) {
    form.setFields(fields);
    error.claimFieldErrors(entries.filter(([name]) => !placed(name)).flatMap(([, errors]) => errors));
  }
  return fields.length > 0;
}
