import { FileExcelOutlined } from '@ant-design/icons';
import { type DocumentTransition, supplierPayment } from '@bo/contract';
import { Alert, Button, Card, Col, DatePicker, Form, Input, message, Row, Select, Space, Statistic, Switch, Table, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { newIdempotencyKey } from '../../api/client';
import { type PaymentMove, type PaymentRow, type PaymentView, useMovePayment, usePayment, usePaymentList } from '../../api/payment';
import {
  type AgeingRow,
  type AgeingType,
  exportAgeing,
  type SupplierInvoiceRow,
  useAgeing,
  useSaveSupplierPayment,
  useSupplierInvoices,
  useSupplierSummary,
} from '../../api/payment-supplier';
import type { PaymentAttachment } from '../../api/payment';
import { byLine } from '../../components/document/document-drawer';
import { DocumentPage } from '../../components/document/document-page';
import { getPaymentPrint, PaymentPrintButtons, paymentPrintable } from '../../components/payment/payment-print-buttons';
import { FormModal } from '../../components/form-modal';
import { MoneyInput } from '../../components/money-input';
import { PaymentMethodFields, PaymentProofs, PaymentProofUpload } from '../../components/payment/payment-fields';
import { formatDate } from '../../lib/dates';
import { formatRupiah } from '../../lib/format-number';
import { mayUse } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';

interface PayValues {
  details?: { amount?: number | null }[];
  payment_date: dayjs.Dayjs;
  payment_method?: string;
  bank_id?: number;
  note?: string;
  attachments?: PaymentAttachment[];
}

/**
 * 'Bayar': one payment to one supplier for the chosen receipts (finance_order_multiple_* with type
 * supplier), awaiting verification; each receipt's amount starts at what it still owes less what
 * already waits for verification. A receipt's refusal (`details.N.amount`) shows at its row.
 */
function SupplierPaymentForm({ rows, onClose }: { rows: SupplierInvoiceRow[]; onClose: () => void }) {
  const [form] = Form.useForm<PayValues>();
  const [key] = useState(newIdempotencyKey);
  const save = useSaveSupplierPayment();
  const details = Form.useWatch('details', form) ?? [];
  const total = details.reduce((s, d) => s + (d?.amount ?? 0), 0);
  const { busy, submit } = useFormSubmit(form, async (v: PayValues) => {
    const body = {
      type: 'supplier',
      order_vendor_id: rows[0]?.vendor_id,
      payment_date: v.payment_date.format('YYYY-MM-DD'),
      payment_method: v.payment_method,
      bank_id: v.bank_id,
      note: v.note?.trim() || undefined,
      details: rows.map((r, i) => ({ penerimaan_id: r.penerimaan_id, amount: v.details?.[i]?.amount ?? 0 })),
      attachment_ids: (v.attachments ?? []).map((a) => a.attachment_id),
    };
    const env = await save.mutateAsync({ body, key });
    message.success(`${env.msg}: ${env.data.payment_number}`);
    onClose();
  });
  return (
    <FormModal
      open
      form={form}
      busy={busy}
      onClose={onClose}
      width={900}
      className="supplier-payment-form"
      title={`Bayar Supplier · ${rows[0]?.vendor_name ?? '-'}`}
      okButtonProps={{ className: 'supplier-payment-save' }}
    >
      <Form<PayValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          payment_date: dayjs(),
          payment_method: 'transfer',
          attachments: [],
          details: rows.map((r) => ({ amount: Math.max(0, r.amount_due - r.pending_amount) })),
        }}
      >
        <Table<SupplierInvoiceRow>
          className="supplier-payment-receipts"
          rowKey="penerimaan_id"
          size="small"
          pagination={false}
          dataSource={rows}
          columns={[
            { title: 'No. Penerimaan', dataIndex: 'penerimaan_number' },
            { title: 'No. Faktur', dataIndex: 'invoice_number', render: (v: string | null) => v ?? '-' },
            { title: 'Jatuh Tempo', dataIndex: 'due_date', render: (v: string | null) => (v ? formatDate(v, 'DD-MM-YYYY') : '-') },
            { title: 'Sisa', dataIndex: 'amount_due', align: 'right', render: (v: number) => formatRupiah(v) },
            {
              title: 'Bayar',
              key: 'pay',
              width: 200,
              render: (_, _r, i) => (
                <Form.Item name={['details', i, 'amount']} style={{ margin: 0 }}>
                  <MoneyInput id={`supplier_amount_${i}`} className="supplier-payment-amount" />
                </Form.Item>
              ),
            },
          ]}
        />
        <Space style={{ margin: '12px 0', justifyContent: 'flex-end', width: '100%' }}>
          <Typography.Text>
            Total dibayar: <b className="supplier-payment-total">{formatRupiah(total)}</b>
          </Typography.Text>
        </Space>
        <PaymentMethodFields form={form} idPrefix="supplier_" direction="out" />
        <Form.Item name="attachments" label="Bukti pembayaran">
          <PaymentProofUpload className="supplier-payment-proof" id="supplier_attachments" />
        </Form.Item>
        <Form.Item name="note" label="Catatan">
          <Input.TextArea id="supplier_note" rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** The receipts still owed (or paid), with the summary cards, filters and 'Bayar'. */
function ReceiptsTab() {
  const list = useSupplierInvoices({ payment_status: 'unpaid' });
  const filters = list.state.columnFilters;
  const setFilters = (f: Record<string, unknown>) =>
    list.setFilters(Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== '')));
  const summary = useSupplierSummary(filters);
  const suppliers = useSupplierSummary({});
  const [selected, setSelected] = useState<SupplierInvoiceRow[]>([]);
  const [paying, setPaying] = useState<SupplierInvoiceRow[] | null>(null);
  const t = summary.data?.totals;
  const vendorOfSelection = selected[0]?.vendor_id;
  return (
    <>
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="Sisa Hutang" value={formatRupiah(t?.amount_due ?? 0)} className="supplier-summary-due" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={`Lewat Jatuh Tempo (${t?.overdue_count ?? 0} penerimaan)`}
              value={formatRupiah(t?.overdue_amount ?? 0)}
              valueStyle={{ color: t?.overdue_amount ? '#cf1322' : undefined }}
              className="supplier-summary-overdue"
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="Sudah Dibayar" value={formatRupiah(t?.paid_amount ?? 0)} className="supplier-summary-paid" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="Kredit Retur" value={formatRupiah(t?.returned_total ?? 0)} className="supplier-summary-returned" />
          </Card>
        </Col>
      </Row>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          id="supplier_filter_vendor"
          className="supplier-filter-vendor"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Semua supplier"
          style={{ width: 260 }}
          value={filters.vendor_id as number | undefined}
          options={(suppliers.data?.data ?? []).map((s) => ({ value: s.vendor_id, label: s.vendor_name ?? `#${s.vendor_id}` }))}
          onChange={(v) => setFilters({ ...filters, vendor_id: v })}
        />
        <Select
          id="supplier_filter_status"
          className="supplier-filter-status"
          style={{ width: 160 }}
          allowClear
          placeholder="Semua status"
          value={filters.payment_status as string | undefined}
          options={[
            { value: 'unpaid', label: 'Belum Lunas' },
            { value: 'paid', label: 'Lunas' },
          ]}
          onChange={(v) => setFilters({ ...filters, payment_status: v })}
        />
        <Space>
          <Switch
            id="supplier_filter_overdue"
            className="supplier-filter-overdue"
            checked={filters.overdue === 1}
            onChange={(on) => setFilters({ ...filters, overdue: on ? 1 : undefined })}
          />
          Lewat jatuh tempo
        </Space>
        <Input.Search
          id="supplier_filter_search"
          allowClear
          placeholder="Cari nomor penerimaan, faktur, supplier"
          style={{ width: 300 }}
          onSearch={(v) => setFilters({ ...filters, search: v.trim() })}
        />
        <Button type="primary" className="supplier-pay-selected" disabled={!selected.length} onClick={() => setPaying(selected)}>
          Bayar Terpilih ({selected.length})
        </Button>
      </Space>
      {selected.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          message={`Penerimaan yang dipilih harus dari satu supplier: ${selected[0]?.vendor_name ?? '-'}`}
        />
      )}
      <Table<SupplierInvoiceRow>
        className="supplier-invoice-list"
        rowKey="penerimaan_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        scroll={{ x: 1400 }}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.penerimaan_id),
          onChange: (_, rows) => setSelected(rows),
          getCheckboxProps: (r) => ({ disabled: r.amount_due <= 0 || (vendorOfSelection !== undefined && r.vendor_id !== vendorOfSelection) }),
        }}
        columns={[
          { title: 'No. Penerimaan', dataIndex: 'penerimaan_number', width: 170 },
          { title: 'Tanggal', dataIndex: 'penerimaan_date', width: 100, render: (v: string) => formatDate(v, 'DD-MM-YYYY') },
          { title: 'Supplier', dataIndex: 'vendor_name', width: 200 },
          { title: 'No. Faktur', dataIndex: 'invoice_number', width: 120, render: (v: string | null) => v ?? '-' },
          { title: 'Total', dataIndex: 'grand_total', align: 'right', render: (v: number) => formatRupiah(v) },
          { title: 'Kredit Retur', dataIndex: 'returned_total', align: 'right', render: (v: number) => (v ? `- ${formatRupiah(v)}` : '-') },
          { title: 'Dibayar', dataIndex: 'paid_amount', align: 'right', render: (v: number) => formatRupiah(v) },
          {
            title: 'Sisa',
            dataIndex: 'amount_due',
            align: 'right',
            render: (v: number, r) => (
              <>
                {r.is_paid ? (
                  <Tag color="green" className="supplier-invoice-paid">
                    Lunas
                  </Tag>
                ) : (
                  <b className="supplier-invoice-due">{formatRupiah(v)}</b>
                )}
                {r.pending_amount > 0 && (
                  <div>
                    <Typography.Text type="warning" style={{ fontSize: 12 }} className="supplier-invoice-pending">
                      {formatRupiah(r.pending_amount)} menunggu verifikasi
                    </Typography.Text>
                  </div>
                )}
              </>
            ),
          },
          {
            title: 'Jatuh Tempo',
            dataIndex: 'due_date',
            width: 170,
            render: (v: string | null, r) => (
              <>
                {v ? formatDate(v, 'DD-MM-YYYY') : '-'}
                {r.is_overdue === 1 && (
                  <Tag color="red" style={{ marginLeft: 6 }}>
                    Terlambat {r.days_overdue} hari
                  </Tag>
                )}
              </>
            ),
          },
          {
            title: 'Aksi',
            key: 'act',
            width: 90,
            fixed: 'right',
            render: (_, r) =>
              r.amount_due > 0 ? (
                <Button size="small" className="supplier-invoice-pay" onClick={() => setPaying([r])}>
                  Bayar
                </Button>
              ) : null,
          },
        ]}
      />
      {paying && (
        <SupplierPaymentForm
          rows={paying}
          onClose={() => {
            setPaying(null);
            setSelected([]);
          }}
        />
      )}
    </>
  );
}

