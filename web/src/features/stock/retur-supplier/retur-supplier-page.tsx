import { EditOutlined, EyeOutlined, FileExcelOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatUnits, RETUR_SUPPLIER_STATES, returSupplier } from '@bo/contract';
import { Button, Card, DatePicker, Descriptions, Drawer, Empty, Form, Input, Modal, message, Select, Space, Table, Tag, Typography } from 'antd';
import { DocumentLines, qtyColumn, reasonColumn } from '../../../components/document/document-lines';
import { qtyEntered } from '../../../components/unit-qty';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DocumentActions } from '../../../components/document/document-actions';
import { ProductSearch } from '../../../components/product-search/product-search';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { useGeneralConfig } from '../../../lib/config';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import { printDocument } from '../../../lib/print/document-print';
import { useFormSubmit } from '../../../lib/use-form-submit';
import {
  exportReturSuppliers,
  type FefoBatch,
  getReturSupplier,
  type ReturProduct,
  type ReturSupplierRow,
  searchReturProducts,
  useReturSupplier,
  useReturSuppliers,
  useSaveReturSupplier,
  useSetReturSupplierStatus,
  useVendorOptions,
} from './api/retur-supplier-api';
import { returSupplierPrint } from './print-retur-supplier';
import { batchOption } from '../../../lib/batch-label';
import { PeriodFilter } from '../../../components/document/period-filter';
import { FormErrorAlert } from '../../../components/form-error-alert';

interface ReturLine {
  product_id: number;
  product_name: string;
  is_expire: boolean;
  batch_id: number;
  qty: number | null;
  reason?: string;
  batches: FefoBatch[];
  /** What the warehouse may give (stock less what orders have reserved), when the line was picked in this form. */
  available?: number;
  reserved?: number;
  isi: number;
  besar: string;
  kecil: string;
}

interface ReturForm {
  gudang_id?: number;
  vendor_id?: number;
  retur_supplier_date?: Dayjs;
  note?: string;
  lines: ReturLine[];
}

const stateTag = (status: string) => {
  const s = RETUR_SUPPLIER_STATES.find((x) => x.value === status);
  return (
    <Tag color={s?.color} className={`retur-status retur-status-${status}`}>
      {s?.label ?? status}
    </Tag>
  );
};

const batchLabel = (b: FefoBatch) => batchOption(b);

/** Prints a return through the shared print mechanism (a reprint is a copy). */
const printRetur = (id: number, company: Parameters<typeof printDocument>[1]) =>
  printDocument(async () => returSupplierPrint(await getReturSupplier(id)), company);

function VendorSelect(props: { value?: number | null; onChange?: (v: number | null) => void; id?: string; allowClear?: boolean; placeholder?: string }) {
  const [search, setSearch] = useState('');
  const q = useVendorOptions(search, props.value ? [props.value] : []);
  return (
    <Select
      id={props.id}
      className="retur-vendor"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear={props.allowClear}
      loading={q.isFetching}
      placeholder={props.placeholder ?? 'Pilih supplier'}
      options={q.data ?? []}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      style={{ width: '100%', minWidth: 200 }}
    />
  );
}

