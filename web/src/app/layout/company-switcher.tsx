import { COMPANY_NAME_DISPLAY_MAX, MSG } from '@bo/contract';
import { DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Dropdown, message, Modal } from 'antd';
import { call, get } from '../../api/client';
import { setSession } from '../../api/token-store';

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

/** Switches the session to another company: confirm, POST /login/stored_via_app, store, reload. */
export function switchCompany(target: Company, currentAppName: string | null) {
  if (target.app_name === currentAppName) return;
  Modal.confirm({
    title: 'Pindah Perusahaan',
    content: MSG.switchCompanyConfirm.replace('{company}', target.company_name),
    okText: 'Ya',
    cancelText: 'Batal',
    onOk: async () => {
      const env = await call<{ token: string; app_name: string; company_name: string }>('POST', '/login/stored_via_app', { app_name: target.app_name });
      setSession({ token: env.data.token, appName: env.data.app_name ?? target.app_name, companyName: env.data.company_name ?? target.company_name });
      message.success(MSG.companySwitched);
      setTimeout(() => window.location.reload(), 600);
    },
  });
}

export function useCompanies(enabled = true) {
  return useQuery({ queryKey: ['user', 'companies'], queryFn: () => get<Company[]>('/user/app/list_companies'), enabled, staleTime: 60_000 });
}

export function CompanySwitcher({ appName, companyName }: { appName: string; companyName: string }) {
  const companies = useCompanies();
  const list = companies.data ?? [];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [appName],
        items: list.map((c) => ({ key: c.app_name, label: <span className="company-option">{c.company_name}</span> })),
        onClick: ({ key }) => {
          const target = list.find((c) => c.app_name === key);
          if (target) switchCompany(target, appName);
        },
      }}
    >
      <span className="company-switcher" style={{ cursor: 'pointer' }} title={companyName}>
        {shortCompanyName(companyName)} <DownOutlined style={{ fontSize: 10 }} />
      </span>
    </Dropdown>
  );
}
