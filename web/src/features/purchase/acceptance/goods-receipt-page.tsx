import { EditOutlined, EyeOutlined, FileExcelOutlined, FileTextOutlined, PlusOutlined, PrinterOutlined, SplitCellsOutlined } from '@ant-design/icons';
import { formatUnits, GOODS_RECEIPT_STATES, goodsReceipt, goodsReceiptInternal } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Drawer, Empty, Form, Input, Modal, message, Select, Space, Table, Tag, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { DocumentActions } from '../../../components/document/document-actions';
import { DocumentLines, NewBatchFields, qtyColumn } from '../../../components/document/document-lines';
import { qtyEntered } from '../../../components/unit-qty';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { type GeneralConfig, useGeneralConfig } from '../../../lib/config';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import { printDocument } from '../../../lib/print/document-print';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useRowChoice } from '../../../lib/use-row-choice';
import { getPurchaseOrder } from '../order/api/purchase-order-api';
import { VendorSelect } from '../order/purchase-order-shared';
import {
  checkReceived,
  exportGoodsReceipts,
  type GoodsReceiptDetail,
  type GoodsReceiptRow,
  getGoodsReceipt,
  searchOpenOrders,
  useGoodsReceipt,
  useGoodsReceipts,
  useMoveGoodsReceipt,
  useSaveGoodsReceipt,
} from './api/goods-receipt-api';
import { pembelianKwitansiPrint, pembelianMultiplePrint, pembelianSinglePrint } from './print-pembelian';
import { penerimaanPrint } from './print-penerimaan';
import { penerimaanInternalPrint } from './print-penerimaan-internal';
import { PeriodFilter } from '../../../components/document/period-filter';
import { FormErrorAlert } from '../../../components/form-error-alert';

const stateOf = (s: string) => GOODS_RECEIPT_STATES.find((x) => x.value === s);
const ReceiptStatusTag = ({ status }: { status: string }) => (
  <Tag color={stateOf(status)?.color} className={`gr-status gr-status-${status}`}>
    {stateOf(status)?.label ?? status}
  </Tag>
);

const printReceipt = (id: number, company: Partial<GeneralConfig> | undefined) =>
  printDocument(async () => {
    const d = await getGoodsReceipt(id);
    return d.is_internal ? penerimaanInternalPrint(d) : penerimaanPrint(d);
  }, company);

const printInvoice = (id: number, company: Partial<GeneralConfig> | undefined) =>
  printDocument(async () => pembelianSinglePrint(await getGoodsReceipt(id)), company);

/** Receipts whose supplier invoice can be printed: approved receipts from a supplier. */
const isInvoice = (r: Pick<GoodsReceiptRow, 'status' | 'is_internal'>) => r.status === 'approved' && !r.is_internal;

interface Filters {
  vendor_id?: number | null;
  gudang_id?: number | null;
  status?: string;
  payment_status?: string;
  search?: string;
  period?: [Dayjs, Dayjs] | null;
}

/** Pembelian > Penerimaan: goods received against purchase orders, waiting for approval. */
export const GoodsReceiptPage = () => <ReceiptsPage internal={false} />;
/** Pembelian > Penerimaan Internal: goods of internal orders arriving from the source warehouse. */
export const GoodsReceiptInternalPage = () => <ReceiptsPage internal />;

