import { DeleteOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Descriptions, Image, message, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DocumentStateTag } from '../../../components/document/document-columns';
import { DocumentPage } from '../../../components/document/document-page';
import { formatDate } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import {
  exportPurchaseOrders,
  getPurchaseOrder,
  type PurchaseOrderDetail,
  type PurchaseOrderRow,
  useDeletePurchaseOrderImage,
  usePurchaseOrder,
  usePurchaseOrders,
} from './api/purchase-order-api';
import { PoAutomaticModal } from './po-automatic';
import { PurchaseOrderFormModal } from './purchase-order-form';
import { editable, orderPageDoc, orderPrint, useOrderMove, VendorSelect } from './purchase-order-shared';

type Line = PurchaseOrderDetail['lines'][number];

/** Pembelian > Pemesanan: purchase orders to suppliers. */
export const PurchaseOrderPage = () => <OrdersPage internal={false} />;
/** Pembelian > Pemesanan Internal: orders from another of the company's warehouses (no prices). */
export const PurchaseOrderInternalPage = () => <OrdersPage internal />;

const AutomaticTag = ({ on }: { on: number }) => (on ? <Tag color="purple">Otomatis</Tag> : null);
const pct = (v: number) => String(v).replace('.', ',');

function OrdersPage({ internal }: { internal: boolean }) {
  const [automatic, setAutomatic] = useState(false);
  const doc = orderPageDoc(internal);
  return (
    <DocumentPage<PurchaseOrderRow, PurchaseOrderDetail, Line>
      doc={doc}
      prefix="po"
      className={internal ? 'po-page po-internal-page' : 'po-page'}
      title={internal ? 'Pemesanan Internal' : 'Pemesanan'}
      noun={internal ? 'Pesanan Internal' : 'Pesanan Pembelian'}
      idField="order_id"
      numberField="order_number"
      list={usePurchaseOrders(internal)}
      baseFilters={{ is_internal: internal ? 1 : 0 }}
      filters={[
        internal
          ? { kind: 'warehouse', field: 'gudang_source_id', className: 'po-filter-source', placeholder: 'Semua gudang asal' }
          : {
              kind: 'custom',
              field: 'vendor_id',
              width: 220,
              render: (v, set) => <VendorSelect className="po-filter-vendor" allowClear placeholder="Semua supplier" value={v as number} onChange={set} />,
            },
        { kind: 'warehouse', placeholder: internal ? 'Semua gudang penerima' : 'Semua gudang' },
        { kind: 'status' },
        { kind: 'period' },
        { kind: 'search', placeholder: 'Cari nomor pesanan', width: 220 },
      ]}
      columns={[
        { key: 'number', number: true, width: 170, extra: (r) => <AutomaticTag on={r.is_automatic} /> },
        { title: 'Tanggal', dataIndex: 'order_date', width: 110, render: (v) => formatDate(v, 'DD-MM-YYYY') },
        internal ? { title: 'Gudang Asal', dataIndex: 'gudang_source_name' } : { title: 'Supplier', dataIndex: 'vendor_name' },
        { title: internal ? 'Gudang Penerima' : 'Gudang', dataIndex: 'master_gudang_name' },
        { title: 'Baris', dataIndex: 'line_count', type: 'count', width: 70 },
        ...(internal ? [] : [{ title: 'Total', dataIndex: 'grand_total', type: 'money' as const, width: 140 }]),
        'status',
        { title: 'Dibuat', dataIndex: 'created_by_name' },
      ]}
      scrollX={1100}
      exportExcel={exportPurchaseOrders}
      print={orderPrint}
      editable={editable}
      loadForEdit={(r) => getPurchaseOrder(r.order_id)}
      move={useOrderMove(internal)}
      toolbar={
        internal
          ? undefined
          : () => (
              <Button icon={<ThunderboltOutlined />} className="po-auto-open" onClick={() => setAutomatic(true)}>
                Pesanan Otomatis
              </Button>
            )
      }
      detail={{
        use: usePurchaseOrder,
        size: internal ? 'large' : 960,
        items: (d) => [
          ['Status', <StatusWithKind key="s" d={d} doc={doc} />],
          internal ? ['Gudang Asal', d.gudang_source_name] : ['Supplier', d.vendor_name],
          ['Gudang Penerima', d.master_gudang_name],
          ['Tanggal', formatDate(d.order_date)],
          d.expected_date && ['Perkiraan Datang', formatDate(d.expected_date)],
          ['Dibuat oleh', d.created_by_name ?? '-'],
          'note',
        ],
        lines: { columns: lineColumns(internal), scrollX: internal ? 600 : 900 },
        after: (d) => (
          <>
            {!internal && <OrderTotals d={d} />}
            <OrderImages d={d} />
          </>
        ),
        actionLabel: (a) => (a === 'create' ? 'Dibuat' : doc.transitions.find((t) => t.action === a)?.done),
      }}
      form={(p) => <PurchaseOrderFormModal internal={internal} editing={p.editing} onClose={p.onClose} onSaved={p.onSaved} />}
    >
      {(ctx) =>
        automatic && (
          <PoAutomaticModal
            onClose={() => setAutomatic(false)}
            onSaved={(saved) => {
              setAutomatic(false);
              ctx.setFilters({ status: 'draft' });
              if (saved.orders.length === 1) ctx.openDetail(saved.orders[0].order_id);
            }}
          />
        )
      }
    </DocumentPage>
  );
}

