import { ppnPercent } from '@bo/contract';
import { Alert, Button, Form, Input, Modal, message, Space, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useConfigValue } from '../../../lib/config';
import { formatRupiah } from '../../../lib/format-number';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { type PurchaseOrderDetail, readDataUrl, useSavePurchaseOrder } from './api/purchase-order-api';
import { PurchaseOrderHeader } from './purchase-order-form-header';
import { PurchaseOrderImages } from './purchase-order-form-images';
import { lineOf, linesBody, type OrderLineForm, PurchaseOrderLines } from './purchase-order-form-lines';
import { PurchaseOrderTotals } from './purchase-order-form-totals';

interface OrderForm {
  vendor_id?: number;
  gudang_source_id?: number;
  gudang_id?: number;
  order_date?: Dayjs;
  expected_date?: Dayjs;
  is_ppn?: boolean;
  note?: string;
  lines: OrderLineForm[];
}

const day = (d: Dayjs | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

const initialOf = (editing: PurchaseOrderDetail | null): OrderForm =>
  editing
    ? {
        vendor_id: editing.vendor_id ?? undefined,
        gudang_source_id: editing.gudang_source_id ?? undefined,
        gudang_id: editing.gudang_id,
        order_date: dayjs(editing.order_date.slice(0, 10)),
        expected_date: editing.expected_date ? dayjs(editing.expected_date.slice(0, 10)) : undefined,
        is_ppn: !!editing.is_ppn,
        note: editing.note ?? undefined,
        lines: editing.lines.map(lineOf),
      }
    : { lines: [], order_date: dayjs(), is_ppn: false };

/**
 * Create or edit an order: to a supplier (lines with unit, quantity, price, discount, PPN) or, with
 * `internal`, from another of the company's warehouses (no prices). Saved as a draft or ordered;
 * the totals shown here are a preview, the saved ones come from the server's answer. The parts:
 * header, lines, totals and images (purchase-order-form-*.tsx).
 */
export function PurchaseOrderFormModal(props: { internal: boolean; editing: PurchaseOrderDetail | null; onClose: () => void; onSaved: (id: number) => void }) {
  const { internal, editing } = props;
  const [form] = Form.useForm<OrderForm>();
  const save = useSavePurchaseOrder(internal);
  const lines: OrderLineForm[] = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const isPpn = Form.useWatch('is_ppn', form);
  const ppn = { percent: ppnPercent(useConfigValue('ppn', !internal).data), included: useConfigValue('show_ppn', !internal).data === '1' };
  const [images, setImages] = useState<UploadFile[]>([]);

  const { busy, submit } = useFormSubmit(form, async (status: 'draft' | 'ordered') => {
    const v = form.getFieldsValue(true) as OrderForm;
    const body = {
      ...(editing ? { order_id: editing.order_id } : {}),
      ...(internal ? { gudang_source_id: v.gudang_source_id as number } : { vendor_id: v.vendor_id as number, is_ppn: v.is_ppn ? 1 : 0 }),
      gudang_id: v.gudang_id as number,
      order_date: day(v.order_date),
      expected_date: day(v.expected_date),
      status,
      note: v.note || undefined,
      images: await Promise.all(images.map((f) => readDataUrl(f.originFileObj as Blob))),
      lines: linesBody(v.lines ?? [], internal),
    };
    const r = await save.mutateAsync(body as never);
    const d = r.data;
    message.success(
      internal
        ? `${r.msg}: ${d.order_number} (${d.lines} baris)`
        : `${r.msg}: ${d.order_number}, total ${formatRupiah(d.grand_total)} (${d.status === 'draft' ? 'draft' : 'dipesan'})`,
    );
    props.onClose();
    props.onSaved(d.order_id);
  });

  const saveAs = async (status: 'draft' | 'ordered') => {
    const ok = await form.validateFields().catch(() => null);
    if (!ok) return;
    if (!(form.getFieldValue('lines') ?? []).length) {
      message.error('Tambahkan minimal satu produk yang dipesan');
      return;
    }
    await submit(status);
  };

  const title = `${editing ? 'Ubah' : 'Tambah'} ${internal ? 'Pesanan Internal' : 'Pesanan Pembelian'}${editing ? ` ${editing.order_number}` : ''}`;
  const canDraft = !editing || editing.status === 'draft';

  return (
    <Modal
      open
      className="po-form"
      width={1200}
      title={title}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={props.onClose}>Batal</Button>
          {canDraft && (
            <Button className="po-save-draft" loading={busy} onClick={() => saveAs('draft')}>
              Simpan Draft
            </Button>
          )}
          <Button type="primary" className="po-save-order" loading={busy} onClick={() => saveAs('ordered')}>
            {editing?.status === 'ordered' ? 'Simpan' : 'Simpan & Pesan'}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initialOf(editing)}>
        <FormErrorAlert form={form} />
        <PurchaseOrderHeader internal={internal} ppn={ppn} />
        <PurchaseOrderLines form={form} internal={internal} lines={lines} />
        {!internal && <PurchaseOrderTotals lines={lines} ppn={{ ...ppn, on: !!isPpn }} />}
        <Form.Item name="note" label="Catatan" style={{ marginTop: 12 }}>
          <Input.TextArea id="note" rows={2} maxLength={500} />
        </Form.Item>
        <PurchaseOrderImages stored={editing?.images ?? []} images={images} onChange={setImages} />
        {editing?.status === 'ordered' && (
          <Alert type="info" showIcon style={{ marginTop: 12 }} message="Pesanan sudah dipesan: perubahan disimpan tanpa kembali ke draft." />
        )}
      </Form>
    </Modal>
  );
}
