import { DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { shortCompanyName, switchCompany, useCompanies } from '../../lib/company';

/** Navbar company switcher; the name is cut to 15 characters. */
export function CompanySwitcher({ appName, companyName }: { appName: string; companyName: string }) {
  const companies = useCompanies();
  const list = companies.data ?? [];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [appName],
        items: list.map((c) => ({
          key: c.app_name,
          label: (
            <span className="company-option" data-app={c.app_name}>
              {c.company_name}
            </span>
          ),
        })),
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