const StatusWithKind = ({ d, doc }: { d: PurchaseOrderDetail; doc: ReturnType<typeof orderPageDoc> }) => (
  <>
    <DocumentStateTag doc={doc} prefix="po" value={d.status} />
    <AutomaticTag on={d.is_automatic} />
  </>
);

const lineColumns = (internal: boolean) => [
  { title: 'Produk', dataIndex: 'product_name', render: (v: string, l: Line) => (l.product_sku ? `${v} (${l.product_sku})` : v) },
  {
    title: 'Jumlah',
    key: 'qty',
    render: (_: unknown, l: Line) => {
      const ordered = `${l.qty_input} ${l.unit_name}`;
      return l.qty_text === ordered ? ordered : `${ordered} (${l.qty_text})`;
    },
  },
  { title: 'Sisa', dataIndex: 'qty_remaining_text' },
  ...(internal
    ? []
    : [
        { title: 'Harga', dataIndex: 'price', type: 'money' as const },
        {
          title: 'Diskon',
          key: 'discount',
          align: 'right' as const,
          render: (_: unknown, l: Line) =>
            l.discount_amount ? `${l.discount_type === 'percent' ? `${pct(l.discount)}% = ` : ''}${formatRupiah(l.discount_amount)}` : '-',
        },
        { title: 'Subtotal', dataIndex: 'subtotal', type: 'money' as const },
      ]),
];

/** The server's totals of a supplier order. */
const OrderTotals = ({ d }: { d: PurchaseOrderDetail }) => (
  <Descriptions size="small" column={1} bordered className="po-totals" style={{ maxWidth: 380, marginLeft: 'auto', marginTop: 12 }}>
    <Descriptions.Item label="Bruto">{formatRupiah(d.gross_total)}</Descriptions.Item>
    <Descriptions.Item label="Diskon">{formatRupiah(d.discount_total)}</Descriptions.Item>
    <Descriptions.Item label="Subtotal">{formatRupiah(d.subtotal)}</Descriptions.Item>
    {d.is_ppn ? <Descriptions.Item label="DPP">{formatRupiah(d.dpp)}</Descriptions.Item> : null}
    {d.is_ppn ? <Descriptions.Item label={`PPN ${pct(d.ppn_percent)}%${d.ppn_included ? ' (termasuk)' : ''}`}>{formatRupiah(d.ppn)}</Descriptions.Item> : null}
    <Descriptions.Item label="Total">
      <b className="po-grand-total">{formatRupiah(d.grand_total)}</b>
    </Descriptions.Item>
  </Descriptions>
);

/** The order's images; while it may be edited each can be deleted. */
function OrderImages({ d }: { d: PurchaseOrderDetail }) {
  const delImage = useDeletePurchaseOrderImage();
  if (!d.images.length) return null;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Gambar
      </Typography.Title>
      <Image.PreviewGroup>
        <Space wrap className="po-images">
          {d.images.map((im) => (
            <Space key={im.image_id} direction="vertical" size={2} align="center">
              <Image src={im.data_url} width={96} height={96} style={{ objectFit: 'cover' }} />
              {editable(d) && (
                <Popconfirm
                  title="Hapus gambar ini?"
                  okText="Hapus"
                  cancelText="Batal"
                  onConfirm={async () => message.success((await delImage.mutateAsync({ order_id: d.order_id, image_id: im.image_id })).msg)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label="Hapus gambar" />
                </Popconfirm>
              )}
            </Space>
          ))}
        </Space>
      </Image.PreviewGroup>
    </>
  );
}