function ReceiptsPage({ internal }: { internal: boolean }) {
  const list = useGoodsReceipts(internal);
  const company = useGeneralConfig();
  const [filters, setFilters] = useState<Filters>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [adding, setAdding] = useState<GoodsReceiptDetail | 'new' | null>(null);
  const [exporting, setExporting] = useState(false);
  const chosen = useRowChoice<GoodsReceiptRow>((r) => r.penerimaan_id, { selectable: isInvoice, label: (r) => `Pilih ${r.penerimaan_number}` });
  const chosenRows = chosen.rows;
  const printKwitansi = () => {
    if (new Set(chosenRows.map((r) => r.vendor_id)).size > 1) {
      message.error('Kwitansi hanya untuk faktur dari satu supplier');
      return;
    }
    if (chosenRows.every((r) => Number(r.outstanding) <= 0)) {
      message.error('Faktur yang dipilih sudah lunas');
      return;
    }
    printDocument(async () => pembelianKwitansiPrint(chosenRows), company.data);
  };
  const toQuery = (next: Filters) => {
    const f: Record<string, unknown> = { is_internal: internal ? 1 : 0 };
    if (next.vendor_id) f.vendor_id = next.vendor_id;
    if (next.gudang_id) f.gudang_id = next.gudang_id;
    if (next.status) f.status = next.status;
    if (next.payment_status) f.payment_status = next.payment_status;
    if (next.search) f.search = next.search;
    if (next.period) {
      f.date_start = next.period[0].format('YYYY-MM-DD');
      f.date_end = next.period[1].format('YYYY-MM-DD');
    }
    return f;
  };
  const apply = (next: Filters) => {
    setFilters(next);
    list.setFilters(toQuery(next));
  };
  return (
    <Card
      className={internal ? 'gr-page gr-internal-page' : 'gr-page'}
      title={internal ? 'Penerimaan Internal' : 'Penerimaan'}
      extra={
        <Space>
          <Button
            icon={<FileExcelOutlined />}
            className="gr-excel"
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                await exportGoodsReceipts(toQuery(filters));
              } finally {
                setExporting(false);
              }
            }}
          >
            Ekspor Excel
          </Button>
          <Button type="primary" icon={<PlusOutlined />} className="gr-add" onClick={() => setAdding('new')}>
            Tambah Penerimaan
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {!internal && (
          <div style={{ minWidth: 220 }}>
            <VendorSelect
              className="gr-filter-vendor"
              allowClear
              placeholder="Semua supplier"
              value={filters.vendor_id}
              onChange={(v) => apply({ ...filters, vendor_id: v })}
            />
          </div>
        )}
        <WarehouseSelect
          className="gr-filter-gudang"
          allowClear
          placeholder="Semua gudang"
          value={filters.gudang_id}
          onChange={(v) => apply({ ...filters, gudang_id: v })}
          style={{ minWidth: 200 }}
        />
        <Select
          className="gr-filter-status"
          allowClear
          placeholder="Semua status"
          style={{ minWidth: 200 }}
          value={filters.status}
          options={GOODS_RECEIPT_STATES.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v) => apply({ ...filters, status: v })}
        />
        {!internal && (
          <Select
            className="gr-filter-paid"
            allowClear
            placeholder="Semua pembayaran"
            style={{ minWidth: 170 }}
            value={filters.payment_status}
            options={[
              { value: 'paid', label: 'Lunas' },
              { value: 'unpaid', label: 'Belum lunas' },
            ]}
            onChange={(v) => apply({ ...filters, payment_status: v })}
          />
        )}
        <PeriodFilter className="gr-period" value={filters.period} onChange={(period) => apply({ ...filters, period })} />
        <Input.Search allowClear className="gr-search" placeholder="Cari nomor" onSearch={(v) => apply({ ...filters, search: v })} style={{ width: 200 }} />
      </Space>
      {!internal && chosen.size > 0 && (
        <Space wrap className="gr-selection" style={{ marginBottom: 12 }}>
          <span>{chosen.size} faktur dipilih</span>
          <Button
            icon={<PrinterOutlined />}
            className="gr-print-multiple"
            onClick={() => printDocument(async () => pembelianMultiplePrint(chosenRows), company.data)}
          >
            Cetak Rekap Pembelian
          </Button>
          <Button icon={<FileTextOutlined />} className="gr-print-kwitansi" onClick={printKwitansi}>
            Cetak Kwitansi
          </Button>
          <Button type="link" className="gr-selection-clear" onClick={chosen.clear}>
            Batal pilih
          </Button>
        </Space>
      )}
      <Table<GoodsReceiptRow>
        className="gr-table"
        rowKey="penerimaan_id"
        rowSelection={internal ? undefined : chosen.rowSelection}
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 1150 }}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description="Belum ada penerimaan" /> }}
        columns={[
          { title: 'Nomor', dataIndex: 'penerimaan_number', width: 160, render: (v, r) => <a onClick={() => setDetailId(r.penerimaan_id)}>{v}</a> },
          { title: 'Tanggal', dataIndex: 'penerimaan_date', width: 110, render: (v) => formatDate(v, 'DD-MM-YYYY') },
          { title: 'Pesanan', dataIndex: 'order_number', width: 150 },
          internal ? { title: 'Gudang Asal', dataIndex: 'gudang_source_name' } : { title: 'Supplier', dataIndex: 'vendor_name' },
          { title: 'Gudang', dataIndex: 'master_gudang_name' },
          ...(internal
            ? []
            : [
                { title: 'Total', dataIndex: 'grand_total', align: 'right' as const, width: 130, render: (v: number) => formatRupiah(v) },
                {
                  title: 'Bayar',
                  dataIndex: 'is_paid',
                  width: 110,
                  render: (v: number, r: GoodsReceiptRow) =>
                    r.status !== 'approved' ? '-' : v ? <Tag color="green">Lunas</Tag> : <Tag color="orange">Belum lunas</Tag>,
                },
              ]),
          { title: 'Status', dataIndex: 'status', width: 190, render: (v: string) => <ReceiptStatusTag status={v} /> },
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  className="gr-detail"
                  icon={<EyeOutlined />}
                  aria-label={`Detail ${r.penerimaan_number}`}
                  onClick={() => setDetailId(r.penerimaan_id)}
                />
                <Button
                  size="small"
                  className="gr-print"
                  icon={<PrinterOutlined />}
                  aria-label={`Cetak ${r.penerimaan_number}`}
                  onClick={() => printReceipt(r.penerimaan_id, company.data)}
                />
                {isInvoice(r) && (
                  <Tooltip title="Cetak faktur pembelian">
                    <Button
                      size="small"
                      className="gr-print-invoice"
                      icon={<FileTextOutlined />}
                      aria-label={`Cetak faktur ${r.penerimaan_number}`}
                      onClick={() => printInvoice(r.penerimaan_id, company.data)}
                    />
                  </Tooltip>
                )}
                {r.status === 'waiting' && (
                  <Button
                    size="small"
                    className="gr-edit"
                    icon={<EditOutlined />}
                    aria-label={`Ubah ${r.penerimaan_number}`}
                    onClick={async () => setAdding(await getGoodsReceipt(r.penerimaan_id))}
                  />
                )}
                <ReceiptActions row={r} />
              </Space>
            ),
          },
        ]}
      />
      <ReceiptDetail
        id={detailId}
        onClose={() => setDetailId(null)}
        onPrint={(id) => printReceipt(id, company.data)}
        onEdit={(d) => {
          setDetailId(null);
          setAdding(d);
        }}
      />
      {adding && (
        <ReceiptFormModal internal={internal} editing={adding === 'new' ? null : adding} onClose={() => setAdding(null)} onSaved={(id) => setDetailId(id)} />
      )}
    </Card>
  );
}

