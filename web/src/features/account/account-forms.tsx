import { type SessionRow, updatePasswordBody, updateProfileBody } from '@bo/contract';
import { Button, Form, Input, message, Popconfirm, Space, Table, Tag } from 'antd';
import { formatDateTime, formatTimeAgo } from '../../lib/dates';
import { schemaField } from '../../lib/schema-rules';
import type { Profile } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { PasswordFields } from '../../components/password-fields';
import { useEndOtherSessions } from './api/end-other-sessions';
import { useEndSession } from './api/end-session';
import { useSessions } from './api/get-sessions';
import { useUpdatePassword } from './api/update-password';
import { useUpdateProfile } from './api/update-profile';
import { FormErrorAlert } from '../../components/form-error-alert';

interface ProfileValues {
  admin_person_full_name: string;
  admin_email?: string;
  admin_phone?: string;
  introduction?: string;
  avatar?: string;
}

/** POST /user/update (own profile). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<ProfileValues>();
  const updateProfile = useUpdateProfile();
  const { busy, submit } = useFormSubmit(form, async (values: ProfileValues) => {
    const env = await updateProfile.mutateAsync(values);
    message.success(env.msg || 'Profil berhasil diperbarui');
  });
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      onFinish={submit}
      initialValues={{
        admin_person_full_name: profile.admin_person_full_name,
        admin_email: profile.admin_email ?? '',
        admin_phone: profile.admin_phone ?? '',
        introduction: profile.introduction ?? '',
        avatar: profile.avatar ?? '',
      }}
    >
      <FormErrorAlert form={form} />
      <Form.Item label="Nama Lengkap" {...schemaField(updateProfileBody.shape, 'admin_person_full_name')}>
        <Input />
      </Form.Item>
      <Form.Item label="Email" {...schemaField(updateProfileBody.shape, 'admin_email')}>
        <Input />
      </Form.Item>
      <Form.Item label="Telepon" {...schemaField(updateProfileBody.shape, 'admin_phone')}>
        <Input />
      </Form.Item>
      <Form.Item label="Perkenalan" {...schemaField(updateProfileBody.shape, 'introduction')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label="URL Avatar" {...schemaField(updateProfileBody.shape, 'avatar')}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Simpan Profil
      </Button>
    </Form>
  );
}

interface PasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** POST /user/update_password (own password). */
export function PasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const updatePassword = useUpdatePassword();
  const { busy, submit } = useFormSubmit(form, async (values: PasswordValues) => {
    const env = await updatePassword.mutateAsync(values);
    message.success(env.msg || 'Password berhasil diubah');
    form.resetFields();
  });
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={submit}>
      <FormErrorAlert form={form} />
      <Form.Item label="Password Lama" {...schemaField(updatePasswordBody.shape, 'old_password')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <PasswordFields label="Password Baru" requiredMessage="Password baru wajib diisi" checkMatch />
      <Button type="primary" htmlType="submit" loading={busy}>
        Ubah Password
      </Button>
    </Form>
  );
}

/** Sessions (POST /session/session_data) with end one and end all others. */
export function SessionsTable() {
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const end = async (id: number) => {
    const env = await endSession.mutateAsync({ session_id: id });
    message.success(env.msg || 'Sesi diakhiri');
  };
  const endAll = async () => {
    const env = await endOthers.mutateAsync();
    message.success(env.msg || 'Semua sesi lain diakhiri');
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Popconfirm title="Akhiri semua sesi lain?" okText="Ya" cancelText="Batal" onConfirm={endAll}>
          <Button danger className="end-all-sessions">
            Akhiri Semua Sesi Lain
          </Button>
        </Popconfirm>
      </Space>
      <Table<SessionRow>
        rowKey="session_id"
        size="small"
        scroll={{ x: 700 }}
        loading={sessions.loading}
        dataSource={sessions.rows}
        pagination={{ current: sessions.state.page, pageSize: 10, total: sessions.total, onChange: (p) => sessions.setPage(p) }}
        columns={[
          { title: 'Perangkat', dataIndex: 'user_agent', ellipsis: true },
          { title: 'IP', dataIndex: 'ip', width: 130 },
          { title: 'Masuk', dataIndex: 'created_at', width: 180, render: (v) => formatDateTime(v) },
          { title: 'Terakhir aktif', dataIndex: 'last_seen_at', width: 160, render: (v) => formatTimeAgo(v) },
          {
            title: 'Aksi',
            width: 150,
            render: (_, r) =>
              r.is_current ? (
                <Tag color="green">Sesi ini</Tag>
              ) : (
                <Popconfirm title="Akhiri sesi ini?" okText="Ya" cancelText="Batal" onConfirm={() => end(r.session_id)}>
                  <Button size="small" danger>
                    Akhiri
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </>
  );
}
