import { ppnPercent, SALES_ORDER_SOURCE_VALUES, SALES_PRICING_NOTE, splitPpn } from '@bo/contract';
import { useQueries } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  message,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../api/client';
import { DocumentLines, ShownText } from '../../../components/document/document-lines';
import { MoneyInput } from '../../../components/money-input';
import { ProductSearch } from '../../../components/product-search/product-search';
import type { ProductSearchRow } from '../../../components/product-search/product-search-rows';
import { RemoteSelect } from '../../../components/remote-select';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { useConfigValue } from '../../../lib/config';
import { formatRupiah, idIntegerInput } from '../../../lib/format-number';
import { mayUse } from '../../../lib/route-filter';
import { useProfile } from '../../../lib/session';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useBanks } from './api/get-banks';
import { useInvoiceNumberPreview } from './api/get-invoice-number';
import { useOrderSources } from './api/get-order-sources';
import { packagePriceQuery } from './api/get-package-price';
import { usePaymentMethods } from './api/get-payment-methods';
import { linePriceQuery } from './api/get-price-by-customer';
import { useVariantStock } from './api/get-variant-stock';
import type { SalesOrderDetail, SalesOrderSaved } from './api/sales-order-keys';
import { type SalesOrderInput, useSaveSalesOrder } from './api/save-sales-order';
import { searchCustomers } from './api/search-customers';
import { searchPackages } from './api/search-packages';
import { NewCustomerDialog } from './new-customer-dialog';
import { FormErrorAlert } from '../../../components/form-error-alert';

export interface OrderLineForm {
  kind: 'product' | 'package';
  product_id?: number;
  package_id?: number;
  product_name: string;
  isi: number;
  besar: string;
  kecil: string;
  unit: 'besar' | 'kecil';
  qty: number | null;
  discount_type: 'percent' | 'rupiah';
  discount: number | null;
  note?: string;
}

export interface OrderForm {
  member_id?: number | null;
  customer_name?: string;
  customer_phone?: string;
  gudang_id?: number | null;
  order_date?: Dayjs;
  due_date?: Dayjs;
  source?: string;
  payment_method?: string;
  bank_id?: number;
  is_ppn_jual?: boolean;
  is_indent?: boolean;
  order_discount?: number | null;
  shipping_cost?: number | null;
  shipping_discount?: number | null;
  cod_fee?: number | null;
  destination_name?: string;
  destination_phone?: string;
  destination_address?: string;
  destination_district_name?: string;
  destination_city_name?: string;
  destination_state_name?: string;
  destination_zipcode?: string;
  note?: string;
  lines: OrderLineForm[];
}

/** A line's money from its server price (a preview; the saved figures are the server's). */
export function previewLine(l: Pick<OrderLineForm, 'qty' | 'discount_type' | 'discount'>, unitPrice: number) {
  const gross = (l.qty ?? 0) * unitPrice;
  const d = l.discount ?? 0;
  const amount = l.discount_type === 'rupiah' ? Math.round(d) : Math.round((gross * Math.round(d * 100)) / 10000);
  return gross - Math.min(amount, gross);
}

const PRICE_SOURCE: Record<string, { label: string; color: string }> = {
  normal: { label: 'Harga jual', color: 'default' },
  grosir: { label: 'Grosir', color: 'green' },
  member: { label: 'Tipe member', color: 'blue' },
  manual: { label: 'Manual', color: 'orange' },
};

const lineOf = (l: SalesOrderDetail['lines'][number]): OrderLineForm => ({
  kind: 'product',
  product_id: l.product_id,
  product_name: l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name,
  isi: l.product_isi,
  besar: l.product_satuan_besar_name,
  kecil: l.product_satuan_kecil_name,
  unit: l.unit,
  qty: l.qty_input,
  discount_type: l.discount_type,
  discount: l.discount,
  note: l.note ?? undefined,
});

/** The saved lines of an order as form lines: a package's parts go back to one package line. */
function linesOfDetail(d: SalesOrderDetail): OrderLineForm[] {
  const out: OrderLineForm[] = [];
  const seen = new Set<number>();
  for (const l of d.lines) {
    if (l.package_id) {
      if (seen.has(l.package_id)) continue;
      seen.add(l.package_id);
      out.push({
        kind: 'package',
        package_id: l.package_id,
        product_name: `Paket ${l.package_name ?? l.package_id}`,
        isi: 1,
        besar: 'Paket',
        kecil: 'Paket',
        unit: 'besar',
        qty: l.package_qty ?? 1,
        discount_type: 'percent',
        discount: null,
      });
    } else out.push(lineOf(l));
  }
  return out;
}

