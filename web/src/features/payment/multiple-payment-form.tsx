import { Alert, Button, Checkbox, Empty, Form, Input, message, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { type PaymentAttachment, type PaymentInvoiceOrderDocument, searchPaymentCustomers, useInvoiceOrders, useSaveMultiplePayment } from '../../api/payment';
import { FormModal } from '../../components/form-modal';
import { MoneyInput } from '../../components/money-input';
import { PaymentMethodFields, PaymentProofUpload } from '../../components/payment/payment-fields';
import { RemoteSelect } from '../../components/remote-select';
import { formatDate } from '../../lib/dates';
import { formatRupiah } from '../../lib/format-number';
import { mayUse } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';

interface Values {
  order_vendor_id?: number;
  /** One entry per open invoice, in the order list_invoice_order answers them. */
  details?: { amount?: number | null }[];
  amount?: number | null;
  keep_as_credit?: boolean;
  /** Part of the invoices paid from the customer's credit. */
  use_credit?: number | null;
  payment_date: dayjs.Dayjs;
  payment_method?: string;
  bank_id?: number;
  note?: string;
  attachments?: PaymentAttachment[];
}

/**
 * The server answers a detail's problem at `details.N.…`, N its place among the details SENT (the
 * invoices with an amount); the form's rows are all the open invoices: the keys are moved onto them.
 */
function moveDetailErrors(e: unknown, sent: number[]) {
  if (!(e instanceof ApiError)) return;
  const errors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(e.errors)) {
    const m = /^details\.(\d+)\.(.+)$/.exec(k);
    const row = m ? sent[Number(m[1])] : undefined;
    errors[m && row !== undefined ? `details.${row}.amount` : k] = v as string[];
  }
  Object.assign(e, { errors });
}

/**
 * 'Catat Pembayaran Gabungan' (`payment-multiple-form`): one transfer of a customer covering several
 * of its open invoices. Pick the customer; list_invoice_order shows what each invoice still owes (and
 * what already waits for verification); type the amount paid on each ('1.250.000'); the transfer may
 * be more than the invoices when the excess is kept as the customer's credit; proofs and note. Stored
 * awaiting verification (finance_order_multiple_*).
 */
