import { Alert, Button, Col, Form, message, Row, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { newIdempotencyKey } from '../../../api/client';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { formatRupiah } from '../../../lib/format-number';
import { useProfile } from '../../../lib/session';
import { useFormSubmit } from '../../../lib/use-form-submit';
import type { SalesOrderDetail, SalesOrderSaved } from './api/sales-order-keys';
import { useSaveSalesOrder } from './api/save-sales-order';
import { SalesOrderFormHeader, useOrderPayment } from './sales-order-form-header';
import { SalesOrderFormLines } from './sales-order-form-lines';
import { initialOrderForm, type OrderForm, type OrderLead, orderBody } from './sales-order-form-model';
import { SalesOrderFormRecipient } from './sales-order-form-recipient';
import { SalesOrderFormTotals } from './sales-order-form-totals';
import { useSalesOrderPreview } from './use-sales-order-preview';

/**
 * The order form (Buat / Ubah Tagihan, and the partner's Buat Pesanan): the header (customer,
 * warehouse, dates, source and payment, PPN invoice with its number previewed), the lines priced by
 * the server per customer, warehouse and quantity, the recipient, and the charges with the totals.
 * Totals here are an estimate; the saved ones come from the server's answer.
 */
export function SalesOrderForm(props: {
  editing: SalesOrderDetail | null;
  partner?: boolean;
  /** Prefill from a lead's 'Closing' button. */
  lead?: OrderLead;
  onSaved: (saved: SalesOrderSaved) => void;
  onCancel: () => void;
}) {
  const { editing, partner = false, lead } = props;
  const profile = useProfile();
  const [form] = Form.useForm<OrderForm>();
  const save = useSaveSalesOrder();
  // one key per submission: a second press (or a retry after a lost answer) stores one order
  const idemKey = useRef(newIdempotencyKey());
  const preview = useSalesOrderPreview(form);
  const { needsBank } = useOrderPayment(form);

  useEffect(() => {
    if (!editing && !form.getFieldValue('gudang_id') && profile.admin_gudang_id_active) form.setFieldValue('gudang_id', profile.admin_gudang_id_active);
  }, [editing, form, profile.admin_gudang_id_active]);

  const { busy, submit } = useFormSubmit(form, async (key: string) => {
    const body = orderBody(form.getFieldsValue(true) as OrderForm, { editing, lead, needsBank });
    const r = await save.mutateAsync({ body, key });
    if (idemKey.current === key) idemKey.current = newIdempotencyKey();
    message.success(`${r.msg}: ${r.data.invoice_number}, total ${formatRupiah(r.data.grand_total)}`);
    props.onSaved(r.data);
  });

  const onSave = async () => {
    // taken at the press: two quick presses carry the same key
    const key = idemKey.current;
    const ok = await form.validateFields().catch(() => null);
    if (!ok) return;
    if (!(form.getFieldValue('lines') ?? []).length) {
      message.error('Tambahkan minimal satu produk');
      return;
    }
    await submit(key);
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialOrderForm(editing, lead)} className="so-form" name="so_form">
      <FormErrorAlert form={form} />
      {preview.needsApproval && (
        <Alert
          type="warning"
          showIcon
          className="so-discount-approval"
          style={{ marginBottom: 12 }}
          message={`Diskon melebihi batas ${preview.discountLimit}% tanpa persetujuan`}
          description="Tagihan akan disimpan berstatus Menunggu Persetujuan Diskon dan baru dapat diproses atau dibayar setelah disetujui pengguna lain yang berwenang (Setujui Diskon di daftar Tagihan)."
        />
      )}
      {lead && (
        <Alert
          type="info"
          showIcon
          className="so-lead-note"
          style={{ marginBottom: 12 }}
          message={`Closing lead: tagihan ini dicatat sebagai closing dari lead ${lead.customer_name ?? `#${lead.lead_id}`}.`}
        />
      )}
      <SalesOrderFormHeader form={form} editing={editing} partner={partner} lead={lead} ppn={preview.ppnRule} />
      <SalesOrderFormLines form={form} preview={preview} />
      <Row gutter={16} style={{ marginTop: 8 }}>
        <Col xs={24} lg={14}>
          <SalesOrderFormRecipient />
        </Col>
        <Col xs={24} lg={10}>
          <SalesOrderFormTotals preview={preview} />
        </Col>
      </Row>
      <Space style={{ marginTop: 16, justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={props.onCancel} className="so-cancel">
          Batal
        </Button>
        <Button type="primary" className="so-save" loading={busy} onClick={onSave}>
          {editing ? 'Simpan Perubahan' : partner ? 'Simpan Pesanan' : 'Simpan Tagihan'}
        </Button>
      </Space>
    </Form>
  );
}
