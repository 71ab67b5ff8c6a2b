import { createUserBody, profileFields, type UserRow } from '@bo/contract';
import { DeleteOutlined, EditOutlined, HomeOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, message, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useGroupOptions } from '../../api/get-group-options';
import { useWarehouseOptions } from '../../api/get-warehouse-options';
import { appliedTags, FilterPanel, filledFilters, STATUS_OPTIONS, StatusFilterItem } from '../../components/filter-panel';
import { FormModal } from '../../components/form-modal';
import { actionsWidth, RowActions, useNarrow } from '../../components/row-actions';
import { formatDate } from '../../lib/dates';
import { useFormSubmit } from '../../lib/use-form-submit';
import { schemaField } from '../../lib/schema-rules';
import { PasswordFields } from '../../components/password-fields';
import { useCreateUser } from './api/create-user';
import { useDeleteUser } from './api/delete-user';
import { useUsers } from './api/get-users';
import { useGrantWarehouseAccess } from './api/grant-warehouse-access';
import { useRevokeWarehouseAccess } from './api/revoke-warehouse-access';
import { useUpdateUser } from './api/update-user';
import { useUpdateUserPassword } from './api/update-user-password';
import { useUpdateUserStatus } from './api/update-user-status';

type UserForm = Partial<UserRow> & { password?: string; password_confirmation?: string };

function UserModal({ user, open, onClose }: { user: UserRow | null; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<UserForm>();
  const groups = useGroupOptions();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const { busy, submit } = useFormSubmit(form, async (v: UserForm) => {
    const input = { ...v, admin_group_id: v.admin_group_id ?? 0, admin_person_full_name: v.admin_person_full_name ?? '' };
    const env = user
      ? await updateUser.mutateAsync({ ...input, admin_id: user.admin_id })
      : await createUser.mutateAsync({ ...input, admin_username: v.admin_username ?? '', password: v.password ?? '' });
    message.success(env.msg || 'Data berhasil disimpan');
    onClose();
  });
  return (
    <FormModal open={open} title={user ? 'Ubah Akun' : 'Tambah Akun'} form={form} busy={busy} onClose={onClose} className="user-modal">
      <Form form={form} layout="vertical" onFinish={submit} initialValues={user ?? {}} preserve={false}>
        <Form.Item label="Username" {...(user ? { name: 'admin_username' } : schemaField(createUserBody.shape, 'admin_username'))}>
          <Input disabled={!!user} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Nama Lengkap" {...schemaField(profileFields, 'admin_person_full_name')}>
          <Input />
        </Form.Item>
        <Form.Item label="Email" {...schemaField(profileFields, 'admin_email')}>
          <Input />
        </Form.Item>
        <Form.Item label="Telepon" {...schemaField(profileFields, 'admin_phone')}>
          <Input />
        </Form.Item>
        <Form.Item name="admin_group_id" label="Peran" rules={[{ required: true, message: 'Peran wajib dipilih' }]}>
          <Select className="user-group-select" showSearch={{ optionFilterProp: 'label' }} loading={groups.isLoading} options={groups.options} />
        </Form.Item>
        {user ? null : <PasswordFields />}
      </Form>
    </FormModal>
  );
}

function PasswordModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string; password_confirmation: string }>();
  const updatePassword = useUpdateUserPassword();
  const { busy, submit } = useFormSubmit(form, async (v: { password: string; password_confirmation: string }) => {
    if (!user) return;
    const env = await updatePassword.mutateAsync({ ...v, admin_id: user.admin_id });
    message.success(env.msg || 'Password berhasil diubah');
    onClose();
  });
  return (
    <FormModal open={!!user} title={`Ubah Password ${user?.admin_username ?? ''}`} form={form} busy={busy} onClose={onClose}>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <PasswordFields label="Password Baru" />
      </Form>
    </FormModal>
  );
}

