import { Col, DatePicker, Form, type FormInstance, Input, Row, Select, Space, Switch, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { RemoteSelect } from '../../../components/remote-select';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { mayUse } from '../../../lib/route-filter';
import { useProfile } from '../../../lib/session';
import { useBanks } from './api/get-banks';
import { useInvoiceNumberPreview } from './api/get-invoice-number';
import { useOrderSources } from './api/get-order-sources';
import { usePaymentMethods } from './api/get-payment-methods';
import type { SalesOrderDetail } from './api/sales-order-keys';
import { searchCustomers } from './api/search-customers';
import { NewCustomerDialog } from './new-customer-dialog';
import type { OrderForm, OrderLead } from './sales-order-form-model';

/** The payment method chosen and whether it needs a receiving account of Kas & Bank (needs_bank). */
export function useOrderPayment(form: FormInstance<OrderForm>) {
  const method = Form.useWatch('payment_method', form);
  const methods = usePaymentMethods();
  return { methods, needsBank: !!methods.data?.find((m) => m.value === method)?.needs_bank };
}

export const ppnRateText = (percent: number) => `PPN ${String(percent).replace('.', ',')}%`;

/**
 * The order's header: the customer (a contact, one added on the spot, or a walk-in's name and phone),
 * warehouse, dates, source, payment method and its account, the PPN invoice with its number previewed,
 * and indent (not for a partner's order).
 */
export function SalesOrderFormHeader(props: {
  form: FormInstance<OrderForm>;
  editing: SalesOrderDetail | null;
  partner: boolean;
  lead?: OrderLead;
  ppn: { percent: number; included: boolean };
}) {
  const { form, editing, lead, ppn } = props;
  const profile = useProfile();
  const viaKontak = mayUse(profile, 'kontak');
  const mayAddCustomer = mayUse(profile, 'kontakCreate');
  const [addingCustomer, setAddingCustomer] = useState(false);
  const [customerOptions, setCustomerOptions] = useState<{ value: number; label: string }[]>(() => {
    if (editing?.member_id) return [{ value: editing.member_id, label: editing.member_name ?? editing.customer_name ?? String(editing.member_id) }];
    if (lead?.member_id) return [{ value: lead.member_id, label: lead.member_label ?? `Kontak #${lead.member_id}` }];
    return [];
  });
  const isPpn = !!Form.useWatch('is_ppn_jual', form);
  const orderDate: Dayjs | undefined = Form.useWatch('order_date', form);
  const { methods, needsBank } = useOrderPayment(form);
  const sources = useOrderSources();
  const banks = useBanks(needsBank);
  const number = useInvoiceNumberPreview(isPpn, orderDate ? orderDate.format('YYYY-MM-DD') : undefined, !editing);

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="member_id" label="Pelanggan (kontak)" tooltip="Pilih kontak, atau kosongkan dan isi nama pelanggan umum">
            <RemoteSelect
              key={customerOptions.map((o) => o.value).join(',')}
              id="member_id"
              placeholder="Cari nama atau telepon"
              initialOptions={customerOptions}
              fetcher={(s) => searchCustomers(s, viaKontak)}
              onAddData={mayAddCustomer ? () => setAddingCustomer(true) : undefined}
            />
          </Form.Item>
        </Col>
        <Form.Item noStyle dependencies={['member_id']}>
          {({ getFieldValue }) =>
            getFieldValue('member_id') ? null : (
              <>
                <Col xs={12} md={8}>
                  <Form.Item name="customer_name" label="Nama pelanggan umum">
                    <Input id="customer_name" maxLength={150} placeholder="Tanpa kontak" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item name="customer_phone" label="Telepon pelanggan">
                    <Input id="customer_phone" maxLength={20} />
                  </Form.Item>
                </Col>
              </>
            )
          }
        </Form.Item>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="gudang_id" label="Gudang" rules={[{ required: true, message: 'Gudang wajib diisi' }]}>
            <WarehouseSelect id="gudang_id" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="order_date" label="Tanggal tagihan">
            <DatePicker id="order_date" format="DD-MM-YYYY" placeholder="Hari ini" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="due_date" label="Jatuh tempo">
            <DatePicker id="due_date" format="DD-MM-YYYY" placeholder="Opsional" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="source" label="Sumber pesanan">
            <Select id="source" allowClear placeholder="Pilih sumber" options={sources.data ?? []} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="payment_method" label="Metode pembayaran">
            <Select id="payment_method" allowClear placeholder="Pilih metode" options={(methods.data ?? []).map((m) => ({ value: m.value, label: m.label }))} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16} align="middle">
        {needsBank && (
          <Col xs={24} md={8}>
            <Form.Item name="bank_id" label="Rekening tujuan">
              <Select id="bank_id" allowClear placeholder="Pilih rekening" options={(banks.data ?? []).map((b) => ({ value: b.value, label: b.label }))} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          <Form.Item label="Faktur PPN" tooltip={ppn.included ? 'Harga sudah termasuk PPN' : 'PPN ditambahkan di atas harga'}>
            <Space>
              <Form.Item name="is_ppn_jual" valuePropName="checked" noStyle>
                <Switch id="is_ppn_jual" checkedChildren={ppnRateText(ppn.percent)} unCheckedChildren="Tanpa PPN" disabled={!!editing} />
              </Form.Item>
              <span className="so-invoice-preview">
                {editing ? (
                  <b>{editing.invoice_number}</b>
                ) : number.data ? (
                  <Tooltip title="Perkiraan nomor; nomor pasti diberikan saat disimpan">
                    No. <b>{number.data.invoice_number}</b>
                  </Tooltip>
                ) : null}
              </span>
            </Space>
          </Form.Item>
        </Col>
        {!props.partner && (
          <Col xs={12} md={4}>
            <Form.Item name="is_indent" label="Indent (pre-order)" valuePropName="checked">
              <Switch id="is_indent" />
            </Form.Item>
          </Col>
        )}
      </Row>
      {addingCustomer && (
        <NewCustomerDialog
          onClose={() => setAddingCustomer(false)}
          onSaved={(c) => {
            setCustomerOptions((o) => [c, ...o.filter((x) => x.value !== c.value)]);
            form.setFieldValue('member_id', c.value);
          }}
        />
      )}
    </>
  );
}
