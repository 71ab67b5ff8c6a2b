import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyFieldErrors, clearFormAlert } from './form-errors';

/**
 * Runs a form's save action with a busy flag; a 422 puts the server's messages on the fields and
 * the rest in the form's alert (applyFieldErrors); other failures are already shown as a toast by
 * the API client.
 */
export function useFormSubmit<A extends unknown[]>(form: FormInstance, action: (...args: A) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const submit = async (...args: A) => {
    setBusy(true);
    clearFormAlert(form);
    try {
      await action(...args);
    } catch (e) {
      applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
