import { DeleteOutlined } from '@ant-design/icons';
import { allowedActions, salesOrder, salesPaymentLabel } from '@bo/contract';
import { Button, DatePicker, Form, Input, Modal, message, Popconfirm, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DocumentActions } from '../../../components/document/document-actions';
import { DocumentStatusTag } from '../../../components/document/document-status';
import { DialogKeys } from '../../../components/dialog-keys';
import type { GeneralConfig } from '../../../lib/config';
import { formatRupiah } from '../../../lib/format-number';
import { printDocument } from '../../../lib/print/document-print';
import { mayUse } from '../../../lib/route-filter';
import { useProfile } from '../../../lib/session';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useBanks } from './api/get-banks';
import { usePaymentMethods } from './api/get-payment-methods';
import { getPaymentDetail } from './api/get-payment-detail';
import { getSalesOrder } from './api/get-sales-order';
import { useDeleteSalesOrder } from './api/delete-sales-order';
import type { SalesOrderRow } from './api/sales-order-keys';
import { useUpdateSalesOrderPaid } from './api/update-sales-order-paid';
import { useUpdateSalesOrderStatus } from './api/update-sales-order-status';
import { orderInvoicePrint } from './print-order-invoice';
import { FormErrorAlert } from '../../../components/form-error-alert';

/** The order's state as a tag in the document's colour. */
export const OrderStatusTag = ({ status }: { status: string }) => (
  <DocumentStatusTag doc={salesOrder} value={status} className={`so-status so-status-${status}`} />
);

/**
 * Lunas / Lunas (dengan retur) / Belum Lunas: the wording of salesPaymentLabel, the same as the Excel,
 * the partner calls and the customer's info and kwitansi pages.
 */
export const PaidTag = ({ row }: { row: { is_paid: number; amount_due: number; returned_total: number } }) => {
  const label = salesPaymentLabel(row);
  const settled = label !== 'Belum Lunas';
  return (
    <Tag color={settled ? 'green' : 'orange'} className={`so-paid so-paid-${settled ? 1 : 0}`}>
      {label}
    </Tag>
  );
};

type RowLike = Pick<
  SalesOrderRow,
  'order_id' | 'invoice_number' | 'status' | 'is_paid' | 'is_pos' | 'deleted_at' | 'customer_name' | 'grand_total' | 'payment_method' | 'bank_id'
>;

/**
 * An order may be changed as the server answers it (`editable`: Baru or waiting for its discount's
 * approval, unpaid, not a cashier sale and not deleted; the sales order declaration's editable states).
 */
export const editable = (r: object) => (r as { editable?: boolean }).editable === true;
/** Deleting is the machine's cancel move (Baru or Siap Dikirim). */
export const deletable = (r: RowLike, may: (p: string) => boolean) =>
  !r.deleted_at && allowedActions(salesOrder, r.status, may).some((t) => t.action === 'cancel');

/**
 * The Tagihan page's own moves through DocumentActions: 'Proses' (pick) and 'Setujui Diskon'
 * (approve_discount, for holders of orderDiscountApprove; the server refuses the one who asked for
 * the discount); Hapus has its reason dialog.
 */
const processDoc = { ...salesOrder, transitions: salesOrder.transitions.filter((t) => t.action === 'pick' || t.action === 'approve_discount') };

/** 'Proses' (Baru → Siap Dikirim), confirmed first. */
export function ProcessAction({ row }: { row: RowLike }) {
  const update = useUpdateSalesOrderStatus();
  if (row.deleted_at) return null;
  return (
    <DocumentActions
      doc={processDoc}
      state={row.status}
      subject={`${row.invoice_number} · ${row.customer_name ?? ''}`}
      run={async (t) => {
        const env = await update.mutateAsync({ order_id: row.order_id, action: t.action === 'approve_discount' ? 'approve_discount' : 'pick' });
        message.success(`${env.msg}: ${env.data.invoice_number}`);
      }}
    />
  );
}

/** Prints the invoice (print_order_invoice); a reprint is marked as a copy. */
export const printOrderInvoice = (id: number, company: Partial<GeneralConfig> | undefined) =>
  printDocument(async () => {
    const [detail, payment] = await Promise.all([getSalesOrder(id), getPaymentDetail(id).catch(() => undefined)]);
    return orderInvoicePrint(detail, payment);
  }, company);

/**
 * Tandai Lunas (a dialog: payment method, account for a transfer, date) or Batal Lunas (confirmed).
 * A cashier sale paid at the counter offers neither; one paid by transfer waits for Tandai Lunas
 * (the verification). An order waiting for its discount's approval cannot be paid yet.
 */
