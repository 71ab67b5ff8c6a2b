import { Button, Card, Form, Input, message, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { FilterPanel } from '../../components/filter-panel';
import { FormModal } from '../../components/form-modal';
import { useFormSubmit } from '../../lib/use-form-submit';
import { mayUse } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { useList } from '../../lib/use-list';

interface WarehouseRow {
  master_gudang_id: number;
  master_gudang_name: string;
  origin_id: string | null;
  origin_text: string | null;
  origin_phone: string | null;
  origin_title: string | null;
  origin_address: string | null;
  status: number | null;
}

function WarehouseModal({ row, open, onClose, onSaved }: { row: WarehouseRow | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Partial<WarehouseRow>>();
  const { busy, submit } = useFormSubmit(form, async (v: Partial<WarehouseRow>) => {
    const body = row ? { ...v, master_gudang_id: row.master_gudang_id } : { ...v };
    await call('POST', row ? '/master_gudang/validation_update' : '/master_gudang/validation_add', body);
    const env = await call('POST', row ? '/master_gudang/update_stored' : '/master_gudang/add_stored', body);
    message.success(env.msg || 'Data berhasil disimpan');
    onSaved();
    onClose();
  });
  return (
    <FormModal open={open} title={row ? 'Ubah Gudang' : 'Tambah Gudang'} form={form} busy={busy} onClose={onClose}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={row ?? {}} preserve={false}>
        <Form.Item name="master_gudang_name" label="Nama Gudang" rules={[{ required: true, message: 'Nama gudang wajib diisi' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="origin_title" label="Nama Pengirim">
          <Input />
        </Form.Item>
        <Form.Item name="origin_phone" label="Telepon Pengirim">
          <Input />
        </Form.Item>
        <Form.Item name="origin_text" label="Kecamatan Asal">
          <Input />
        </Form.Item>
        <Form.Item name="origin_address" label="Alamat">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** /inventory/master-warehouse: list; add and edit for those allowed (superuser). */
export function MasterWarehousePage() {
  const profile = useProfile();
  const list = useList<WarehouseRow>('/master_gudang/list');
  const [filterForm] = Form.useForm();
  const [editing, setEditing] = useState<WarehouseRow | null>(null);
  const [open, setOpen] = useState(false);
  const canCreate = mayUse(profile, 'masterWarehouseCreate');
  const canUpdate = mayUse(profile, 'masterWarehouseUpdate');
  return (
    <Card
      title="Gudang"
      extra={
        canCreate ? (
          <Button
            type="primary"
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            Tambah Gudang
          </Button>
        ) : null
      }
    >
      <FilterPanel form={filterForm} onApply={(v) => list.setFilters(v.search ? { search: v.search } : {})}>
        <Form.Item name="search" label="Cari">
          <Input allowClear placeholder="Nama gudang" />
        </Form.Item>
      </FilterPanel>
      <Table<WarehouseRow>
        rowKey="master_gudang_id"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 800 }}
        pagination={{ current: list.state.page, pageSize: list.state.perPage, total: list.total, onChange: (p, s) => list.setPage(p, s) }}
        columns={[
          { title: 'Nama Gudang', dataIndex: 'master_gudang_name' },
          { title: 'Pengirim', dataIndex: 'origin_title', render: (v) => v || '-' },
          { title: 'Telepon', dataIndex: 'origin_phone', render: (v) => v || '-' },
          { title: 'Alamat', dataIndex: 'origin_address', render: (v) => v || '-' },
          { title: 'Status', dataIndex: 'status', render: (v) => (v === 0 ? <Tag>Nonaktif</Tag> : <Tag color="green">Aktif</Tag>) },
          ...(canUpdate
            ? [
                {
                  title: 'Aksi',
                  render: (_: unknown, r: WarehouseRow) => (
                    <Space>
                      <Button
                        size="small"
                        onClick={() => {
                          setEditing(r);
                          setOpen(true);
                        }}
                      >
                        Ubah
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <WarehouseModal row={editing} open={open} onClose={() => setOpen(false)} onSaved={() => void list.refetch()} />
    </Card>
  );
}
