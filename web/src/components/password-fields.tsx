import { field, PASSWORD_MISMATCH } from '@bo/contract';
import { Form, Input } from 'antd';
import { schemaField } from '../lib/schema-rules';

// the server's rule for a new password (length), with its message
const newPassword = schemaField({ password: field.password() }, 'password');

/**
 * A new password and its confirmation (field names password / password_confirmation, as the
 * server's pairs take them), checked by the contract's password rule. The server checks that both
 * match; `checkMatch` also checks it before sending.
 */
export function PasswordFields({
  label = 'Password',
  requiredMessage = 'Password wajib diisi',
  checkMatch = false,
}: {
  label?: string;
  requiredMessage?: string;
  checkMatch?: boolean;
}) {
  return (
    <>
      <Form.Item name="password" label={label} validateFirst rules={[{ required: true, message: requiredMessage }, ...(newPassword.rules ?? [])]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label="Konfirmasi Password"
        dependencies={checkMatch ? ['password'] : undefined}
        rules={[
          { required: true, message: 'Konfirmasi password wajib diisi' },
          ...(checkMatch
            ? [
                ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
                  validator: (_: unknown, v: unknown) =>
                    !v || getFieldValue('password') === v ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MISMATCH)),
                }),
              ]
            : []),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