const ymd = (d?: Dayjs) => (d ? d.format('YYYY-MM-DD') : undefined);
const blank = (s?: string) => (s?.trim() ? s.trim() : undefined);

/** The stock of a line's product in the chosen warehouse. */
function LineStock({ productId, gudangId, need }: { productId?: number; gudangId?: number | null; need: number }) {
  const q = useVariantStock(productId, gudangId ?? undefined);
  if (!productId) return <Typography.Text type="secondary">-</Typography.Text>;
  if (!gudangId) return <Typography.Text type="secondary">Pilih gudang</Typography.Text>;
  if (!q.data) return <Typography.Text type="secondary">…</Typography.Text>;
  const short = need > q.data.qty;
  return (
    <Typography.Text type={short ? 'danger' : undefined} className="so-line-stock">
      {q.data.qty_text}
      {short ? ' (kurang)' : ''}
    </Typography.Text>
  );
}

/**
 * The order form (Buat / Ubah Tagihan, and the partner's Buat Pesanan): customer, warehouse, dates,
 * source and payment, PPN invoice with its number previewed, lines priced by the server per
 * customer, warehouse and quantity (tier shown), stock per line, discounts, shipping and COD, and
 * the recipient. Totals here are an estimate; the saved ones come from the server's answer.
 */
