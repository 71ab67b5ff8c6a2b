import { z } from 'zod';
import { SHIPMENT_STATE_VALUES, SHIPMENT_STATES } from '../documents/shipment.js';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/**
 * Picking (Siap Dikirim), packing (shipment/scan_barcode) and shipments (Pengiriman) of customer
 * orders. Couriers come from master Ekspedisi; the shipping aggregator's fields stay empty.
 */

/** Body of /picking/recomendation_ed_batch and of the packing progress: one order. */
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
