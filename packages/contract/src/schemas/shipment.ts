import { z } from 'zod';
import { SHIPMENT_STATE_VALUES, SHIPMENT_STATES } from '../documents/shipment.js';
import { day, editableField, int, num, optText, timestamp } from './answers.js';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/**
 * Picking (Siap Dikirim), packing (shipment/scan_barcode) and shipments (Pengiriman) of customer
 * orders. Couriers come from master Ekspedisi; the shipping aggregator's fields stay empty.
 */

/** Body of /picking/recomendation_ed_batch and of the packing progress: one order. */
/** The customer and where an order goes, as a shipment's order and the packing queue answer them. */
const recipientFields = {
  customer_name: optText(),
  customer_phone: optText(),
  destination_name: optText(),
  destination_phone: optText(),
  destination_address: optText(),
  destination_district_name: optText(),
  destination_city_name: optText(),
  destination_state_name: optText(),
  destination_zipcode: optText(),
};

export const pickingOrderBody = z.object({ order_id: field.id('Tagihan') });
export type PickingOrderBody = z.infer<typeof pickingOrderBody>;

/** Body of /shipment/scan_barcode: the order being packed and what the scanner read (barcode or SKU). */
export const scanBarcodeBody = z.object({
  order_id: field.id('Tagihan'),
  barcode: field.text('Barcode', 60),
  /** How many of the ordered unit this scan counts (1 unless the packer typed a count). */
  qty: field.optInt('Jumlah', 1, 100000),
});
export type ScanBarcodeBody = z.infer<typeof scanBarcodeBody>;

/** Query of GET /shipment/provider_shipping: the order (header_id) whose couriers are asked. */
export const providerShippingQuery = z.object({ header_id: field.id('Tagihan') });

/** One id, a list, a JSON list or a comma-separated text of order ids. */
function orderIdList(v: unknown) {
  if (v === '' || v === null || v === undefined) return [];
  if (typeof v === 'number') return [v];
  if (typeof v === 'string') {
    const t = v.trim();
    if (t.startsWith('[')) {
      try {
        return JSON.parse(t);
      } catch {
        return v;
      }
    }
    return t.split(',').map((x) => x.trim());
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) return Object.values(v);
  return v;
}

/** Body of /shipment/validation_add and /shipment/add_stored. */
export const shipmentAddBody = z.object({
  order_ids: z.preprocess(
    orderIdList,
    z
      .array(field.id('Tagihan'), { error: 'Tagihan harus berupa daftar' })
      .min(1, 'Pilih minimal satu tagihan')
      .max(100, 'Paling banyak 100 tagihan per pengiriman'),
  ),
  shipment_date: optDateField('Tanggal pengiriman'),
  ekspedisi_id: field.optInt('Ekspedisi', 1),
  kurir: field.optText('Kurir', 60),
  shipping_service: field.optText('Layanan pengiriman', 60),
  no_resi: field.optText('Nomor resi', 60),
  shipping_cost: field.optMoney('Ongkos kirim'),
  note: field.optText('Catatan', 500),
});
export type ShipmentAddBody = z.infer<typeof shipmentAddBody>;

/** Body of /shipment/detail. */
export const shipmentIdBody = z.object({ shipment_id: field.id('Pengiriman') });

/** Body of /shipment/info_proses_pengiriman: a shipment, or an order (its shipment when it has one). */
export const shipmentInfoBody = z
  .object({ shipment_id: field.optInt('Pengiriman', 1), order_id: field.optInt('Tagihan', 1) })
  .refine((b) => b.shipment_id !== undefined || b.order_id !== undefined, { message: 'Pengiriman atau tagihan wajib diisi', path: ['shipment_id'] });

/** Body of /shipment/validation_update_status and /shipment/update_status: the state wanted and a note (required for gagal and dikembalikan). */
export const shipmentStatusBody = z.object({
  shipment_id: field.id('Pengiriman'),
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(SHIPMENT_STATE_VALUES, {
      error: `Status harus salah satu dari: ${SHIPMENT_STATES.map((s) => s.value).join(', ')}`,
    }),
  ),
  note: field.optText('Keterangan', 500),
});
export type ShipmentStatusBody = z.infer<typeof shipmentStatusBody>;

/* Answers (server/src/modules/sales/picking/queries.ts, shipment/queries.ts and their commands). */

/** A line of an order to pick and pack: the unit ordered and that quantity, small units, and what is packed (in the ordered unit). */
export const pickLine = z.object({
  line_id: int(),
  order_id: int(),
  product_id: int(),
  product_name: z.string(),
  product_sku: optText(),
  product_barcode: optText(),
  unit: z.enum(['besar', 'kecil']),
  unit_name: z.string(),
  qty_input: num(),
  qty: num(),
  qty_text: z.string(),
  qty_packed: num(),
  packed: z.boolean(),
});
export type PickLine = z.infer<typeof pickLine>;

/** One order of /picking/list (Siap Dikirim): recipient, courier, money, what is packed and its lines. */
export const pickingRow = z.object({
  order_id: int(),
  invoice_number: z.string(),
  order_date: day(),
  status: z.string(),
  gudang_id: int(),
  master_gudang_name: optText(),
  member_id: int().nullable(),
  ...recipientFields,
  ekspedisi_id: int().nullable(),
  ekspedisi_name: optText(),
  kurir: optText(),
  shipping_service: optText(),
  no_resi: optText(),
  shipping_cost: num(),
  cod_fee: num(),
  payment_method: optText(),
  grand_total: num(),
  is_paid: int(),
  note: optText(),
  stock_taken: int(),
  qty_ordered_total: num(),
  qty_packed_total: num(),
  packed: z.boolean(),
  lines: z.array(pickLine),
});
export type PickingRow = z.infer<typeof pickingRow>;

