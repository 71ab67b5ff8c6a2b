import { message } from 'antd';
import { post } from '../../../api/client';
import type { GeneralConfig } from '../../../lib/config';
import { formatRupiah } from '../../../lib/format-number';
import { type PrintableDocument, printDate, printDocument } from '../../../lib/print/document-print';
import { addressOf } from '../picking/print-picking';
import { getShipment } from './api/get-shipment';
import type { ShipmentDetail } from './api/shipment-keys';

/** Print type print_shipment: the shipment's manifest, one row per order with its recipient, signed by sender and courier. */
export const shipmentPrint = (s: ShipmentDetail): PrintableDocument => ({
  printType: 'print_shipment',
  title: 'MANIFEST PENGIRIMAN',
  number: s.shipment_number,
  fields: [
    ['Tanggal', printDate(s.shipment_date)],
    ['Ekspedisi', s.courier || null],
    ['No. Resi', s.no_resi],
    ['Ongkos Kirim', formatRupiah(s.shipping_cost)],
    ['Status', s.status_label],
    ['Catatan', s.note],
  ],
  columns: [{ title: 'Tagihan' }, { title: 'Penerima' }, { title: 'Alamat' }, { title: 'Barang' }],
  rows: s.orders.map((o) => [
    o.invoice_number,
    [o.destination_name ?? o.customer_name, o.destination_phone ?? o.customer_phone].filter(Boolean).join(' · '),
    addressOf(o),
    o.lines.map((l) => `${l.product_name} ${l.qty_input} ${l.unit_name}`).join('; '),
  ]),
  signatures: [{ label: 'Pengirim', name: s.created_by_name }, { label: 'Kurir' }],
});

export const printShipment = (id: number, company: Partial<GeneralConfig> | undefined) =>
  printDocument(async () => shipmentPrint(await getShipment(id)), company);

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 100×150 mm label of each order of a shipment (one label a page), for a thermal label printer. */
export function shipmentLabelHtml(s: ShipmentDetail, company: Partial<GeneralConfig> | undefined, printNo: number): string {
  const sender = [company?.config_company || company?.config_name, company?.config_phone].filter(Boolean).join(' · ');
  const labels = s.orders
    .map(
      (o) => `<section class="label">${printNo > 1 ? `<div class="copy">SALINAN ke-${printNo - 1}</div>` : ''}
<div class="courier">${esc(s.courier || 'Kurir')}</div>
<div class="resi">${esc(s.no_resi ?? s.shipment_number)}</div>
<div class="box"><div class="k">Penerima</div><div class="big">${esc(o.destination_name ?? o.customer_name)}</div>
<div>${esc(o.destination_phone ?? o.customer_phone ?? '')}</div><div>${esc(addressOf(o))}</div></div>
<div class="box"><div class="k">Pengirim</div><div>${esc(sender)}</div></div>
<div class="row"><span>${esc(o.invoice_number)}</span><span>${esc(printDate(s.shipment_date))}</span></div>
${o.payment_method === 'cod' ? `<div class="cod">COD ${esc(formatRupiah(o.grand_total))}</div>` : ''}
<div class="items">${o.lines.map((l) => `${esc(l.product_name)} × ${l.qty_input} ${esc(l.unit_name)}`).join('<br>')}</div>
</section>`,
    )
    .join('');
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Label ${esc(s.shipment_number)}</title><style>
@page{size:100mm 150mm;margin:0}
body{margin:0;font-family:Arial,sans-serif;font-size:11px;color:#000}
.toolbar{padding:8px;background:#f5f5f5}
.label{width:100mm;height:150mm;box-sizing:border-box;padding:4mm;page-break-after:always;position:relative;overflow:hidden;border:1px dashed #999}
.courier{font-size:16px;font-weight:bold;border-bottom:2px solid #000;padding-bottom:2mm}
.resi{font-size:20px;font-weight:bold;letter-spacing:1px;margin:2mm 0;font-family:monospace}
.box{border:1px solid #000;padding:2mm;margin-bottom:2mm}.k{font-size:9px;text-transform:uppercase}.big{font-size:15px;font-weight:bold}
.row{display:flex;justify-content:space-between;font-weight:bold;margin-bottom:2mm}
.cod{font-size:16px;font-weight:bold;border:2px solid #000;text-align:center;padding:1mm;margin-bottom:2mm}
.items{font-size:10px}.copy{position:absolute;top:2mm;right:2mm;font-size:9px;border:1px solid #000;padding:0 2px}
@media print{.toolbar{display:none}.label{border:none}}
</style></head><body><div class="toolbar"><button type="button" onclick="window.print()">Cetak Label</button></div>${labels}</body></html>`;
}

/** Print type print_shipment_label: labels 100×150 mm, counted by /print/create like every print. */
export async function printShipmentLabel(id: number, company: Partial<GeneralConfig> | undefined) {
  const win = window.open('', '_blank');
  if (!win) {
    message.error('Jendela cetak diblokir peramban; izinkan pop-up untuk halaman ini');
    return false;
  }
  try {
    const s = await getShipment(id);
    const counted = await post<{ total: number }>('/print/create', { print_type: 'print_shipment_label', reference_id: s.shipment_number });
    win.document.open();
    win.document.write(shipmentLabelHtml(s, company, counted.total));
    win.document.close();
    return true;
  } catch {
    win.close();
    return false;
  }
}
