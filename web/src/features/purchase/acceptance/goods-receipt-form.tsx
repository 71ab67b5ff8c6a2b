import { SplitCellsOutlined } from '@ant-design/icons';
import { formatUnits } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, message, Select, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { DocumentLines, NewBatchFields, qtyColumn } from '../../../components/document/document-lines';
import { DocumentFormShell } from '../../../components/document/document-form-shell';
import { qtyEntered } from '../../../components/unit-qty';
import { getPurchaseOrder } from '../order/api/purchase-order-api';
import { checkReceived, type GoodsReceiptDetail, searchOpenOrders, useSaveGoodsReceipt } from './api/goods-receipt-api';

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
export function ReceiptFormModal({
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

  const saveReceipt = async (v: ReceiptForm) => {
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
    return r.data.penerimaan_id;
  };

  return (
    <DocumentFormShell<ReceiptForm>
      form={form}
      prefix="gr"
      width={1150}
      title={editing ? `Ubah Penerimaan ${editing.penerimaan_number}` : internal ? 'Tambah Penerimaan Internal' : 'Tambah Penerimaan'}
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
      refuse={(v) => (v.lines?.length ? undefined : 'Pilih pesanan dan isi minimal satu baris yang diterima')}
      save={saveReceipt}
      onClose={onClose}
      onSaved={onSaved}
      header={
        <>
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
            <Form.Item name="due_date" label="Jatuh Tempo" tooltip="Kosongkan: tanggal penerimaan ditambah termin pembayaran supplier (diisi saat disetujui)">
              <DatePicker id="due_date" format="DD-MM-YYYY" />
            </Form.Item>
          )}
        </>
      }
    >
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
    </DocumentFormShell>
  );
}
