import { FileExcelOutlined } from '@ant-design/icons';
import { customerPayment, type DocumentTransition } from '@bo/contract';
import { Button, Card, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  exportPaymentOrders,
  exportPayments,
  type PaymentDetailAnswer,
  type PaymentMove,
  type PaymentRow,
  type PaymentView,
  useMovePayment,
  usePayment,
  usePaymentList,
} from '../../api/payment';
import { byLine } from '../../components/document/document-drawer';
import { DocumentPage } from '../../components/document/document-page';
import { PaymentProofs } from '../../components/payment/payment-fields';
import { PaymentPrintButtons } from '../../components/payment/payment-print-buttons';
import { formatDate } from '../../lib/dates';
import { formatRupiah } from '../../lib/format-number';
import { MultiplePaymentForm } from './multiple-payment-form';

const SOURCE_LABEL: Record<string, string> = { manual: 'Bukti transfer', tandai_lunas: 'Tandai Lunas', cod: 'COD', kasir: 'Kasir' };

/** What each invoice of a payment still owes now (`<prefix>-details`). */
function PaymentDetails({ prefix, d }: { prefix: string; d: PaymentView }) {
  return (
    <>
      <Typography.Title level={5}>Tagihan yang dibayar</Typography.Title>
      <Table<PaymentDetailAnswer>
        className={`${prefix}-details`}
        rowKey="payment_detail_id"
        size="small"
        pagination={false}
        dataSource={d.details}
        scroll={{ x: 760 }}
        columns={[
          { title: 'No. Tagihan', dataIndex: 'document_number' },
          { title: 'Dibayar di sini', dataIndex: 'amount', align: 'right', render: (v: number) => <b>{formatRupiah(v)}</b> },
          { title: 'Total Tagihan', dataIndex: 'document_total', align: 'right', render: (v: number) => formatRupiah(v) },
          { title: 'Retur', dataIndex: 'returned_total', align: 'right', render: (v: number) => (v ? `- ${formatRupiah(v)}` : '-') },
          { title: 'Sudah Dibayar', dataIndex: 'paid_amount', align: 'right', render: (v: number) => formatRupiah(v) },
          {
            title: 'Sisa Tagihan',
            dataIndex: 'amount_due',
            align: 'right',
            render: (v: number, r) =>
              r.is_paid ? (
                <Tag color="green" className={`${prefix}-detail-paid`}>
                  Lunas
                </Tag>
              ) : (
                <span className={`${prefix}-detail-due`}>{formatRupiah(v)}</span>
              ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Bukti Pembayaran
      </Typography.Title>
      {d.attachments.length ? (
        <PaymentProofs attachments={d.attachments} className={`${prefix}-proofs`} />
      ) : (
        <Typography.Text type="secondary">Tidak ada bukti pembayaran</Typography.Text>
      )}
    </>
  );
}

/** A multi-invoice payment has no 'Tandai Belum Lunas' (its approval call approves or rejects only). */
const multipleDoc = { ...customerPayment, transitions: customerPayment.transitions.filter((t) => t.action !== 'void') };

/** One tab: single payments (/payment/list) or multi-invoice ones (/payment/list_multiple), on the document page. */
function PaymentTab({ multiple }: { multiple: boolean }) {
  const prefix = multiple ? 'payment-multiple' : 'payment';
  const move = useMovePayment();
  const baseFilters = { payment_for: 'customer', is_multiple: multiple ? 1 : 0 };
  const run = async (row: PaymentRow | PaymentView, t: DocumentTransition<string, string>, reason?: string) =>
    (await move.mutateAsync({ row, action: t.action as PaymentMove, reason })).msg;
  return (
    <DocumentPage<PaymentRow, PaymentView>
      bare
      doc={multiple ? multipleDoc : customerPayment}
      prefix={prefix}
      className={`${prefix}-list`}
      title={multiple ? 'Pembayaran Gabungan' : 'Pembayaran'}
      noun={multiple ? 'Pembayaran gabungan' : 'Pembayaran'}
      idField="payment_id"
      numberField="payment_number"
      list={usePaymentList(multiple, baseFilters)}
      baseFilters={baseFilters}
      filters={[{ kind: 'status', width: 180 }, { kind: 'period' }, { kind: 'search', placeholder: 'Cari nomor pembayaran, tagihan, pelanggan', width: 300 }]}
      columns={[
        // until /payment/list filters on is_multiple, a multi-invoice payment in the single tab says so
        { number: true, width: 180, extra: (r) => (!multiple && r.is_multiple ? <Tag color="blue">Gabungan</Tag> : null) },
        { title: 'Tanggal', dataIndex: 'payment_date', type: 'date', width: 150 },
        { title: 'Pelanggan', dataIndex: 'order_vendor_name', type: 'text' },
        { title: multiple ? 'Tagihan' : 'No. Tagihan', dataIndex: 'document_numbers', type: 'text' },
        { title: 'Jumlah', dataIndex: 'amount', type: 'money' },
        { title: 'Metode', dataIndex: 'payment_method_label', render: (v: string | null, r) => v ?? r.payment_method ?? '-' },
        { title: 'Bukti', dataIndex: 'attachment_count', type: 'count' },
        'status',
      ]}
      scrollX={1250}
      exportExcel={exportPayments}
      toolbar={() => <OrdersExcelButton />}
      form={multiple ? (p) => <MultiplePaymentForm onClose={p.onClose} onSaved={p.onSaved} /> : undefined}
      addLabel="Catat Pembayaran Gabungan"
      move={{ subject: (r) => `${r.payment_number} · ${r.order_vendor_name ?? '-'} · ${formatRupiah(r.amount)}`, run }}
      detail={{
        use: usePayment,
        size: 900,
        items: (d) => [
          'status',
          ['Pelanggan', d.order_vendor_name ?? '-'],
          ['Tanggal pembayaran', formatDate(d.payment_date)],
          [
            'Jumlah',
            <b key="amount" className={`${prefix}-amount`}>
              {formatRupiah(d.amount)}
            </b>,
          ],
          d.credit_used > 0 && ['Dari kredit pelanggan', formatRupiah(d.credit_used)],
          d.credit_amount > 0 && ['Kelebihan disimpan sebagai kredit', formatRupiah(d.credit_amount)],
          ['Kredit pelanggan saat ini', formatRupiah(d.credit_balance)],
          ['Metode', [d.payment_method_label ?? d.payment_method, d.bank_name].filter(Boolean).join(' · ') || '-'],
          ['Sumber', SOURCE_LABEL[d.source] ?? d.source],
          'created',
          d.verified_at && [d.status === 'ditolak' ? 'Ditolak' : 'Diverifikasi', byLine(d.verified_at, d.verified_by_name)],
          d.status_reason && ['Alasan', d.status_reason],
          'note',
          ['Cetak', <PaymentPrintButtons key="print" paymentId={d.payment_id} isMultiple={multiple} size="small" />],
        ],
        after: (d) => <PaymentDetails prefix={prefix} d={d} />,
      }}
    />
  );
}

/** 'Excel Tagihan': the invoices with what was paid and what is still due (generate_excel_order). */
function OrdersExcelButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FileExcelOutlined />}
      className="payment-excel-order"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await exportPaymentOrders({});
        } finally {
          setBusy(false);
        }
      }}
    >
      Excel Tagihan
    </Button>
  );
}

/**
 * Pembayaran > Tagihan Pelanggan (/verification/payment): the customers' payments awaiting finance's
 * verification and their history, single ones (a proof sent from the Tagihan drawer) and multi-invoice
 * ones (one transfer for several invoices, recorded here); each opens its invoices, proofs and states.
 */
export function PaymentVerificationPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'gabungan' ? 'gabungan' : 'tunggal';
  return (
    <Card className="payment-page" title="Tagihan Pelanggan">
      <Tabs
        className="payment-tabs"
        activeKey={tab}
        onChange={(k) => setParams(k === 'gabungan' ? { tab: 'gabungan' } : {})}
        destroyOnHidden
        items={[
          { key: 'tunggal', label: 'Pembayaran', children: <PaymentTab multiple={false} /> },
          { key: 'gabungan', label: 'Pembayaran Gabungan', children: <PaymentTab multiple /> },
        ]}
      />
    </Card>
  );
}