export function PaidAction({ row, size = 'small' }: { row: RowLike; size?: 'small' | 'middle' }) {
  const profile = useProfile();
  const [open, setOpen] = useState(false);
  const update = useUpdateSalesOrderPaid();
  if ((row.is_pos && row.is_paid) || row.deleted_at || row.status === 'dibatalkan' || row.status === 'menunggu_persetujuan' || !mayUse(profile, 'orderList'))
    return null;
  if (row.is_paid)
    return (
      <Popconfirm
        title="Batalkan status lunas tagihan ini?"
        description={`${row.invoice_number} · ${formatRupiah(row.grand_total)}`}
        okText="Batal Lunas"
        cancelText="Tidak"
        okButtonProps={{ danger: true, className: 'confirm-unpaid' }}
        onConfirm={async () => {
          const env = await update.mutateAsync({ order_id: row.order_id, paid: false });
          message.success(env.msg);
        }}
      >
        <Button size={size} className="so-unpaid">
          Batal Lunas
        </Button>
      </Popconfirm>
    );
  return (
    <>
      <Button size={size} className="so-paid-open" type="dashed" onClick={() => setOpen(true)}>
        Tandai Lunas
      </Button>
      {open && <PaidDialog row={row} onClose={() => setOpen(false)} />}
    </>
  );
}

function PaidDialog({ row, onClose }: { row: RowLike; onClose: () => void }) {
  const [form] = Form.useForm();
  const update = useUpdateSalesOrderPaid();
  const methods = usePaymentMethods();
  const method = Form.useWatch('payment_method', form);
  const needsBank = !!methods.data?.find((m) => m.value === method)?.needs_bank;
  const banks = useBanks(needsBank);
  const { busy, submit } = useFormSubmit(form, async (v: { payment_method?: string; bank_id?: number; paid_date?: dayjs.Dayjs }) => {
    const env = await update.mutateAsync({
      order_id: row.order_id,
      paid: true,
      payment_method: v.payment_method,
      bank_id: needsBank ? v.bank_id : undefined,
      paid_date: v.paid_date ? v.paid_date.format('YYYY-MM-DD') : undefined,
    });
    message.success(env.msg);
    onClose();
  });
  return (
    <Modal
      open
      className="so-paid-modal"
      title={`Tandai lunas ${row.invoice_number}?`}
      okText="Tandai Lunas"
      cancelText="Batal"
      okButtonProps={{ className: 'confirm-paid' }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <DialogKeys onEnter={() => form.submit()}>
        <p>
          {row.customer_name ?? '-'} · <b>{formatRupiah(row.grand_total)}</b>
        </p>
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ payment_method: row.payment_method ?? undefined, bank_id: row.bank_id ?? undefined, paid_date: dayjs() }}
        >
          <FormErrorAlert form={form} />
          <Form.Item name="payment_method" label="Metode pembayaran">
            <Select id="paid_payment_method" allowClear placeholder="Pilih metode" options={methods.data ?? []} />
          </Form.Item>
          {needsBank && (
            <Form.Item name="bank_id" label="Rekening tujuan">
              <Select id="paid_bank_id" allowClear placeholder="Pilih rekening" options={(banks.data ?? []).map((b) => ({ value: b.value, label: b.label }))} />
            </Form.Item>
          )}
          <Form.Item name="paid_date" label="Tanggal bayar">
            <DatePicker id="paid_date" format="DD-MM-YYYY" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
        </Form>
      </DialogKeys>
    </Modal>
  );
}

/** Hapus: cancels and soft-deletes the order with a reason (stock taken goes back). */
export function DeleteAction({ row, size = 'small', onDeleted }: { row: RowLike; size?: 'small' | 'middle'; onDeleted?: () => void }) {
  const profile = useProfile();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const del = useDeleteSalesOrder();
  const { busy, submit } = useFormSubmit(form, async (v: { reason: string }) => {
    const env = await del.mutateAsync({ order_id: row.order_id, reason: v.reason.trim() });
    message.success(`${env.msg}: ${env.data.invoice_number}`);
    setOpen(false);
    onDeleted?.();
  });
  if (!deletable(row, (p) => mayUse(profile, p))) return null;
  const cancel = salesOrder.transitions.find((t) => t.action === 'cancel');
  return (
    <>
      <Button
        size={size}
        danger
        className="so-delete"
        icon={size === 'small' ? <DeleteOutlined /> : undefined}
        title="Hapus"
        aria-label={`Hapus ${row.invoice_number}`}
        onClick={() => setOpen(true)}
      >
        {size === 'small' ? null : 'Hapus'}
      </Button>
      <Modal
        open={open}
        className="so-delete-modal"
        title={cancel?.confirm}
        okText="Hapus"
        cancelText="Batal"
        okButtonProps={{ danger: true, className: 'confirm-delete' }}
        confirmLoading={busy}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <DialogKeys onEnter={() => form.submit()}>
          <p>
            {row.invoice_number} · {row.customer_name ?? '-'} · {formatRupiah(row.grand_total)}
          </p>
          <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
            <FormErrorAlert form={form} />
            <Form.Item name="reason" label="Alasan hapus" rules={[{ required: true, whitespace: true, message: 'Alasan hapus wajib diisi' }]}>
              <Input.TextArea id="delete_reason" rows={3} maxLength={500} />
            </Form.Item>
          </Form>
        </DialogKeys>
      </Modal>
    </>
  );
}
