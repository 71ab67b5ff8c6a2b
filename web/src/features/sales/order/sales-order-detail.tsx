import { DownloadOutlined, EditOutlined, LinkOutlined, PrinterOutlined } from '@ant-design/icons';
import { actionDoneLabel, salesOrder, salesOrderSourceLabel, salesPaymentMethodLabel } from '@bo/contract';
import { Button, Descriptions, Drawer, message, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { documentStatusLabel } from '../../../components/document/document-status';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import { downloadInvoicePdf, publicInvoicePdfUrl } from './api/download-invoice-pdf';
import { useSalesOrder } from './api/get-sales-order';
import type { SalesOrderDetail } from './api/sales-order-keys';
import { invoiceTotals } from './print-order-invoice';
import { OrderPayments } from '../../../components/payment/order-payments';
import { PaymentSubmitAction } from './payment-submit-dialog';
import { SalesOrderBalance } from './sales-order-balance';
import { DeleteAction, editable, OrderStatusTag, PaidAction, PaidTag, ProcessAction } from './sales-order-shared';

const stateLabel = (s: string) => documentStatusLabel(salesOrder, s);
const PRICE_SOURCE: Record<string, string> = { normal: 'Harga jual', grosir: 'Grosir', member: 'Tipe member', manual: 'Manual' };

/** The detail drawer of an order: header, lines, totals (the server's), recipient, shipping and state history. */
export function SalesOrderDetailDrawer(props: {
  id: number | null;
  onClose: () => void;
  onEdit?: (id: number) => void;
  onPrint: (id: number) => void;
  staff: boolean;
}) {
  const { id, onClose, onEdit, onPrint, staff } = props;
  const q = useSalesOrder(id);
  const d = q.data && q.data.order_id === id ? q.data : undefined;
  return (
    <Drawer
      className="so-detail-drawer"
      open={id !== null}
      onClose={onClose}
      title={d ? `Tagihan ${d.invoice_number}` : 'Tagihan'}
      size={980}
      extra={
        d && (
          <Space wrap>
            {staff && <ProcessAction row={d} />}
            {staff && <PaymentSubmitAction d={d} />}
            {staff && <PaidAction row={d} size="middle" />}
            {onEdit && editable(d) && (
              <Button icon={<EditOutlined />} className="so-detail-edit" onClick={() => onEdit(d.order_id)}>
                Ubah
              </Button>
            )}
            <Button icon={<PrinterOutlined />} className="so-detail-print" onClick={() => onPrint(d.order_id)}>
              Cetak Tagihan
            </Button>
            <PdfDownload d={d} />
            {staff && <DeleteAction row={d} size="middle" onDeleted={onClose} />}
          </Space>
        )
      }
    >
      {d && (
        <>
          <CustomerLinks d={d} />
          <DetailBody d={d} />
        </>
      )}
    </Drawer>
  );
}

/** 'Unduh PDF': the invoice as the server's PDF (GET /purchase_order/invoice_pdf), saved under its number. */
function PdfDownload({ d }: { d: SalesOrderDetail }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(d.order_id);
    } catch (e) {
      message.error((e as Error).message || 'Gagal mengunduh PDF');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} className="so-detail-pdf" loading={busy} onClick={download}>
      Unduh PDF
    </Button>
  );
}

/** The links to send the customer (no login needed): the info page, the kwitansi and the invoice PDF. */
function CustomerLinks({ d }: { d: SalesOrderDetail }) {
  return (
    <Space wrap size={[8, 4]} className="so-customer-links" style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">Tautan untuk pelanggan:</Typography.Text>
      <CopyLink d={d} page="info" label="Salin tautan info" />
      <CopyLink d={d} page="kwitansi" label="Salin tautan kwitansi" />
      <CopyLink d={d} page="pdf" label="Salin tautan PDF" />
    </Space>
  );
}

/**
 * The customer's public link of the order (no login): the page /info or /kwitansi/<public token>/<encoded
 * number>, or the invoice PDF /public/invoice_pdf?id=<public token>&inv=<number>.
 */
function CopyLink({ d, page, label }: { d: SalesOrderDetail; page: 'info' | 'kwitansi' | 'pdf'; label: string }) {
  const copy = async () => {
    const { origin } = window.location;
    const url =
      page === 'pdf'
        ? publicInvoicePdfUrl(origin, d.public_token, d.invoice_number)
        : `${origin}/${page}/${d.public_token}/${encodeURIComponent(d.invoice_number)}`;
    try {
      await navigator.clipboard.writeText(url);
      message.success('Tautan disalin');
    } catch {
      message.error(`Gagal menyalin tautan: ${url}`);
    }
  };
  return (
    <Button size="small" icon={<LinkOutlined />} className={`so-copy-${page}`} onClick={copy}>
      {label}
    </Button>
  );
}

