import { formatUnits, type ProductRow, stockAdjustment } from '@bo/contract';
import { DatePicker, Form, message, Select, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { batchColumns } from '../../../components/document/document-columns';
import { byLine } from '../../../components/document/document-drawer';
import { DocumentFormShell } from '../../../components/document/document-form-shell';
import { availableColumn, DocumentLines, NewBatchFields, qtyColumn, reasonColumn, unitCostColumn } from '../../../components/document/document-lines';
import { DocumentPage } from '../../../components/document/document-page';
import { DocumentProductAdder } from '../../../components/document/document-product-adder';
import { qtyEntered } from '../../../components/unit-qty';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { batchOption } from '../../../lib/batch-label';
import { formatDate } from '../../../lib/dates';
import {
  type BatchRow,
  getProductBatches,
  getStockAdjustment,
  type StockAdjustmentDetail,
  type StockAdjustmentLine,
  type StockAdjustmentRow,
  useSaveStockAdjustment,
  useStockAdjustment,
  useStockAdjustments,
} from './api/stock-adjustment-api';
import { getVariantStock } from '../report/api/stock-report-api';
import { stockAdjustmentPrint } from './print-stock-adjustment';

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

/** Penyesuaian Stok (Inventori > stokadjustment): the adjustments, their details and print, and a new adjustment. */
export function StockAdjustmentPage() {
  return (
    <DocumentPage<StockAdjustmentRow, StockAdjustmentDetail, StockAdjustmentLine>
      doc={stockAdjustment}
      prefix="adjustment"
      className="stock-adjustment-page"
      title="Penyesuaian Stok"
      idField="adjustment_id"
      numberField="adjustment_number"
      list={useStockAdjustments()}
      filters={[{ kind: 'warehouse' }, { kind: 'period' }, { kind: 'search', field: 'adjustment_number', placeholder: 'Cari nomor penyesuaian' }]}
      columns={[
        'number',
        { title: 'Tanggal', dataIndex: 'adjustment_date', type: 'date' },
        { title: 'Gudang', dataIndex: 'master_gudang_name' },
        { title: 'Baris', dataIndex: 'line_count', type: 'count' },
        { title: 'Nilai Masuk', dataIndex: 'value_in', type: 'money' },
        { title: 'Nilai Keluar', dataIndex: 'value_out', type: 'money' },
        'status',
        { title: 'Oleh', dataIndex: 'created_by_name' },
      ]}
      scrollX={900}
      print={async (id) => stockAdjustmentPrint(await getStockAdjustment(id))}
      detail={{
        use: useStockAdjustment,
        items: (d) => [
          ['Gudang', d.master_gudang_name],
          ['Tanggal', formatDate(d.adjustment_date)],
          ['Disimpan', byLine(d.created_at, d.created_by_name)],
          'printed',
          'note',
        ],
        lines: {
          scrollX: 760,
          columns: [
            { title: 'Produk', dataIndex: 'product_name' },
            ...batchColumns<StockAdjustmentLine>(),
            {
              title: 'Perubahan',
              dataIndex: 'qty_change_text',
              render: (v, r) => <Tag color={r.qty_change < 0 ? 'red' : 'green'}>{r.qty_change > 0 ? `+${v}` : v}</Tag>,
            },
            { title: 'Alasan', dataIndex: 'reason' },
            { title: 'Harga Pokok', dataIndex: 'unit_cost', type: 'money' },
          ],
        },
      }}
      addLabel="Tambah Penyesuaian"
      form={(p) => <AdjustmentForm onClose={p.onClose} onSaved={p.onSaved} />}
    />
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

  return (
    <DocumentFormShell<AdjustForm>
      form={form}
      prefix="adjustment"
      title="Tambah Penyesuaian Stok"
      refuse={(v) => (v.lines?.length ? undefined : 'Tambahkan minimal satu produk yang disesuaikan')}
      confirm={(v) => {
        const summary = v.lines.map((l) => `${l.product_name}: ${l.direction === 'out' ? '-' : '+'}${formatUnits(l.qty_change ?? 0, l)}`);
        return {
          title: 'Simpan penyesuaian stok?',
          content: (
            <>
              <p>Stok gudang langsung berubah dan penyesuaian tidak dapat diubah atau dihapus (koreksi dibuat dengan penyesuaian baru).</p>
              <ul style={{ paddingLeft: 18 }}>
                {summary.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </>
          ),
        };
      }}
      save={async (v) => {
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
        return r.data.adjustment_id;
      }}
      onClose={onClose}
      onSaved={onSaved}
      header={
        <>
          <Form.Item name="gudang_id" label="Gudang" rules={[{ required: true, message: 'Gudang wajib diisi' }]} style={{ minWidth: 240 }}>
            <WarehouseSelect className="adjustment-gudang" id="gudang_id" onChange={(v) => form.setFieldsValue({ gudang_id: v ?? undefined, lines: [] })} />
          </Form.Item>
          <Form.Item name="adjustment_date" label="Tanggal" tooltip="Kosongkan untuk tanggal hari ini">
            <DatePicker id="adjustment_date" format="DD-MM-YYYY" placeholder="Hari ini" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <DocumentProductAdder<ProductRow> id="adjustment_product" ready={!!gudangId} busy={picking} onPick={(id, row) => addProduct(id, row)} />
        </>
      }
    >
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
          availableColumn<AdjustLine>({
            batchQty: (l) => (l.is_expire ? l.batches.find((b) => b.batch_id === l.batch_id)?.qty : undefined),
            hidden: (l) => l.direction === 'in',
          }),
          qtyColumn<AdjustLine>({ field: 'qty_change' }),
          unitCostColumn<AdjustLine>((l) => l?.direction === 'in'),
          reasonColumn<AdjustLine>('Mis. rusak, hilang, salah hitung'),
        ]}
      />
    </DocumentFormShell>
  );
}
