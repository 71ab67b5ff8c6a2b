import type { FormInstance } from 'antd';
import { ApiError } from '../api/client';

/**
 * Puts the server's per-field errors (422 envelope) on the form's fields; true when any were set.
 * The messages placed on fields are then not shown again as a toast; the others still are.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const names = new Set(Object.keys(form.getFieldsValue(true) ?? {}));
  const entries = Object.entries(error.errors ?? {});
  const placed = (name: string) => names.has(name) || !!form.getFieldInstance?.(name);
  const fields = entries.filter(([name]) => placed(name)).map(([name, errors]) => ({ name, errors }));
  if (fields.length) {
    form.setFields(fields);
    error.claimFieldErrors(entries.filter(([name]) => !placed(name)).flatMap(([, errors]) => errors));
  }
  return fields.length > 0;
}
