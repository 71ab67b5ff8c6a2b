import type { WarehouseRow } from '@bo/contract';
import { Button, Card, Form, Input, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { FilterPanel } from '../../components/filter-panel';
import { mayUse } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { useWarehouses } from './api/get-warehouses';

/**
 * /inventory/master-warehouse: the list (first load page 0, perPage 20 as spec-2 §9); add and edit
 * open master-warehouse-create and -update for those allowed (superuser).
 */
export function MasterWarehousePage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const list = useWarehouses();
  const [filterForm] = Form.useForm();
  const canCreate = mayUse(profile, 'masterWarehouseCreate');
  const canUpdate = mayUse(profile, 'masterWarehouseUpdate');
  return (
    <Card
      title="Gudang"
      extra={
        canCreate ? (
          <Button type="primary" className="warehouse-add" onClick={() => navigate('/inventory/master-warehouse-create')}>
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
        // page 0 of the first load is the first page
        pagination={{ current: Math.max(1, list.state.page), pageSize: list.state.perPage, total: list.total, onChange: (p, s) => list.setPage(p, s) }}
        columns={[
          { title: 'Nama Gudang', dataIndex: 'master_gudang_name' },
          { title: 'Pengirim', dataIndex: 'origin_title', render: (v) => v || '-' },
          { title: 'Telepon', dataIndex: 'origin_phone', render: (v) => v || '-' },
          { title: 'Kecamatan Asal', dataIndex: 'origin_text', render: (v) => v || '-' },
          { title: 'Alamat', dataIndex: 'origin_address', render: (v) => v || '-' },
          { title: 'Status', dataIndex: 'status', render: (v) => (v === 0 ? <Tag>Nonaktif</Tag> : <Tag color="green">Aktif</Tag>) },
          ...(canUpdate
            ? [
                {
                  title: 'Aksi',
                  render: (_: unknown, r: WarehouseRow) => (
                    <Space>
                      <Button size="small" className="warehouse-edit" onClick={() => navigate(`/inventory/master-warehouse-update?id=${r.master_gudang_id}`)}>
                        Ubah
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