export function MultiplePaymentForm({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const [form] = Form.useForm<Values>();
  const profile = useProfile();
  const [key] = useState(newIdempotencyKey);
  const customer = Form.useWatch('order_vendor_id', form) ?? null;
  const invoices = useInvoiceOrders(customer);
  const docs = invoices.data?.documents ?? [];
  const details = Form.useWatch('details', form) ?? [];
  const amount = Form.useWatch('amount', form);
  const allocated = details.reduce((s, d) => s + (d?.amount ?? 0), 0);
  const useCredit = Form.useWatch('use_credit', form) ?? 0;
  const credit = invoices.data?.credit_balance ?? 0;
  // what came in: typed, or what the invoices take less what credit pays
  const received = amount ?? Math.max(allocated - useCredit, 0);
  const excess = received + useCredit - allocated;
  const save = useSaveMultiplePayment();
  const { busy, submit } = useFormSubmit(form, async (v: Values) => {
    const sent = docs.map((_, i) => i).filter((i) => (v.details?.[i]?.amount ?? 0) > 0);
    const body = {
      order_vendor_id: v.order_vendor_id,
      type: 'customer',
      payment_date: v.payment_date.format('YYYY-MM-DD'),
      payment_method: v.payment_method,
      bank_id: v.bank_id,
      note: v.note?.trim() || undefined,
      details: sent.map((i) => ({ order_id: docs[i].order_id, amount: v.details?.[i]?.amount ?? 0 })),
      amount: received,
      use_credit: v.use_credit ?? 0,
      keep_as_credit: excess > 0 && v.keep_as_credit ? '1' : '0',
      attachment_ids: (v.attachments ?? []).map((a) => a.attachment_id),
    };
    try {
      const env = await save.mutateAsync({ body, key });
      message.success(`${env.msg}: ${env.data.payment_number}`);
      onSaved(env.data.payment_id);
      onClose();
    } catch (e) {
      moveDetailErrors(e, sent);
      throw e;
    }
  });
  const fillAll = () => form.setFieldsValue({ details: docs.map((d) => ({ amount: d.amount_due })), amount: undefined });
  return (
    <FormModal
      open
      form={form}
      busy={busy}
      onClose={onClose}
      width={980}
      className="payment-multiple-form"
      title="Catat Pembayaran Gabungan"
      okButtonProps={{ className: 'payment-multiple-save' }}
    >
      <Form<Values>
        form={form}
        name="multi"
        layout="vertical"
        onFinish={submit}
        initialValues={{ payment_date: dayjs(), payment_method: 'transfer', attachments: [] }}
      >
        <Form.Item name="order_vendor_id" label="Pelanggan" rules={[{ required: true, message: 'Pelanggan wajib dipilih' }]}>
          <RemoteSelect
            placeholder="Ketik nama atau telepon pelanggan"
            fetcher={(s) => searchPaymentCustomers(s, mayUse(profile, 'kontak'))}
            onChange={(v) => form.setFieldsValue({ order_vendor_id: (v as number) ?? undefined, details: [], amount: undefined, use_credit: undefined })}
          />
        </Form.Item>
        {customer !== null && (
          <>
            <Space style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }} wrap>
              <Typography.Text>
                Tagihan terbuka: <b>{docs.length}</b> · sisa <b className="payment-multiple-total-due">{formatRupiah(invoices.data?.total_due ?? 0)}</b>
                {invoices.data?.credit_balance ? ` · kredit pelanggan ${formatRupiah(invoices.data.credit_balance)}` : ''}
              </Typography.Text>
              <Button size="small" className="payment-multiple-fill" disabled={!docs.length} onClick={fillAll}>
                Bayar semua sisa
              </Button>
            </Space>
            <Table<PaymentInvoiceOrderDocument>
              className="payment-multiple-invoices"
              rowKey={(d) => d.order_id ?? d.document_number}
              size="small"
              loading={invoices.isFetching}
              pagination={false}
              dataSource={docs}
              scroll={{ x: 900, y: 320 }}
              locale={{ emptyText: <Empty description="Pelanggan ini tidak punya tagihan terbuka" /> }}
              columns={[
                { title: 'No. Tagihan', dataIndex: 'document_number', width: 170 },
                { title: 'Tanggal', dataIndex: 'document_date', width: 100, render: (v: string) => formatDate(v, 'DD-MM-YYYY') },
                { title: 'Jatuh Tempo', dataIndex: 'due_date', width: 100, render: (v: string | null) => (v ? formatDate(v, 'DD-MM-YYYY') : '-') },
                { title: 'Total', dataIndex: 'grand_total', align: 'right', render: (v: number) => formatRupiah(v) },
                { title: 'Retur', dataIndex: 'returned_total', align: 'right', render: (v: number) => (v ? `- ${formatRupiah(v)}` : '-') },
                { title: 'Dibayar', dataIndex: 'paid_amount', align: 'right', render: (v: number) => formatRupiah(v) },
                {
                  title: 'Sisa',
                  dataIndex: 'amount_due',
                  align: 'right',
                  render: (v: number, d) => (
                    <>
                      <b>{formatRupiah(v)}</b>
                      {d.pending_amount > 0 && (
                        <div>
                          <Typography.Text type="warning" style={{ fontSize: 12 }}>
                            {formatRupiah(d.pending_amount)} menunggu verifikasi
                          </Typography.Text>
                        </div>
                      )}
                    </>
                  ),
                },
                {
                  title: 'Bayar',
                  key: 'pay',
                  width: 190,
                  render: (_, _d, i) => (
                    <Form.Item name={['details', i, 'amount']} style={{ margin: 0 }}>
                      <MoneyInput className="payment-multiple-amount" ariaLabel={`Bayar ${docs[i]?.document_number ?? ''}`} />
                    </Form.Item>
                  ),
                },
              ]}
            />
            <Space style={{ margin: '12px 0', justifyContent: 'flex-end', width: '100%' }}>
              <Typography.Text>
                Total dibayarkan ke tagihan: <b className="payment-multiple-allocated">{formatRupiah(allocated)}</b>
              </Typography.Text>
            </Space>
          </>
        )}
        {credit > 0 && (
          <Form.Item name="use_credit" label={`Pakai kredit pelanggan (saldo ${formatRupiah(credit)})`}>
            <MoneyInput className="payment-multiple-use-credit" />
          </Form.Item>
        )}
        <Form.Item name="amount" label="Jumlah diterima (kosongkan bila sama dengan total di atas dikurangi kredit)">
          <MoneyInput />
        </Form.Item>
        {excess > 0 && (
          <>
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 8 }}
              message={`Transfer lebih ${formatRupiah(excess)} dari yang dibayarkan ke tagihan`}
              description="Tanpa pilihan di bawah, kelebihan ditolak."
            />
            <Form.Item name="keep_as_credit" valuePropName="checked">
              <Checkbox className="payment-multiple-keep-credit">Simpan kelebihan sebagai kredit pelanggan</Checkbox>
            </Form.Item>
          </>
        )}
        {excess < 0 && (
          <Alert type="error" showIcon style={{ marginBottom: 8 }} message="Jumlah diterima dan kredit kurang dari total yang dibayarkan ke tagihan" />
        )}
        <PaymentMethodFields form={form} />
        <Form.Item name="attachments" label="Bukti pembayaran">
          <PaymentProofUpload className="payment-multiple-proof" />
        </Form.Item>
        <Form.Item name="note" label="Catatan">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
