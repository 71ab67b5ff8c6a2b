import { EyeOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatUnits, type ProductRow } from '@bo/contract';
import { Button, Card, DatePicker, Descriptions, Drawer, Empty, Form, Input, Modal, message, Select, Space, Table, Tag, Typography } from 'antd';
import { DocumentLines, NewBatchFields, qtyColumn, reasonColumn, unitCostColumn } from '../../../components/document/document-lines';
import { qtyEntered } from '../../../components/unit-qty';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ProductSearch } from '../../../components/product-search/product-search';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { useGeneralConfig } from '../../../lib/config';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import { printDocument } from '../../../lib/print/document-print';
import { useFormSubmit } from '../../../lib/use-form-submit';
import {
  type BatchRow,
  getProductBatches,
  getStockAdjustment,
  type StockAdjustmentRow,
  useSaveStockAdjustment,
  useStockAdjustment,
  useStockAdjustments,
} from './api/stock-adjustment-api';
import { getVariantStock } from '../report/api/stock-report-api';
import { stockAdjustmentPrint } from './print-stock-adjustment';
import { batchOption } from '../../../lib/batch-label';
import { PeriodFilter } from '../../../components/document/period-filter';
import { FormErrorAlert } from '../../../components/form-error-alert';

const NEW_BATCH = -1;

/** A line being adjusted: what is sent (signed from direction and quantity) and what the row shows. */
interface AdjustLine {
  product_id: number;
  product_name: string;
  is_expire: boolean;
  direction: 'in' | 'out';
  /** A recorded batch (0 = none), or NEW_BATCH for a batch typed here (adding stock). */
  batch_id?: number;
  batch_no?: string;
  expired_date?: string;
  /** How much, in small units (the sign comes from direction). */
  qty_change: number | null;
  reason?: string;
  /** Cost per small unit of an increase (empty: the average). */
  unit_cost?: number | null;
  batches: BatchRow[];
  /** What a decrease may take (the warehouse's stock less what orders have reserved there) and what they reserved. */
  available?: number;
  reserved?: number;
  isi: number;
  besar: string;
  kecil: string;
}

interface AdjustForm {
  gudang_id?: number;
  adjustment_date?: Dayjs;
  note?: string;
  lines: AdjustLine[];
}

/** Prints an adjustment through the shared print mechanism (a reprint is a copy). */
const printAdjustment = (id: number, company: Parameters<typeof printDocument>[1]) =>
  printDocument(async () => stockAdjustmentPrint(await getStockAdjustment(id)), company);