/** Grant (validation then stored) or strip warehouse access of one user. */
function WarehouseAccessModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const warehouses = useWarehouseOptions(!!user);
  const grantAccess = useGrantWarehouseAccess();
  const revokeAccess = useRevokeWarehouseAccess();
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const grant = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      const env = await grantAccess.mutateAsync({ admin_id: user.admin_id, gudang_id: chosen });
      message.success(env.msg || 'Akses gudang ditambahkan');
      setChosen(null);
    } catch {
      // toast shown by the client
    } finally {
      setBusy(false);
    }
  };
  const strip = async (gudangId: number) => {
    const env = await revokeAccess.mutateAsync({ admin_id: user.admin_id, gudang_id: gudangId });
    message.success(env.msg || 'Akses gudang dihapus');
  };
  const owned = new Set(user.access_gudang.map((g) => Number(g.gudang_id)));
  return (
    <Modal open title={`Akses Gudang: ${user.admin_username}`} onCancel={onClose} footer={<Button onClick={onClose}>Tutup</Button>} className="access-modal">
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Select
          className="access-select"
          style={{ width: '100%' }}
          placeholder="Pilih gudang"
          value={chosen ?? undefined}
          onChange={setChosen}
          options={(warehouses.data?.data ?? [])
            .filter((w) => !owned.has(Number(w.master_gudang_id)))
            .map((w) => ({ value: w.master_gudang_id, label: w.master_gudang_name }))}
        />
        <Button type="primary" loading={busy} onClick={grant} className="access-grant">
          Tambah Akses
        </Button>
      </Space.Compact>
      <Table
        rowKey="gudang_id"
        size="small"
        pagination={false}
        dataSource={user.access_gudang}
        columns={[
          { title: 'Gudang', dataIndex: 'master_gudang_name' },
          {
            title: 'Aksi',
            width: 100,
            render: (_, g) => (
              <Popconfirm title="Cabut akses gudang ini?" okText="Ya" cancelText="Batal" onConfirm={() => strip(Number(g.gudang_id))}>
                <Button size="small" danger>
                  Cabut
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Modal>
  );
}

/** /configure/users (Akun): list with create, edit, delete, status, password and warehouse access. */
export function UsersPage() {
  const list = useUsers();
  const groups = useGroupOptions();
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  const [filterForm] = Form.useForm();
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [pwUser, setPwUser] = useState<UserRow | null>(null);
  const [accessId, setAccessId] = useState<number | null>(null);
  const accessUser = accessId === null ? null : (list.rows.find((r) => r.admin_id === accessId) ?? null);
  const narrow = useNarrow();
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const applyFilters = (v: Record<string, unknown>) => {
    setApplied(filledFilters(v));
    list.setFilters(filledFilters(v));
  };
  const groupOptions = groups.options;

  const changeStatus = async (u: UserRow, on: boolean) => {
    const env = await updateStatus.mutateAsync({ admin_id: u.admin_id, status: on ? 1 : 0 });
    message.success(env.msg || 'Status diperbarui');
  };
  // deactivating locks the user out: asked first; activating is harmless
  const setStatus = (u: UserRow, on: boolean) => {
    if (on) return void changeStatus(u, true);
    Modal.confirm({
      title: `Nonaktifkan ${u.admin_username}?`,
      content: 'Pengguna ini tidak dapat masuk sampai diaktifkan kembali.',
      okText: 'Nonaktifkan',
      cancelText: 'Batal',
      okButtonProps: { danger: true, className: 'confirm-deactivate' },
      onOk: () => changeStatus(u, false),
    });
  };
  const remove = async (u: UserRow) => {
    const env = await deleteUser.mutateAsync({ admin_id: u.admin_id });
    message.success(env.msg || 'Data berhasil dihapus');
  };

  return (
    <Card
      title="Akun"
      extra={
        <Button
          type="primary"
          className="add-user"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setModalOpen(true);
          }}
        >
          Tambah Akun
        </Button>
      }
    >
      <FilterPanel
        form={filterForm}
        name="filter_users"
        onApply={applyFilters}
        active={appliedTags(
          filterForm,
          applied,
          { search: { label: 'Cari' }, group_id: { label: 'Peran', options: groupOptions }, status: { label: 'Status', options: STATUS_OPTIONS } },
          applyFilters,
        )}
      >
        <Form.Item name="search" label="Cari">
          <Input placeholder="Username, nama, email" allowClear />
        </Form.Item>
        <Form.Item name="group_id" label="Peran">
          <Select allowClear placeholder="Semua" options={groupOptions} />
        </Form.Item>
        <StatusFilterItem />
      </FilterPanel>
      <Table<UserRow>
        rowKey="admin_id"
        className="users-table"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: list.state.page,
          pageSize: list.state.perPage,
          total: list.total,
          onChange: (p, s) => list.setPage(p, s),
          showSizeChanger: true,
        }}
        columns={[
          { title: 'Username', dataIndex: 'admin_username', fixed: narrow ? 'left' : undefined },
          { title: 'Nama', dataIndex: 'admin_person_full_name' },
          { title: 'Email', dataIndex: 'admin_email', render: (v) => v || '-' },
          { title: 'Peran', dataIndex: 'group_name' },
          {
            title: 'Gudang',
            render: (_, u) => (u.access_gudang?.length ? u.access_gudang.map((g) => <Tag key={g.gudang_id}>{g.master_gudang_name}</Tag>) : '-'),
          },
          { title: 'Dibuat', dataIndex: 'created_at', className: 'nowrap', render: (v) => formatDate(v, 'D MMM YYYY HH:mm') },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (v, u) => (
              <Switch
                size="small"
                className="user-status"
                aria-label={`Status ${u.admin_username}`}
                checked={Number(v) === 1}
                onChange={(on) => setStatus(u, on)}
              />
            ),
          },
          {
            title: 'Aksi',
            fixed: 'right',
            width: actionsWidth(narrow, 4),
            render: (_, u) => (
              <RowActions
                narrow={narrow}
                actions={[
                  {
                    key: 'edit',
                    label: 'Ubah',
                    icon: <EditOutlined />,
                    className: 'row-edit',
                    onClick: () => {
                      setEditing(u);
                      setModalOpen(true);
                    },
                  },
                  { key: 'password', label: 'Ubah Password', icon: <KeyOutlined />, className: 'row-password', onClick: () => setPwUser(u) },
                  { key: 'access', label: 'Akses Gudang', icon: <HomeOutlined />, className: 'open-access', onClick: () => setAccessId(u.admin_id) },
                  {
                    key: 'delete',
                    label: 'Hapus',
                    icon: <DeleteOutlined />,
                    danger: true,
                    className: 'row-delete',
                    confirm: { title: 'Hapus akun ini?', description: `${u.admin_username} dilepas dari perusahaan ini.`, okText: 'Hapus' },
                    onClick: () => remove(u),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <UserModal user={editing} open={modalOpen} onClose={() => setModalOpen(false)} />
      <PasswordModal user={pwUser} onClose={() => setPwUser(null)} />
      <WarehouseAccessModal user={accessUser} onClose={() => setAccessId(null)} />
    </Card>
  );
}
