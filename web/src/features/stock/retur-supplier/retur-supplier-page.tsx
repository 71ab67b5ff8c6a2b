import { formatUnits, returSupplier } from '@bo/contract';
import { DatePicker, Form, Select, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { batchColumns } from '../../../components/document/document-columns';
import { DocumentFormShell } from '../../../components/document/document-form-shell';
import { availableColumn, DocumentLines, qtyColumn, reasonColumn } from '../../../components/document/document-lines';
import { DocumentPage } from '../../../components/document/document-page';
import { DocumentProductAdder } from '../../../components/document/document-product-adder';
import { qtyEntered } from '../../../components/unit-qty';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { batchOption } from '../../../lib/batch-label';
import { formatDate } from '../../../lib/dates';
import {
  exportReturSuppliers,
  type FefoBatch,
  getReturSupplier,
  type ReturProduct,
  type ReturSupplierLine,
  type ReturSupplierRow,
  searchReturProducts,
  useReturSupplier,
  useReturSuppliers,
  useSaveReturSupplier,
  useSetReturSupplierStatus,
  useVendorOptions,
  useVendorReceiptOptions,
} from './api/retur-supplier-api';
import { returSupplierPrint } from './print-retur-supplier';

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
  penerimaan_id?: number;
  retur_supplier_date?: Dayjs;
  note?: string;
  lines: ReturLine[];
}

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

/** A draft may be changed (the server answers `editable`; a draft is the old rule). */
const editable = (r: ReturSupplierRow & { editable?: boolean }) => r.editable ?? r.status === 'draft';

/** Retur Supplier (Inventori > returpabrik): returns with filters and status tags, their lines, status actions, print and Excel. */
export function ReturSupplierPage() {
  const setStatus = useSetReturSupplierStatus();
  return (
    <DocumentPage<ReturSupplierRow, ReturSupplierRow, ReturSupplierLine>
      doc={returSupplier}
      prefix="retur"
      className="retur-supplier-page"
      title="Retur Supplier"
      idField="retur_supplier_id"
      numberField="retur_supplier_number"
      list={useReturSuppliers()}
      filters={[
        { kind: 'warehouse', width: 180 },
        { kind: 'custom', field: 'vendor_id', render: (v, set) => <VendorSelect allowClear placeholder="Semua supplier" value={v as number} onChange={set} /> },
        { kind: 'status', width: 150 },
        { kind: 'period' },
        { kind: 'search', placeholder: 'Cari nomor, supplier, catatan' },
      ]}
      columns={[
        'number',
        { title: 'Tanggal', dataIndex: 'retur_supplier_date', type: 'date' },
        { title: 'Gudang', dataIndex: 'master_gudang_name' },
        { title: 'Supplier', dataIndex: 'vendor_name' },
        { title: 'Baris', dataIndex: 'line_count', type: 'count' },
        { title: 'Nilai', dataIndex: 'value_total', type: 'money' },
        'status',
      ]}
      exportExcel={exportReturSuppliers}
      print={async (id) => returSupplierPrint(await getReturSupplier(id))}
      addLabel="Tambah Retur"
      editable={editable}
      move={{
        subject: (r) => `${r.retur_supplier_number} · ${r.vendor_name ?? ''}`,
        run: async (r, t, reason) =>
          (await setStatus.mutateAsync({ retur_supplier_id: r.retur_supplier_id, status: t.to as 'sent', cancel_reason: reason })).msg,
      }}
      detail={{
        use: useReturSupplier,
        items: (d) => [
          'status',
          ['Supplier', d.vendor_name],
          ['Gudang', d.master_gudang_name],
          ['Tanggal', formatDate(d.retur_supplier_date)],
          'created',
          'printed',
          'note',
          d.cancel_reason && ['Alasan batal', d.cancel_reason],
        ],
        lines: {
          scrollX: 760,
          columns: [
            { title: 'Produk', dataIndex: 'product_name' },
            ...batchColumns<ReturSupplierLine>(),
            { title: 'Jumlah', dataIndex: 'qty_text' },
            { title: 'Alasan', dataIndex: 'reason' },
            { title: 'Harga Pokok', dataIndex: 'unit_cost', type: 'money' },
          ],
        },
      }}
      form={(p) => <ReturFormModal initial={p.editing} onClose={p.onClose} onSaved={p.onSaved} />}
    />
  );
}

