import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type RegistrationInput, registrationBody } from '@bo/contract';
import { schemaField } from '../../lib/schema-rules';
import { useFormSubmit } from '../../lib/use-form-submit';
import { registerCompany } from './api/register-company';
import { AuthCard } from './auth-card';
import { PasswordFields } from '../../components/password-fields';
import { FormErrorAlert } from '../../components/form-error-alert';

/** Company registration (POST /registration/submit). */
export function RegisterPage() {
  const [form] = Form.useForm<RegistrationInput>();
  const [created, setCreated] = useState<string | null>(null);
  const { busy, submit } = useFormSubmit(form, async (values: RegistrationInput) => {
    const data = await registerCompany(values);
    setCreated(data.app_name);
  });
  if (created) {
    return (
      <AuthCard title="Pendaftaran Berhasil">
        {/* The server answers alike whether or not the username or e-mail was taken: the mail tells which. */}
        <Result
          status="success"
          title="Pendaftaran diterima"
          subTitle={`Jika data valid, kami mengirim email ke alamat yang Anda isi; silakan cek email Anda. Kode aplikasi: ${created}`}
          extra={<Link to="/login">Ke halaman masuk</Link>}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Daftar Perusahaan" width={520}>
      <Form form={form} layout="vertical" onFinish={submit} disabled={busy}>
        <FormErrorAlert form={form} />
        <Form.Item label="Nama Perusahaan" {...schemaField(registrationBody.shape, 'company_name')}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Kode Aplikasi (opsional)"
          extra="Huruf kecil, angka dan tanda minus, 2–63 karakter, diawali huruf atau angka"
          {...schemaField(registrationBody.shape, 'app_name')}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Nama Lengkap" {...schemaField(registrationBody.shape, 'name')}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Username"
          extra="3–50 karakter: huruf, angka, titik, garis bawah atau tanda minus"
          {...schemaField(registrationBody.shape, 'username')}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="Email" {...schemaField(registrationBody.shape, 'email')}>
          <Input />
        </Form.Item>
        <Form.Item label="Telepon" {...schemaField(registrationBody.shape, 'phone')}>
          <Input />
        </Form.Item>
        <PasswordFields />
        <Button type="primary" htmlType="submit" block loading={busy}>
          Daftar
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">Sudah punya akun? Masuk</Link>
      </div>
    </AuthCard>
  );
}
