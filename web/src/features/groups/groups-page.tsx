import { type GroupRow, groupNameFields } from '@bo/contract';
import { EditOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, message, Modal, Switch, Table, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { appliedTags, FilterPanel, filledFilters, STATUS_OPTIONS, StatusFilterItem } from '../../components/filter-panel';
import { FormModal } from '../../components/form-modal';
import { actionsWidth, RowActions, useNarrow } from '../../components/row-actions';
import { accessSummary, groupAccess, type PrivilegeNode, privilegeTree, searchTree, treeKeys } from './group-access';
import { schemaField } from '../../lib/schema-rules';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useGroups } from './api/get-groups';
import { useSaveGroup } from './api/save-group';
import { useUpdateGroupPrivileges } from './api/update-group-privileges';
import { useUpdateGroupStatus } from './api/update-group-status';

const privilegesOf = (g: GroupRow): string[] => g.privileges ?? [];

const accessOf = (g: GroupRow) => groupAccess({ group_name: g.group_name, group_type: g.group_type, privileges: privilegesOf(g) });

function toDataNodes(nodes: PrivilegeNode[]): DataNode[] {
  return nodes.map((n) => ({
    key: n.key,
    title: n.fromRole ? (
      <span>
        {n.title}{' '}
        <Tag color="blue" className="from-role">
          dari peran
        </Tag>
      </span>
    ) : (
      n.title
    ),
    disableCheckbox: n.fromRole,
    children: n.children ? toDataNodes(n.children) : undefined,
  }));
}

/**
 * The privileges of a group: what its role already grants (checked, marked 'dari peran', fixed here)
 * and the explicit privileges an administrator adds; a search narrows the tree.
 */
