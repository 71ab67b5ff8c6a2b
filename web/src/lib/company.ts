import { COMPANY_NAME_DISPLAY_MAX, MSG } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { message, Modal } from 'antd';
import { call, get } from '../api/client';
import { setConnectFlag, setSession } from '../api/token-store';
import { companyKeys } from './query-keys';

export interface Company {
  app_name: string;
  company_name: string;
  is_active?: boolean | number;
}

/** Company name cut to 15 characters plus '...'. */
export function shortCompanyName(name: string | null | undefined): string {
  const n = name ?? '';
  return n.length > COMPANY_NAME_DISPLAY_MAX ? `${n.slice(0, COMPANY_NAME_DISPLAY_MAX)}...` : n;
}

/**
 * Switches the session to another company (spec-1 §4): only for a different company; asks, then
 * POST /login/stored_via_app returns a new token, which is stored with app_name; then reloads.
 */
export function switchCompany(target: Company, currentAppName: string | null, afterSwitch: () => void = () => window.location.reload()) {
  if (target.app_name === currentAppName) return;
  Modal.confirm({
    title: 'Pindah Perusahaan',
    content: MSG.switchCompanyConfirm.replace('{company}', target.company_name),
    okText: 'Ya',
    cancelText: 'Batal',
    className: 'switch-company-confirm',
    onOk: async () => {
      const env = await call<{ token: string; app_name: string; company_name: string }>('POST', '/login/stored_via_app', { app_name: target.app_name });
      setSession({ token: env.data.token, appName: env.data.app_name ?? target.app_name, companyName: env.data.company_name ?? target.company_name });
      setConnectFlag(false);
      message.success(MSG.companySwitched);
      setTimeout(afterSwitch, 800);
    },
  });
}

/** GET /user/app/list_companies. */
export function useCompanies(enabled = true) {
  return useQuery({ queryKey: companyKeys.lists(), queryFn: () => get<Company[]>('/user/app/list_companies'), enabled, staleTime: 60_000 });
}
