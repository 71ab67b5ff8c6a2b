import { NO_BARCODE, type ProductRow } from '@bo/contract';
import { formatRupiah } from '../../lib/format-number';

export type LabelRow = Pick<ProductRow, 'product_id' | 'product_name' | 'product_sku' | 'product_barcode' | 'product_price_sale'>;

/** Whether a code is a valid EAN-13 (13 digits, the last one its check digit). */
export function isEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const d = [...code].map(Number);
  const sum = d.slice(0, 12).reduce((s, n, i) => s + n * (i % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === d[12];
}

/** The code a label prints and its symbology: the barcode (EAN-13 when valid, else Code 128), or the SKU when there is none. */
export function labelCode(r: LabelRow): { code: string; format: 'EAN13' | 'CODE128' } {
  const barcode = (r.product_barcode ?? '').trim();
  const code = barcode && barcode !== NO_BARCODE ? barcode : r.product_sku;
  return { code, format: isEan13(code) ? 'EAN13' : 'CODE128' };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The barcode of a code as SVG markup (jsbarcode, loaded on demand). */
async function barcodeSvg(code: string, format: 'EAN13' | 'CODE128'): Promise<string> {
  const { default: JsBarcode } = await import('jsbarcode');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  JsBarcode(svg, code, { format, height: 40, width: 1.6, fontSize: 12, margin: 4 });
  svg.setAttribute('class', 'label-barcode');
  svg.setAttribute('data-format', format);
  return svg.outerHTML;
}

/** The print page of the labels: name, price and barcode of each product, sized for label sheets. */
export async function labelsHtml(rows: LabelRow[]): Promise<string> {
  const labels = await Promise.all(
    rows.map(async (r) => {
      const { code, format } = labelCode(r);
      return `<div class="label"><div class="label-name">${esc(r.product_name)}</div><div class="label-price">${esc(formatRupiah(r.product_price_sale))}</div>${await barcodeSvg(code, format)}</div>`;
    }),
  );
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Label Barcode</title><style>
body{font-family:Arial,sans-serif;margin:12px;color:#000}
.toolbar{margin-bottom:12px}
.labels{display:grid;grid-template-columns:repeat(auto-fill,60mm);gap:4mm}
.label{width:60mm;min-height:32mm;border:1px dashed #999;padding:2mm;box-sizing:border-box;text-align:center;break-inside:avoid}
.label-name{font-size:11px;font-weight:bold;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.label-price{font-size:12px;margin:1mm 0}
.label svg{max-width:100%;height:auto}
@media print{.toolbar{display:none}.label{border:none}body{margin:0}}
</style></head><body><div class="toolbar"><button type="button" onclick="window.print()">Cetak</button> ${rows.length} label</div><div class="labels">${labels.join('')}</div></body></html>`;
}

/** Opens the print view in a new window (opened at the click, so no pop-up blocker stops it). */
export async function openLabelPrint(rows: LabelRow[]): Promise<boolean> {
  const win = window.open('', '_blank');
  if (!win) return false;
  win.document.open();
  win.document.write(await labelsHtml(rows));
  win.document.close();
  return true;
}
