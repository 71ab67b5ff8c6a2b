import { DatePicker, Form, Space, Switch } from 'antd';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { ppnRateText } from './purchase-order-form-totals';
import { VendorSelect } from './purchase-order-shared';

/**
 * The order's header: the supplier (or, internal, the source warehouse), the receiving warehouse
 * (different from the source), order and expected dates, and for a supplier the PPN switch.
 */
export function PurchaseOrderHeader({ internal, ppn }: { internal: boolean; ppn: { percent: number; included: boolean } }) {
  return (
    <Space wrap style={{ width: '100%' }} align="start">
      {internal ? (
        <Form.Item name="gudang_source_id" label="Gudang Asal" rules={[{ required: true, message: 'Gudang asal wajib diisi' }]} style={{ minWidth: 220 }}>
          <WarehouseSelect id="gudang_source_id" />
        </Form.Item>
      ) : (
        <Form.Item name="vendor_id" label="Supplier" rules={[{ required: true, message: 'Supplier wajib diisi' }]} style={{ minWidth: 240 }}>
          <VendorSelect id="vendor_id" />
        </Form.Item>
      )}
      <Form.Item
        name="gudang_id"
        label="Gudang Penerima"
        dependencies={internal ? ['gudang_source_id'] : []}
        rules={[
          { required: true, message: 'Gudang wajib diisi' },
          ({ getFieldValue }) => ({
            validator: async (_r, v) =>
              internal && v && v === getFieldValue('gudang_source_id')
                ? Promise.reject(new Error('Gudang penerima harus berbeda dari gudang asal'))
                : undefined,
          }),
        ]}
        style={{ minWidth: 220 }}
      >
        <WarehouseSelect id="gudang_id" />
      </Form.Item>
      <Form.Item name="order_date" label="Tanggal Pesanan">
        <DatePicker id="order_date" format="DD-MM-YYYY" placeholder="Hari ini" />
      </Form.Item>
      <Form.Item name="expected_date" label="Perkiraan Datang">
        <DatePicker id="expected_date" format="DD-MM-YYYY" placeholder="Opsional" />
      </Form.Item>
      {!internal && (
        <Form.Item name="is_ppn" label="PPN" valuePropName="checked" tooltip={ppn.included ? 'Harga sudah termasuk PPN' : 'PPN ditambahkan di atas harga'}>
          <Switch id="is_ppn" checkedChildren={ppnRateText(ppn.percent)} unCheckedChildren="Tanpa PPN" />
        </Form.Item>
      )}
    </Space>
  );
}
