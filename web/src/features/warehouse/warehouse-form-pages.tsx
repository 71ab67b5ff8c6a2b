import { type WarehouseRow, warehouseFields } from '@bo/contract';
import { Button, Card, Form, Input, message, Result, Space, Spin, Switch } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { get } from '../../api/client';
import { type DistrictItem, DistrictSelect } from '../../components/district-select';
import { schemaField } from '../../lib/schema-rules';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useWarehouse } from './api/get-warehouse';
import { type SaveWarehouse, useSaveWarehouse } from './api/save-warehouse';
import { FormErrorAlert } from '../../components/form-error-alert';

export const WAREHOUSE_LIST_PATH = '/inventory/master-warehouse';

/** 'Cari Kecamatan' (GET /member/get_city?search=): the warehouse's origin district. */
const searchDistricts = (search: string) => get<DistrictItem[]>('/member/get_city', { search }, { silent: true });

type Values = Omit<WarehouseRow, 'master_gudang_id' | 'status'> & { status?: boolean };

/**
 * The warehouse form of master-warehouse-create and -update: name, sender, phone, origin district
 * through the shared 'Cari Kecamatan' select (origin_id with its text origin_text) and address.
 * Saves with the validation call first, then the stored call (spec-1 §4), and goes back to the list.
 */
function WarehouseForm({ row }: { row: WarehouseRow | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const saveWarehouse = useSaveWarehouse();
  const { busy, submit } = useFormSubmit(form, async (v: Values) => {
    const body: SaveWarehouse = {
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
    const env = await saveWarehouse.mutateAsync(body);
    message.success(env.msg || 'Data berhasil disimpan');
    navigate(WAREHOUSE_LIST_PATH);
  });
  const initial: Partial<Values> = row ? { ...row, status: row.status !== 0 } : { status: true };
  const current = row?.origin_id != null ? [{ value: Number(row.origin_id), label: row.origin_text || String(row.origin_id) }] : [];
  return (
    <Card title={row ? 'Ubah Gudang' : 'Tambah Gudang'} className="warehouse-form-page">
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initial} style={{ maxWidth: 640 }}>
        <FormErrorAlert form={form} />
        <Form.Item label="Nama Gudang" {...schemaField(warehouseFields, 'master_gudang_name')}>
          <Input id="master_gudang_name" autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item label="Nama Pengirim" {...schemaField(warehouseFields, 'origin_title')}>
          <Input id="origin_title" maxLength={100} />
        </Form.Item>
        <Form.Item label="Telepon Pengirim" {...schemaField(warehouseFields, 'origin_phone')}>
          <Input id="origin_phone" />
        </Form.Item>
        <Form.Item name="origin_id" label="Kecamatan Asal">
          <DistrictSelect
            id="origin_id"
            fetcher={searchDistricts}
            initialOptions={current}
            onChange={(value, option) => form.setFieldsValue({ origin_id: value == null ? null : Number(value), origin_text: option?.label ?? null })}
          />
        </Form.Item>
        <Form.Item name="origin_text" hidden>
          <Input />
        </Form.Item>
        <Form.Item label="Alamat" {...schemaField(warehouseFields, 'origin_address')}>
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
  const q = useWarehouse(id);
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
