import { Form, Input } from 'antd';

/**
 * A new password and its confirmation (field names password / password_confirmation, as the
 * server's pairs take them). The server checks that both match; `checkMatch` also checks it before
 * sending.
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
      <Form.Item name="password" label={label} rules={[{ required: true, message: requiredMessage }]}>
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
                    !v || getFieldValue('password') === v ? Promise.resolve() : Promise.reject(new Error('Konfirmasi password tidak sama')),
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
