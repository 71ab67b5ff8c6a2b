import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { UserCompany } from '@bo/contract';
import { ApiError } from '../../api/client';
import { getFailedLoginCount, setSession } from '../../api/token-store';
import { findCompanies, type LoginData, login, loginToCompany } from './api/login';
import { AuthCard } from './auth-card';

const fieldError = { color: '#ff4d4f', fontSize: 13, marginTop: 4 } as const;
const label = { display: 'block', marginBottom: 6 } as const;

/**
 * The login page, kept light (no antd Form): username and password; a user of several companies
 * picks one (POST /users/auth/get_app_name, then POST /users/auth/login with app_name).
 */
export function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [companies, setCompanies] = useState<UserCompany[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failed, setFailed] = useState(getFailedLoginCount());

  useEffect(() => {
    document.title = 'Login - Admin-VirtualOffice';
  }, []);

  // the root guard moves a logged-in user from /login to ?redirect (or /)
  const done = (data: LoginData) =>
    setSession({ token: data.token, appName: data.app_name, companyName: data.company_name, tokenApp: data.token_app, tokenCore: data.token_core });

  const fail = (e: unknown) => {
    setFailed(getFailedLoginCount());
    if (e instanceof ApiError) {
      const next: Record<string, string> = {};
      for (const [k, v] of Object.entries(e.errors ?? {})) if (k === 'username' || k === 'password') next[k] = v.join(' ');
      setErrors(next);
    }
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const missing: Record<string, string> = {};
    if (!username.trim()) missing.username = 'Username wajib diisi';
    if (!password) missing.password = 'Password wajib diisi';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const list = await findCompanies({ username, password });
      if (list.length > 1) {
        setCompanies(list);
        setChosen(list[0].app_name);
        return;
      }
      done(await login({ username, password }, list[0]?.app_name));
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
      const data = await loginToCompany({ username, password, app_name: chosen });
      done({ ...data, app_name: data.app_name ?? chosen });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Masuk ke Back Office">
      {companies ? (
        <div className="company-picker">
          <p>Akun Anda terdaftar di beberapa perusahaan. Pilih perusahaan:</p>
          {companies.map((c) => (
            <label key={c.app_name} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0', cursor: 'pointer' }}>
              <input type="radio" name="company" value={c.app_name} checked={chosen === c.app_name} onChange={() => setChosen(c.app_name)} />
              {c.company_name} <span style={{ color: '#999' }}>({c.app_name})</span>
            </label>
          ))}
          <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
            <Button onClick={() => setCompanies(null)}>Kembali</Button>
            <Button type="primary" loading={busy} onClick={loginWithCompany} className="company-picker-submit">
              Masuk
            </Button>
          </div>
        </div>
      ) : (
        <form className="login-form" onSubmit={submit} noValidate>
          <div style={{ marginBottom: 16 }}>
            <label htmlFor="username" style={label}>
              Username
            </label>
            <Input
              id="username"
              prefix={<UserOutlined />}
              placeholder="Username"
              autoFocus
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              status={errors.username ? 'error' : undefined}
              disabled={busy}
            />
            {errors.username ? <div style={fieldError}>{errors.username}</div> : null}
          </div>
          <div style={{ marginBottom: 16 }}>
            <label htmlFor="password" style={label}>
              Password
            </label>
            <Input.Password
              id="password"
              prefix={<LockOutlined />}
              placeholder="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              status={errors.password ? 'error' : undefined}
              disabled={busy}
            />
            {errors.password ? <div style={fieldError}>{errors.password}</div> : null}
          </div>
          {failed >= 3 ? (
            <div style={{ color: '#d48806', background: '#fffbe6', border: '1px solid #ffe58f', padding: '6px 10px', borderRadius: 6, marginBottom: 16 }}>
              Percobaan login gagal: {failed} kali
            </div>
          ) : null}
          <Button type="primary" htmlType="submit" block loading={busy} className="login-submit">
            Masuk
          </Button>
        </form>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to="/forgot-password">Lupa password?</Link>
        <Link to="/register">Daftar perusahaan baru</Link>
      </div>
    </AuthCard>
  );
}