function ReturFormModal({ initial, onClose, onSaved }: { initial: ReturSupplierRow | null; onClose: () => void; onSaved: (id: number) => void }) {
  const [form] = Form.useForm<ReturForm>();
  const [picking, setPicking] = useState(false);
  const save = useSaveReturSupplier();
  const gudangId = Form.useWatch('gudang_id', form);
  const receipts = useVendorReceiptOptions(Form.useWatch('vendor_id', form));
  const lines: ReturLine[] = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const [initialValues] = useState<ReturForm>(() =>
    initial
      ? {
          gudang_id: initial.gudang_id,
          vendor_id: initial.vendor_id,
          penerimaan_id: initial.penerimaan_id ?? undefined,
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

  return (
    <DocumentFormShell<ReturForm>
      form={form}
      prefix="retur"
      title={initial ? `Ubah Retur ${initial.retur_supplier_number}` : 'Tambah Retur Supplier'}
      okText="Simpan Draft"
      intro="Retur disimpan sebagai draft; stok baru keluar dari gudang saat retur dikirim."
      initialValues={initialValues}
      refuse={(v) => (v.lines?.length ? undefined : 'Tambahkan minimal satu produk yang diretur')}
      save={async (v) => {
        const body = {
          gudang_id: v.gudang_id as number,
          vendor_id: v.vendor_id as number,
          penerimaan_id: v.penerimaan_id ?? undefined,
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
        return r.data.retur_supplier_id;
      }}
      onClose={onClose}
      onSaved={onSaved}
      header={
        <>
          <Form.Item name="gudang_id" label="Gudang" rules={[{ required: true, message: 'Gudang wajib diisi' }]} style={{ minWidth: 220 }}>
            <WarehouseSelect id="gudang_id" className="retur-gudang" onChange={(v) => form.setFieldsValue({ gudang_id: v ?? undefined, lines: [] })} />
          </Form.Item>
          <Form.Item name="vendor_id" label="Supplier" rules={[{ required: true, message: 'Supplier wajib diisi' }]} style={{ minWidth: 240 }}>
            <VendorSelect id="vendor_id" onChange={(v) => form.setFieldsValue({ vendor_id: v ?? undefined, penerimaan_id: undefined })} />
          </Form.Item>
          <Form.Item
            name="penerimaan_id"
            label="Kredit ke Penerimaan"
            tooltip="Penerimaan supplier ini yang dikurangi tagihannya saat retur dikirim (harga sesuai penerimaan). Kosongkan bila supplier mengembalikan uang."
            style={{ minWidth: 260 }}
          >
            <Select id="retur_penerimaan_id" className="retur-penerimaan" allowClear placeholder="Tanpa kredit" options={receipts.data ?? []} />
          </Form.Item>
          <Form.Item name="retur_supplier_date" label="Tanggal" tooltip="Kosongkan untuk tanggal hari ini">
            <DatePicker id="retur_supplier_date" format="DD-MM-YYYY" placeholder="Hari ini" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <DocumentProductAdder<ReturProduct>
            id="retur_product"
            className="retur-product-search"
            ready={!!gudangId}
            busy={picking}
            minWidth={340}
            fetcher={(search) => searchReturProducts(gudangId as number, search)}
            onPick={(_id, row) => addProduct(row)}
          />
        </>
      }
    >
      <DocumentLines<ReturLine>
        className="retur-form-lines"
        lines={lines}
        scrollX={1000}
        emptyText={gudangId ? 'Cari produk yang diretur' : 'Pilih gudang terlebih dahulu'}
        columns={[
          availableColumn<ReturLine>({
            batchQty: (l) => (l.is_expire ? l.batches.find((b) => b.batch_id === l.batch_id)?.qty : undefined),
            reservedClass: 'retur-line-reserved',
          }),
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
                    options={l.batches.map((b, i) => ({ value: b.batch_id, label: `${i === 0 ? '★ ' : ''}${batchOption(b)}` }))}
                  />
                </Form.Item>
              );
            },
          },
          qtyColumn<ReturLine>({ field: 'qty', extra: (l) => (l?.qty ? formatUnits(l.qty, l) : undefined) }),
          reasonColumn<ReturLine>('Mis. kedaluwarsa, rusak'),
        ]}
      />
    </DocumentFormShell>
  );
}
