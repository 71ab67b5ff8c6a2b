import { Alert, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { registerFormAlert } from '../lib/form-errors';

/**
 * The top of a form: the server's refusals that no input of the form shows (a line's batch when the
 * line has no batch input, a field the form does not have), put here by `applyFieldErrors`. FormModal
 * has one; a document form places it above its fields.
 */
export function FormErrorAlert({ form }: { form: FormInstance }) {
  const [messages, setMessages] = useState<string[]>([]);
  useEffect(() => registerFormAlert(form, setMessages), [form]);
  if (!messages.length) return null;
  return (
    <Alert
      className="form-error-alert"
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      title={messages.length === 1 ? messages[0] : 'Data belum dapat disimpan:'}
      description={
        messages.length > 1 ? (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : undefined
      }
      closable
      onClose={() => setMessages([])}
    />
  );
}
