import type { ListResult } from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, message, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { call, post } from '../../api/client';
import { formatDateTime, formatTimeAgo } from '../../lib/dates';
import { PROFILE_KEY, type Profile } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { PasswordFields } from '../../components/password-fields';

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
  const qc = useQueryClient();
  const { busy, submit } = useFormSubmit(form, async (values: ProfileValues) => {
    const env = await call('POST', '/user/update', { ...values });
    message.success(env.msg || 'Profil berhasil diperbarui');
    await qc.invalidateQueries({ queryKey: PROFILE_KEY });
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
      <Form.Item name="admin_person_full_name" label="Nama Lengkap" rules={[{ required: true, message: 'Nama lengkap wajib diisi' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="admin_email" label="Email" rules={[{ type: 'email', message: 'Format email tidak valid' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="admin_phone" label="Telepon">
        <Input />
      </Form.Item>
      <Form.Item name="introduction" label="Perkenalan">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="avatar" label="URL Avatar">
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
  const { busy, submit } = useFormSubmit(form, async (values: PasswordValues) => {
    const env = await call('POST', '/user/update_password', { ...values });
    message.success(env.msg || 'Password berhasil diubah');
    form.resetFields();
  });
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={submit}>
      <Form.Item name="old_password" label="Password Lama" rules={[{ required: true, message: 'Password lama wajib diisi' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <PasswordFields label="Password Baru" requiredMessage="Password baru wajib diisi" checkMatch />
      <Button type="primary" htmlType="submit" loading={busy}>
        Ubah Password
      </Button>
    </Form>
  );
}

interface SessionRow {
  session_id: string;
  ip: string;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
  is_current: boolean;
}

/** Sessions (POST /session/session_data) with end one and end all others. */
export function SessionsTable() {
  const [page, setPage] = useState(1);
  const sessions = useQuery({
    queryKey: ['session', 'list', page],
    queryFn: () => post<ListResult<SessionRow>>('/session/session_data', { columnFilters: {}, page, perPage: 10 }),
  });
  const end = async (id: string) => {
    const env = await call('POST', '/session/terminate', { session_id: id });
    message.success(env.msg || 'Sesi diakhiri');
    await sessions.refetch();
  };
  const endAll = async () => {
    const env = await call('POST', '/session/terminate_all', {});
    message.success(env.msg || 'Semua sesi lain diakhiri');
    await sessions.refetch();
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
        loading={sessions.isFetching}
        dataSource={sessions.data?.data ?? []}
        pagination={{ current: page, pageSize: 10, total: sessions.data?.total ?? 0, onChange: setPage }}
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