function DetailBody({ d }: { d: SalesOrderDetail }) {
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 12 }} className="so-detail-head">
        <Descriptions.Item label="Status">
          <Space size={4} wrap>
            <OrderStatusTag status={d.status} />
            <PaidTag row={d} />
            {d.is_pos ? <Tag color="purple">Kasir</Tag> : null}
            {d.is_indent ? <Tag color="gold">Indent</Tag> : null}
            {d.is_ppn_jual ? <Tag color="volcano">PPN</Tag> : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="Tanggal">
          {formatDate(d.order_date)}
          {d.due_date ? ` · jatuh tempo ${formatDate(d.due_date)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Pelanggan">{[d.customer_name, d.customer_phone].filter(Boolean).join(' · ') || '-'}</Descriptions.Item>
        <Descriptions.Item label="Gudang">{d.master_gudang_name}</Descriptions.Item>
        <Descriptions.Item label="Sumber">{salesOrderSourceLabel(d.source) ?? d.source ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Pembayaran">
          {salesPaymentMethodLabel(d.payment_method) ?? d.payment_method ?? '-'}
          {d.paid_amount ? ` · dibayar ${formatRupiah(d.paid_amount)}` : ''}
        </Descriptions.Item>
        {d.mitra_name && <Descriptions.Item label="Mitra">{d.mitra_name}</Descriptions.Item>}
        <Descriptions.Item label="Dibuat oleh">{d.created_by_name ?? '-'}</Descriptions.Item>
        {d.note && <Descriptions.Item label="Catatan">{d.note}</Descriptions.Item>}
        {d.deleted_at && (
          <Descriptions.Item label="Dihapus">
            {formatDateTime(d.deleted_at)}
            {d.delete_reason ? ` · ${d.delete_reason}` : ''}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Table
        className="so-lines"
        rowKey="line_id"
        size="small"
        pagination={false}
        dataSource={d.lines}
        scroll={{ x: 860 }}
        columns={[
          {
            title: 'Produk',
            dataIndex: 'product_name',
            render: (v, l) => (
              <>
                {l.product_sku ? `${v} (${l.product_sku})` : v}
                {l.package_name ? (
                  <div>
                    <Tag color="blue">Paket {l.package_name}</Tag>
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: 'Jumlah',
            key: 'qty',
            render: (_, l) => {
              const ordered = `${l.qty_input} ${l.unit_name}`;
              return l.qty_text === ordered ? ordered : `${ordered} (${l.qty_text})`;
            },
          },
          {
            title: 'Harga',
            dataIndex: 'price',
            align: 'right',
            render: (v: number, l) => (
              <>
                {formatRupiah(v)}
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {PRICE_SOURCE[l.price_source] ?? l.price_source} / {l.unit_name}
                  </Typography.Text>
                </div>
              </>
            ),
          },
          {
            title: 'Diskon',
            key: 'discount',
            align: 'right',
            render: (_, l) =>
              l.discount_amount
                ? `${l.discount_type === 'percent' ? `${String(l.discount).replace('.', ',')}% = ` : ''}${formatRupiah(l.discount_amount)}`
                : '-',
          },
          { title: 'Subtotal', dataIndex: 'subtotal', align: 'right', render: (v: number) => formatRupiah(v) },
        ]}
      />
      <Descriptions size="small" column={1} bordered className="so-totals" style={{ maxWidth: 400, marginLeft: 'auto', marginTop: 12 }}>
        {invoiceTotals(d).map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {label === 'Total Tagihan' ? <b className="so-grand-total">{value}</b> : value}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <SalesOrderBalance d={d} />
      <OrderPayments orderId={d.order_id} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Penerima &amp; Pengiriman
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} className="so-recipient">
        <Descriptions.Item label="Penerima">{[d.destination_name, d.destination_phone].filter(Boolean).join(' · ') || '-'}</Descriptions.Item>
        <Descriptions.Item label="Alamat">
          {[d.destination_address, d.destination_district_name, d.destination_city_name, d.destination_state_name, d.destination_zipcode]
            .filter(Boolean)
            .join(', ') || '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Ekspedisi">{[d.ekspedisi_name, d.kurir, d.shipping_service].filter(Boolean).join(' · ') || '-'}</Descriptions.Item>
        <Descriptions.Item label="No. Resi">{d.no_resi ?? '-'}</Descriptions.Item>
      </Descriptions>
      {d.reserved.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          Stok dipesan untuk tagihan ini: {d.reserved.reduce((s, r) => s + r.qty, 0)} satuan kecil (diambil saat{' '}
          {d.stock_reduction_at === 'picking' ? 'diproses' : d.stock_reduction_at === 'shipment' ? 'dikirim' : 'dibuat'}).
        </Typography.Paragraph>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Riwayat Status
      </Typography.Title>
      <Timeline
        className="so-history"
        items={d.history.map((h) => ({
          children: `${formatDateTime(h.at)} · ${actionDoneLabel(salesOrder, h.action)}: ${h.from_state && h.from_state !== 'new' ? `${stateLabel(h.from_state)} → ` : ''}${stateLabel(h.to_state)}${h.user_name ? ` (oleh ${h.user_name})` : ''}${h.reason ? ` · ${h.reason}` : ''}`,
        }))}
      />
    </>
  );
}
