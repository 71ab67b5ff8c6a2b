import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setSession } from '../../api/token-store';

/** /auth-redirect?token=...&app_name=...: stores a session handed over by another app, then goes home. */
export function AuthRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const token = params.get('token');
    if (token) setSession({ token, appName: params.get('app_name'), companyName: params.get('company_name') });
    navigate(token ? '/' : '/login', { replace: true });
  }, [navigate, params]);
  return null;
}
