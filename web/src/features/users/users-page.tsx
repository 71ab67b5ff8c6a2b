import type { ListResult } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { DeleteOutlined, EditOutlined, HomeOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, message, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { call, post, postJson } from '../../api/client';
import { appliedTags, FilterPanel, filledFilters, STATUS_OPTIONS, StatusFilterItem } from '../../components/filter-panel';
import { FormModal } from '../../components/form-modal';
import { actionsWidth, RowActions, useNarrow } from '../../components/row-actions';
import { formatDate } from '../../lib/dates';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useList } from '../../lib/use-list';
import { PasswordFields } from '../../components/password-fields';

interface UserRow {
  admin_id: number;
  admin_username: string;
  admin_person_full_name: string;
  admin_email: string | null;
  admin_phone: string | null;
  admin_group_id: number;
  group_name: string;
  status: number;
  admin_gudang_id_active: number | null;
  access_gudang: { gudang_id: number; master_gudang_name: string }[];
  created_at: string;
}
interface GroupRow {
  group_id: number;
  group_name: string;
}
interface WarehouseRow {
  master_gudang_id: number;
  master_gudang_name: string;
}

function useGroups() {
  return useQuery({ queryKey: ['group', 'options'], queryFn: () => post<ListResult<GroupRow>>('/group/list', { columnFilters: {}, page: 1, perPage: 500 }) });
}
function useWarehouses(enabled: boolean) {
  return useQuery({
    queryKey: ['warehouse', 'options'],
    queryFn: () => post<ListResult<WarehouseRow>>('/master_gudang/list', { columnFilters: {}, page: 1, perPage: 500 }),
    enabled,
  });
}

type UserForm = Partial<UserRow> & { password?: string; password_confirmation?: string };

function UserModal({ user, open, onClose, onSaved }: { user: UserRow | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<UserForm>();
  const groups = useGroups();
  const { busy, submit } = useFormSubmit(form, async (v: UserForm) => {
    const env = user ? await call('POST', '/user/update_other', { ...v, admin_id: user.admin_id }) : await call('POST', '/user/create', { ...v });
    message.success(env.msg || 'Data berhasil disimpan');
    onSaved();
    onClose();
  });
  return (
    <FormModal open={open} title={user ? 'Ubah Akun' : 'Tambah Akun'} form={form} busy={busy} onClose={onClose} className="user-modal">
      <Form form={form} layout="vertical" onFinish={submit} initialValues={user ?? {}} preserve={false}>
        <Form.Item name="admin_username" label="Username" rules={[{ required: !user, message: 'Username wajib diisi' }]}>
          <Input disabled={!!user} autoComplete="off" />
        </Form.Item>
        <Form.Item name="admin_person_full_name" label="Nama Lengkap" rules={[{ required: true, message: 'Nama lengkap wajib diisi' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="admin_email" label="Email" rules={[{ type: 'email', message: 'Format email tidak valid' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="admin_phone" label="Telepon">
          <Input />
        </Form.Item>
        <Form.Item name="admin_group_id" label="Peran" rules={[{ required: true, message: 'Peran wajib dipilih' }]}>
          <Select
            className="user-group-select"
            showSearch={{ optionFilterProp: 'label' }}
            loading={groups.isLoading}
            options={(groups.data?.data ?? []).map((g) => ({ value: g.group_id, label: g.group_name }))}
          />
        </Form.Item>
        {user ? null : <PasswordFields />}
      </Form>
    </FormModal>
  );
}

function PasswordModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string; password_confirmation: string }>();
  const { busy, submit } = useFormSubmit(form, async (v: { password: string; password_confirmation: string }) => {
    if (!user) return;
    const env = await call('POST', '/user/update_other_password', { ...v, admin_id: user.admin_id });
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
function WarehouseAccessModal({ user, onClose, onChanged }: { user: UserRow | null; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const warehouses = useWarehouses(!!user);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const grant = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      const body = { admin_id: user.admin_id, gudang_id: chosen };
      await call('POST', '/user/accessgudang/validation', body);
      const env = await call('POST', '/user/accessgudang/stored', body);
      message.success(env.msg || 'Akses gudang ditambahkan');
      setChosen(null);
      await onChanged();
    } catch {
      // toast shown by the client
    } finally {
      setBusy(false);
    }
  };
  const strip = async (gudangId: number) => {
    const env = await call('POST', '/user/accessgudang/delete', { admin_id: user.admin_id, gudang_id: gudangId });
    message.success(env.msg || 'Akses gudang dihapus');
    await onChanged();
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
  const list = useList<UserRow>('/user/index');
  const groups = useGroups();
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
  const groupOptions = (groups.data?.data ?? []).map((g) => ({ value: g.group_id, label: g.group_name }));

  const changeStatus = async (u: UserRow, on: boolean) => {
    const env = await postJson('/user/update_status', { admin_id: u.admin_id, status: on ? 1 : 0 });
    message.success(env.msg || 'Status diperbarui');
    await list.refetch();
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
    const env = await call('POST', '/user/delete', { admin_id: u.admin_id });
    message.success(env.msg || 'Data berhasil dihapus');
    await list.refetch();
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
      <UserModal user={editing} open={modalOpen} onClose={() => setModalOpen(false)} onSaved={() => void list.refetch()} />
      <PasswordModal user={pwUser} onClose={() => setPwUser(null)} />
      <WarehouseAccessModal user={accessUser} onClose={() => setAccessId(null)} onChanged={() => list.refetch()} />
    </Card>
  );
}