/** Penyesuaian Stok (Inventori > stokadjustment): the adjustments, their details and print, and a new adjustment. */
export function StockAdjustmentPage() {
  const list = useStockAdjustments();
  const company = useGeneralConfig();
  const [filters, setFilters] = useState<{ gudang_id?: number | null; adjustment_number?: string; period?: [Dayjs, Dayjs] | null }>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const apply = (next: typeof filters) => {
    setFilters(next);
    const f: Record<string, unknown> = {};
    if (next.gudang_id) f.gudang_id = next.gudang_id;
    if (next.adjustment_number) f.adjustment_number = next.adjustment_number;
    if (next.period) {
      f.date_start = next.period[0].format('YYYY-MM-DD');
      f.date_end = next.period[1].format('YYYY-MM-DD');
    }
    list.setFilters(f);
  };
  return (
    <Card
      className="stock-adjustment-page"
      title="Penyesuaian Stok"
      extra={
        <Button type="primary" icon={<PlusOutlined />} className="adjustment-add" onClick={() => setAdding(true)}>
          Tambah Penyesuaian
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <div style={{ minWidth: 200 }}>
          <WarehouseSelect
            className="adjustment-gudang"
            allowClear
            placeholder="Semua gudang"
            value={filters.gudang_id}
            onChange={(v) => apply({ ...filters, gudang_id: v })}
          />
        </div>
        <PeriodFilter className="adjustment-period" value={filters.period} onChange={(period) => apply({ ...filters, period })} />
        <Input.Search
          allowClear
          className="adjustment-search"
          placeholder="Cari nomor penyesuaian"
          onSearch={(v) => apply({ ...filters, adjustment_number: v })}
          style={{ width: 240 }}
        />
      </Space>
      <Table<StockAdjustmentRow>
        className="adjustment-table"
        rowKey="adjustment_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 900 }}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description="Belum ada penyesuaian stok" /> }}
        columns={[
          { title: 'Nomor', dataIndex: 'adjustment_number', render: (v, r) => <a onClick={() => setDetailId(r.adjustment_id)}>{v}</a> },
          { title: 'Tanggal', dataIndex: 'adjustment_date', render: (v) => formatDate(v) },
          { title: 'Gudang', dataIndex: 'master_gudang_name' },
          { title: 'Baris', dataIndex: 'line_count', align: 'right' },
          { title: 'Nilai Masuk', dataIndex: 'value_in', align: 'right', render: (v: number) => formatRupiah(v) },
          { title: 'Nilai Keluar', dataIndex: 'value_out', align: 'right', render: (v: number) => formatRupiah(v) },
          { title: 'Status', dataIndex: 'status', render: () => <Tag color="green">Dibukukan</Tag> },
          { title: 'Oleh', dataIndex: 'created_by_name' },
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <Space size={4}>
                <Button
                  size="small"
                  className="adjustment-detail"
                  icon={<EyeOutlined />}
                  aria-label={`Detail ${r.adjustment_number}`}
                  onClick={() => setDetailId(r.adjustment_id)}
                />
                <Button
                  size="small"
                  className="adjustment-print"
                  icon={<PrinterOutlined />}
                  aria-label={`Cetak ${r.adjustment_number}`}
                  onClick={() => printAdjustment(r.adjustment_id, company.data)}
                />
              </Space>
            ),
          },
        ]}
      />
      <AdjustmentDetail id={detailId} onClose={() => setDetailId(null)} onPrint={(id) => printAdjustment(id, company.data)} />
      {adding && <AdjustmentForm onClose={() => setAdding(false)} onSaved={(id) => setDetailId(id)} />}
    </Card>
  );
}

