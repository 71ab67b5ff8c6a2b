import { Button, Card, Form, Input, message, Result, Space, Spin, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { call, get, post } from '../../api/client';
import { type DistrictItem, DistrictSelect } from '../../components/district-select';
import { useFormSubmit } from '../../lib/use-form-submit';
import type { ListResult } from '@bo/contract';

export interface WarehouseRow {
  master_gudang_id: number;
  master_gudang_name: string;
  origin_id: string | number | null;
  origin_text: string | null;
  origin_phone: string | null;
  origin_title: string | null;
  origin_address: string | null;
  status: number | null;
}

export const WAREHOUSE_LIST_PATH = '/inventory/master-warehouse';

/** 'Cari Kecamatan' (GET /member/get_city?search=): the warehouse's origin district. */
const searchDistricts = (search: string) => get<DistrictItem[]>('/member/get_city', { search }, { silent: true });

/** The warehouse of `id` from the list call (group 6 gets only its own, others every one). */
async function loadWarehouse(id: number): Promise<WarehouseRow | null> {
  const r = await post<ListResult<WarehouseRow>>('/master_gudang/list', { columnFilters: {}, page: 1, perPage: 500 });
  return r.data.find((w) => Number(w.master_gudang_id) === id) ?? null;
}

type Values = Omit<WarehouseRow, 'master_gudang_id' | 'status'> & { status?: boolean };

/**
 * The warehouse form of master-warehouse-create and -update: name, sender, phone, origin district
 * through the shared 'Cari Kecamatan' select (origin_id with its text origin_text) and address.
 * Saves with the validation call first, then the stored call (spec-1 §4), and goes back to the list.
 */
function WarehouseForm({ row }: { row: WarehouseRow | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { busy, submit } = useFormSubmit(form, async (v: Values) => {
    const body: Record<string, unknown> = {
      master_gudang_name: v.master_gudang_name,
      origin_title: v.origin_title || undefined,
      origin_phone: v.origin_phone || undefined,
      origin_id: v.origin_id ?? undefined,
      origin_text: v.origin_text || undefined,
      origin_address: v.origin_address || undefined,
    };
    if (row) {
      body.master_gudang_id = row.master_gudang_id;
      body.status = v.status === false ? '0' : '1';
    }
    await call('POST', row ? '/master_gudang/validation_update' : '/master_gudang/validation_add', body);
    const env = await call('POST', row ? '/master_gudang/update_stored' : '/master_gudang/add_stored', body);
    message.success(env.msg || 'Data berhasil disimpan');
    navigate(WAREHOUSE_LIST_PATH);
  });
  const initial: Partial<Values> = row
    ? { ...row, origin_id: row.origin_id == null ? null : Number(row.origin_id), status: row.status !== 0 }
    : { status: true };
  const current = row?.origin_id != null ? [{ value: Number(row.origin_id), label: row.origin_text || String(row.origin_id) }] : [];
  return (
    <Card title={row ? 'Ubah Gudang' : 'Tambah Gudang'} className="warehouse-form-page">
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initial} style={{ maxWidth: 640 }}>
        <Form.Item name="master_gudang_name" label="Nama Gudang" rules={[{ required: true, message: 'Nama gudang wajib diisi' }]}>
          <Input id="master_gudang_name" autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item name="origin_title" label="Nama Pengirim">
          <Input id="origin_title" maxLength={100} />
        </Form.Item>
        <Form.Item name="origin_phone" label="Telepon Pengirim">
          <Input id="origin_phone" />
        </Form.Item>
        <Form.Item name="origin_id" label="Kecamatan Asal">
          <DistrictSelect
            id="origin_id"
            fetcher={searchDistricts}
            initialOptions={current}
            onChange={(value, option) => form.setFieldsValue({ origin_id: value, origin_text: option?.label ?? null })}
          />
        </Form.Item>
        <Form.Item name="origin_text" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="origin_address" label="Alamat">
          <Input.TextArea id="origin_address" rows={3} maxLength={1000} />
        </Form.Item>
        {row ? (
          <Form.Item name="status" label="Aktif" valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} className="warehouse-save">
            Simpan
          </Button>
          <Button onClick={() => navigate(WAREHOUSE_LIST_PATH)}>Batal</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** /inventory/master-warehouse-create (permission masterWarehouseCreate). */
export function WarehouseCreatePage() {
  return <WarehouseForm row={null} />;
}

/** /inventory/master-warehouse-update?id= (permission masterWarehouseUpdate). */
export function WarehouseUpdatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const q = useQuery({ queryKey: ['warehouse', 'edit', id], queryFn: () => loadWarehouse(id), enabled: id > 0 });
  if (id > 0 && q.isLoading) return <Spin />;
  if (!q.data)
    return (
      <Result
        status="warning"
        title="Gudang tidak ditemukan"
        subTitle="Pilih gudang yang akan diubah dari daftar gudang."
        extra={<Button onClick={() => navigate(WAREHOUSE_LIST_PATH)}>Daftar Gudang</Button>}
      />
    );
  return <WarehouseForm key={id} row={q.data} />;
}
