import { DollarOutlined, EditOutlined, EyeOutlined, FileExcelOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { partValue, RETUR_KONSUMEN_DESTINATIONS, RETUR_KONSUMEN_STATES, returKonsumen } from '@bo/contract';
import { Alert, Button, Card, DatePicker, Descriptions, Drawer, Empty, Form, Input, Modal, message, Radio, Select, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { DocumentActions } from '../../../components/document/document-actions';
import { PeriodFilter } from '../../../components/document/period-filter';
import { MoneyInput } from '../../../components/money-input';
import { RemoteSelect } from '../../../components/remote-select';
import { UnitQtyInput } from '../../../components/unit-qty-input';
import { qtyEntered } from '../../../components/unit-qty';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { useGeneralConfig } from '../../../lib/config';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import { printDocument } from '../../../lib/print/document-print';
import { useFormSubmit } from '../../../lib/use-form-submit';
import {
  exportReturKonsumen,
  getReturKonsumen,
  type ReturKonsumenRow,
  type ReturnOrderLine,
  searchReturnableOrders,
  useReturKonsumen,
  useReturKonsumenList,
  useReturnOrder,
  useSaveReturKonsumen,
  useSetReturKonsumenStatus,
  useSetReturKonsumenTotal,
} from './api/retur-konsumen-api';
import { returKonsumenPrint } from './print-retur-konsumen';
import { FormErrorAlert } from '../../../components/form-error-alert';

const stateTag = (status: string) => {
  const s = RETUR_KONSUMEN_STATES.find((x) => x.value === status);
  return (
    <Tag color={s?.color} className={`retur-konsumen-status retur-konsumen-status-${status}`}>
      {s?.label ?? status}
    </Tag>
  );
};

const destinationTag = (d: string) => (
  <Tag color={d === 'karantina' ? 'orange' : 'green'} className={`retur-konsumen-destination-${d}`}>
    {RETUR_KONSUMEN_DESTINATIONS.find((x) => x.value === d)?.label ?? d}
  </Tag>
);

/** Prints a return through the shared print mechanism (a reprint is a copy). */
const printRetur = (id: number, company: Parameters<typeof printDocument>[1]) =>
  printDocument(async () => returKonsumenPrint(await getReturKonsumen(id)), company);

interface Filters {
  status?: string;
  gudang_id?: number | null;
  destination?: string;
  search?: string;
  period?: [Dayjs, Dayjs] | null;
}

/** Retur Konsumen (Penjualan > retur-sale): returns with filters and status tags, their lines, amount, status actions, print and Excel. */
export function ReturKonsumenPage() {
  const list = useReturKonsumenList();
  const company = useGeneralConfig();
  const setStatus = useSetReturKonsumenStatus();
  const [filters, setFilters] = useState<Filters>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<ReturKonsumenRow | 'new' | null>(null);
  const [amountOf, setAmountOf] = useState<ReturKonsumenRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const columnFilters = (next: Filters) => {
    const f: Record<string, unknown> = {};
    if (next.status) f.status = next.status;
    if (next.gudang_id) f.gudang_id = next.gudang_id;
    if (next.destination) f.destination = next.destination;
    if (next.search) f.search = next.search;
    if (next.period) {
      f.date_start = next.period[0].format('YYYY-MM-DD');
      f.date_end = next.period[1].format('YYYY-MM-DD');
    }
    return f;
  };
  const apply = (next: Filters) => {
    setFilters(next);
    list.setFilters(columnFilters(next));
  };
  const actions = (r: ReturKonsumenRow) => (
    <DocumentActions
      doc={returKonsumen}
      state={r.status}
      subject={`${r.retur_konsumen_number} · ${r.invoice_number} · ${formatRupiah(r.refund_total)}`}
      run={async (t, reason) => {
        const res = await setStatus.mutateAsync({ retur_konsumen_id: r.retur_konsumen_id, status: t.to as 'disetujui', status_reason: reason });
        message.success(res.msg);
      }}
    />
  );
  return (
    <Card
      className="retur-konsumen-page"
      title="Retur Konsumen"
      extra={
        <Space>
          <Button
            icon={<FileExcelOutlined />}
            className="retur-konsumen-excel"
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                await exportReturKonsumen(columnFilters(filters));
              } finally {
                setExporting(false);
              }
            }}
          >
            Excel
          </Button>
          <Button type="primary" icon={<PlusOutlined />} className="retur-konsumen-add" onClick={() => setEditing('new')}>
            Tambah Retur
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          className="retur-konsumen-filter-status"
          placeholder="Semua status"
          style={{ minWidth: 150 }}
          value={filters.status}
          options={RETUR_KONSUMEN_STATES.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v) => apply({ ...filters, status: v })}
        />
        <WarehouseSelect
          allowClear
          placeholder="Semua gudang tujuan"
          className="retur-konsumen-filter-gudang"
          value={filters.gudang_id}
          onChange={(v) => apply({ ...filters, gudang_id: v })}
          style={{ minWidth: 180 }}
        />
        <Select
          allowClear
          className="retur-konsumen-filter-destination"
          placeholder="Semua tujuan"
          style={{ minWidth: 140 }}
          value={filters.destination}
          options={RETUR_KONSUMEN_DESTINATIONS.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v) => apply({ ...filters, destination: v })}
        />
        <PeriodFilter value={filters.period} onChange={(period) => apply({ ...filters, period })} />
        <Input.Search
          allowClear
          className="retur-konsumen-search"
          placeholder="Cari nomor retur, tagihan, pelanggan"
          onSearch={(v) => apply({ ...filters, search: v })}
          style={{ width: 260 }}
        />
      </Space>
      <Table<ReturKonsumenRow>
        className="retur-konsumen-table"
        rowKey="retur_konsumen_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 1200 }}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description="Belum ada retur konsumen" /> }}
        columns={[
          { title: 'Nomor', dataIndex: 'retur_konsumen_number', render: (v, r) => <a onClick={() => setDetailId(r.retur_konsumen_id)}>{v}</a> },
          { title: 'Tanggal', dataIndex: 'retur_date', render: (v) => formatDate(v) },
          { title: 'No. Tagihan', dataIndex: 'invoice_number' },
          { title: 'Pelanggan', dataIndex: 'customer_name', render: (v, r) => v ?? (r.is_pos ? 'Pelanggan kasir' : '-') },
          {
            title: 'Gudang Tujuan',
            dataIndex: 'master_gudang_name',
            render: (v, r) => (
              <Space size={4}>
                {v}
                {destinationTag(r.destination)}
              </Space>
            ),
          },
          { title: 'Nilai Retur', dataIndex: 'refund_total', align: 'right', render: (v: number) => formatRupiah(v) },
          { title: 'Sisa Tagihan', dataIndex: 'order_amount_due', align: 'right', render: (v: number) => formatRupiah(v) },
          { title: 'Status', dataIndex: 'status', render: (v) => stateTag(v) },
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  className="retur-konsumen-detail"
                  icon={<EyeOutlined />}
                  aria-label={`Detail ${r.retur_konsumen_number}`}
                  onClick={() => setDetailId(r.retur_konsumen_id)}
                />
                {r.status === 'diajukan' && (
                  <>
                    <Button
                      size="small"
                      className="retur-konsumen-edit"
                      icon={<EditOutlined />}
                      aria-label={`Ubah ${r.retur_konsumen_number}`}
                      onClick={() => setEditing(r)}
                    />
                    <Button
                      size="small"
                      className="retur-konsumen-amount"
                      icon={<DollarOutlined />}
                      aria-label={`Ubah nilai ${r.retur_konsumen_number}`}
                      onClick={() => setAmountOf(r)}
                    />
                  </>
                )}
                <Button
                  size="small"
                  className="retur-konsumen-print"
                  icon={<PrinterOutlined />}
                  aria-label={`Cetak ${r.retur_konsumen_number}`}
                  onClick={() => printRetur(r.retur_konsumen_id, company.data)}
                />
                {actions(r)}
              </Space>
            ),
          },
        ]}
      />
      <ReturDetail id={detailId} onClose={() => setDetailId(null)} onPrint={(id) => printRetur(id, company.data)} actions={actions} onAmount={setAmountOf} />
      {editing && <ReturFormModal initial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={(id) => setDetailId(id)} />}
      {amountOf && <AmountModal row={amountOf} onClose={() => setAmountOf(null)} />}
    </Card>
  );
}

