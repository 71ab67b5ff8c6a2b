import { Form, Input, message } from 'antd';
import type { FormInstance } from 'antd';
import { type DocumentLineColumn, DocumentLines } from '../../../components/document/document-lines';
import {
  OrderLineDiscount,
  type OrderLineFields,
  OrderLineQty,
  OrderLineUnit,
  orderLineProduct,
  productLabel,
} from '../../../components/document/order-line-fields';
import { MoneyInput } from '../../../components/money-input';
import { ProductSearch } from '../../../components/product-search/product-search';
import type { ProductSearchRow } from '../../../components/product-search/product-search-rows';
import { formatRupiah } from '../../../lib/format-number';
import type { PurchaseOrderDetail } from './api/purchase-order-api';
import { moneyOf } from './purchase-order-form-totals';

/** One line of the order form: the product with its units, the unit ordered in, quantity, and (to a supplier) price and discount. */
export interface OrderLineForm extends OrderLineFields {
  product_id: number;
  price: number | null;
}

/** A stored line as the form edits it. */
export const lineOf = (l: PurchaseOrderDetail['lines'][number]): OrderLineForm => ({
  ...orderLineProduct(l),
  price: l.price,
  discount_type: l.discount_type,
  discount: l.discount,
  note: l.note ?? undefined,
});

/** The body's lines: an internal order carries no money. */
export const linesBody = (lines: OrderLineForm[], internal: boolean) =>
  lines.map((l) =>
    internal
      ? { product_id: l.product_id, unit: l.unit, qty: l.qty ?? 0, note: l.note || undefined }
      : {
          product_id: l.product_id,
          unit: l.unit,
          qty: l.qty ?? 0,
          price: l.price ?? 0,
          discount_type: l.discount_type,
          discount: l.discount ?? 0,
          note: l.note || undefined,
        },
  );

type Column = DocumentLineColumn<OrderLineForm>;

const unitColumn: Column = {
  title: 'Satuan',
  key: 'unit',
  width: 130,
  render: (l, f) => <OrderLineUnit name={f.name} line={l} />,
};

const qtyColumn: Column = {
  title: 'Jumlah',
  key: 'qty',
  width: 110,
  render: (_l, f) => <OrderLineQty name={f.name} />,
};

const noteColumn: Column = {
  title: 'Catatan',
  key: 'note',
  width: 220,
  render: (_l, f) => (
    <Form.Item name={[f.name, 'note']} style={{ margin: 0 }}>
      <Input id={`lines_${f.name}_note`} maxLength={255} />
    </Form.Item>
  ),
};

const priceColumn: Column = {
  title: 'Harga / satuan',
  key: 'price',
  width: 170,
  render: (_l, f) => (
    <Form.Item name={[f.name, 'price']} style={{ margin: 0 }} rules={[{ required: true, message: 'Harga wajib diisi' }]}>
      <MoneyInput id={`lines_${f.name}_price`} />
    </Form.Item>
  ),
};

const discountColumn: Column = {
  title: 'Diskon',
  key: 'discount',
  width: 240,
  render: (l, f) => <OrderLineDiscount name={f.name} line={l} typeWidth={80} />,
};

const subtotalColumn: Column = {
  title: 'Subtotal',
  key: 'subtotal',
  width: 140,
  align: 'right',
  render: (l, f) => <span className={`po-line-subtotal-${f.name}`}>{l ? formatRupiah(moneyOf(l).subtotal) : null}</span>,
};

/**
 * The order's lines: a product search that adds a line (once per product) and the line editor —
 * unit and quantity, then a note (internal) or price, discount and the line's previewed subtotal.
 */
export function PurchaseOrderLines({ form, internal, lines }: { form: FormInstance; internal: boolean; lines: OrderLineForm[] }) {
  const addProduct = (row?: ProductSearchRow) => {
    if (!row) return;
    const current: OrderLineForm[] = form.getFieldValue('lines') ?? [];
    if (current.some((l) => l.product_id === row.product_id)) {
      message.warning(`${row.product_name} sudah ada di daftar`);
      return;
    }
    const line: OrderLineForm = {
      product_id: row.product_id,
      product_name: productLabel(row.product_name, row.product_sku),
      isi: Math.max(1, Math.trunc(row.product_isi || 1)),
      besar: row.product_satuan_besar_name ?? '',
      kecil: row.product_satuan_kecil_name ?? '',
      unit: 'besar',
      qty: null,
      price: null,
      discount_type: 'percent',
      discount: null,
    };
    form.setFieldValue('lines', [...current, line]);
  };
  return (
    <>
      <Form.Item label="Tambah produk" style={{ maxWidth: 480 }}>
        <ProductSearch id="po_product" value={null} onChange={(_id, row) => addProduct(row)} />
      </Form.Item>
      <DocumentLines<OrderLineForm>
        className="po-form-lines"
        lines={lines}
        scrollX={internal ? 800 : 1150}
        emptyText="Cari produk yang dipesan"
        columns={internal ? [unitColumn, qtyColumn, noteColumn] : [unitColumn, qtyColumn, priceColumn, discountColumn, subtotalColumn]}
      />
    </>
  );
}