/** Retur Supplier (Inventori > returpabrik): returns with filters and status tags, their lines, status actions, print and Excel. */
export function ReturSupplierPage() {
  const list = useReturSuppliers();
  const company = useGeneralConfig();
  const setStatus = useSetReturSupplierStatus();
  const [filters, setFilters] = useState<{
    gudang_id?: number | null;
    vendor_id?: number | null;
    status?: string;
    search?: string;
    period?: [Dayjs, Dayjs] | null;
  }>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<ReturSupplierRow | 'new' | null>(null);
  const [exporting, setExporting] = useState(false);
  const columnFilters = (next: typeof filters) => {
    const f: Record<string, unknown> = {};
    if (next.gudang_id) f.gudang_id = next.gudang_id;
    if (next.vendor_id) f.vendor_id = next.vendor_id;
    if (next.status) f.status = next.status;
    if (next.search) f.search = next.search;
    if (next.period) {
      f.date_start = next.period[0].format('YYYY-MM-DD');
      f.date_end = next.period[1].format('YYYY-MM-DD');
    }
    return f;
  };
  const apply = (next: typeof filters) => {
    setFilters(next);
    list.setFilters(columnFilters(next));
  };
  const runStatus = async (row: Pick<ReturSupplierRow, 'retur_supplier_id'>, to: string, reason?: string) => {
    const r = await setStatus.mutateAsync({ retur_supplier_id: row.retur_supplier_id, status: to as 'sent', cancel_reason: reason });
    message.success(r.msg);
  };
  const actions = (r: ReturSupplierRow) => (
    <DocumentActions
      doc={returSupplier}
      state={r.status}
      subject={`${r.retur_supplier_number} · ${r.vendor_name ?? ''}`}
      run={(t, reason) => runStatus(r, t.to, reason)}
    />
  );
  return (
    <Card
      className="retur-supplier-page"
      title="Retur Supplier"
      extra={
        <Space>
          <Button
            icon={<FileExcelOutlined />}
            className="retur-excel"
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                await exportReturSuppliers(columnFilters(filters));
              } finally {
                setExporting(false);
              }
            }}
          >
            Excel
          </Button>
          <Button type="primary" icon={<PlusOutlined />} className="retur-add" onClick={() => setEditing('new')}>
            Tambah Retur
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <WarehouseSelect
          allowClear
          placeholder="Semua gudang"
          className="retur-filter-gudang"
          value={filters.gudang_id}
          onChange={(v) => apply({ ...filters, gudang_id: v })}
          style={{ minWidth: 180 }}
        />
        <div style={{ minWidth: 200 }}>
          <VendorSelect allowClear placeholder="Semua supplier" value={filters.vendor_id} onChange={(v) => apply({ ...filters, vendor_id: v })} />
        </div>
        <Select
          allowClear
          className="retur-filter-status"
          placeholder="Semua status"
          style={{ minWidth: 150 }}
          value={filters.status}
          options={RETUR_SUPPLIER_STATES.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v) => apply({ ...filters, status: v })}
        />
        <PeriodFilter value={filters.period} onChange={(period) => apply({ ...filters, period })} />
        <Input.Search
          allowClear
          className="retur-search"
          placeholder="Cari nomor, supplier, catatan"
          onSearch={(v) => apply({ ...filters, search: v })}
          style={{ width: 240 }}
        />
      </Space>
      <Table<ReturSupplierRow>
        className="retur-table"
        rowKey="retur_supplier_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 1000 }}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description="Belum ada retur supplier" /> }}
        columns={[
          { title: 'Nomor', dataIndex: 'retur_supplier_number', render: (v, r) => <a onClick={() => setDetailId(r.retur_supplier_id)}>{v}</a> },
          { title: 'Tanggal', dataIndex: 'retur_supplier_date', render: (v) => formatDate(v) },
          { title: 'Gudang', dataIndex: 'master_gudang_name' },
          { title: 'Supplier', dataIndex: 'vendor_name' },
          { title: 'Baris', dataIndex: 'line_count', align: 'right' },
          { title: 'Nilai', dataIndex: 'value_total', align: 'right', render: (v: number | null) => (v === null ? '-' : formatRupiah(v)) },
          { title: 'Status', dataIndex: 'status', render: (v) => stateTag(v) },
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  className="retur-detail"
                  icon={<EyeOutlined />}
                  aria-label={`Detail ${r.retur_supplier_number}`}
                  onClick={() => setDetailId(r.retur_supplier_id)}
                />
                {r.status === 'draft' && (
                  <Button
                    size="small"
                    className="retur-edit"
                    icon={<EditOutlined />}
                    aria-label={`Ubah ${r.retur_supplier_number}`}
                    onClick={() => setEditing(r)}
                  />
                )}
                <Button
                  size="small"
                  className="retur-print"
                  icon={<PrinterOutlined />}
                  aria-label={`Cetak ${r.retur_supplier_number}`}
                  onClick={() => printRetur(r.retur_supplier_id, company.data)}
                />
                {actions(r)}
              </Space>
            ),
          },
        ]}
      />
      <ReturDetail id={detailId} onClose={() => setDetailId(null)} onPrint={(id) => printRetur(id, company.data)} actions={actions} />
      {editing && <ReturFormModal initial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={(id) => setDetailId(id)} />}
    </Card>
  );
}