function ReturDetail({
  id,
  onClose,
  onPrint,
  actions,
  onAmount,
}: {
  id: number | null;
  onClose: () => void;
  onPrint: (id: number) => void;
  actions: (r: ReturKonsumenRow) => React.ReactNode;
  onAmount: (r: ReturKonsumenRow) => void;
}) {
  const d = useReturKonsumen(id);
  return (
    <Drawer
      className="retur-konsumen-detail-drawer"
      open={id !== null}
      onClose={onClose}
      title={d.data ? `Retur Konsumen ${d.data.retur_konsumen_number}` : 'Retur Konsumen'}
      size="large"
      extra={
        id !== null && (
          <Space>
            {d.data && actions(d.data)}
            <Button icon={<PrinterOutlined />} className="retur-konsumen-detail-print" onClick={() => onPrint(id)}>
              Cetak
            </Button>
          </Space>
        )
      }
    >
      {d.data && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Status">{stateTag(d.data.status)}</Descriptions.Item>
            <Descriptions.Item label="No. Tagihan">{`${d.data.invoice_number} (${formatDate(d.data.order_date)})`}</Descriptions.Item>
            <Descriptions.Item label="Pelanggan">{d.data.customer_name ?? (d.data.is_pos ? 'Pelanggan kasir' : '-')}</Descriptions.Item>
            <Descriptions.Item label="Gudang tujuan">
              <Space size={4}>
                {d.data.master_gudang_name}
                {destinationTag(d.data.destination)}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="Tanggal retur">{formatDate(d.data.retur_date)}</Descriptions.Item>
            <Descriptions.Item label="Nilai barang">{formatRupiah(d.data.lines_total)}</Descriptions.Item>
            <Descriptions.Item label="Nilai retur">
              <Space>
                <span className="retur-konsumen-refund">{formatRupiah(d.data.refund_total)}</span>
                {d.data.status === 'diajukan' && (
                  <Button size="small" className="retur-konsumen-detail-amount" onClick={() => d.data && onAmount(d.data)}>
                    Ubah nilai
                  </Button>
                )}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="Tagihan">
              <span className="retur-konsumen-invoice">
                {`Total ${formatRupiah(d.data.order_grand_total)} − retur ${formatRupiah(d.data.order_returned_total)} − dibayar ${formatRupiah(d.data.order_paid_amount)} = sisa ${formatRupiah(d.data.order_amount_due)}`}
                {d.data.order_refund_due > 0 ? ` (kelebihan bayar ${formatRupiah(d.data.order_refund_due)})` : ''}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label="Dibuat">{`${formatDateTime(d.data.created_at)} oleh ${d.data.created_by_name ?? '-'}`}</Descriptions.Item>
            {d.data.approved_at && (
              <Descriptions.Item label="Disetujui">{`${formatDateTime(d.data.approved_at)} oleh ${d.data.approved_by_name ?? '-'}`}</Descriptions.Item>
            )}
            <Descriptions.Item label="Dicetak">{d.data.print_count ? `${d.data.print_count} kali` : 'Belum pernah'}</Descriptions.Item>
            {d.data.note && <Descriptions.Item label="Catatan">{d.data.note}</Descriptions.Item>}
            {d.data.status_reason && <Descriptions.Item label="Alasan">{d.data.status_reason}</Descriptions.Item>}
          </Descriptions>
          <Table
            className="retur-konsumen-lines"
            rowKey="line_id"
            size="small"
            pagination={false}
            dataSource={d.data.lines}
            scroll={{ x: 860 }}
            columns={[
              { title: 'Produk', dataIndex: 'product_name' },
              { title: 'Terjual', dataIndex: 'qty_sold_text' },
              { title: 'Jumlah retur', dataIndex: 'qty_text' },
              { title: 'Alasan', dataIndex: 'reason' },
              {
                title: 'Batch masuk',
                key: 'batches',
                render: (_, l) =>
                  l.batches.length
                    ? l.batches.map((b) => `${b.batch_no ?? 'Tanpa batch'}: ${b.qty_text}`).join(', ')
                    : d.data?.status === 'disetujui'
                      ? '-'
                      : 'Saat disetujui',
              },
              { title: 'Nilai', dataIndex: 'value', align: 'right', render: (v: number) => formatRupiah(v) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

/** The amount a return takes off the invoice (update_total). */
function AmountModal({ row, onClose }: { row: ReturKonsumenRow; onClose: () => void }) {
  const [form] = Form.useForm<{ refund_total: number | null }>();
  const save = useSetReturKonsumenTotal();
  const { busy, submit } = useFormSubmit(form, async (v: { refund_total: number | null }) => {
    const r = await save.mutateAsync({ retur_konsumen_id: row.retur_konsumen_id, refund_total: v.refund_total ?? 0 });
    message.success(r.msg);
    onClose();
  });
  return (
    <Modal
      open
      className="retur-konsumen-amount-form"
      title={`Nilai Retur ${row.retur_konsumen_number}`}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={busy}
      okButtonProps={{ className: 'retur-konsumen-amount-save' }}
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields().catch(() => null);
        if (v) await submit(v);
      }}
      destroyOnHidden
    >
      <p style={{ marginTop: 0 }}>
        Nilai barang yang diretur (harga di tagihan setelah diskon dan PPN): <b>{formatRupiah(row.lines_total)}</b>. Nilai retur mengurangi tagihan saat retur
        disetujui.
      </p>
      <Form form={form} layout="vertical" initialValues={{ refund_total: row.refund_total }}>
        <FormErrorAlert form={form} />
        <Form.Item name="refund_total" label="Nilai retur" rules={[{ required: true, message: 'Nilai retur wajib diisi' }]}>
          <MoneyInput id="refund_total" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface FormLine extends ReturnOrderLine {
  qty: number | null;
  reason?: string;
}

interface ReturForm {
  order_id?: number;
  gudang_id?: number;
  destination: 'baik' | 'karantina';
  retur_date?: Dayjs;
  note?: string;
  lines: FormLine[];
}

function ReturFormModal({ initial, onClose, onSaved }: { initial: ReturKonsumenRow | null; onClose: () => void; onSaved: (id: number) => void }) {
  const [form] = Form.useForm<ReturForm>();
  const save = useSaveReturKonsumen();
  const [orderId, setOrderId] = useState<number | null>(initial?.order_id ?? null);
  const order = useReturnOrder(orderId, initial?.retur_konsumen_id ?? 0);
  const lines: FormLine[] = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const destination = Form.useWatch('destination', form);

  // The order's lines become the form's lines (a pending return's own quantities and reasons filled in).
  useEffect(() => {
    if (!order.data) return;
    const mine = new Map((initial?.lines ?? []).map((l) => [l.order_line_id, l]));
    form.setFieldValue(
      'lines',
      order.data.lines.map((l) => ({ ...l, qty: mine.get(l.order_line_id)?.qty ?? null, reason: mine.get(l.order_line_id)?.reason ?? '' })),
    );
    if (!initial && !form.getFieldValue('gudang_id')) form.setFieldValue('gudang_id', order.data.gudang_id);
  }, [order.data, form, initial]);

  const { busy, submit } = useFormSubmit(form, async (v: ReturForm) => {
    const all: FormLine[] = form.getFieldValue('lines') ?? [];
    // Only the lines with a quantity are sent; the server's lines.N errors are put back on the form's rows.
    const chosen = all.map((l, i) => ({ l, i })).filter(({ l }) => (l.qty ?? 0) > 0);
    const body = {
      gudang_id: v.gudang_id as number,
      destination: v.destination,
      retur_date: v.retur_date ? v.retur_date.format('YYYY-MM-DD') : undefined,
      note: v.note || undefined,
      lines: chosen.map(({ l }) => ({
        order_line_id: l.order_line_id,
        unit: 'kecil' as const,
        qty: l.qty ?? 0,
        qty_entered: qtyEntered(l.qty, { isi: l.product_isi, besar: l.product_satuan_besar_name, kecil: l.product_satuan_kecil_name }),
        reason: l.reason ?? '',
      })),
    };
    try {
      const r = await save.mutateAsync(initial ? { ...body, retur_konsumen_id: initial.retur_konsumen_id } : { ...body, order_id: v.order_id as number });
      message.success(r.msg);
      onClose();
      onSaved(r.data.retur_konsumen_id);
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        const remapped: Record<string, string[]> = {};
        for (const [k, msgs] of Object.entries(e.errors)) {
          const m = /^lines\.(\d+)\.(.+)$/.exec(k);
          const row = m ? chosen[Number(m[1])] : undefined;
          remapped[m && row ? `lines.${row.i}.${m[2] === 'order_line_id' ? 'qty' : m[2]}` : k] = msgs;
        }
        throw new ApiError(e.message, e.status, e.httpStatus, remapped, e.data);
      }
      throw e;
    }
  });

  const onOk = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const all: FormLine[] = form.getFieldValue('lines') ?? [];
    if (!all.some((l) => (l.qty ?? 0) > 0)) {
      message.error('Isi jumlah retur minimal satu produk');
      return;
    }
    await submit({ ...v, ...(form.getFieldsValue(true) as ReturForm) });
  };

  // Each line valued as the server values it: a part of the line after what approved and other pending returns took.
  const estimate = lines.reduce((a, l) => a + (l.qty && l.qty_sold ? partValue(l.line_total, l.qty_sold, l.qty_returned + l.qty_open, l.qty) : 0), 0);
  return (
    <Modal
      open
      className="retur-konsumen-form"
      width={1150}
      title={initial ? `Ubah Retur ${initial.retur_konsumen_number}` : 'Tambah Retur Konsumen'}
      onCancel={onClose}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={busy}
      okButtonProps={{ className: 'retur-konsumen-save' }}
      onOk={onOk}
      destroyOnHidden
    >
      <p style={{ marginTop: 0 }}>Retur diajukan lebih dulu; stok masuk ke gudang tujuan dan nilai retur mengurangi tagihan saat retur disetujui.</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={
          initial
            ? {
                order_id: initial.order_id,
                gudang_id: initial.gudang_id,
                destination: initial.destination,
                retur_date: dayjs(initial.retur_date),
                note: initial.note ?? undefined,
                lines: [],
              }
            : { destination: 'baik', lines: [] }
        }
      >
        <FormErrorAlert form={form} />
        <Space wrap style={{ width: '100%' }} align="start">
          <Form.Item name="order_id" label="Tagihan" rules={[{ required: true, message: 'Tagihan wajib diisi' }]} style={{ minWidth: 320 }}>
            {initial ? (
              <Input id="order_id" disabled value={initial.invoice_number} />
            ) : (
              <RemoteSelect
                id="order_id"
                minChars={1}
                placeholder="Cari nomor tagihan atau pelanggan"
                fetcher={async (search) =>
                  (await searchReturnableOrders(search)).map((o) => ({
                    value: o.order_id,
                    label: `${o.invoice_number} · ${o.customer_name ?? (o.is_pos ? 'Pelanggan kasir' : '-')} · ${formatRupiah(o.grand_total)}`,
                  }))
                }
                onChange={(v) => {
                  const id = v === null ? null : Number(v);
                  form.setFieldsValue({ order_id: id ?? undefined, lines: [] });
                  setOrderId(id);
                }}
                style={{ width: 320 }}
              />
            )}
          </Form.Item>
          <Form.Item name="destination" label="Tujuan barang">
            <Radio.Group
              className="retur-konsumen-destination"
              optionType="button"
              options={RETUR_KONSUMEN_DESTINATIONS.map((d) => ({ value: d.value, label: d.label }))}
            />
          </Form.Item>
          <Form.Item
            name="gudang_id"
            label={destination === 'karantina' ? 'Gudang karantina' : 'Gudang tujuan'}
            rules={[{ required: true, message: 'Gudang tujuan wajib diisi' }]}
            style={{ minWidth: 220 }}
          >
            <WarehouseSelect id="gudang_id" className="retur-konsumen-gudang" />
          </Form.Item>
          <Form.Item name="retur_date" label="Tanggal retur" tooltip="Kosongkan untuk tanggal hari ini">
            <DatePicker id="retur_date" format="DD-MM-YYYY" placeholder="Hari ini" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
        </Space>
        {order.data && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            className="retur-konsumen-order-info"
            message={`Tagihan ${order.data.invoice_number}: total ${formatRupiah(order.data.grand_total)}, sudah diretur ${formatRupiah(order.data.returned_total)}, dibayar ${formatRupiah(order.data.paid_amount)}, sisa ${formatRupiah(order.data.amount_due)}`}
          />
        )}
        <Form.List name="lines">
          {(fields) => (
            <Table
              className="retur-konsumen-form-lines"
              size="small"
              pagination={false}
              rowKey="key"
              scroll={{ x: 1050 }}
              dataSource={fields}
              locale={{ emptyText: <Empty description={orderId ? 'Memuat baris tagihan' : 'Pilih tagihan terlebih dahulu'} /> }}
              columns={[
                { title: 'Produk', key: 'product', width: 240, render: (_, f) => lines[f.name]?.product_name },
                { title: 'Terjual', key: 'sold', width: 110, render: (_, f) => lines[f.name]?.qty_sold_text },
                { title: 'Sudah diretur', key: 'returned', width: 110, render: (_, f) => lines[f.name]?.qty_returned_text },
                {
                  title: 'Sisa',
                  key: 'left',
                  width: 110,
                  render: (_, f) => <span className={`retur-konsumen-left-${f.name}`}>{lines[f.name]?.qty_returnable_text}</span>,
                },
                {
                  title: 'Jumlah retur',
                  key: 'qty',
                  width: 240,
                  render: (_, f) => {
                    const l = lines[f.name];
                    return (
                      <Form.Item
                        name={[f.name, 'qty']}
                        style={{ margin: 0 }}
                        rules={[
                          {
                            validator: async (_r, v: number | null) => {
                              if (l && (v ?? 0) > l.qty_returnable) throw new Error(`Paling banyak ${l.qty_returnable_text}`);
                            },
                          },
                        ]}
                      >
                        <UnitQtyInput
                          id={`lines_${f.name}_qty`}
                          isi={l?.product_isi ?? 1}
                          besar={l?.product_satuan_besar_name ?? ''}
                          kecil={l?.product_satuan_kecil_name ?? ''}
                        />
                      </Form.Item>
                    );
                  },
                },
                {
                  title: 'Alasan',
                  key: 'reason',
                  width: 220,
                  render: (_, f) => (
                    <Form.Item
                      name={[f.name, 'reason']}
                      style={{ margin: 0 }}
                      dependencies={[['lines', f.name, 'qty']]}
                      rules={[
                        {
                          validator: async (_r, v: string | undefined) => {
                            if ((form.getFieldValue(['lines', f.name, 'qty']) ?? 0) > 0 && !(v ?? '').trim()) throw new Error('Alasan wajib diisi');
                          },
                        },
                      ]}
                    >
                      <Input id={`lines_${f.name}_reason`} placeholder="Mis. rusak, salah kirim" maxLength={255} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          )}
        </Form.List>
        <div style={{ textAlign: 'right', marginTop: 8 }} className="retur-konsumen-estimate">
          Perkiraan nilai retur: <b>{formatRupiah(estimate)}</b>
        </div>
        <Form.Item name="note" label="Catatan" style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
