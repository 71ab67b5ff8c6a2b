import type { GeneralConfig } from '../../../lib/config';
import type { StockAdjustmentDetail } from './api/stock-adjustment-api';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dmy = (d: string | null | undefined) => (d ? d.slice(0, 10).split('-').reverse().join('-') : '-');

/**
 * The A4 print page of print type print_stock_adjustment: company header from configuration, the
 * document number, warehouse and date, the lines (product, batch, expiry, change in both units,
 * reason) and signatures. `printNo` is the count from /print/create: from the second print on the
 * page is marked as a copy (SALINAN).
 */
export function stockAdjustmentPrintHtml(d: StockAdjustmentDetail, company: Partial<GeneralConfig> | undefined, printNo: number): string {
  const copy = printNo > 1;
  const address = [company?.config_address, company?.config_city_name, company?.config_province_name].filter(Boolean).join(', ');
  const rows = d.lines
    .map(
      (l, i) => `<tr><td class="c">${i + 1}</td><td>${esc(l.product_name)}${l.product_sku ? `<div class="sku">${esc(l.product_sku)}</div>` : ''}</td>
<td>${esc(l.batch_no ?? '-')}</td><td class="c">${esc(dmy(l.expired_date))}</td><td class="r ${l.qty_change < 0 ? 'neg' : ''}">${esc(l.qty_change > 0 ? `+${l.qty_change_text}` : l.qty_change_text)}</td><td>${esc(l.reason)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Penyesuaian Stok ${esc(d.adjustment_number)}</title><style>
@page{size:A4;margin:14mm}
body{font-family:Arial,sans-serif;font-size:12px;color:#000;margin:0}
.toolbar{padding:8px;background:#f5f5f5;margin-bottom:8px}
.sheet{max-width:182mm;margin:0 auto;position:relative}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:6px;margin-bottom:10px}
.company{font-size:16px;font-weight:bold}
.title{text-align:center;font-size:15px;font-weight:bold;margin:6px 0 10px;letter-spacing:1px}
.copy{position:absolute;top:0;right:0;border:2px solid #c00;color:#c00;padding:2px 8px;font-weight:bold}
table.meta td{padding:1px 8px 1px 0}
table.lines{width:100%;border-collapse:collapse;margin-top:10px}
table.lines th,table.lines td{border:1px solid #000;padding:4px;vertical-align:top}
table.lines th{background:#eee}
.c{text-align:center}.r{text-align:right;white-space:nowrap}.neg{color:#000}
.sku{font-size:10px;color:#555}
.sign{display:flex;justify-content:space-around;margin-top:36px;text-align:center}
.sign div{width:45mm}.sign .line{margin-top:60px;border-top:1px solid #000}
@media print{.toolbar{display:none}}
</style></head><body><div class="toolbar"><button type="button" onclick="window.print()">Cetak / Simpan PDF</button></div>
<div class="sheet print-stock-adjustment">${copy ? `<div class="copy">SALINAN ke-${printNo - 1}</div>` : ''}
<div class="head"><div><div class="company">${esc(company?.config_company || company?.config_name || '')}</div><div>${esc(address)}</div>
<div>${esc([company?.config_phone, company?.config_email].filter(Boolean).join(' · '))}</div></div></div>
<div class="title">PENYESUAIAN STOK</div>
<table class="meta"><tr><td>Nomor</td><td>: <b>${esc(d.adjustment_number)}</b></td></tr><tr><td>Tanggal</td><td>: ${esc(dmy(d.adjustment_date))}</td></tr>
<tr><td>Gudang</td><td>: ${esc(d.master_gudang_name)}</td></tr>${d.note ? `<tr><td>Catatan</td><td>: ${esc(d.note)}</td></tr>` : ''}</table>
<table class="lines"><thead><tr><th>No</th><th>Produk</th><th>Batch</th><th>Kedaluwarsa</th><th>Perubahan</th><th>Alasan</th></tr></thead><tbody>${rows}</tbody></table>
<div class="sign"><div>Dibuat oleh<div class="line">${esc(d.created_by_name ?? '')}</div></div><div>Disetujui oleh<div class="line">&nbsp;</div></div></div>
</div></body></html>`;
}

/** Opens the print page in a window opened at the click (so no pop-up blocker stops it). */
export function openPrintWindow(): Window | null {
  return window.open('', '_blank');
}

export function writePrint(win: Window, html: string) {
  win.document.open();
  win.document.write(html);
  win.document.close();
}
