import { Form, InputNumber, Select, Space } from 'antd';
import { idIntegerInput } from '../../lib/format-number';
import { MoneyInput } from '../money-input';

/** What a purchase or sales order line holds in its form: the product's name and units, the unit ordered in, quantity, discount, note. */
export interface OrderLineFields {
  product_name: string;
  isi: number;
  besar: string;
  kecil: string;
  unit: 'besar' | 'kecil';
  qty: number | null;
  discount_type: 'percent' | 'rupiah';
  discount: number | null;
  note?: string;
}

/** A product's name with its SKU, as an order line shows it. */
export const productLabel = (name: string, sku: string | null | undefined) => (sku ? `${name} (${sku})` : name);

/** The product, units and entered quantity of a stored order line (purchase or sales order) as its form line holds them. */
export const orderLineProduct = (l: {
  product_id: number;
  product_name: string;
  product_sku: string | null;
  product_isi: number;
  product_satuan_besar_name: string;
  product_satuan_kecil_name: string;
  unit: 'besar' | 'kecil';
  qty_input: number;
}) => ({
  product_id: l.product_id,
  product_name: productLabel(l.product_name, l.product_sku),
  isi: l.product_isi,
  besar: l.product_satuan_besar_name,
  kecil: l.product_satuan_kecil_name,
  unit: l.unit,
  qty: l.qty_input,
});

/** The unit chooser of an order line (lines.N.unit): the large unit with its content, or the small unit. */
export function OrderLineUnit({ name, line }: { name: number; line?: { isi: number; besar: string; kecil: string } }) {
  return (
    <Form.Item name={[name, 'unit']} style={{ margin: 0 }}>
      <Select
        id={`lines_${name}_unit`}
        aria-label="Satuan"
        options={[
          { value: 'besar', label: line && line.isi > 1 ? `${line.besar} (isi ${line.isi})` : (line?.besar ?? 'Besar') },
          { value: 'kecil', label: line?.kecil ?? 'Kecil' },
        ]}
      />
    </Form.Item>
  );
}

/** The quantity of an order line (lines.N.qty) in the chosen unit: a whole number, at least 1. */
export function OrderLineQty({ name }: { name: number }) {
  return (
    <Form.Item
      name={[name, 'qty']}
      style={{ margin: 0 }}
      rules={[
        { required: true, message: 'Jumlah wajib diisi' },
        { type: 'number', min: 1, message: 'Jumlah minimal 1' },
      ]}
    >
      <InputNumber id={`lines_${name}_qty`} aria-label="Jumlah" min={0} {...idIntegerInput} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The discount of an order line: its kind (lines.N.discount_type, % or Rp) and amount (lines.N.discount; at most 100 as a percentage). */
export function OrderLineDiscount({ name, line, typeWidth }: { name: number; line?: { discount_type: 'percent' | 'rupiah' }; typeWidth: number }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Form.Item name={[name, 'discount_type']} style={{ margin: 0, width: typeWidth }}>
        <Select
          id={`lines_${name}_discount_type`}
          aria-label="Jenis diskon"
          options={[
            { value: 'percent', label: '%' },
            { value: 'rupiah', label: 'Rp' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name={[name, 'discount']}
        style={{ margin: 0, flex: 1 }}
        rules={[
          {
            validator: async (_r, v) =>
              line?.discount_type !== 'rupiah' && typeof v === 'number' && v > 100 ? Promise.reject(new Error('Diskon maksimal 100%')) : undefined,
          },
        ]}
      >
        {line?.discount_type === 'rupiah' ? (
          <MoneyInput id={`lines_${name}_discount`} />
        ) : (
          <InputNumber
            id={`lines_${name}_discount`}
            aria-label="Diskon persen"
            min={0}
            max={100}
            precision={2}
            decimalSeparator=","
            suffix="%"
            style={{ width: '100%' }}
          />
        )}
      </Form.Item>
    </Space.Compact>
  );
}