function ReturDetail({
  id,
  onClose,
  onPrint,
  actions,
}: {
  id: number | null;
  onClose: () => void;
  onPrint: (id: number) => void;
  actions: (r: ReturSupplierRow) => React.ReactNode;
}) {
  const d = useReturSupplier(id);
  return (
    <Drawer
      className="retur-detail-drawer"
      open={id !== null}
      onClose={onClose}
      title={d.data ? `Retur Supplier ${d.data.retur_supplier_number}` : 'Retur Supplier'}
      size="large"
      extra={
        id !== null && (
          <Space>
            {d.data && actions(d.data)}
            <Button icon={<PrinterOutlined />} className="retur-detail-print" onClick={() => onPrint(id)}>
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
            <Descriptions.Item label="Supplier">{d.data.vendor_name}</Descriptions.Item>
            <Descriptions.Item label="Gudang">{d.data.master_gudang_name}</Descriptions.Item>
            <Descriptions.Item label="Tanggal">{formatDate(d.data.retur_supplier_date)}</Descriptions.Item>
            <Descriptions.Item label="Dibuat">{`${formatDateTime(d.data.created_at)} oleh ${d.data.created_by_name ?? '-'}`}</Descriptions.Item>
            <Descriptions.Item label="Dicetak">{d.data.print_count ? `${d.data.print_count} kali` : 'Belum pernah'}</Descriptions.Item>
            {d.data.note && <Descriptions.Item label="Catatan">{d.data.note}</Descriptions.Item>}
            {d.data.cancel_reason && <Descriptions.Item label="Alasan batal">{d.data.cancel_reason}</Descriptions.Item>}
          </Descriptions>
          <Table
            className="retur-lines"
            rowKey="line_id"
            size="small"
            pagination={false}
            dataSource={d.data.lines}
            scroll={{ x: 760 }}
            columns={[
              { title: 'Produk', dataIndex: 'product_name' },
              { title: 'Batch', dataIndex: 'batch_no', render: (v) => v ?? '-' },
              { title: 'Kedaluwarsa', dataIndex: 'expired_date', render: (v) => (v ? formatDate(v) : '-') },
              { title: 'Jumlah', dataIndex: 'qty_text' },
              { title: 'Alasan', dataIndex: 'reason' },
              { title: 'Harga Pokok', dataIndex: 'unit_cost', align: 'right', render: (v: number | null) => (v === null ? '-' : formatRupiah(v)) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

function ReturFormModal({ initial, onClose, onSaved }: { initial: ReturSupplierRow | null; onClose: () => void; onSaved: (id: number) => void }) {
  const [form] = Form.useForm<ReturForm>();
  const [picking, setPicking] = useState(false);
  const save = useSaveReturSupplier();
  const gudangId = Form.useWatch('gudang_id', form);
  const lines: ReturLine[] = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const [initialValues] = useState<ReturForm>(() =>
    initial
      ? {
          gudang_id: initial.gudang_id,
          vendor_id: initial.vendor_id,
          retur_supplier_date: dayjs(initial.retur_supplier_date),
          note: initial.note ?? undefined,
          lines: initial.lines.map((l) => ({
            product_id: l.product_id,
            product_name: l.product_name,
            is_expire: l.batch_id > 0,
            batch_id: l.batch_id,
            qty: l.qty,
            reason: l.reason,
            batches: l.batch_id > 0 ? [{ batch_id: l.batch_id, batch_no: l.batch_no, expired_date: l.expired_date, qty: 0, qty_text: 'tersimpan' }] : [],
            isi: l.product_isi,
            besar: l.product_satuan_besar_name,
            kecil: l.product_satuan_kecil_name,
          })),
        }
      : { lines: [] },
  );

  const addProduct = (row?: ReturProduct) => {
    if (!row) return;
    setPicking(true);
    try {
      const isExpire = Number(row.is_product_expire) === 1 || row.batches.some((b) => b.batch_id > 0);
      const current: ReturLine[] = form.getFieldValue('lines') ?? [];
      // FEFO: the batch that expires first and is not on a line yet.
      const taken = new Set(current.filter((l) => l.product_id === row.product_id).map((l) => l.batch_id));
      const proposed = row.batches.find((b) => !taken.has(b.batch_id)) ?? row.batches[0];
      form.setFieldValue('lines', [
        ...current,
        {
          product_id: row.product_id,
          product_name: row.product_name,
          is_expire: isExpire,
          batch_id: isExpire ? (proposed?.batch_id ?? 0) : 0,
          qty: null,
          batches: row.batches,
          available: row.product_qty_available ?? row.product_qty,
          reserved: row.product_qty_reserved ?? 0,
          isi: Math.max(1, Math.trunc(row.product_isi || 1)),
          besar: row.product_satuan_besar_name ?? '',
          kecil: row.product_satuan_kecil_name ?? '',
        },
      ]);
    } finally {
      setPicking(false);
    }
  };

  const { busy, submit } = useFormSubmit(form, async (v: ReturForm) => {
    const body = {
      gudang_id: v.gudang_id as number,
      vendor_id: v.vendor_id as number,
      retur_supplier_date: v.retur_supplier_date ? v.retur_supplier_date.format('YYYY-MM-DD') : undefined,
      note: v.note || undefined,
      lines: (v.lines ?? []).map((l) => ({
        product_id: l.product_id,
        batch_id: l.batch_id ?? 0,
        qty: l.qty ?? 0,
        qty_entered: qtyEntered(l.qty, l),
        reason: l.reason ?? '',
      })),
    };
    const r = await save.mutateAsync(initial ? { ...body, retur_supplier_id: initial.retur_supplier_id } : body);
    message.success(r.msg);
    onClose();
    onSaved(r.data.retur_supplier_id);
  });

  const onOk = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const all: ReturLine[] = form.getFieldValue('lines') ?? [];
    if (!all.length) {
      message.error('Tambahkan minimal satu produk yang diretur');
      return;
    }
    await submit({ ...v, ...(form.getFieldsValue(true) as ReturForm) });
  };

  return (
    <Modal
      open
      className="retur-form"
      width={1100}
      title={initial ? `Ubah Retur ${initial.retur_supplier_number}` : 'Tambah Retur Supplier'}
      onCancel={onClose}
      okText="Simpan Draft"
      cancelText="Batal"
      confirmLoading={busy}
      okButtonProps={{ className: 'retur-save' }}
      onOk={onOk}
      destroyOnHidden
    >
      <p style={{ marginTop: 0 }}>Retur disimpan sebagai draft; stok baru keluar dari gudang saat retur dikirim.</p>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <FormErrorAlert form={form} />
        <Space wrap style={{ width: '100%' }} align="start">
          <Form.Item name="gudang_id" label="Gudang" rules={[{ required: true, message: 'Gudang wajib diisi' }]} style={{ minWidth: 220 }}>
            <WarehouseSelect id="gudang_id" className="retur-gudang" onChange={(v) => form.setFieldsValue({ gudang_id: v ?? undefined, lines: [] })} />
          </Form.Item>
          <Form.Item name="vendor_id" label="Supplier" rules={[{ required: true, message: 'Supplier wajib diisi' }]} style={{ minWidth: 240 }}>
            <VendorSelect id="vendor_id" />
          </Form.Item>
          <Form.Item name="retur_supplier_date" label="Tanggal" tooltip="Kosongkan untuk tanggal hari ini">
            <DatePicker id="retur_supplier_date" format="DD-MM-YYYY" placeholder="Hari ini" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item label="Tambah produk" style={{ minWidth: 340 }}>
            <ProductSearch<ReturProduct>
              id="retur_product"
              className="retur-product-search"
              disabled={!gudangId || picking}
              value={null}
              fetcher={(search) => searchReturProducts(gudangId as number, search)}
              onChange={(_id, row) => addProduct(row)}
              placeholder={gudangId ? 'Ketik 3 huruf atau pindai barcode' : 'Pilih gudang terlebih dahulu'}
            />
          </Form.Item>
        </Space>
        <DocumentLines<ReturLine>
          className="retur-form-lines"
          lines={lines}
          scrollX={1000}
          emptyText={gudangId ? 'Cari produk yang diretur' : 'Pilih gudang terlebih dahulu'}
          columns={[
            {
              title: 'Tersedia',
              key: 'available',
              width: 150,
              render: (l, f) => {
                if (l?.available === undefined) return '-';
                // A batch gives at most what it holds and what orders leave of the variant.
                const batch = l.is_expire ? l.batches.find((b) => b.batch_id === l.batch_id)?.qty : undefined;
                return (
                  <>
                    {formatUnits(batch === undefined ? l.available : Math.min(batch, l.available), l)}
                    {(l.reserved ?? 0) > 0 && (
                      <Typography.Text type="secondary" className={`retur-line-reserved-${f.name}`} style={{ display: 'block', fontSize: 12 }}>
                        {`dipesan tagihan ${formatUnits(l.reserved ?? 0, l)}`}
                      </Typography.Text>
                    )}
                  </>
                );
              },
            },
            {
              title: 'Batch / ED (FEFO)',
              key: 'batch',
              width: 320,
              render: (l, f) => {
                if (!l) return null;
                if (!l.is_expire) return '-';
                return (
                  <Form.Item name={[f.name, 'batch_id']} style={{ margin: 0 }} rules={[{ required: true, message: 'Pilih batch' }]}>
                    <Select
                      aria-label="Batch"
                      className={`retur-line-batch-${f.name}`}
                      options={l.batches.map((b, i) => ({ value: b.batch_id, label: `${i === 0 ? '★ ' : ''}${batchLabel(b)}` }))}
                    />
                  </Form.Item>
                );
              },
            },
            qtyColumn<ReturLine>({ field: 'qty', extra: (l) => (l?.qty ? formatUnits(l.qty, l) : undefined) }),
            reasonColumn<ReturLine>('Mis. kedaluwarsa, rusak'),
          ]}
        />
        <Form.Item name="note" label="Catatan" style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
