import { salesPaymentMethodLabel } from '@bo/contract';
import type { GeneralConfig } from '../../../lib/config';
import { formatRupiah } from '../../../lib/format-number';
import { type PrintableDocument, printDate, printDocument } from '../../../lib/print/document-print';
import { getPickingOrder } from './api/list-picking';
import type { PickingRow } from './api/picking-keys';

export const addressOf = (
  o: Pick<PickingRow, 'destination_address' | 'destination_district_name' | 'destination_city_name' | 'destination_state_name' | 'destination_zipcode'>,
) => [o.destination_address, o.destination_district_name, o.destination_city_name, o.destination_state_name, o.destination_zipcode].filter(Boolean).join(', ');
const courierOf = (o: PickingRow) => [o.ekspedisi_name ?? o.kurir, o.shipping_service, o.no_resi ? `resi ${o.no_resi}` : null].filter(Boolean).join(' · ');

/** Print type print_order_surat_jalan: the delivery note of an order, its items and quantities (no prices), signed by sender, courier and recipient. */
export const suratJalanPrint = (o: PickingRow): PrintableDocument => ({
  printType: 'print_order_surat_jalan',
  title: 'SURAT JALAN',
  number: o.invoice_number,
  fields: [
    ['Tanggal', printDate(o.order_date)],
    ['Gudang', o.master_gudang_name],
    ['Pelanggan', [o.customer_name, o.customer_phone].filter(Boolean).join(' · ')],
    ['Penerima', [o.destination_name, o.destination_phone].filter(Boolean).join(' · ') || null],
    ['Alamat', addressOf(o) || null],
    ['Ekspedisi', courierOf(o) || null],
    ['Catatan', o.note],
  ],
  columns: [
    { title: 'SKU' },
    { title: 'Produk' },
    { title: 'Jumlah', align: 'right' },
    { title: 'Satuan Kecil', align: 'right' },
    { title: 'Cek', align: 'center' },
  ],
  rows: o.lines.map((l) => [l.product_sku ?? '-', l.product_name, `${l.qty_input} ${l.unit_name}`, l.qty_text, '']),
  signatures: [{ label: 'Pengirim' }, { label: 'Kurir' }, { label: 'Penerima', name: o.destination_name ?? o.customer_name }],
});

/** Print type print_order_informasi_penerima: the recipient sheet stuck on the parcel (who, where, courier, COD amount). */
export const informasiPenerimaPrint = (o: PickingRow): PrintableDocument => ({
  printType: 'print_order_informasi_penerima',
  title: 'INFORMASI PENERIMA',
  number: o.invoice_number,
  fields: [
    ['Penerima', o.destination_name ?? o.customer_name],
    ['Telepon', o.destination_phone ?? o.customer_phone],
    ['Alamat', addressOf(o) || null],
    ['Ekspedisi', courierOf(o) || null],
    ['Pembayaran', o.payment_method === 'cod' ? `COD ${formatRupiah(o.grand_total)}` : (salesPaymentMethodLabel(o.payment_method) ?? null)],
    ['Catatan', o.note],
  ],
  columns: [{ title: 'Produk' }, { title: 'Jumlah', align: 'right' }],
  rows: o.lines.map((l) => [l.product_name, `${l.qty_input} ${l.unit_name}`]),
  signatures: [{ label: 'Pengirim' }],
});

async function loaded(orderId: number) {
  const o = await getPickingOrder(orderId);
  if (!o) throw new Error('Tagihan tidak lagi berstatus Siap Dikirim');
  return o;
}

export const printSuratJalan = (orderId: number, company: Partial<GeneralConfig> | undefined) =>
  printDocument(async () => suratJalanPrint(await loaded(orderId)), company);
export const printInformasiPenerima = (orderId: number, company: Partial<GeneralConfig> | undefined) =>
  printDocument(async () => informasiPenerimaPrint(await loaded(orderId)), company);