function PrivilegeEditor({ group, onClose }: { group: GroupRow | null; onClose: () => void }) {
  const updatePrivileges = useUpdateGroupPrivileges();
  const access = useMemo(() => (group ? accessOf(group) : null), [group]);
  const [checked, setChecked] = useState<string[]>(group ? privilegesOf(group) : []);
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');
  const tree = useMemo(() => privilegeTree(access?.fromRoles ?? new Set()), [access]);
  const shown = useMemo(() => searchTree(tree, query), [tree, query]);
  const data = useMemo(() => toDataNodes(shown), [shown]);
  if (!group || !access) return null;
  const superuser = group.group_type === 'superuser';
  const save = async () => {
    setBusy(true);
    try {
      // what the role grants is not stored as a privilege
      const privileges = checked.filter((k) => !access.fromRoles.has(k));
      const env = await updatePrivileges.mutateAsync({ group_id: group.group_id, privileges });
      message.success(env.msg || 'Hak akses diperbarui');
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
      width={680}
      className="privilege-modal"
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        className="privilege-summary"
        message={`Saat ini: ${accessSummary(access)}`}
        description={
          superuser
            ? 'Grup superuser hanya melihat menu yang dicentang (kosong = semua).'
            : 'Yang bertanda "dari peran" sudah diberikan oleh peran ini. Centang lainnya untuk menambah akses.'
        }
      />
      <Input.Search
        allowClear
        className="privilege-search"
        placeholder="Cari halaman atau izin"
        aria-label="Cari halaman atau izin"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <div style={{ maxHeight: 420, overflow: 'auto' }}>
        <Tree
          checkable
          treeData={data}
          checkedKeys={[...new Set([...checked, ...access.fromRoles])]}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          {...(query.trim() ? { expandedKeys: treeKeys(shown) } : { defaultExpandedKeys: ['configure'] })}
        />
        {shown.length === 0 ? <div style={{ color: '#595959', padding: 8 }}>Tidak ada yang cocok.</div> : null}
      </div>
    </Modal>
  );
}

function GroupModal({ group, open, onClose }: { group: GroupRow | null; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ group_name: string }>();
  const saveGroup = useSaveGroup();
  const { busy, submit } = useFormSubmit(form, async (v: { group_name: string }) => {
    const env = await saveGroup.mutateAsync({ ...v, group_id: group?.group_id });
    message.success(env.msg || 'Data berhasil disimpan');
    onClose();
  });
  return (
    <FormModal open={open} title={group ? 'Ubah Peran' : 'Tambah Peran'} form={form} busy={busy} onClose={onClose}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ group_name: group?.group_name ?? '' }} preserve={false}>
        <Form.Item label="Nama Peran" {...schemaField(groupNameFields, 'group_name')}>
          <Input />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** /configure/groups (Peran): groups with status and the privilege editor. */
export function GroupsPage() {
  const list = useGroups();
  const updateStatus = useUpdateGroupStatus();
  const [filterForm] = Form.useForm();
  const [editing, setEditing] = useState<GroupRow | null>(null);
  const [open, setOpen] = useState(false);
  const [privGroup, setPrivGroup] = useState<GroupRow | null>(null);
  const narrow = useNarrow();
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const applyFilters = (v: Record<string, unknown>) => {
    setApplied(filledFilters(v));
    list.setFilters(filledFilters(v));
  };
  const setStatus = (g: GroupRow, on: boolean) => {
    Modal.confirm({
      title: on ? 'Aktifkan peran ini?' : 'Nonaktifkan peran ini?',
      content: on ? undefined : 'Pengguna dengan peran ini tidak dapat menggunakan aplikasi.',
      okText: 'Ya',
      cancelText: 'Batal',
      onOk: async () => {
        const env = await updateStatus.mutateAsync({ group_id: g.group_id, status: on ? 1 : 0 });
        message.success(env.msg || 'Status diperbarui');
      },
    });
  };
  return (
    <Card
      title="Peran"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          Tambah Peran
        </Button>
      }
    >
      <FilterPanel
        form={filterForm}
        name="filter_groups"
        onApply={applyFilters}
        active={appliedTags(filterForm, applied, { search: { label: 'Cari' }, status: { label: 'Status', options: STATUS_OPTIONS } }, applyFilters)}
      >
        <Form.Item name="search" label="Cari">
          <Input allowClear placeholder="Nama peran" />
        </Form.Item>
        <StatusFilterItem />
      </FilterPanel>
      <Table<GroupRow>
        rowKey="group_id"
        className="groups-table"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 'max-content' }}
        pagination={{ current: list.state.page, pageSize: list.state.perPage, total: list.total, onChange: (p, s) => list.setPage(p, s) }}
        columns={[
          { title: 'ID', dataIndex: 'group_id', width: 60 },
          { title: 'Nama Peran', dataIndex: 'group_name', fixed: narrow ? 'left' : undefined },
          { title: 'Tipe', dataIndex: 'group_type', render: (v) => <Tag>{v}</Tag> },
          { title: 'Jumlah Pengguna', dataIndex: 'total_user', width: 140 },
          { title: 'Hak Akses', className: 'group-access', render: (_, g) => accessSummary(accessOf(g)) },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (v, g) => <Switch size="small" aria-label={`Status ${g.group_name}`} checked={Number(v) === 1} onChange={(on) => setStatus(g, on)} />,
          },
          {
            title: 'Aksi',
            fixed: 'right',
            width: actionsWidth(narrow, 2),
            render: (_, g) => (
              <RowActions
                narrow={narrow}
                actions={[
                  {
                    key: 'edit',
                    label: 'Ubah',
                    icon: <EditOutlined />,
                    className: 'row-edit',
                    onClick: () => {
                      setEditing(g);
                      setOpen(true);
                    },
                  },
                  { key: 'privilege', label: 'Hak Akses', icon: <SafetyOutlined />, className: 'row-privilege', onClick: () => setPrivGroup(g) },
                ]}
              />
            ),
          },
        ]}
      />
      <GroupModal group={editing} open={open} onClose={() => setOpen(false)} />
      {privGroup ? <PrivilegeEditor key={privGroup.group_id} group={privGroup} onClose={() => setPrivGroup(null)} /> : null}
    </Card>
  );
}