/** A batch to pick a line from, first expiry first, and the quantity in small units. */
export const batchPick = z.object({ batch_id: int(), batch_no: optText(), expired_date: day().nullable(), qty: num() });

/** /picking/recomendation_ed_batch: per line the batches to pick from and what the warehouse cannot cover (`short`). */
export const edBatchRecommendation = z.object({
  order_id: int(),
  invoice_number: z.string(),
  gudang_id: int(),
  source: z.enum(['ledger', 'stock']),
  lines: z.array(
    z.object({
      line_id: int(),
      product_id: int(),
      product_name: z.string(),
      product_sku: optText(),
      unit_name: z.string(),
      qty_input: num(),
      qty: num(),
      qty_text: z.string(),
      batches: z.array(batchPick),
      short: num(),
    }),
  ),
});

/** /shipment/scan_barcode: the line a scan packed, whether it and the order are complete, and the order's lines. */
export const packingScanned = z.object({
  order_id: int(),
  invoice_number: z.string(),
  line_id: int(),
  product_id: int(),
  product_name: z.string(),
  unit_name: z.string(),
  qty_packed: num(),
  qty_ordered: num(),
  line_complete: z.boolean(),
  order_complete: z.boolean(),
  lines: z.array(pickLine),
});
export type PackingScanned = z.infer<typeof packingScanned>;

/** GET /shipment/provider_shipping: the order's current courier and the couriers it can be sent with (rates: a later integration). */
export const providerShippingAnswer = z.object({
  order_id: int(),
  invoice_number: z.string(),
  current: z.object({
    ekspedisi_id: int().nullable(),
    kurir: optText(),
    shipping_service: optText(),
    no_resi: optText(),
    shipping_cost: num(),
    is_cod: z.boolean(),
  }),
  providers: z.array(
    z.object({
      ekspedisi_id: int(),
      ekspedisi_code: z.string(),
      ekspedisi_name: z.string(),
      ekspedisi_phone: optText(),
      cod: int(),
      discount_ongkir: num(),
      shipping_provider: z.string(),
      service: optText(),
      rate: num().nullable(),
      etd: optText(),
    }),
  ),
});

/** One shipment of /shipment/list: courier, resi, cost, state, and its orders in short. */
export const shipmentRow = z.object({
  shipment_id: int(),
  shipment_number: z.string(),
  shipment_date: day(),
  ekspedisi_id: int().nullable(),
  ekspedisi_name: optText(),
  kurir: optText(),
  shipping_service: optText(),
  no_resi: optText(),
  shipping_cost: num(),
  shipping_provider: z.string(),
  aggregator_booking_id: optText(),
  aggregator_tracking: optText(),
  /** The courier as one text: the expedition (or kurir) and the service. */
  courier: z.string(),
  status: z.enum(SHIPMENT_STATE_VALUES),
  status_label: z.string(),
  status_note: optText(),
  note: optText(),
  order_count: int(),
  invoice_numbers: optText(),
  recipients: optText(),
  created_by_name: optText(),
  created_at: timestamp().nullable(),
  ...editableField,
});
export type ShipmentRow = z.infer<typeof shipmentRow>;

/** An order of a shipment: recipient, payment, money and its lines with what is packed. */
export const shipmentOrder = z.object({
  order_id: int(),
  invoice_number: z.string(),
  order_date: day(),
  status: z.string(),
  status_label: z.string(),
  ...recipientFields,
  payment_method: optText(),
  is_paid: int(),
  grand_total: num(),
  cod_fee: num(),
  order_shipping_cost: num(),
  note: optText(),
  master_gudang_name: optText(),
  lines: z.array(pickLine),
});
export type ShipmentOrder = z.infer<typeof shipmentOrder>;

/** A row of a document's state history (who moved it from what to what, when and why). */
const stateLogEntry = z.object({
  from_state: z.string(),
  to_state: z.string(),
  action: z.string(),
  action_label: z.string(),
  user_id: int().nullable(),
  user_name: optText(),
  reason: optText(),
  at: timestamp(),
});

/** /shipment/detail: the shipment, its orders and its state history. */
export const shipmentDetail = shipmentRow.extend({ orders: z.array(shipmentOrder), history: z.array(stateLogEntry) });
export type ShipmentDetail = z.infer<typeof shipmentDetail>;

/** A step of a shipment's or order's process, oldest first. */
export const timelineStep = z.object({ at: timestamp(), title: z.string(), description: optText(), user_name: optText() });
export type TimelineStep = z.infer<typeof timelineStep>;

/** /shipment/info_proses_pengiriman: the shipment (none yet: null), its orders and the timeline. */
export const shipmentProcess = z.object({ shipment: shipmentRow.nullable(), order_ids: z.array(int()), timeline: z.array(timelineStep) });

/** /shipment/add_stored and /shipment/update_status: the shipment, its state and the orders it carried, delivered or returned. */
export const shipmentSaved = z.object({
  shipment_id: int(),
  shipment_number: z.string(),
  status: z.enum(SHIPMENT_STATE_VALUES),
  order_ids: z.array(int()).optional(),
  delivered_order_ids: z.array(int()).optional(),
  returned_order_ids: z.array(int()).optional(),
});
