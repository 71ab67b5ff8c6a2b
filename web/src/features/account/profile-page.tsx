import { Avatar, Card, Col, Descriptions, Row, Tabs, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useProfile } from '../../lib/session';
import { PasswordForm, ProfileForm, SessionsTable } from './account-forms';

/** /me: profile summary plus profile, password and session tabs. */
export function ProfilePage() {
  const p = useProfile();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card className="profile-card">
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <Avatar size={80} src={p.avatar || undefined} icon={<UserOutlined />} />
            <h3 style={{ marginBottom: 0 }}>{p.admin_person_full_name}</h3>
            <div style={{ color: '#888' }}>@{p.admin_username}</div>
          </div>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Peran">{p.group_name}</Descriptions.Item>
            <Descriptions.Item label="Perusahaan">{p.company_name}</Descriptions.Item>
            <Descriptions.Item label="Gudang aktif">{p.admin_gudang_active_name || '-'}</Descriptions.Item>
            <Descriptions.Item label="Email">{p.admin_email || '-'}</Descriptions.Item>
            <Descriptions.Item label="Telepon">{p.admin_phone || '-'}</Descriptions.Item>
            <Descriptions.Item label="Akses gudang">
              {p.access_gudang.length ? p.access_gudang.map((g) => <Tag key={g.gudang_id}>{g.master_gudang_name}</Tag>) : '-'}
            </Descriptions.Item>
          </Descriptions>
          {p.introduction ? <p style={{ marginTop: 12 }}>{p.introduction}</p> : null}
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <AccountTabs />
        </Card>
      </Col>
    </Row>
  );
}

export function AccountTabs({ defaultTab = 'profile' }: { defaultTab?: string }) {
  const p = useProfile();
  return (
    <Tabs
      defaultActiveKey={defaultTab}
      items={[
        { key: 'profile', label: 'Profil', children: <ProfileForm profile={p} /> },
        { key: 'password', label: 'Password', children: <PasswordForm /> },
        { key: 'sessions', label: 'Sesi Login', children: <SessionsTable /> },
      ]}
    />
  );
}
