import { SALES_ORDER_SOURCE_VALUES } from '@bo/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { type OrderLineFields, orderLineProduct, productLabel } from '../../../components/document/order-line-fields';
import type { ProductSearchRow } from '../../../components/product-search/product-search-rows';
import type { SalesOrderDetail } from './api/sales-order-keys';
import type { SalesOrderInput } from './api/save-sales-order';

/** One line of the order form: a product in the unit ordered, or a package (its parts are the server's). */
export interface OrderLineForm extends OrderLineFields {
  kind: 'product' | 'package';
  product_id?: number;
  package_id?: number;
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

/** Prefill from a lead's 'Closing' button. */
export interface OrderLead {
  lead_id: number;
  member_id?: number;
  member_label?: string;
  customer_name?: string;
  customer_phone?: string;
  source?: string;
}

/** A product picked in the search: one of its large unit where it has one (isi > 1), else of its small unit. */
export function productLine(row: ProductSearchRow): OrderLineForm {
  const isi = Math.max(1, Math.trunc(row.product_isi || 1));
  return {
    kind: 'product',
    product_id: row.product_id,
    product_name: productLabel(row.product_name, row.product_sku),
    isi,
    besar: row.product_satuan_besar_name ?? '',
    kecil: row.product_satuan_kecil_name ?? '',
    unit: isi > 1 ? 'besar' : 'kecil',
    qty: 1,
    discount_type: 'percent',
    discount: null,
  };
}

/** A package line: one package, priced as a whole by the server. */
export const packageLine = (packageId: number, label: string, qty: number): OrderLineForm => ({
  kind: 'package',
  package_id: packageId,
  product_name: `Paket ${label}`,
  isi: 1,
  besar: 'Paket',
  kecil: 'Paket',
  unit: 'besar',
  qty,
  discount_type: 'percent',
  discount: null,
});

const lineOf = (l: SalesOrderDetail['lines'][number]): OrderLineForm => ({
  kind: 'product',
  ...orderLineProduct(l),
  discount_type: l.discount_type,
  discount: l.discount,
  note: l.note ?? undefined,
});

/** The saved lines of an order as form lines: a package's parts go back to one package line. */
export function linesOfDetail(d: SalesOrderDetail): OrderLineForm[] {
  const out: OrderLineForm[] = [];
  const seen = new Set<number>();
  for (const l of d.lines) {
    if (l.package_id) {
      if (seen.has(l.package_id)) continue;
      seen.add(l.package_id);
      out.push(packageLine(l.package_id, String(l.package_name ?? l.package_id), l.package_qty ?? 1));
    } else out.push(lineOf(l));
  }
  return out;
}

const ymd = (d?: Dayjs) => (d ? d.format('YYYY-MM-DD') : undefined);
const blank = (s?: string) => (s?.trim() ? s.trim() : undefined);

/** The form's first values: the order being changed, or a new one (today, no PPN), prefilled from a lead. */
export function initialOrderForm(editing: SalesOrderDetail | null, lead?: OrderLead): OrderForm {
  if (editing)
    return {
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
    };
  return {
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
}

/**
 * The body sent for the form's values: a contact or a walk-in's name, the account only with a method
 * that needs one, empty texts left out, a package line as its package and quantity.
 */
export function orderBody(v: OrderForm, o: { editing: SalesOrderDetail | null; lead?: OrderLead; needsBank: boolean }): SalesOrderInput {
  const { editing } = o;
  return {
    ...(editing ? { order_id: editing.order_id } : {}),
    member_id: v.member_id ?? undefined,
    customer_name: v.member_id ? undefined : blank(v.customer_name),
    customer_phone: v.member_id ? undefined : blank(v.customer_phone),
    gudang_id: v.gudang_id as number,
    order_date: ymd(v.order_date),
    due_date: ymd(v.due_date),
    source: v.source,
    payment_method: v.payment_method as SalesOrderInput['payment_method'],
    bank_id: o.needsBank ? v.bank_id : undefined,
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
    lead_id: editing ? (editing.lead_id ?? undefined) : o.lead?.lead_id,
    lines: (v.lines ?? []).map((l) =>
      l.kind === 'package'
        ? { package_id: l.package_id, qty: l.qty ?? 0, unit: 'besar' as const, discount_type: 'percent' as const, discount: 0 }
        : { product_id: l.product_id, unit: l.unit, qty: l.qty ?? 0, discount_type: l.discount_type, discount: l.discount ?? 0, note: blank(l.note) },
    ) as SalesOrderInput['lines'],
  };
}
