import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { post } from '../../api/client';
import { useFormSubmit } from '../../lib/use-form-submit';
import { AuthCard } from './auth-card';
import { PasswordFields } from '../../components/password-fields';

/** What the server accepts (create-company.ts APP_NAME_PATTERN, fields.ts username): the hints say the same. */
export const APP_NAME_RULE = /^[a-z0-9][a-z0-9-]{1,62}$/;
export const USERNAME_RULE = /^[A-Za-z0-9._-]{3,50}$/;

interface Registration {
  company_name: string;
  app_name?: string;
  name: string;
  username: string;
  email: string;
  phone?: string;
  password: string;
  password_confirmation: string;
}

/** Company registration (POST /registration/submit). */
export function RegisterPage() {
  const [form] = Form.useForm<Registration>();
  const [created, setCreated] = useState<string | null>(null);
  const { busy, submit } = useFormSubmit(form, async (values: Registration) => {
    const data = await post<{ app_name: string }>('/registration/submit', { ...values });
    setCreated(data.app_name);
  });
  if (created) {
    return (
      <AuthCard title="Pendaftaran Berhasil">
        <Result
          status="success"
          title="Perusahaan berhasil didaftarkan"
          subTitle={`Kode aplikasi: ${created}`}
          extra={<Link to="/login">Masuk sekarang</Link>}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Daftar Perusahaan" width={520}>
      <Form form={form} layout="vertical" onFinish={submit} disabled={busy}>
        <Form.Item name="company_name" label="Nama Perusahaan" rules={[{ required: true, message: 'Nama perusahaan wajib diisi' }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="app_name"
          label="Kode Aplikasi (opsional)"
          extra="Huruf kecil, angka dan tanda minus, 2–63 karakter, diawali huruf atau angka"
          rules={[{ pattern: APP_NAME_RULE, message: 'Kode aplikasi hanya huruf kecil, angka dan tanda minus (2–63 karakter)' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="name" label="Nama Lengkap" rules={[{ required: true, message: 'Nama wajib diisi' }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="username"
          label="Username"
          extra="3–50 karakter: huruf, angka, titik, garis bawah atau tanda minus"
          rules={[
            { required: true, message: 'Username wajib diisi' },
            { pattern: USERNAME_RULE, message: 'Username 3–50 karakter, hanya huruf, angka, titik, garis bawah dan tanda minus' },
          ]}
        >
          <Input autoComplete="username" />
        </Form.Item>
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
        <Form.Item name="phone" label="Telepon">
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
