import { EyeOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatUnits } from '@bo/contract';
import { Button, Card, Descriptions, Drawer, Empty, Form, Input, Modal, message, Space, Table, Tag, Typography } from 'antd';
import { DocumentLines, NewBatchFields, qtyColumn, unitCostColumn } from '../../../components/document/document-lines';
import { qtyEntered } from '../../../components/unit-qty';
import { useState } from 'react';
import { ProductSearch } from '../../../components/product-search/product-search';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { formatDateTime } from '../../../lib/dates';
import { useGeneralConfig } from '../../../lib/config';
import { formatRupiah } from '../../../lib/format-number';
import { printDocument } from '../../../lib/print/document-print';
import { useFormSubmit } from '../../../lib/use-form-submit';
import {
  getOpnameBatches,
  getStockOpname,
  type StockOpnameRow,
  useNextOpnameCode,
  useSaveStockOpname,
  useStockOpname,
  useStockOpnames,
  verifyOpnameBatch,
} from './api/stock-opname-api';
import { stockOpnamePrint } from './print-stock-opname';
import { batchText } from '../../../lib/batch-label';
import { FormErrorAlert } from '../../../components/form-error-alert';

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
  const list = useStockOpnames();
  const [filters, setFilters] = useState<{ gudang_id?: number | null; opname_code?: string }>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const apply = (next: typeof filters) => {
    setFilters(next);
    list.setFilters(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== null && v !== '')));
  };
  return (
    <Card
      className="stock-opname-page"
      title="Stok Opname"
      extra={
        <Button type="primary" icon={<PlusOutlined />} className="opname-add" onClick={() => setAdding(true)}>
          Tambah Stok Opname
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <WarehouseSelect
          allowClear
          placeholder="Semua gudang"
          value={filters.gudang_id}
          onChange={(v) => apply({ ...filters, gudang_id: v })}
          style={{ minWidth: 200 }}
        />
        <Input.Search allowClear placeholder="Cari nomor opname" onSearch={(v) => apply({ ...filters, opname_code: v })} style={{ width: 240 }} />
      </Space>
      <Table<StockOpnameRow>
        className="opname-table"
        rowKey="opname_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 900 }}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description="Belum ada stok opname" /> }}
        columns={[
          { title: 'Nomor', dataIndex: 'opname_code', render: (v, r) => <a onClick={() => setDetailId(r.opname_id)}>{v}</a> },
          { title: 'Gudang', dataIndex: 'master_gudang_name' },
          { title: 'Waktu Hitung', dataIndex: 'counted_at', render: (v) => formatDateTime(v) },
          { title: 'Produk Dihitung', dataIndex: 'line_count', align: 'right' },
          { title: 'Ada Selisih', dataIndex: 'diff_count', align: 'right' },
          {
            title: 'Nilai Selisih',
            dataIndex: 'diff_value',
            align: 'right',
            render: (v: number) => <span style={{ color: diffColor(v) }}>{formatRupiah(v)}</span>,
          },
          { title: 'Oleh', dataIndex: 'created_by_name' },
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <Button
                size="small"
                className="opname-detail"
                icon={<EyeOutlined />}
                aria-label={`Detail ${r.opname_code}`}
                onClick={() => setDetailId(r.opname_id)}
              />
            ),
          },
        ]}
      />
      <OpnameDetail id={detailId} onClose={() => setDetailId(null)} />
      {adding && <OpnameForm onClose={() => setAdding(false)} onSaved={(id) => setDetailId(id)} />}
    </Card>
  );
}

function OpnameDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const d = useStockOpname(id);
  const company = useGeneralConfig();
  return (
    <Drawer
      className="opname-detail-drawer"
      open={id !== null}
      onClose={onClose}
      title={d.data ? `Stok Opname ${d.data.opname_code}` : 'Stok Opname'}
      size="large"
      extra={
        id !== null && (
          <Button
            icon={<PrinterOutlined />}
            className="opname-detail-print"
            onClick={() => printDocument(async () => stockOpnamePrint(await getStockOpname(id)), company.data)}
          >
            Cetak
          </Button>
        )
      }
    >
      {d.data && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Gudang">{d.data.master_gudang_name}</Descriptions.Item>
            <Descriptions.Item label="Waktu hitung">{formatDateTime(d.data.counted_at)}</Descriptions.Item>
            <Descriptions.Item label="Disimpan">{`${formatDateTime(d.data.created_at)} oleh ${d.data.created_by_name ?? '-'}`}</Descriptions.Item>
            {d.data.note && <Descriptions.Item label="Catatan">{d.data.note}</Descriptions.Item>}
          </Descriptions>
          <Table
            className="opname-lines"
            rowKey="line_id"
            size="small"
            pagination={false}
            dataSource={d.data.lines}
            scroll={{ x: 700 }}
            columns={[
              { title: 'Produk', dataIndex: 'product_name' },
              { title: 'Batch', dataIndex: 'batch_no', render: (_, r) => batchText(r) },
              { title: 'Sistem', dataIndex: 'system_qty_text' },
              { title: 'Hitung', dataIndex: 'counted_qty_text' },
              { title: 'Selisih', dataIndex: 'diff_qty_text', render: (v, r) => <Tag color={diffColor(r.diff_qty)}>{v}</Tag> },
              { title: 'Nilai', dataIndex: 'diff_value', align: 'right', render: (v: number) => formatRupiah(v) },
            ]}
          />
        </>
      )}
    </Drawer>
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

  const { busy, submit } = useFormSubmit(form, async (v: CountForm) => {
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
    onClose();
    onSaved(r.data.opname_id);
  });

  const confirmSave = async () => {
    // an invalid form shows its errors at the fields; nothing more to do
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (!v.lines?.length) {
      message.error('Tambahkan minimal satu produk yang dihitung');
      return;
    }
    Modal.confirm({
      title: 'Simpan stok opname?',
      content: 'Selisih antara hitungan dan stok sistem saat mulai menghitung akan dibukukan ke stok gudang.',
      okText: 'Simpan',
      cancelText: 'Batal',
      okButtonProps: { className: 'opname-confirm' },
      onOk: () => submit(form.getFieldsValue(true) as CountForm),
    });
  };

  return (
    <Modal
      open
      className="opname-form"
      width={1000}
      title={`Tambah Stok Opname${code.data ? ` (${code.data.opname_code})` : ''}`}
      onCancel={onClose}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={busy}
      okButtonProps={{ className: 'opname-save' }}
      onOk={confirmSave}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ lines: [] }}>
        <FormErrorAlert form={form} />
        <Space wrap style={{ width: '100%' }} align="start">
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
        </Space>
        {countedAt && (
          <Typography.Paragraph type="secondary" className="opname-counted-at">
            Mulai menghitung: {formatDateTime(countedAt)}. Penjualan atau penerimaan sesudahnya tetap tercatat; yang dibukukan hanya selisih hitungan dengan
            stok saat itu.
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
        <Form.Item name="note" label="Catatan" style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