/** The supplier payments and their verification (the supplierPayment machine: Setujui, Tolak, Hapus). */
function PaymentsTab() {
  const move = useMovePayment();
  const baseFilters = { payment_for: 'supplier' };
  const run = async (row: PaymentRow | PaymentView, t: DocumentTransition<string, string>, reason?: string) =>
    (await move.mutateAsync({ row: { payment_id: row.payment_id, is_multiple: 1 }, action: t.action as PaymentMove, reason })).msg;
  return (
    <DocumentPage<PaymentRow, PaymentView>
      bare
      doc={supplierPayment}
      prefix="supplier-payment"
      className="supplier-payment-list"
      title="Pembayaran Supplier"
      noun="Pembayaran supplier"
      idField="payment_id"
      numberField="payment_number"
      list={usePaymentList(true, baseFilters)}
      baseFilters={baseFilters}
      filters={[{ kind: 'status', width: 180 }, { kind: 'period' }, { kind: 'search', placeholder: 'Cari nomor pembayaran, penerimaan, supplier', width: 300 }]}
      columns={[
        'number',
        { title: 'Tanggal', dataIndex: 'payment_date', type: 'date' },
        { title: 'Supplier', dataIndex: 'order_vendor_name', type: 'text' },
        { title: 'Penerimaan', dataIndex: 'document_numbers', type: 'text' },
        { title: 'Jumlah', dataIndex: 'amount', type: 'money' },
        { title: 'Bukti', dataIndex: 'attachment_count', type: 'count' },
        'status',
      ]}
      scrollX={1100}
      move={{ subject: (r) => `${r.payment_number} · ${r.order_vendor_name ?? '-'} · ${formatRupiah(r.amount)}`, run }}
      print={async (id) => paymentPrintable(await getPaymentPrint(id), 'multiple')}
      detail={{
        use: usePayment,
        size: 820,
        items: (d) => [
          'status',
          ['Supplier', d.order_vendor_name ?? '-'],
          ['Tanggal pembayaran', formatDate(d.payment_date)],
          [
            'Jumlah',
            <b key="amount" className="supplier-payment-amount-view">
              {formatRupiah(d.amount)}
            </b>,
          ],
          ['Metode', [d.payment_method_label ?? d.payment_method, d.bank_name].filter(Boolean).join(' · ') || '-'],
          'created',
          d.verified_at && ['Diverifikasi', byLine(d.verified_at, d.verified_by_name)],
          d.status_reason && ['Alasan', d.status_reason],
          'note',
          ['Cetak', <PaymentPrintButtons key="print" paymentId={d.payment_id} isMultiple size="small" />],
        ],
        after: (d) => (
          <>
            <Typography.Title level={5}>Penerimaan yang dibayar</Typography.Title>
            <Table
              className="supplier-payment-details"
              rowKey="payment_detail_id"
              size="small"
              pagination={false}
              dataSource={d.details}
              columns={[
                { title: 'No. Penerimaan', dataIndex: 'document_number' },
                { title: 'Dibayar di sini', dataIndex: 'amount', align: 'right', render: (v: number) => <b>{formatRupiah(v)}</b> },
                {
                  title: 'Sisa',
                  dataIndex: 'amount_due',
                  align: 'right',
                  render: (v: number, r) => (r.is_paid ? <Tag color="green">Lunas</Tag> : formatRupiah(v)),
                },
              ]}
            />
            {d.attachments.length > 0 && <PaymentProofs attachments={d.attachments} className="supplier-payment-proofs" />}
          </>
        ),
      }}
    />
  );
}

