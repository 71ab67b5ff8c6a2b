import { createQueryKeys } from '../../../../lib/query-keys';

/** Query keys of the picking list (Siap Dikirim) and the packing progress. */
export const pickingKeys = createQueryKeys('picking');

export interface PickLine {
  line_id: number;
  order_id: number;
  product_id: number;
  product_name: string;
  product_sku: string | null;
  product_barcode: string | null;
  unit: 'besar' | 'kecil';
  unit_name: string;
  qty_input: number;
  qty: number;
  qty_text: string;
  qty_packed: number;
  packed: boolean;
}

export interface PickingRow {
  order_id: number;
  invoice_number: string;
  order_date: string;
  status: string;
  gudang_id: number;
  master_gudang_name: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  destination_name: string | null;
  destination_phone: string | null;
  destination_address: string | null;
  destination_district_name: string | null;
  destination_city_name: string | null;
  destination_state_name: string | null;
  destination_zipcode: string | null;
  ekspedisi_id: number | null;
  ekspedisi_name: string | null;
  kurir: string | null;
  shipping_service: string | null;
  no_resi: string | null;
  shipping_cost: number;
  cod_fee: number;
  payment_method: string | null;
  grand_total: number;
  is_paid: number;
  note: string | null;
  qty_ordered_total: number;
  qty_packed_total: number;
  packed: boolean;
  lines: PickLine[];
}
