import { DollarOutlined } from '@ant-design/icons';
import { RETUR_KONSUMEN_DESTINATIONS, returKonsumen, returnedValue } from '@bo/contract';
import { Alert, Button, DatePicker, Empty, Form, Input, Modal, message, Radio, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { DocumentFormShell } from '../../../components/document/document-form-shell';
import { DocumentPage } from '../../../components/document/document-page';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { MoneyInput } from '../../../components/money-input';
import { RemoteSelect } from '../../../components/remote-select';
import { qtyEntered } from '../../../components/unit-qty';
import { UnitQtyInput } from '../../../components/unit-qty-input';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { formatDate } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import { byLine } from '../../../components/document/document-drawer';
import { useFormSubmit } from '../../../lib/use-form-submit';
import {
  exportReturKonsumen,
  getReturKonsumen,
  type ReturKonsumenLine,
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

const destinationTag = (d: string) => (
  <Tag color={d === 'karantina' ? 'orange' : 'green'} className={`retur-konsumen-destination-${d}`}>
    {RETUR_KONSUMEN_DESTINATIONS.find((x) => x.value === d)?.label ?? d}
  </Tag>
);

/** A pending return may be changed (the server answers `editable`; 'diajukan' is the old rule). */
const editable = (r: ReturKonsumenRow & { editable?: boolean }) => r.editable ?? r.status === 'diajukan';

const customerOf = (r: ReturKonsumenRow) => r.customer_name ?? (r.is_pos ? 'Pelanggan kasir' : '-');

const warehouseWithDestination = (r: ReturKonsumenRow) => (
  <Space size={4}>
    {r.master_gudang_name}
    {destinationTag(r.destination)}
  </Space>
);

/** Retur Konsumen (Penjualan > retur-sale): returns with filters and status tags, their lines, amount, status actions, print and Excel. */
export function ReturKonsumenPage() {
  const setStatus = useSetReturKonsumenStatus();
  const [amountOf, setAmountOf] = useState<ReturKonsumenRow | null>(null);
  return (
    <DocumentPage<ReturKonsumenRow, ReturKonsumenRow, ReturKonsumenLine>
      doc={returKonsumen}
      prefix="retur-konsumen"
      className="retur-konsumen-page"
      title="Retur Konsumen"
      idField="retur_konsumen_id"
      numberField="retur_konsumen_number"
      list={useReturKonsumenList()}
      filters={[
        { kind: 'status', width: 150 },
        { kind: 'warehouse', placeholder: 'Semua gudang tujuan', width: 180 },
        { kind: 'select', field: 'destination', placeholder: 'Semua tujuan', options: RETUR_KONSUMEN_DESTINATIONS, width: 140 },
        { kind: 'period' },
        { kind: 'search', placeholder: 'Cari nomor retur, tagihan, pelanggan', width: 260 },
      ]}
      columns={[
        'number',
        { title: 'Tanggal', dataIndex: 'retur_date', type: 'date' },
        { title: 'No. Tagihan', dataIndex: 'invoice_number' },
        { title: 'Pelanggan', dataIndex: 'customer_name', render: (_, r) => customerOf(r) },
        { title: 'Gudang Tujuan', dataIndex: 'master_gudang_name', render: (_, r) => warehouseWithDestination(r) },
        { title: 'Nilai Retur', dataIndex: 'refund_total', type: 'money' },
        { title: 'Sisa Tagihan', dataIndex: 'order_amount_due', type: 'money' },
        'status',
      ]}
      scrollX={1200}
      exportExcel={exportReturKonsumen}
      print={async (id) => returKonsumenPrint(await getReturKonsumen(id))}
      addLabel="Tambah Retur"
      editable={editable}
      rowButtons={(r) =>
        editable(r) && (
          <Button
            size="small"
            className="retur-konsumen-amount"
            icon={<DollarOutlined />}
            aria-label={`Ubah nilai ${r.retur_konsumen_number}`}
            onClick={() => setAmountOf(r)}
          />
        )
      }
      move={{
        subject: (r) => `${r.retur_konsumen_number} · ${r.invoice_number} · ${formatRupiah(r.refund_total)}`,
        run: async (r, t, reason) =>
          (await setStatus.mutateAsync({ retur_konsumen_id: r.retur_konsumen_id, status: t.to as 'disetujui', status_reason: reason })).msg,
      }}
      detail={{
        use: useReturKonsumen,
        items: (d) => [
          'status',
          ['No. Tagihan', `${d.invoice_number} (${formatDate(d.order_date)})`],
          ['Pelanggan', customerOf(d)],
          ['Gudang tujuan', warehouseWithDestination(d)],
          ['Tanggal retur', formatDate(d.retur_date)],
          ['Nilai barang', formatRupiah(d.lines_total)],
          [
            'Nilai retur',
            <Space key="refund">
              <span className="retur-konsumen-refund">{formatRupiah(d.refund_total)}</span>
              {editable(d) && (
                <Button size="small" className="retur-konsumen-detail-amount" onClick={() => setAmountOf(d)}>
                  Ubah nilai
                </Button>
              )}
            </Space>,
          ],
          [
            'Tagihan',
            <span key="invoice" className="retur-konsumen-invoice">
              {`Total ${formatRupiah(d.order_grand_total)} − retur ${formatRupiah(d.order_returned_total)} − dibayar ${formatRupiah(d.order_paid_amount)} = sisa ${formatRupiah(d.order_amount_due)}`}
              {d.order_refund_due > 0 ? ` (kelebihan bayar ${formatRupiah(d.order_refund_due)})` : ''}
            </span>,
          ],
          'created',
          d.approved_at && ['Disetujui', byLine(d.approved_at, d.approved_by_name)],
          'printed',
          'note',
          d.status_reason && ['Alasan', d.status_reason],
        ],
        lines: {
          scrollX: 860,
          columns: (d) => [
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
                  : d.status === 'disetujui'
                    ? '-'
                    : 'Saat disetujui',
            },
            { title: 'Nilai', dataIndex: 'value', type: 'money' },
          ],
        },
      }}
      form={(p) => <ReturFormModal initial={p.editing} onClose={p.onClose} onSaved={p.onSaved} />}
    >
      {() => amountOf && <AmountModal row={amountOf} onClose={() => setAmountOf(null)} />}
    </DocumentPage>
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

  // Each line valued as the server values it: a part of the line after what approved and other pending returns took.
  const estimate = lines.reduce((a, l) => a + returnedValue(l.line_total, l.qty_sold, l.qty_returned + l.qty_open, l.qty ?? 0), 0);
  return (
    <DocumentFormShell<ReturForm>
      form={form}
      prefix="retur-konsumen"
      width={1150}
      title={initial ? `Ubah Retur ${initial.retur_konsumen_number}` : 'Tambah Retur Konsumen'}
      intro="Retur diajukan lebih dulu; stok masuk ke gudang tujuan dan nilai retur mengurangi tagihan saat retur disetujui."
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
      refuse={(v) => (v.lines?.some((l) => (l.qty ?? 0) > 0) ? undefined : 'Isi jumlah retur minimal satu produk')}
      save={async (v) => {
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
          return r.data.retur_konsumen_id;
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
      }}
      onClose={onClose}
      onSaved={onSaved}
      header={
        <>
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
        </>
      }
    >
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
    </DocumentFormShell>
  );
}