export function SalesOrderForm(props: {
  editing: SalesOrderDetail | null;
  partner?: boolean;
  /** Prefill from a lead's 'Closing' button. */
  lead?: { lead_id: number; member_id?: number; member_label?: string; customer_name?: string; customer_phone?: string; source?: string };
  onSaved: (saved: SalesOrderSaved) => void;
  onCancel: () => void;
}) {
  const { editing, partner = false, lead } = props;
  const profile = useProfile();
  const [form] = Form.useForm<OrderForm>();
  const save = useSaveSalesOrder();
  const viaKontak = mayUse(profile, 'kontak');
  const mayAddCustomer = mayUse(profile, 'kontakCreate');
  const [addingCustomer, setAddingCustomer] = useState(false);
  const [customerOptions, setCustomerOptions] = useState<{ value: number; label: string }[]>(() => {
    if (editing?.member_id) return [{ value: editing.member_id, label: editing.member_name ?? editing.customer_name ?? String(editing.member_id) }];
    if (lead?.member_id) return [{ value: lead.member_id, label: lead.member_label ?? `Kontak #${lead.member_id}` }];
    return [];
  });
  // one key per submission: a second press (or a retry after a lost answer) stores one order
  const idemKey = useRef(newIdempotencyKey());

  const lines: OrderLineForm[] = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const memberId = Form.useWatch('member_id', form) ?? undefined;
  const gudangId = Form.useWatch('gudang_id', form) ?? undefined;
  const isPpn = !!Form.useWatch('is_ppn_jual', form);
  const orderDate: Dayjs | undefined = Form.useWatch('order_date', form);
  const method = Form.useWatch('payment_method', form);
  const orderDiscount = Form.useWatch('order_discount', form) ?? 0;
  const shippingCost = Form.useWatch('shipping_cost', form) ?? 0;
  const shippingDiscount = Form.useWatch('shipping_discount', form) ?? 0;
  const codFee = Form.useWatch('cod_fee', form) ?? 0;

  const ppnRate = ppnPercent(useConfigValue('ppn').data);
  const ppnIncluded = useConfigValue('show_ppn').data === '1';
  // configuration sales_discount_limit: above it the order waits for another user's approval (0: no limit)
  const discountLimit = Math.max(0, Math.min(100, Number(useConfigValue('sales_discount_limit').data) || 0));
  const sources = useOrderSources();
  const methods = usePaymentMethods();
  const needsBank = !!methods.data?.find((m) => m.value === method)?.needs_bank;
  const banks = useBanks(needsBank);
  const number = useInvoiceNumberPreview(isPpn, ymd(orderDate), !editing);

  const prices = useQueries({
    queries: lines.map((l) =>
      l?.kind === 'package'
        ? packagePriceQuery({ package_id: l.package_id, gudang_id: gudangId ?? undefined, qty: l.qty })
        : linePriceQuery({ product_id: l?.product_id, user: memberId ?? undefined, gudang_id: gudangId ?? undefined, qty: l?.qty, unit: l?.unit ?? 'besar' }),
    ) as never[],
  }) as { data?: unknown; isFetching: boolean }[];
  const unitPriceOf = (i: number): { price: number; source?: string; small?: number; fetching: boolean } => {
    const l = lines[i];
    const d = prices[i]?.data as Record<string, unknown> | undefined;
    if (!l || !d) return { price: 0, fetching: !!prices[i]?.isFetching };
    if (l.kind === 'package') {
      const p = d.package as { total: number; qty: number } | null;
      return { price: p?.qty ? Math.round(p.total / p.qty) : 0, fetching: prices[i].isFetching };
    }
    return { price: Number(d.price ?? 0), small: Number(d.price_small ?? 0), source: String(d.price_source ?? 'normal'), fetching: prices[i].isFetching };
  };
  const lineTotals = lines.map((l, i) => (l ? (l.kind === 'package' ? (l.qty ?? 0) * unitPriceOf(i).price : previewLine(l, unitPriceOf(i).price)) : 0));
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const base = Math.max(0, subtotal - (orderDiscount ?? 0));
  const ppn = isPpn ? splitPpn(base, ppnRate, ppnIncluded) : null;
  const grand = (ppn ? ppn.total : base) + (shippingCost ?? 0) - (shippingDiscount ?? 0) + (codFee ?? 0);
  const needsApproval =
    discountLimit > 0 &&
    (lines.some((l, i) => {
      if (!l || l.kind === 'package' || !l.discount) return false;
      const gross = (l.qty ?? 0) * unitPriceOf(i).price;
      return gross > 0 && (gross - lineTotals[i]) * 100 > gross * discountLimit;
    }) ||
      (orderDiscount ?? 0) * 100 > subtotal * discountLimit);

  useEffect(() => {
    if (!editing && !form.getFieldValue('gudang_id') && profile.admin_gudang_id_active) form.setFieldValue('gudang_id', profile.admin_gudang_id_active);
  }, [editing, form, profile.admin_gudang_id_active]);

  const addProduct = (row?: ProductSearchRow) => {
    if (!row) return;
    const current: OrderLineForm[] = form.getFieldValue('lines') ?? [];
    const at = current.findIndex((l) => l.kind === 'product' && l.product_id === row.product_id);
    if (at >= 0) {
      // scanned again: one more of the same unit
      form.setFieldValue(['lines', at, 'qty'], (current[at].qty ?? 0) + 1);
      message.info(`${row.product_name}: jumlah ditambah`);
      return;
    }
    const isi = Math.max(1, Math.trunc(row.product_isi || 1));
    form.setFieldValue('lines', [
      ...current,
      {
        kind: 'product',
        product_id: row.product_id,
        product_name: row.product_sku ? `${row.product_name} (${row.product_sku})` : row.product_name,
        isi,
        besar: row.product_satuan_besar_name ?? '',
        kecil: row.product_satuan_kecil_name ?? '',
        unit: isi > 1 ? 'besar' : 'kecil',
        qty: 1,
        discount_type: 'percent',
        discount: null,
      },
    ]);
  };
  const addPackage = (id: number | string | null, label?: string) => {
    if (!id) return;
    const current: OrderLineForm[] = form.getFieldValue('lines') ?? [];
    if (current.some((l) => l.kind === 'package' && l.package_id === id)) {
      message.warning('Paket ini sudah ada di daftar');
      return;
    }
    form.setFieldValue('lines', [
      ...current,
      {
        kind: 'package',
        package_id: Number(id),
        product_name: `Paket ${label ?? id}`,
        isi: 1,
        besar: 'Paket',
        kecil: 'Paket',
        unit: 'besar',
        qty: 1,
        discount_type: 'percent',
        discount: null,
      },
    ]);
  };

  const { busy, submit } = useFormSubmit(form, async (key: string) => {
    const v = form.getFieldsValue(true) as OrderForm;
    const body: SalesOrderInput = {
      ...(editing ? { order_id: editing.order_id } : {}),
      member_id: v.member_id ?? undefined,
      customer_name: v.member_id ? undefined : blank(v.customer_name),
      customer_phone: v.member_id ? undefined : blank(v.customer_phone),
      gudang_id: v.gudang_id as number,
      order_date: ymd(v.order_date),
      due_date: ymd(v.due_date),
      source: v.source,
      payment_method: v.payment_method as SalesOrderInput['payment_method'],
      bank_id: needsBank ? v.bank_id : undefined,
      is_indent: v.is_indent ? '1' : '0',
      is_ppn_jual: v.is_ppn_jual ? '1' : '0',
      order_discount: v.order_discount ?? 0,
      shipping_cost: v.shipping_cost ?? 0,
      shipping_discount: v.shipping_discount ?? 0,
      cod_fee: v.cod_fee ?? 0,
      cash_received: 0,
      destination_name: blank(v.destination_name),
      destination_phone: blank(v.destination_phone),
      destination_address: blank(v.destination_address),
      destination_district_name: blank(v.destination_district_name),
      destination_city_name: blank(v.destination_city_name),
      destination_state_name: blank(v.destination_state_name),
      destination_zipcode: blank(v.destination_zipcode),
      note: blank(v.note),
      lead_id: editing ? (editing.lead_id ?? undefined) : lead?.lead_id,
      lines: (v.lines ?? []).map((l) =>
        l.kind === 'package'
          ? { package_id: l.package_id, qty: l.qty ?? 0, unit: 'besar' as const, discount_type: 'percent' as const, discount: 0 }
          : { product_id: l.product_id, unit: l.unit, qty: l.qty ?? 0, discount_type: l.discount_type, discount: l.discount ?? 0, note: blank(l.note) },
      ) as SalesOrderInput['lines'],
    };
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

  const initial: OrderForm = editing
    ? {
        member_id: editing.member_id,
        customer_name: editing.member_id ? undefined : (editing.customer_name ?? undefined),
        customer_phone: editing.member_id ? undefined : (editing.customer_phone ?? undefined),
        gudang_id: editing.gudang_id,
        order_date: dayjs(editing.order_date.slice(0, 10)),
        due_date: editing.due_date ? dayjs(editing.due_date.slice(0, 10)) : undefined,
        source: editing.source ?? undefined,
        payment_method: editing.payment_method ?? undefined,
        bank_id: editing.bank_id ?? undefined,
        is_ppn_jual: !!editing.is_ppn_jual,
        is_indent: !!editing.is_indent,
        order_discount: editing.order_discount,
        shipping_cost: editing.shipping_cost,
        shipping_discount: editing.shipping_discount,
        cod_fee: editing.cod_fee,
        destination_name: editing.destination_name ?? undefined,
        destination_phone: editing.destination_phone ?? undefined,
        destination_address: editing.destination_address ?? undefined,
        destination_district_name: editing.destination_district_name ?? undefined,
        destination_city_name: editing.destination_city_name ?? undefined,
        destination_state_name: editing.destination_state_name ?? undefined,
        destination_zipcode: editing.destination_zipcode ?? undefined,
        note: editing.note ?? undefined,
        lines: linesOfDetail(editing),
      }
    : {
        lines: [],
        order_date: dayjs(),
        is_ppn_jual: false,
        member_id: lead?.member_id,
        customer_name: lead?.member_id ? undefined : lead?.customer_name,
        customer_phone: lead?.member_id ? undefined : lead?.customer_phone,
        source: lead?.source && (SALES_ORDER_SOURCE_VALUES as readonly string[]).includes(lead.source) ? lead.source : undefined,
        destination_name: lead?.customer_name,
        destination_phone: lead?.customer_phone,
      };

  return (
    <Form form={form} layout="vertical" initialValues={initial} className="so-form" name="so_form">
      <FormErrorAlert form={form} />
      {needsApproval && (
        <Alert
          type="warning"
          showIcon
          className="so-discount-approval"
          style={{ marginBottom: 12 }}
          message={`Diskon melebihi batas ${discountLimit}% tanpa persetujuan`}
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
          <Form.Item label="Faktur PPN" tooltip={ppnIncluded ? 'Harga sudah termasuk PPN' : 'PPN ditambahkan di atas harga'}>
            <Space>
              <Form.Item name="is_ppn_jual" valuePropName="checked" noStyle>
                <Switch id="is_ppn_jual" checkedChildren={`PPN ${String(ppnRate).replace('.', ',')}%`} unCheckedChildren="Tanpa PPN" disabled={!!editing} />
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
        {!partner && (
          <Col xs={12} md={4}>
            <Form.Item name="is_indent" label="Indent (pre-order)" valuePropName="checked">
              <Switch id="is_indent" />
            </Form.Item>
          </Col>
        )}
      </Row>

      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item label="Tambah produk (ketik atau pindai barcode)">
            <ProductSearch id="so_product" value={null} onChange={(_id, row) => addProduct(row)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label="Tambah paket">
            <RemoteSelect id="so_package" placeholder="Cari paket" value={null} fetcher={searchPackages} onChange={(v, o) => addPackage(v, o?.label)} />
          </Form.Item>
        </Col>
      </Row>
      <DocumentLines<OrderLineForm>
        className="so-form-lines"
        lines={lines}
        scrollX={1040}
        emptyText="Cari produk atau paket yang dipesan"
        columns={[
          {
            title: 'Satuan',
            key: 'unit',
            width: 130,
            render: (l, f) =>
              l?.kind === 'package' ? (
                // carries the server's message of the package (lines.N.package_id)
                <Form.Item name={[f.name, 'package_id']} style={{ margin: 0 }}>
                  <ShownText text="Paket" />
                </Form.Item>
              ) : (
                <Form.Item name={[f.name, 'unit']} style={{ margin: 0 }}>
                  <Select
                    id={`lines_${f.name}_unit`}
                    aria-label="Satuan"
                    options={[
                      { value: 'besar', label: l && l.isi > 1 ? `${l.besar} (isi ${l.isi})` : (l?.besar ?? 'Besar') },
                      { value: 'kecil', label: l?.kecil ?? 'Kecil' },
                    ]}
                  />
                </Form.Item>
              ),
          },
          {
            title: 'Jumlah',
            key: 'qty',
            width: 90,
            render: (_l, f) => (
              <Form.Item
                name={[f.name, 'qty']}
                style={{ margin: 0 }}
                rules={[
                  { required: true, message: 'Jumlah wajib diisi' },
                  { type: 'number', min: 1, message: 'Jumlah minimal 1' },
                ]}
              >
                <InputNumber id={`lines_${f.name}_qty`} aria-label="Jumlah" min={0} {...idIntegerInput} style={{ width: '100%' }} />
              </Form.Item>
            ),
          },
          {
            title: 'Harga / satuan',
            key: 'price',
            width: 140,
            align: 'right',
            render: (l, f) => {
              const p = unitPriceOf(f.name);
              const src = p.source ? PRICE_SOURCE[p.source] : undefined;
              return (
                <span className={`so-line-price-${f.name}`}>
                  {p.fetching && !p.price ? '…' : formatRupiah(p.price)}
                  {src && p.source !== 'normal' ? (
                    <div>
                      <Tag color={src.color} style={{ marginInlineEnd: 0 }}>
                        {src.label}
                      </Tag>
                    </div>
                  ) : null}
                  {l?.kind === 'product' && l.unit === 'besar' && l.isi > 1 && p.small ? (
                    <div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatRupiah(p.small)} / {l.kecil}
                      </Typography.Text>
                    </div>
                  ) : null}
                </span>
              );
            },
          },
          {
            title: 'Stok gudang',
            key: 'stock',
            width: 110,
            render: (l) =>
              l?.kind === 'product' ? <LineStock productId={l.product_id} gudangId={gudangId} need={(l.qty ?? 0) * (l.unit === 'besar' ? l.isi : 1)} /> : '-',
          },
          {
            title: 'Diskon',
            key: 'discount',
            width: 180,
            render: (l, f) =>
              l?.kind === 'package' ? (
                '-'
              ) : (
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name={[f.name, 'discount_type']} style={{ margin: 0, width: 76 }}>
                    <Select
                      id={`lines_${f.name}_discount_type`}
                      aria-label="Jenis diskon"
                      options={[
                        { value: 'percent', label: '%' },
                        { value: 'rupiah', label: 'Rp' },
                      ]}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'discount']}
                    style={{ margin: 0, flex: 1 }}
                    rules={[
                      {
                        validator: async (_r, v) =>
                          l?.discount_type !== 'rupiah' && typeof v === 'number' && v > 100 ? Promise.reject(new Error('Diskon maksimal 100%')) : undefined,
                      },
                    ]}
                  >
                    {l?.discount_type === 'rupiah' ? (
                      <MoneyInput id={`lines_${f.name}_discount`} />
                    ) : (
                      <InputNumber
                        id={`lines_${f.name}_discount`}
                        aria-label="Diskon persen"
                        min={0}
                        max={100}
                        precision={2}
                        decimalSeparator=","
                        suffix="%"
                        style={{ width: '100%' }}
                      />
                    )}
                  </Form.Item>
                </Space.Compact>
              ),
          },
          {
            title: 'Subtotal',
            key: 'subtotal',
            width: 115,
            align: 'right',
            render: (_l, f) => <span className={`so-line-subtotal-${f.name}`}>{formatRupiah(lineTotals[f.name] ?? 0)}</span>,
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 4 }}>
        {SALES_PRICING_NOTE}
      </Typography.Paragraph>

      <Row gutter={16} style={{ marginTop: 8 }}>
        <Col xs={24} lg={14}>
          <Card size="small" title="Penerima" className="so-recipient-card">
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <Form.Item name="destination_name" label="Nama penerima">
                  <Input id="destination_name" maxLength={150} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="destination_phone" label="Telepon penerima">
                  <Input id="destination_phone" maxLength={20} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="destination_address" label="Alamat">
                  <Input.TextArea id="destination_address" rows={2} maxLength={1000} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="destination_district_name" label="Kecamatan">
                  <Input id="destination_district_name" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="destination_city_name" label="Kota">
                  <Input id="destination_city_name" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={12} md={7}>
                <Form.Item name="destination_state_name" label="Provinsi">
                  <Input id="destination_state_name" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item name="destination_zipcode" label="Kode pos">
                  <Input id="destination_zipcode" maxLength={10} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="note" label="Catatan" style={{ marginBottom: 0 }}>
              <Input.TextArea id="note" rows={2} maxLength={1000} />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title="Biaya & Total (perkiraan)" className="so-form-preview">
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item name="order_discount" label="Diskon tagihan">
                  <MoneyInput id="order_discount" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="shipping_cost" label="Ongkos kirim">
                  <MoneyInput id="shipping_cost" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="shipping_discount" label="Diskon ongkir">
                  <MoneyInput id="shipping_discount" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="cod_fee" label="Biaya COD">
                  <MoneyInput id="cod_fee" />
                </Form.Item>
              </Col>
            </Row>
            <Descriptions size="small" column={1} bordered className="so-preview-totals">
              <Descriptions.Item label="Subtotal">{formatRupiah(subtotal)}</Descriptions.Item>
              {orderDiscount ? <Descriptions.Item label="Diskon tagihan">- {formatRupiah(orderDiscount)}</Descriptions.Item> : null}
              {ppn && <Descriptions.Item label="DPP">{formatRupiah(ppn.dpp)}</Descriptions.Item>}
              {ppn && (
                <Descriptions.Item label={`PPN ${String(ppnRate).replace('.', ',')}%${ppnIncluded ? ' (termasuk)' : ''}`}>
                  {formatRupiah(ppn.ppn)}
                </Descriptions.Item>
              )}
              {shippingCost || shippingDiscount ? (
                <Descriptions.Item label="Ongkir bersih">{formatRupiah((shippingCost ?? 0) - (shippingDiscount ?? 0))}</Descriptions.Item>
              ) : null}
              {codFee ? <Descriptions.Item label="Biaya COD">{formatRupiah(codFee)}</Descriptions.Item> : null}
              <Descriptions.Item label="Perkiraan Total">
                <b className="so-preview-grand">{formatRupiah(grand)}</b>
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 4, marginBottom: 0 }}>
              Perkiraan; total yang berlaku dihitung server saat tagihan disimpan.
            </Typography.Paragraph>
          </Card>
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
      {addingCustomer && (
        <NewCustomerDialog
          onClose={() => setAddingCustomer(false)}
          onSaved={(c) => {
            setCustomerOptions((o) => [c, ...o.filter((x) => x.value !== c.value)]);
            form.setFieldValue('member_id', c.value);
          }}
        />
      )}
    </Form>
  );
}
