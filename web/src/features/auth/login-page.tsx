import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, call } from '../../api/client';
import { getFailedLoginCount, setSession } from '../../api/token-store';
import { applyFieldErrors } from '../../lib/form-errors';
import { AuthCard } from './auth-card';

interface Credentials {
  username: string;
  password: string;
}
interface Company {
  app_name: string;
  company_name: string;
}
interface LoginData {
  token: string;
  app_name?: string;
  company_name?: string;
  token_app?: string;
  token_core?: string;
}

export function LoginPage() {
  const [form] = Form.useForm<Credentials>();
  const [busy, setBusy] = useState(false);
  const [companies, setCompanies] = useState<Company[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failed, setFailed] = useState(getFailedLoginCount());

  useEffect(() => {
    document.title = 'Login - Admin-VirtualOffice';
  }, []);

  const done = (data: LoginData) => {
    // the root guard moves a logged-in user from /login to ?redirect (or /)
    setSession({ token: data.token, appName: data.app_name, companyName: data.company_name, tokenApp: data.token_app, tokenCore: data.token_core });
  };

  const fail = (e: unknown) => {
    setFailed(getFailedLoginCount());
    if (e instanceof ApiError) applyFieldErrors(form, e);
  };

  const submit = async (values: Credentials) => {
    setBusy(true);
    try {
      const found = await call<Company[]>('POST', '/users/auth/get_app_name', { ...values });
      const list = Array.isArray(found.data) ? found.data : [];
      if (list.length > 1) {
        setCompanies(list);
        setChosen(list[0].app_name);
        return;
      }
      const env = await call<LoginData>('POST', '/login/stored', { ...values }, { appName: list[0]?.app_name });
      done(env.data);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const loginWithCompany = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const values = form.getFieldsValue();
      const env = await call<LoginData>('POST', '/users/auth/login', { ...values, app_name: chosen }, { appName: chosen });
      done({ ...env.data, app_name: env.data.app_name ?? chosen });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Masuk ke Back Office">
      <Form form={form} layout="vertical" onFinish={submit} disabled={busy} className="login-form" autoComplete="on" style={{ display: companies ? 'none' : undefined }}>
        <Form.Item name="username" label="Username" rules={[{ required: true, message: 'Username wajib diisi' }]}>
          <Input prefix={<UserOutlined />} placeholder="Username" autoFocus autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Password wajib diisi' }]}>
          <Input.Password prefix={<LockOutlined />} placeholder="Password" autoComplete="current-password" />
        </Form.Item>
        {failed >= 3 ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`Percobaan login gagal: ${failed} kali`} /> : null}
        <Button type="primary" htmlType="submit" block loading={busy} className="login-submit">
          Masuk
        </Button>
      </Form>
      {companies ? (
        <div className="company-picker">
          <p>Akun Anda terdaftar di beberapa perusahaan. Pilih perusahaan:</p>
          <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <Space orientation="vertical">
              {companies.map((c) => (
                <Radio key={c.app_name} value={c.app_name}>
                  {c.company_name} <span style={{ color: '#999' }}>({c.app_name})</span>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <Space style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }}>
            <Button onClick={() => setCompanies(null)}>Kembali</Button>
            <Button type="primary" loading={busy} onClick={loginWithCompany} className="company-picker-submit">
              Masuk
            </Button>
          </Space>
        </div>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to="/forgot-password">Lupa password?</Link>
        <Link to="/register">Daftar perusahaan baru</Link>
      </div>
    </AuthCard>
  );
}
