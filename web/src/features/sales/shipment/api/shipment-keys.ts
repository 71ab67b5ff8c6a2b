import { createQueryKeys } from '../../../../lib/query-keys';
import type { PickLine } from '../../picking/api/picking-keys';

/** Query keys of the shipments (Pengiriman). */
export const shipmentKeys = createQueryKeys('shipment');

export interface ShipmentRow {
  shipment_id: number;
  shipment_number: string;
  shipment_date: string;
  ekspedisi_id: number | null;
  ekspedisi_name: string | null;
  kurir: string | null;
  shipping_service: string | null;
  no_resi: string | null;
  shipping_cost: number;
  courier: string;
  status: string;
  status_label: string;
  status_note: string | null;
  note: string | null;
  order_count: number;
  invoice_numbers: string | null;
  recipients: string | null;
  created_by_name: string | null;
  created_at: string | null;
}

export interface ShipmentOrder {
  order_id: number;
  invoice_number: string;
  order_date: string;
  status: string;
  status_label: string;
  customer_name: string | null;
  customer_phone: string | null;
  destination_name: string | null;
  destination_phone: string | null;
  destination_address: string | null;
  destination_district_name: string | null;
  destination_city_name: string | null;
  destination_state_name: string | null;
  destination_zipcode: string | null;
  payment_method: string | null;
  is_paid: number;
  grand_total: number;
  cod_fee: number;
  note: string | null;
  master_gudang_name: string | null;
  lines: PickLine[];
}

export interface ShipmentDetail extends ShipmentRow {
  orders: ShipmentOrder[];
}

export interface TimelineStep {
  at: string;
  title: string;
  description: string | null;
  user_name: string | null;
}
