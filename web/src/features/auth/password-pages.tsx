import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormSubmit } from '../../lib/use-form-submit';
import { requestPasswordReset, resendEmail } from './api/request-password-reset';
import { resetPassword } from './api/reset-password';
import { AuthCard } from './auth-card';
import { PasswordFields } from '../../components/password-fields';
import { FormErrorAlert } from '../../components/form-error-alert';

/** Forgot password: validation then stored call, then an e-mail with a reset link. */
export function ForgotPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const [sent, setSent] = useState<string | null>(null);
  const { busy, submit } = useFormSubmit(form, async (values: { email: string }) => {
    await requestPasswordReset(values);
    setSent(values.email);
  });
  return (
    <AuthCard title="Lupa Password">
      {sent ? (
        <Result
          status="success"
          title="Email terkirim"
          subTitle={`Tautan untuk mengatur ulang password dikirim ke ${sent}.`}
          extra={[
            <Button key="resend" onClick={() => resendEmail({ email: sent })}>
              Kirim ulang
            </Button>,
            <Link key="login" to="/login">
              Kembali ke login
            </Link>,
          ]}
        />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} disabled={busy}>
          <FormErrorAlert form={form} />
          <Form.Item
            name="email"
            label="Email"
            rules={[
              { required: true, message: 'Email wajib diisi' },
              { type: 'email', message: 'Format email tidak valid' },
            ]}
          >
            <Input />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Kirim tautan
          </Button>
          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <Link to="/login">Kembali ke login</Link>
          </div>
        </Form>
      )}
    </AuthCard>
  );
}

interface ResetValues {
  token: string;
  password: string;
  password_confirmation: string;
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [form] = Form.useForm<ResetValues>();
  const [done, setDone] = useState(false);
  const { busy, submit } = useFormSubmit(form, async (values: ResetValues) => {
    await resetPassword(values);
    setDone(true);
  });
  return (
    <AuthCard title="Atur Ulang Password">
      {done ? (
        <Result status="success" title="Password berhasil diubah" extra={<Link to="/login">Masuk</Link>} />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} disabled={busy} initialValues={{ token: params.get('token') ?? '' }}>
          <FormErrorAlert form={form} />
          <Form.Item name="token" label="Token" rules={[{ required: true, message: 'Token wajib diisi' }]}>
            <Input />
          </Form.Item>
          <PasswordFields label="Password Baru" />
          <Button type="primary" htmlType="submit" block loading={busy}>
            Simpan
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