/** Umur Hutang / Umur Piutang: what is still owed per supplier or customer by days past due, on screen and in Excel. */
function AgeingTab() {
  const profile = useProfile();
  const customers = mayUse(profile, 'verificationPayment');
  const [type, setType] = useState<AgeingType>('supplier');
  const [date, setDate] = useState(dayjs());
  const day = date.format('YYYY-MM-DD');
  const a = useAgeing(type, day);
  const [busy, setBusy] = useState(false);
  const money = (v: number) => (v ? formatRupiah(v) : '-');
  const totals = a.data?.totals;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          id="ageing_type"
          className="ageing-type"
          style={{ width: 220 }}
          value={type}
          onChange={setType}
          options={[{ value: 'supplier', label: 'Umur Hutang (supplier)' }, ...(customers ? [{ value: 'customer', label: 'Umur Piutang (pelanggan)' }] : [])]}
        />
        <DatePicker id="ageing_date" value={date} format="DD-MM-YYYY" allowClear={false} onChange={(d) => d && setDate(d)} />
        <Button
          icon={<FileExcelOutlined />}
          className="ageing-excel"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await exportAgeing(type, day);
            } finally {
              setBusy(false);
            }
          }}
        >
          Excel
        </Button>
      </Space>
      <Table<AgeingRow>
        className="ageing-table"
        rowKey="party_id"
        size="small"
        loading={a.isFetching}
        dataSource={a.data?.data ?? []}
        pagination={false}
        scroll={{ x: 1000 }}
        columns={[
          { title: type === 'supplier' ? 'Supplier' : 'Pelanggan', dataIndex: 'party_name', render: (v: string | null) => v ?? '-' },
          { title: 'Belum Jatuh Tempo', dataIndex: 'current', align: 'right', render: money },
          { title: '1-30 Hari', dataIndex: 'd1_30', align: 'right', render: money },
          { title: '31-60 Hari', dataIndex: 'd31_60', align: 'right', render: money },
          { title: '61-90 Hari', dataIndex: 'd61_90', align: 'right', render: money },
          { title: '> 90 Hari', dataIndex: 'over_90', align: 'right', render: money },
          { title: 'Total', dataIndex: 'total', align: 'right', render: (v: number) => <b>{formatRupiah(v)}</b> },
          { title: 'Dokumen', dataIndex: 'document_count', align: 'right' },
        ]}
        summary={() =>
          totals ? (
            <Table.Summary.Row className="ageing-totals">
              <Table.Summary.Cell index={0}>
                <b>Total</b>
              </Table.Summary.Cell>
              {(['current', 'd1_30', 'd31_60', 'd61_90', 'over_90', 'total', 'document_count'] as const).map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 1} align="right">
                  <b>{k === 'document_count' ? totals[k] : money(totals[k])}</b>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
}

/**
 * Pembayaran > Tagihan Supplier (/verification/payment-order): what the company owes each supplier
 * per approved receipt (after supplier-return credit and payments), overdue by the due date, paid one
 * receipt or several of one supplier at a time; the supplier payments' verification; and the ageing.
 */
export function SupplierInvoicePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'tagihan';
  return (
    <Card className="supplier-invoice-page" title="Tagihan Supplier">
      <Tabs
        className="supplier-invoice-tabs"
        activeKey={tab}
        onChange={(k) => setParams(k === 'tagihan' ? {} : { tab: k })}
        destroyOnHidden
        items={[
          { key: 'tagihan', label: 'Tagihan', children: <ReceiptsTab /> },
          { key: 'pembayaran', label: 'Pembayaran Supplier', children: <PaymentsTab /> },
          { key: 'umur', label: 'Umur Hutang / Piutang', children: <AgeingTab /> },
        ]}
      />
    </Card>
  );
}