function AdjustmentDetail({ id, onClose, onPrint }: { id: number | null; onClose: () => void; onPrint: (id: number) => void }) {
  const d = useStockAdjustment(id);
  return (
    <Drawer
      className="adjustment-detail-drawer"
      open={id !== null}
      onClose={onClose}
      title={d.data ? `Penyesuaian Stok ${d.data.adjustment_number}` : 'Penyesuaian Stok'}
      size="large"
      extra={
        id !== null && (
          <Button icon={<PrinterOutlined />} className="adjustment-detail-print" onClick={() => onPrint(id)}>
            Cetak
          </Button>
        )
      }
    >
      {d.data && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Gudang">{d.data.master_gudang_name}</Descriptions.Item>
            <Descriptions.Item label="Tanggal">{formatDate(d.data.adjustment_date)}</Descriptions.Item>
            <Descriptions.Item label="Disimpan">{`${formatDateTime(d.data.created_at)} oleh ${d.data.created_by_name ?? '-'}`}</Descriptions.Item>
            <Descriptions.Item label="Dicetak">{d.data.print_count ? `${d.data.print_count} kali` : 'Belum pernah'}</Descriptions.Item>
            {d.data.note && <Descriptions.Item label="Catatan">{d.data.note}</Descriptions.Item>}
          </Descriptions>
          <Table
            className="adjustment-lines"
            rowKey="line_id"
            size="small"
            pagination={false}
            dataSource={d.data.lines}
            scroll={{ x: 760 }}
            columns={[
              { title: 'Produk', dataIndex: 'product_name' },
              { title: 'Batch', dataIndex: 'batch_no', render: (v) => v ?? '-' },
              { title: 'Kedaluwarsa', dataIndex: 'expired_date', render: (v) => (v ? formatDate(v) : '-') },
              {
                title: 'Perubahan',
                dataIndex: 'qty_change_text',
                render: (v, r) => <Tag color={r.qty_change < 0 ? 'red' : 'green'}>{r.qty_change > 0 ? `+${v}` : v}</Tag>,
              },
              { title: 'Alasan', dataIndex: 'reason' },
              { title: 'Harga Pokok', dataIndex: 'unit_cost', align: 'right', render: (v: number) => formatRupiah(v) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

function AdjustmentForm({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const [form] = Form.useForm<AdjustForm>();
  const [picking, setPicking] = useState(false);
  const save = useSaveStockAdjustment();
  const gudangId = Form.useWatch('gudang_id', form);
  const lines: AdjustLine[] = Form.useWatch('lines', { form, preserve: true }) ?? [];

  const addProduct = async (productId: number | null, row?: ProductRow) => {
    if (!productId || !gudangId || !row) return;
    setPicking(true);
    try {
      const [batchAnswer, stock] = await Promise.all([getProductBatches(productId, gudangId), getVariantStock(productId, gudangId).catch(() => null)]);
      const batches = batchAnswer.data;
      const here = ((stock?.gudang ?? []) as { master_gudang_id: number; available_qty: number; reserved_qty: number }[]).find(
        (g) => g.master_gudang_id === gudangId,
      );
      const isExpire = Number(row.is_product_expire) === 1 || batches.length > 0;
      const current: AdjustLine[] = form.getFieldValue('lines') ?? [];
      const line: AdjustLine = {
        product_id: productId,
        product_name: row.product_name,
        is_expire: isExpire,
        direction: 'out',
        batch_id: isExpire ? (batches[0]?.batch_id ?? NEW_BATCH) : 0,
        qty_change: null,
        batches,
        available: here?.available_qty,
        reserved: here?.reserved_qty,
        isi: Math.max(1, Math.trunc(row.product_isi || 1)),
        besar: row.product_satuan_besar_name ?? '',
        kecil: row.product_satuan_kecil_name ?? '',
      };
      if (isExpire && !batches.length) line.direction = 'in';
      form.setFieldValue('lines', [...current, line]);
    } finally {
      setPicking(false);
    }
  };

  const { busy, submit } = useFormSubmit(form, async (v: AdjustForm) => {
    const body = {
      gudang_id: v.gudang_id as number,
      adjustment_date: v.adjustment_date ? v.adjustment_date.format('YYYY-MM-DD') : undefined,
      note: v.note || undefined,
      lines: (v.lines ?? []).map((l) => ({
        product_id: l.product_id,
        ...(l.batch_id === NEW_BATCH ? { batch_no: l.batch_no, expired_date: l.expired_date } : { batch_id: l.batch_id ?? 0 }),
        qty_change: (l.direction === 'out' ? -1 : 1) * (l.qty_change ?? 0),
        qty_entered: qtyEntered(l.qty_change, l),
        reason: l.reason ?? '',
        unit_cost: l.direction === 'in' ? l.unit_cost || undefined : undefined,
      })),
    };
    const r = await save.mutateAsync(body);
    message.success(`Penyesuaian stok ${r.data.adjustment_number} berhasil disimpan`);
    onClose();
    onSaved(r.data.adjustment_id);
  });

  const confirmSave = async () => {
    // an invalid form shows its messages at the fields; nothing else to do
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const all: AdjustLine[] = form.getFieldValue('lines') ?? [];
    if (!all.length) {
      message.error('Tambahkan minimal satu produk yang disesuaikan');
      return;
    }
    const summary = all.map((l) => `${l.product_name}: ${l.direction === 'out' ? '-' : '+'}${formatUnits(l.qty_change ?? 0, l)}`);
    Modal.confirm({
      title: 'Simpan penyesuaian stok?',
      content: (
        <div className="adjustment-confirm-content">
          <p>Stok gudang langsung berubah dan penyesuaian tidak dapat diubah atau dihapus (koreksi dibuat dengan penyesuaian baru).</p>
          <ul style={{ paddingLeft: 18 }}>
            {summary.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      ),
      okText: 'Simpan',
      cancelText: 'Batal',
      okButtonProps: { className: 'adjustment-confirm' },
      onOk: () => submit({ ...v, ...(form.getFieldsValue(true) as AdjustForm) }),
    });
  };

  return (
    <Modal
      open
      className="adjustment-form"
      width={1100}
      title="Tambah Penyesuaian Stok"
      onCancel={onClose}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={busy}
      okButtonProps={{ className: 'adjustment-save' }}
      onOk={confirmSave}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ lines: [] }}>
        <FormErrorAlert form={form} />
        <Space wrap style={{ width: '100%' }} align="start">
          <Form.Item name="gudang_id" label="Gudang" rules={[{ required: true, message: 'Gudang wajib diisi' }]} style={{ minWidth: 240 }}>
            <WarehouseSelect className="adjustment-gudang" id="gudang_id" onChange={(v) => form.setFieldsValue({ gudang_id: v ?? undefined, lines: [] })} />
          </Form.Item>
          <Form.Item name="adjustment_date" label="Tanggal" tooltip="Kosongkan untuk tanggal hari ini">
            <DatePicker id="adjustment_date" format="DD-MM-YYYY" placeholder="Hari ini" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item label="Tambah produk" style={{ minWidth: 360 }}>
            <ProductSearch<ProductRow>
              id="adjustment_product"
              disabled={!gudangId || picking}
              value={null}
              onChange={(id, row) => addProduct(id, row)}
              placeholder={gudangId ? 'Ketik 3 huruf atau pindai barcode' : 'Pilih gudang terlebih dahulu'}
            />
          </Form.Item>
        </Space>
        <DocumentLines<AdjustLine>
          className="adjustment-form-lines"
          lines={lines}
          scrollX={1000}
          emptyText={gudangId ? 'Cari produk untuk mulai menyesuaikan' : 'Pilih gudang terlebih dahulu'}
          columns={[
            {
              title: 'Arah',
              key: 'direction',
              width: 120,
              render: (_, f) => (
                <Form.Item name={[f.name, 'direction']} style={{ margin: 0 }}>
                  <Select
                    aria-label="Arah penyesuaian"
                    className={`line-direction-${f.name}`}
                    options={[
                      { value: 'in', label: 'Tambah' },
                      { value: 'out', label: 'Kurangi' },
                    ]}
                  />
                </Form.Item>
              ),
            },
            {
              title: 'Batch / ED',
              key: 'batch',
              width: 300,
              render: (l, f) => {
                if (!l) return null;
                if (!l.is_expire) return '-';
                return (
                  <Space direction="vertical" size={4} style={{ width: '100%' }}>
                    <Form.Item name={[f.name, 'batch_id']} style={{ margin: 0 }} rules={[{ required: true, message: 'Pilih batch' }]}>
                      <Select
                        aria-label="Batch"
                        className={`line-batch-${f.name}`}
                        options={[
                          ...l.batches.map((b) => ({
                            value: b.batch_id,
                            label: batchOption(b),
                          })),
                          ...(l.direction === 'in' ? [{ value: NEW_BATCH, label: 'Batch baru…' }] : []),
                        ]}
                      />
                    </Form.Item>
                    {l.batch_id === NEW_BATCH && <NewBatchFields field={f} />}
                  </Space>
                );
              },
            },
            {
              title: 'Tersedia',
              key: 'available',
              width: 150,
              render: (l, f) => {
                if (!l || l.direction === 'in' || l.available === undefined) return '-';
                // A decrease takes at most what its batch holds and what orders leave of the variant.
                const batch = l.is_expire ? l.batches.find((b) => b.batch_id === l.batch_id)?.qty : undefined;
                return (
                  <>
                    {formatUnits(batch === undefined ? l.available : Math.min(batch, l.available), l)}
                    {(l.reserved ?? 0) > 0 && (
                      <Typography.Text type="secondary" className={`line-reserved-${f.name}`} style={{ display: 'block', fontSize: 12 }}>
                        {`dipesan tagihan ${formatUnits(l.reserved ?? 0, l)}`}
                      </Typography.Text>
                    )}
                  </>
                );
              },
            },
            qtyColumn<AdjustLine>({ field: 'qty_change' }),
            unitCostColumn<AdjustLine>((l) => l?.direction === 'in'),
            reasonColumn<AdjustLine>('Mis. rusak, hilang, salah hitung'),
          ]}
        />
        <Form.Item name="note" label="Catatan" style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
