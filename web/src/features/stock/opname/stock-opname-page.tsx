import { PlusOutlined } from '@ant-design/icons';
import { formatUnits, stockOpname } from '@bo/contract';
import { Button, Form, Modal, message, Tag, Typography } from 'antd';
import { useState } from 'react';
import { byLine } from '../../../components/document/document-drawer';
import { DocumentFormShell } from '../../../components/document/document-form-shell';
import { DocumentLines, NewBatchFields, qtyColumn, unitCostColumn } from '../../../components/document/document-lines';
import { DocumentPage } from '../../../components/document/document-page';
import { ProductSearch } from '../../../components/product-search/product-search';
import { qtyEntered } from '../../../components/unit-qty';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { batchText } from '../../../lib/batch-label';
import { formatDateTime } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import {
  getOpnameBatches,
  getStockOpname,
  type StockOpnameDetail,
  type StockOpnameLine,
  type StockOpnameRow,
  useNextOpnameCode,
  useSaveStockOpname,
  useStockOpname,
  useStockOpnames,
  verifyOpnameBatch,
} from './api/stock-opname-api';
import { stockOpnamePrint } from './print-stock-opname';

/** A line being counted: what is sent, and what the row shows. */
interface CountLine {
  product_id: number;
  product_name: string;
  batch_id?: number;
  batch_no?: string;
  expired_date?: string;
  /** A batch found while counting: its number and expiry are typed. */
  is_new_batch?: boolean;
  counted_qty: number | null;
  /** Cost per small unit of what the count finds above the system (empty: the average). */
  unit_cost?: number | null;
  note?: string;
  system_text: string;
  isi: number;
  besar: string;
  kecil: string;
}

interface CountForm {
  gudang_id?: number;
  note?: string;
  lines: CountLine[];
}

const diffColor = (n: number) => (n < 0 ? 'red' : n > 0 ? 'green' : undefined);

/** Stok Opname (Inventori > stokopname): the counts, their details, and a new count. */
export function StockOpnamePage() {
  return (
    <DocumentPage<StockOpnameRow, StockOpnameDetail, StockOpnameLine>
      doc={stockOpname}
      prefix="opname"
      className="stock-opname-page"
      title="Stok Opname"
      idField="opname_id"
      numberField="opname_code"
      list={useStockOpnames()}
      filters={[{ kind: 'warehouse' }, { kind: 'search', field: 'opname_code', placeholder: 'Cari nomor opname' }]}
      columns={[
        'number',
        { title: 'Gudang', dataIndex: 'master_gudang_name' },
        { title: 'Waktu Hitung', dataIndex: 'counted_at', type: 'datetime' },
        { title: 'Produk Dihitung', dataIndex: 'line_count', type: 'count' },
        { title: 'Ada Selisih', dataIndex: 'diff_count', type: 'count' },
        {
          title: 'Nilai Selisih',
          dataIndex: 'diff_value',
          align: 'right',
          render: (v: number) => <span style={{ color: diffColor(v) }}>{formatRupiah(v)}</span>,
        },
        { title: 'Oleh', dataIndex: 'created_by_name' },
      ]}
      scrollX={900}
      print={async (id) => stockOpnamePrint(await getStockOpname(id))}
      detail={{
        use: useStockOpname,
        items: (d) => [
          ['Gudang', d.master_gudang_name],
          ['Waktu hitung', formatDateTime(d.counted_at)],
          ['Disimpan', byLine(d.created_at, d.created_by_name)],
          'note',
        ],
        lines: {
          scrollX: 700,
          columns: [
            { title: 'Produk', dataIndex: 'product_name' },
            { title: 'Batch', dataIndex: 'batch_no', render: (_, r) => batchText(r) },
            { title: 'Sistem', dataIndex: 'system_qty_text' },
            { title: 'Hitung', dataIndex: 'counted_qty_text' },
            { title: 'Selisih', dataIndex: 'diff_qty_text', render: (v, r) => <Tag color={diffColor(r.diff_qty)}>{v}</Tag> },
            { title: 'Nilai', dataIndex: 'diff_value', type: 'money' },
          ],
        },
      }}
      addLabel="Tambah Stok Opname"
      form={(p) => <OpnameForm onClose={p.onClose} onSaved={p.onSaved} />}
    />
  );
}

