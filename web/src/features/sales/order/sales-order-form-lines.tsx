import { SALES_PRICING_NOTE } from '@bo/contract';
import { Col, Form, type FormInstance, message, Row, Tag, Typography } from 'antd';
import { type DocumentLineColumn, DocumentLines, ShownText } from '../../../components/document/document-lines';
import { OrderLineDiscount, OrderLineQty, OrderLineUnit } from '../../../components/document/order-line-fields';
import { ProductSearch } from '../../../components/product-search/product-search';
import type { ProductSearchRow } from '../../../components/product-search/product-search-rows';
import { RemoteSelect } from '../../../components/remote-select';
import { formatRupiah } from '../../../lib/format-number';
import { useVariantStock } from './api/get-variant-stock';
import { searchPackages } from './api/search-packages';
import { type OrderForm, type OrderLineForm, packageLine, productLine } from './sales-order-form-model';
import type { SalesOrderPreview } from './use-sales-order-preview';

const PRICE_SOURCE: Record<string, { label: string; color: string }> = {
  normal: { label: 'Harga jual', color: 'default' },
  grosir: { label: 'Grosir', color: 'green' },
  member: { label: 'Tipe member', color: 'blue' },
  manual: { label: 'Manual', color: 'orange' },
};

/** The stock of a line's product in the chosen warehouse. */
function LineStock({ productId, gudangId, need }: { productId?: number; gudangId?: number | null; need: number }) {
  const q = useVariantStock(productId, gudangId ?? undefined);
  if (!productId) return <Typography.Text type="secondary">-</Typography.Text>;
  if (!gudangId) return <Typography.Text type="secondary">Pilih gudang</Typography.Text>;
  if (!q.data) return <Typography.Text type="secondary">…</Typography.Text>;
  const short = need > q.data.qty;
  return (
    <Typography.Text type={short ? 'danger' : undefined} className="so-line-stock">
      {q.data.qty_text}
      {short ? ' (kurang)' : ''}
    </Typography.Text>
  );
}

/** The server's price of a line, its tier when not the plain sale price, and per small unit for a large unit. */
function LinePrice({ l, index, preview }: { l: OrderLineForm | undefined; index: number; preview: SalesOrderPreview }) {
  const p = preview.prices[index] ?? { price: 0, fetching: false };
  const src = p.source ? PRICE_SOURCE[p.source] : undefined;
  return (
    <span className={`so-line-price-${index}`}>
      {p.fetching && !p.price ? '…' : formatRupiah(p.price)}
      {src && p.source !== 'normal' ? (
        <div>
          <Tag color={src.color} style={{ marginInlineEnd: 0 }}>
            {src.label}
          </Tag>
        </div>
      ) : null}
      {l?.kind === 'product' && l.unit === 'besar' && l.isi > 1 && p.small ? (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatRupiah(p.small)} / {l.kecil}
          </Typography.Text>
        </div>
      ) : null}
    </span>
  );
}

/** A product line's discount: percent (at most 100) or rupiah; none on a package. */
function LineDiscount({ l, name }: { l: OrderLineForm | undefined; name: number }) {
  if (l?.kind === 'package') return '-';
  return <OrderLineDiscount name={name} line={l} typeWidth={76} />;
}

/**
 * The order's lines: products added by search or scan (a second scan adds one more), packages, and
 * per line the unit, quantity, the server's price, the warehouse's stock, the discount and the money.
 */
export function SalesOrderFormLines({ form, preview }: { form: FormInstance<OrderForm>; preview: SalesOrderPreview }) {
  const { lines, gudangId } = preview;

  const addProduct = (row?: ProductSearchRow) => {
    if (!row) return;
    const current: OrderLineForm[] = form.getFieldValue('lines') ?? [];
    const at = current.findIndex((l) => l.kind === 'product' && l.product_id === row.product_id);
    if (at >= 0) {
      // scanned again: one more of the same unit
      form.setFieldValue(['lines', at, 'qty'], (current[at].qty ?? 0) + 1);
      message.info(`${row.product_name}: jumlah ditambah`);
      return;
    }
    form.setFieldValue('lines', [...current, productLine(row)]);
  };
  const addPackage = (id: number | string | null, label?: string) => {
    if (!id) return;
    const current: OrderLineForm[] = form.getFieldValue('lines') ?? [];
    if (current.some((l) => l.kind === 'package' && l.package_id === id)) {
      message.warning('Paket ini sudah ada di daftar');
      return;
    }
    form.setFieldValue('lines', [...current, packageLine(Number(id), String(label ?? id), 1)]);
  };

  const columns: DocumentLineColumn<OrderLineForm>[] = [
    {
      title: 'Satuan',
      key: 'unit',
      width: 130,
      render: (l, f) =>
        l?.kind === 'package' ? (
          // carries the server's message of the package (lines.N.package_id)
          <Form.Item name={[f.name, 'package_id']} style={{ margin: 0 }}>
            <ShownText text="Paket" />
          </Form.Item>
        ) : (
          <OrderLineUnit name={f.name} line={l} />
        ),
    },
    {
      title: 'Jumlah',
      key: 'qty',
      width: 90,
      render: (_l, f) => <OrderLineQty name={f.name} />,
    },
    { title: 'Harga / satuan', key: 'price', width: 140, align: 'right', render: (l, f) => <LinePrice l={l} index={f.name} preview={preview} /> },
    {
      title: 'Stok gudang',
      key: 'stock',
      width: 110,
      render: (l) =>
        l?.kind === 'product' ? <LineStock productId={l.product_id} gudangId={gudangId} need={(l.qty ?? 0) * (l.unit === 'besar' ? l.isi : 1)} /> : '-',
    },
    { title: 'Diskon', key: 'discount', width: 180, render: (l, f) => <LineDiscount l={l} name={f.name} /> },
    {
      title: 'Subtotal',
      key: 'subtotal',
      width: 115,
      align: 'right',
      render: (_l, f) => <span className={`so-line-subtotal-${f.name}`}>{formatRupiah(preview.lineTotals[f.name] ?? 0)}</span>,
    },
  ];

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item label="Tambah produk (ketik atau pindai barcode)">
            <ProductSearch id="so_product" value={null} onChange={(_id, row) => addProduct(row)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label="Tambah paket">
            <RemoteSelect id="so_package" placeholder="Cari paket" value={null} fetcher={searchPackages} onChange={(v, o) => addPackage(v, o?.label)} />
          </Form.Item>
        </Col>
      </Row>
      <DocumentLines<OrderLineForm> className="so-form-lines" lines={lines} scrollX={1040} emptyText="Cari produk atau paket yang dipesan" columns={columns} />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 4 }}>
        {SALES_PRICING_NOTE}
      </Typography.Paragraph>
    </>
  );
}