/** Setujui (stock in, the order received) and Hapus, as the receipt's machine and the user's rights allow. */
function ReceiptActions({ row }: { row: Pick<GoodsReceiptRow, 'penerimaan_id' | 'penerimaan_number' | 'status' | 'is_internal' | 'order_number'> }) {
  const move = useMoveGoodsReceipt();
  return (
    <DocumentActions
      doc={row.is_internal ? goodsReceiptInternal : goodsReceipt}
      state={row.status}
      subject={`${row.penerimaan_number} (pesanan ${row.order_number})`}
      run={async (t) => {
        const env = await move.mutateAsync({ penerimaan_id: row.penerimaan_id, action: t.action });
        message.success(env.msg);
      }}
    />
  );
}

function ReceiptDetail({
  id,
  onClose,
  onPrint,
  onEdit,
}: {
  id: number | null;
  onClose: () => void;
  onPrint: (id: number) => void;
  onEdit: (d: GoodsReceiptDetail) => void;
}) {
  const q = useGoodsReceipt(id);
  const d = q.data;
  const internal = !!d?.is_internal;
  return (
    <Drawer
      className="gr-detail-drawer"
      open={id !== null}
      onClose={onClose}
      title={d ? `${internal ? 'Penerimaan Internal' : 'Penerimaan'} ${d.penerimaan_number}` : 'Penerimaan'}
      size={900}
      extra={
        d && (
          <Space>
            <ReceiptActions row={d} />
            {d.status === 'waiting' && (
              <Button icon={<EditOutlined />} className="gr-detail-edit" onClick={() => onEdit(d)}>
                Ubah
              </Button>
            )}
            <Button icon={<PrinterOutlined />} className="gr-detail-print" onClick={() => onPrint(d.penerimaan_id)}>
              Cetak
            </Button>
          </Space>
        )
      }
    >
      {d && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Status">
              <ReceiptStatusTag status={d.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Pesanan">{d.order_number}</Descriptions.Item>
            {internal ? (
              <Descriptions.Item label="Gudang Asal">{d.gudang_source_name}</Descriptions.Item>
            ) : (
              <Descriptions.Item label="Supplier">{d.vendor_name}</Descriptions.Item>
            )}
            <Descriptions.Item label="Gudang">{d.master_gudang_name}</Descriptions.Item>
            <Descriptions.Item label="Tanggal">{formatDate(d.penerimaan_date)}</Descriptions.Item>
            {d.invoice_number && <Descriptions.Item label="No. Faktur">{d.invoice_number}</Descriptions.Item>}
            {!internal && d.due_date && <Descriptions.Item label="Jatuh Tempo">{formatDate(d.due_date)}</Descriptions.Item>}
            {d.approved_at && <Descriptions.Item label="Disetujui">{formatDateTime(d.approved_at)}</Descriptions.Item>}
            <Descriptions.Item label="Dibuat oleh">{d.created_by_name ?? '-'}</Descriptions.Item>
            {d.note && <Descriptions.Item label="Catatan">{d.note}</Descriptions.Item>}
          </Descriptions>
          <Table
            className="gr-lines"
            rowKey="line_id"
            size="small"
            pagination={false}
            dataSource={d.lines}
            columns={[
              { title: 'Produk', dataIndex: 'product_name', render: (v, l) => (l.product_sku ? `${v} (${l.product_sku})` : v) },
              { title: 'Batch', dataIndex: 'batch_no', render: (v) => v ?? '-' },
              { title: 'Kedaluwarsa', dataIndex: 'expired_date', render: (v) => (v ? formatDate(v, 'DD-MM-YYYY') : '-') },
              { title: 'Jumlah', dataIndex: 'qty_text' },
              ...(internal ? [] : [{ title: 'Subtotal', dataIndex: 'subtotal', align: 'right' as const, render: (v: number) => formatRupiah(v) }]),
            ]}
          />
          {!internal && (
            <Descriptions size="small" column={1} bordered className="gr-totals" style={{ maxWidth: 360, marginLeft: 'auto', marginTop: 12 }}>
              <Descriptions.Item label="Subtotal">{formatRupiah(d.subtotal)}</Descriptions.Item>
              {d.is_ppn ? <Descriptions.Item label={`PPN ${String(d.ppn_percent).replace('.', ',')}%`}>{formatRupiah(d.ppn)}</Descriptions.Item> : null}
              <Descriptions.Item label="Total">
                <b>{formatRupiah(d.grand_total)}</b>
              </Descriptions.Item>
              {d.status === 'approved' && <Descriptions.Item label="Sisa utang">{formatRupiah(d.outstanding)}</Descriptions.Item>}
            </Descriptions>
          )}
        </>
      )}
    </Drawer>
  );
}