function OpnameForm({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const [form] = Form.useForm<CountForm>();
  const [countedAt, setCountedAt] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const code = useNextOpnameCode(true);
  const save = useSaveStockOpname();
  const gudangId = Form.useWatch('gudang_id', form);
  // preserve: the lines' display values (name, units, system stock) are not form fields
  const lines: CountLine[] = Form.useWatch('lines', { form, preserve: true }) ?? [];

  const addProduct = async (productId: number | null) => {
    if (!productId || !gudangId) return;
    setPicking(true);
    try {
      const r = await getOpnameBatches(gudangId, productId);
      const units = {
        isi: Math.max(1, r.product.product_isi),
        besar: r.product.product_satuan_besar_name ?? '',
        kecil: r.product.product_satuan_kecil_name ?? '',
      };
      const current = form.getFieldValue('lines') ?? [];
      const known = new Set(current.map((l: CountLine) => `${l.product_id}:${l.batch_id ?? 'new'}`));
      const batches = r.batches.length ? r.batches : [{ batch_id: 0, batch_no: null, expired_date: null, qty: 0, qty_text: formatUnits(0, units) }];
      const added: CountLine[] = batches
        .filter((b) => !known.has(`${productId}:${b.batch_id}`))
        .map((b) => ({
          product_id: productId,
          product_name: r.product.product_name,
          batch_id: b.batch_id,
          batch_no: b.batch_no ?? undefined,
          expired_date: b.expired_date ?? undefined,
          counted_qty: null,
          system_text: b.qty_text,
          ...units,
        }));
      if (r.product.is_product_expire === 1 && !r.batches.length) added.splice(0, added.length, { ...added[0], batch_id: undefined, is_new_batch: true });
      if (!added.length) message.info(`${r.product.product_name} sudah ada di daftar hitung`);
      form.setFieldValue('lines', [...current, ...added]);
      if (!countedAt) setCountedAt(r.counted_at);
    } finally {
      setPicking(false);
    }
  };

  const addNewBatch = (line: CountLine) => {
    const current = form.getFieldValue('lines') ?? [];
    form.setFieldValue('lines', [
      ...current,
      { ...line, batch_id: undefined, batch_no: '', expired_date: '', is_new_batch: true, counted_qty: null, system_text: '-' },
    ]);
  };

  return (
    <DocumentFormShell<CountForm>
      form={form}
      prefix="opname"
      width={1000}
      title={`Tambah Stok Opname${code.data ? ` (${code.data.opname_code})` : ''}`}
      refuse={(v) => (v.lines?.length ? undefined : 'Tambahkan minimal satu produk yang dihitung')}
      confirm={() => ({
        title: 'Simpan stok opname?',
        content: 'Selisih antara hitungan dan stok sistem saat mulai menghitung akan dibukukan ke stok gudang.',
      })}
      save={async (v) => {
        const body = {
          gudang_id: v.gudang_id as number,
          counted_at: countedAt ?? undefined,
          note: v.note || undefined,
          lines: (v.lines ?? []).map((l) => ({
            product_id: l.product_id,
            ...(l.is_new_batch ? { batch_no: l.batch_no, expired_date: l.expired_date } : { batch_id: l.batch_id ?? 0 }),
            counted_qty: l.counted_qty ?? (undefined as unknown as number),
            qty_entered: qtyEntered(l.counted_qty, l),
            unit_cost: l.unit_cost || undefined,
            note: l.note || undefined,
          })),
        };
        const r = await save.mutateAsync(body);
        message.success(`Stok opname ${r.data.opname_code} berhasil disimpan`);
        if (r.data.warnings?.length)
          Modal.warning({
            title: 'Stok kini di bawah pesanan tagihan',
            className: 'opname-reserved-warning',
            content: (
              <ul style={{ paddingLeft: 18, margin: 0 }}>
                {r.data.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ),
            okText: 'Mengerti',
          });
        return r.data.opname_id;
      }}
      onClose={onClose}
      onSaved={onSaved}
      header={
        <>
          <Form.Item name="gudang_id" label="Gudang" rules={[{ required: true, message: 'Gudang wajib diisi' }]} style={{ minWidth: 240 }}>
            <WarehouseSelect
              id="gudang_id"
              onChange={(v) => {
                form.setFieldsValue({ gudang_id: v ?? undefined, lines: [] });
                setCountedAt(null);
              }}
            />
          </Form.Item>
          <Form.Item label="Tambah produk yang dihitung" style={{ minWidth: 360 }}>
            <ProductSearch id="opname_product" disabled={!gudangId || picking} value={null} onChange={(id) => addProduct(id)} />
          </Form.Item>
        </>
      }
    >
      {countedAt && (
        <Typography.Paragraph type="secondary" className="opname-counted-at">
          Mulai menghitung: {formatDateTime(countedAt)}. Penjualan atau penerimaan sesudahnya tetap tercatat; yang dibukukan hanya selisih hitungan dengan stok
          saat itu.
        </Typography.Paragraph>
      )}
      <DocumentLines<CountLine>
        className="opname-form-lines"
        lines={lines}
        scrollX={860}
        emptyText={gudangId ? 'Cari produk untuk mulai menghitung' : 'Pilih gudang terlebih dahulu'}
        actionsWidth={90}
        actions={(l) =>
          l && l.batch_id !== 0 && !l.is_new_batch ? (
            <Button size="small" aria-label="Tambah batch baru" title="Tambah batch baru" icon={<PlusOutlined />} onClick={() => addNewBatch(l)} />
          ) : null
        }
        columns={[
          {
            title: 'Batch / ED',
            key: 'batch',
            width: 260,
            render: (l, f) => {
              if (!l) return null;
              if (!l.is_new_batch) return batchText(l);
              return (
                <NewBatchFields
                  field={f}
                  noWidth={110}
                  dateWidth={140}
                  validateExpiry={async (value) => {
                    const no = form.getFieldValue(['lines', f.name, 'batch_no']);
                    if (!value || !no) return;
                    await verifyOpnameBatch({ product_id: l.product_id, batch_no: no, expired_date: value }).catch((e: { message?: string }) => {
                      throw new Error(e?.message ?? 'Batch tidak valid');
                    });
                  }}
                />
              );
            },
          },
          { title: 'Stok Sistem', key: 'system', render: (l) => l?.system_text },
          qtyColumn<CountLine>({ field: 'counted_qty', title: 'Jumlah Hitung', allowZero: true, requiredMessage: 'Jumlah hitung wajib diisi' }),
          unitCostColumn<CountLine>(),
        ]}
      />
    </DocumentFormShell>
  );
}
