import type { FormInstance } from 'antd';
import { ApiError } from '../api/client';

/** Puts the server's per-field errors (422 envelope) on the form's fields; true when any were set. */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const names = new Set(Object.keys(form.getFieldsValue(true) ?? {}));
  const fields = Object.entries(error.errors ?? {})
    .filter(([name]) => names.has(name) || form.getFieldInstance?.(name))
    .map(([name, errors]) => ({ name, errors }));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}