interface ReceiptLineForm {
  order_line_id: number;
  product_id: number;
  product_name: string;
  expire: boolean;
  remaining: number;
  waiting: number;
  isi: number;
  besar: string;
  kecil: string;
  qty: number | null;
  batch_no?: string;
  expired_date?: string;
}

interface ReceiptForm {
  order_id?: number;
  penerimaan_date?: Dayjs;
  invoice_number?: string;
  due_date?: Dayjs;
  note?: string;
  lines: ReceiptLineForm[];
}

/**
 * A receipt against an order, line by line: each open order line with what is still to receive
 * (and what other receipts wait for approval), the quantity received now, and batch and expiry for
 * expiry-tracked products (a line can be split into several batches). Stored waiting for approval.
 */
function ReceiptFormModal({
  internal,
  editing,
  onClose,
  onSaved,
}: {
  internal: boolean;
  editing: GoodsReceiptDetail | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const [form] = Form.useForm<ReceiptForm>();
  const save = useSaveGoodsReceipt(internal);
  const [search, setSearch] = useState('');
  const orders = useQuery({ queryKey: ['penerimaan', 'open-orders', internal, search], queryFn: () => searchOpenOrders(internal, search) });
  const [loadingOrder, setLoadingOrder] = useState(false);
  const lines: ReceiptLineForm[] = Form.useWatch('lines', { form, preserve: true }) ?? [];

  const pickOrder = async (orderId: number | undefined) => {
    form.setFieldsValue({ order_id: orderId, lines: [] });
    if (!orderId) return;
    setLoadingOrder(true);
    try {
      const [order, check] = await Promise.all([getPurchaseOrder(orderId), checkReceived(orderId)]);
      const byId = new Map(order.lines.map((l) => [l.line_id, l]));
      const next: ReceiptLineForm[] = [];
      if (editing) {
        const checkOf = new Map(check.lines.map((c) => [c.order_line_id, c]));
        for (const l of editing.lines) {
          const o = byId.get(l.order_line_id);
          const c = checkOf.get(l.order_line_id);
          if (!o || !c) continue;
          next.push({
            order_line_id: l.order_line_id,
            product_id: l.product_id,
            product_name: o.product_sku ? `${o.product_name} (${o.product_sku})` : o.product_name,
            expire: !!c.is_product_expire,
            remaining: c.qty_remaining,
            // what other receipts wait for: this one's own lines are being replaced
            waiting: Math.max(0, c.qty_waiting - editing.lines.filter((x) => x.order_line_id === l.order_line_id).reduce((s, x) => s + x.qty, 0)),
            isi: Math.max(1, o.product_isi),
            besar: o.product_satuan_besar_name,
            kecil: o.product_satuan_kecil_name,
            qty: l.qty,
            batch_no: l.batch_no ?? undefined,
            expired_date: l.expired_date ? l.expired_date.slice(0, 10) : undefined,
          });
        }
        form.setFieldValue('lines', next);
        return;
      }
      for (const c of check.lines) {
        const o = byId.get(c.order_line_id);
        const open = Math.max(0, c.qty_remaining - c.qty_waiting);
        if (!o || open <= 0) continue;
        next.push({
          order_line_id: c.order_line_id,
          product_id: c.product_id,
          product_name: o.product_sku ? `${o.product_name} (${o.product_sku})` : o.product_name,
          expire: !!c.is_product_expire,
          remaining: c.qty_remaining,
          waiting: c.qty_waiting,
          isi: Math.max(1, o.product_isi),
          besar: o.product_satuan_besar_name,
          kecil: o.product_satuan_kecil_name,
          qty: open,
        });
      }
      if (!next.length) message.info('Semua baris pesanan ini sudah diterima atau menunggu persetujuan');
      form.setFieldValue('lines', next);
    } finally {
      setLoadingOrder(false);
    }
  };

  // editing: the receipt's order and lines are read once when the form opens
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on open
  useEffect(() => {
    if (editing) void pickOrder(editing.order_id);
  }, []);

  const splitLine = (index: number) => {
    const all: ReceiptLineForm[] = form.getFieldValue('lines') ?? [];
    const l = all[index];
    if (!l) return;
    form.setFieldValue('lines', [...all.slice(0, index + 1), { ...l, qty: null, batch_no: undefined, expired_date: undefined }, ...all.slice(index + 1)]);
  };

  const { busy, submit } = useFormSubmit(form, async () => {
    const v = form.getFieldsValue(true) as ReceiptForm;
    const r = await save.mutateAsync({
      ...(editing ? { penerimaan_id: editing.penerimaan_id } : {}),
      order_id: v.order_id as number,
      penerimaan_date: v.penerimaan_date ? v.penerimaan_date.format('YYYY-MM-DD') : undefined,
      invoice_number: v.invoice_number || undefined,
      due_date: v.due_date ? v.due_date.format('YYYY-MM-DD') : undefined,
      note: v.note || undefined,
      lines: (v.lines ?? []).map((l) => ({
        order_line_id: l.order_line_id,
        product_id: l.product_id,
        unit: 'kecil' as const,
        qty: l.qty ?? 0,
        qty_entered: qtyEntered(l.qty, l),
        batch_no: l.expire ? l.batch_no : undefined,
        expired_date: l.expire ? l.expired_date : undefined,
        note: undefined,
      })),
    });
    message.success(`${r.msg}: ${r.data.penerimaan_number} menunggu persetujuan`);
    onClose();
    onSaved(r.data.penerimaan_id);
  });

  const onOk = async () => {
    const ok = await form.validateFields().catch(() => null);
    if (!ok) return;
    if (!(form.getFieldValue('lines') ?? []).length) {
      message.error('Pilih pesanan dan isi minimal satu baris yang diterima');
      return;
    }
    await submit();
  };

  return (
    <Modal
      open
      className="gr-form"
      width={1150}
      title={editing ? `Ubah Penerimaan ${editing.penerimaan_number}` : internal ? 'Tambah Penerimaan Internal' : 'Tambah Penerimaan'}
      onCancel={onClose}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={busy}
      okButtonProps={{ className: 'gr-save' }}
      onOk={onOk}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          editing
            ? {
                lines: [],
                order_id: editing.order_id,
                penerimaan_date: dayjs(editing.penerimaan_date.slice(0, 10)),
                invoice_number: editing.invoice_number ?? undefined,
                due_date: editing.due_date ? dayjs(editing.due_date.slice(0, 10)) : undefined,
                note: editing.note ?? undefined,
              }
            : { lines: [], penerimaan_date: dayjs() }
        }
      >
        <FormErrorAlert form={form} />
        <Space wrap align="start" style={{ width: '100%' }}>
          <Form.Item name="order_id" label="Pesanan" rules={[{ required: true, message: 'Pesanan wajib dipilih' }]} style={{ minWidth: 360 }}>
            <Select
              id="order_id"
              showSearch={{ filterOption: false, onSearch: setSearch }}
              loading={orders.isFetching || loadingOrder}
              placeholder="Cari nomor pesanan yang belum diterima"
              options={[
                ...(editing && !(orders.data ?? []).some((o) => o.order_id === editing.order_id)
                  ? [{ value: editing.order_id, label: editing.order_number }]
                  : []),
                ...(orders.data ?? []).map((o) => ({
                  value: o.order_id,
                  label: `${o.order_number} · ${(internal ? o.master_gudang_name : o.vendor_name) ?? ''} · ${o.status_label}`,
                })),
              ]}
              disabled={!!editing}
              onChange={(v) => pickOrder(v)}
            />
          </Form.Item>
          <Form.Item name="penerimaan_date" label="Tanggal Penerimaan">
            <DatePicker id="penerimaan_date" format="DD-MM-YYYY" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          {!internal && (
            <Form.Item name="invoice_number" label="No. Faktur Supplier">
              <Input id="invoice_number" maxLength={60} />
            </Form.Item>
          )}
          {!internal && (
            <Form.Item name="due_date" label="Jatuh Tempo" tooltip="Kosongkan: sama dengan tanggal penerimaan">
              <DatePicker id="due_date" format="DD-MM-YYYY" />
            </Form.Item>
          )}
        </Space>
        <DocumentLines<ReceiptLineForm>
          className="gr-form-lines"
          lines={lines}
          scrollX={1050}
          emptyText="Pilih pesanan: baris yang masih bisa diterima tampil di sini"
          actionsWidth={90}
          actions={(l, f) =>
            l?.expire ? (
              <Tooltip title="Terima baris ini dalam batch lain">
                <Button size="small" className={`gr-split-${f.name}`} aria-label="Batch lain" icon={<SplitCellsOutlined />} onClick={() => splitLine(f.name)} />
              </Tooltip>
            ) : null
          }
          columns={[
            {
              title: 'Sisa dipesan',
              key: 'remaining',
              width: 170,
              render: (l) =>
                l ? (
                  <span className="gr-remaining">
                    {formatUnits(l.remaining, l)}
                    {l.waiting ? <div style={{ fontSize: 12, color: '#8c8c8c' }}>{`menunggu persetujuan ${formatUnits(l.waiting, l)}`}</div> : null}
                  </span>
                ) : null,
            },
            qtyColumn<ReceiptLineForm>({ field: 'qty', title: 'Diterima' }),
            {
              title: 'Batch / Kedaluwarsa',
              key: 'batch',
              width: 300,
              render: (l, f) => (l?.expire ? <NewBatchFields field={f} /> : '-'),
            },
          ]}
        />
        <Form.Item name="note" label="Catatan" style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
