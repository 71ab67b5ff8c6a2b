import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { PAYMENT_ATTACHMENT_MAX_BYTES, PAYMENT_ATTACHMENT_MIMES, PAYMENT_ATTACHMENT_RULE, type PaymentAttachment } from '@bo/contract';
import { Button, DatePicker, Form, type FormInstance, message, Select, Space, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { attachmentUrl, uploadPaymentAttachment, useBankOptions, usePaymentMethodOptions } from '../../api/payment';
import { AuthImage } from '../auth-image';
import { fetchBlob, saveBlob } from '../resource/resource-transfer';

/**
 * The payment's date, method and (for a method that needs one) the Kas & Bank account, as fields
 * payment_date, payment_method and bank_id of the form (ids from the form's name, `<form>_payment_date`…, or `<idPrefix>payment_date` when given). The server
 * takes a missing method as transfer: callers start the method at 'transfer'. `direction` 'out' (a
 * supplier payment: money going out) names the account the money leaves.
 */
export function PaymentMethodFields({ form, idPrefix, direction = 'in' }: { form: FormInstance; idPrefix?: string; direction?: 'in' | 'out' }) {
  const id = (f: string) => (idPrefix === undefined ? undefined : `${idPrefix}${f}`);
  const methods = usePaymentMethodOptions();
  const method = Form.useWatch('payment_method', form);
  const needsBank = !!methods.data?.find((m) => m.value === method)?.needs_bank;
  const banks = useBankOptions(needsBank);
  return (
    <>
      <Form.Item name="payment_date" label="Tanggal pembayaran" rules={[{ required: true, message: 'Tanggal pembayaran wajib diisi' }]}>
        <DatePicker id={id('payment_date')} format="DD-MM-YYYY" disabledDate={(d) => d.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="payment_method" label="Metode pembayaran" rules={[{ required: true, message: 'Metode pembayaran wajib dipilih' }]}>
        <Select id={id('payment_method')} placeholder="Pilih metode" options={methods.data ?? []} />
      </Form.Item>
      {needsBank && (
        <Form.Item
          name="bank_id"
          label={direction === 'in' ? 'Rekening tujuan' : 'Dibayar dari rekening'}
          preserve={false}
          rules={[{ required: true, message: 'Rekening wajib dipilih untuk metode pembayaran ini' }]}
        >
          <Select id={id('bank_id')} allowClear placeholder="Pilih rekening" options={(banks.data ?? []).map((b) => ({ value: b.value, label: b.label }))} />
        </Form.Item>
      )}
    </>
  );
}

/**
 * Proofs of payment (jpg, png, pdf, 5 MB): each file is stored at once through /payment/upload_attachment
 * and the field's value is the stored attachments (their ids go with the payment). `className` on the picker.
 */
export function PaymentProofUpload(props: { value?: PaymentAttachment[]; onChange?: (v: PaymentAttachment[]) => void; className?: string; id?: string }) {
  const value = props.value ?? [];
  const [busy, setBusy] = useState(false);
  const add = async (file: File) => {
    if (!(PAYMENT_ATTACHMENT_MIMES as readonly string[]).includes(file.type) || file.size > PAYMENT_ATTACHMENT_MAX_BYTES) {
      message.error(PAYMENT_ATTACHMENT_RULE);
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadPaymentAttachment(file);
      props.onChange?.([...value, stored]);
    } catch (e) {
      if (e instanceof ApiError) message.error(e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        accept=".jpg,.jpeg,.png,.pdf"
        multiple
        showUploadList={false}
        beforeUpload={(f) => {
          void add(f);
          return false;
        }}
      >
        <Button id={props.id} className={props.className} icon={<UploadOutlined />} loading={busy}>
          Unggah bukti
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {PAYMENT_ATTACHMENT_RULE}
      </Typography.Text>
      {value.length > 0 && (
        <PaymentProofs
          attachments={value}
          onRemove={(id) => props.onChange?.(value.filter((a) => a.attachment_id !== id))}
          className="payment-proof-uploaded"
        />
      )}
    </Space>
  );
}

/** Opens a stored PDF proof (fetched with the token) in a new tab, or saves it when the browser blocks the tab. */
async function openPdf(a: PaymentAttachment) {
  try {
    const blob = await fetchBlob(attachmentUrl(a.attachment_id));
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (!window.open(url, '_blank')) saveBlob(blob, a.file_name);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    message.error((e as Error).message || 'Gagal membuka bukti');
  }
}

/** The proofs of a payment: images shown (preview on click), PDFs as links (`payment-proof-pdf`). */
export function PaymentProofs(props: { attachments: PaymentAttachment[]; onRemove?: (id: number) => void; className?: string }) {
  return (
    <Space wrap className={props.className ?? 'payment-proofs'} size={[12, 8]}>
      {props.attachments.map((a) => (
        <Space key={a.attachment_id} direction="vertical" size={2} align="center" style={{ maxWidth: 140 }}>
          {a.mime === 'application/pdf' ? (
            <Button icon={<FilePdfOutlined />} className="payment-proof-pdf" onClick={() => void openPdf(a)}>
              {a.file_name}
            </Button>
          ) : (
            <AuthImage src={attachmentUrl(a.attachment_id)} alt={a.file_name} size={96} className="payment-proof-image" />
          )}
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 140 }} title={a.file_name}>
            {a.file_name}
          </Typography.Text>
          {props.onRemove && (
            <Button size="small" type="link" className="payment-proof-remove" onClick={() => props.onRemove?.(a.attachment_id)}>
              Hapus
            </Button>
          )}
        </Space>
      ))}
    </Space>
  );
}
