import { Card } from 'antd';
import { AccountTabs } from './profile-page';

/** /user/settings: profile, password and sessions. */
export function AccountSettingsPage() {
  return (
    <Card title="Pengaturan Akun">
      <AccountTabs defaultTab="sessions" />
    </Card>
  );
}
