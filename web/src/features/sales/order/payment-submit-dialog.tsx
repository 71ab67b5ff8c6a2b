import { Alert, Button, Checkbox, Form, Input, Modal, message } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../api/client';
import { type PaymentAttachment, useCsSubmitPayment, useInvoiceOrders } from '../../../api/payment';
import { DialogKeys } from '../../../components/dialog-keys';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { MoneyInput } from '../../../components/money-input';
import { PaymentMethodFields, PaymentProofUpload } from '../../../components/payment/payment-fields';
import { formatRupiah } from '../../../lib/format-number';
import { useFormSubmit } from '../../../lib/use-form-submit';
import type { SalesOrderDetail } from './api/sales-order-keys';

interface Values {
  amount: number | null;
  payment_date: dayjs.Dayjs;
  payment_method?: string;
  bank_id?: number;
  note?: string;
  attachments?: PaymentAttachment[];
  keep_as_credit?: boolean;
  use_credit?: number | null;
}

/**
 * 'Kirim Bukti Bayar' of the Tagihan drawer (`so-pay-submit`): CS records the customer's transfer for
 * this invoice (cs_submit_*): the amount (what is still due, typed '1.250.000'), date, method,
 * account and the proofs; it waits for finance's verification on Tagihan Pelanggan. More than what
 * is due is refused, unless kept as the customer's credit.
 */
export function PaymentSubmitAction({ d }: { d: SalesOrderDetail }) {
  const [open, setOpen] = useState(false);
  if (d.deleted_at || d.status === 'dibatalkan' || d.status === 'menunggu_persetujuan' || d.amount_due <= 0) return null;
  return (
    <>
      <Button className="so-pay-submit" onClick={() => setOpen(true)}>
        Kirim Bukti Bayar
      </Button>
      {open && <PaymentSubmitDialog d={d} onClose={() => setOpen(false)} />}
    </>
  );
}

function PaymentSubmitDialog({ d, onClose }: { d: SalesOrderDetail; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [key] = useState(newIdempotencyKey);
  const save = useCsSubmitPayment();
  const amount = Form.useWatch('amount', form) ?? 0;
  const useCredit = Form.useWatch('use_credit', form) ?? 0;
  // the customer's credit (kept from an earlier overpayment), usable on this invoice
  const credit = useInvoiceOrders(d.member_id ?? null).data?.credit_balance ?? 0;
  const over = amount + useCredit > d.amount_due;
  const { busy, submit } = useFormSubmit(form, async (v: Values) => {
    const env = await save.mutateAsync({
      key,
      body: {
        order_id: d.order_id,
        amount: v.amount ?? 0,
        payment_date: v.payment_date.format('YYYY-MM-DD'),
        payment_method: v.payment_method,
        bank_id: v.bank_id,
        note: v.note?.trim() || undefined,
        attachment_ids: (v.attachments ?? []).map((a) => a.attachment_id),
        keep_as_credit: over && v.keep_as_credit ? '1' : '0',
        use_credit: v.use_credit ?? 0,
      } as never,
    });
    message.success(`${env.msg}: ${env.data.payment_number}`);
    onClose();
  });
  return (
    <Modal
      open
      className="so-pay-modal"
      title={`Kirim Bukti Bayar ${d.invoice_number}`}
      okText="Kirim"
      cancelText="Batal"
      okButtonProps={{ className: 'so-pay-save' }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <DialogKeys onEnter={() => form.submit()}>
        <p style={{ marginTop: 0 }}>
          {d.customer_name ?? '-'} · sisa tagihan <b className="so-pay-due">{formatRupiah(d.amount_due)}</b>
        </p>
        <Form<Values>
          form={form}
          name="pay"
          layout="vertical"
          onValuesChange={(changed: Partial<Values>) => {
            // what credit pays, the transfer need not
            if ('use_credit' in changed) form.setFieldsValue({ amount: Math.max(d.amount_due - (changed.use_credit ?? 0), 0) });
          }}
          onFinish={submit}
          initialValues={{
            amount: d.amount_due,
            payment_date: dayjs(),
            payment_method: d.payment_method ?? 'transfer',
            bank_id: d.bank_id ?? undefined,
            attachments: [],
          }}
        >
          <FormErrorAlert form={form} />
          <Form.Item name="amount" label="Jumlah pembayaran" rules={[{ required: true, message: 'Jumlah pembayaran wajib diisi' }]}>
            <MoneyInput />
          </Form.Item>
          {over && (
            <>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 8 }}
                message={`Lebih ${formatRupiah(amount + useCredit - d.amount_due)} dari sisa tagihan`}
                description="Tanpa pilihan di bawah, pembayaran di atas sisa tagihan ditolak."
              />
              <Form.Item name="keep_as_credit" valuePropName="checked">
                <Checkbox className="so-pay-keep-credit">Simpan kelebihan sebagai kredit pelanggan</Checkbox>
              </Form.Item>
            </>
          )}
          {credit > 0 && (
            <Form.Item
              name="use_credit"
              label={`Pakai kredit pelanggan (saldo ${formatRupiah(credit)})`}
              extra="Bagian tagihan yang dibayar dari kredit; jumlah pembayaran berkurang sebesar itu."
            >
              <MoneyInput className="so-pay-use-credit" />
            </Form.Item>
          )}
          <PaymentMethodFields form={form} />
          <Form.Item name="attachments" label="Bukti pembayaran">
            <PaymentProofUpload className="so-pay-proof" />
          </Form.Item>
          <Form.Item name="note" label="Catatan">
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </DialogKeys>
    </Modal>
  );
}
