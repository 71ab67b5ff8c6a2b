import { type RouteDef, ROUTES } from '@bo/contract';
import { Button, Card, Form, Input, message, Modal, Space, Switch, Table, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { call, postJson } from '../../api/client';
import { FilterPanel, filledFilters, StatusFilterItem } from '../../components/filter-panel';
import { FormModal } from '../../components/form-modal';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useList } from '../../lib/use-list';

interface GroupRow {
  group_id: number;
  group_name: string;
  group_type: string;
  privileges: string[] | string | null;
  status: number;
  total_user: number;
}

const privilegesOf = (g: GroupRow): string[] => {
  if (Array.isArray(g.privileges)) return g.privileges;
  if (typeof g.privileges === 'string' && g.privileges) {
    try {
      const v = JSON.parse(g.privileges);
      return Array.isArray(v) ? v : [];
    } catch {
      return [];
    }
  }
  return [];
};

/** The route table as a tree of permission names. */
function toTree(routes: RouteDef[]): DataNode[] {
  return routes.map((r) => ({ key: r.name, title: `${r.title}${r.hidden ? ' (izin)' : ''}`, children: r.children ? toTree(r.children) : undefined }));
}
const TREE = toTree(ROUTES);

function PrivilegeEditor({ group, onClose, onSaved }: { group: GroupRow | null; onClose: () => void; onSaved: () => void }) {
  const [checked, setChecked] = useState<string[]>(group ? privilegesOf(group) : []);
  const [busy, setBusy] = useState(false);
  if (!group) return null;
  const save = async () => {
    setBusy(true);
    try {
      const env = await postJson('/group/update_privilege', { group_id: group.group_id, privileges: checked });
      message.success(env.msg || 'Hak akses diperbarui');
      onSaved();
      onClose();
    } catch {
      // toast shown by the client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`Hak Akses: ${group.group_name}`}
      onCancel={onClose}
      onOk={save}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={busy}
      width={640}
      className="privilege-modal"
    >
      <p style={{ color: '#888' }}>Grup superuser hanya melihat menu yang dicentang (kosong = semua). Grup lain mendapat tambahan akses dari centang ini.</p>
      <div style={{ maxHeight: 480, overflow: 'auto' }}>
        <Tree
          checkable
          treeData={TREE}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          defaultExpandedKeys={['configure']}
        />
      </div>
    </Modal>
  );
}

function GroupModal({ group, open, onClose, onSaved }: { group: GroupRow | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<{ group_name: string }>();
  const { busy, submit } = useFormSubmit(form, async (v: { group_name: string }) => {
    const env = group ? await call('POST', '/group/update', { group_id: group.group_id, ...v }) : await call('POST', '/group/stored', { ...v });
    message.success(env.msg || 'Data berhasil disimpan');
    onSaved();
    onClose();
  });
  return (
    <FormModal open={open} title={group ? 'Ubah Peran' : 'Tambah Peran'} form={form} busy={busy} onClose={onClose}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ group_name: group?.group_name ?? '' }} preserve={false}>
        <Form.Item name="group_name" label="Nama Peran" rules={[{ required: true, message: 'Nama peran wajib diisi' }]}>
          <Input />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** /configure/groups (Peran): groups with status and the privilege editor. */
export function GroupsPage() {
  const list = useList<GroupRow>('/group/list');
  const [filterForm] = Form.useForm();
  const [editing, setEditing] = useState<GroupRow | null>(null);
  const [open, setOpen] = useState(false);
  const [privGroup, setPrivGroup] = useState<GroupRow | null>(null);
  const setStatus = (g: GroupRow, on: boolean) => {
    Modal.confirm({
      title: on ? 'Aktifkan peran ini?' : 'Nonaktifkan peran ini?',
      content: on ? undefined : 'Pengguna dengan peran ini tidak dapat menggunakan aplikasi.',
      okText: 'Ya',
      cancelText: 'Batal',
      onOk: async () => {
        const env = await postJson('/group/update_status', { group_id: g.group_id, status: on ? 1 : 0 });
        message.success(env.msg || 'Status diperbarui');
        await list.refetch();
      },
    });
  };
  return (
    <Card
      title="Peran"
      extra={
        <Button
          type="primary"
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          Tambah Peran
        </Button>
      }
    >
      <FilterPanel form={filterForm} onApply={(v) => list.setFilters(filledFilters(v))}>
        <Form.Item name="search" label="Cari">
          <Input allowClear placeholder="Nama peran" />
        </Form.Item>
        <StatusFilterItem />
      </FilterPanel>
      <Table<GroupRow>
        rowKey="group_id"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 800 }}
        pagination={{ current: list.state.page, pageSize: list.state.perPage, total: list.total, onChange: (p, s) => list.setPage(p, s) }}
        columns={[
          { title: 'ID', dataIndex: 'group_id', width: 60 },
          { title: 'Nama Peran', dataIndex: 'group_name' },
          { title: 'Tipe', dataIndex: 'group_type', render: (v) => <Tag>{v}</Tag> },
          { title: 'Jumlah Pengguna', dataIndex: 'total_user', width: 140 },
          { title: 'Hak Akses', render: (_, g) => `${privilegesOf(g).length} izin` },
          { title: 'Status', dataIndex: 'status', render: (v, g) => <Switch size="small" checked={Number(v) === 1} onChange={(on) => setStatus(g, on)} /> },
          {
            title: 'Aksi',
            width: 200,
            render: (_, g) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => {
                    setEditing(g);
                    setOpen(true);
                  }}
                >
                  Ubah
                </Button>
                <Button size="small" onClick={() => setPrivGroup(g)}>
                  Hak Akses
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <GroupModal group={editing} open={open} onClose={() => setOpen(false)} onSaved={() => void list.refetch()} />
      {privGroup ? <PrivilegeEditor key={privGroup.group_id} group={privGroup} onClose={() => setPrivGroup(null)} onSaved={() => void list.refetch()} /> : null}
    </Card>
  );
}
