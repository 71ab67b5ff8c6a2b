import type { PrintType } from '@bo/contract';
import { message } from 'antd';
import { post } from '../../api/client';
import type { GeneralConfig } from '../config';

/*
 * The one print mechanism of the documents: a document gives its print type, title, header fields,
 * columns, lines and signatures; this makes the A4 print page (company header from configuration,
 * "SALINAN" from the second print on) that the browser prints or saves as PDF.
 */

export interface PrintColumn {
  title: string;
  align?: 'left' | 'center' | 'right';
}

export interface PrintableDocument {
  printType: PrintType;
  /** Printed in capitals under the company header, e.g. 'PENYESUAIAN STOK'. */
  title: string;
  /** The document number: counted per print and shown in the header. */
  number: string;
  /** Header fields after Nomor, e.g. [['Tanggal', '01-11-2026'], ['Gudang', 'Gudang Utama']]; empty values are left out. */
  fields: [label: string, value: string | number | null | undefined][];
  columns: PrintColumn[];
  /** One array per line, cells in column order (text, escaped here). The row number column is added. */
  rows: (string | number | null | undefined)[][];
  /** Optional closing rows under the lines, e.g. [['Total', 'Rp 1.000']] spanning the columns before the last. */
  totals?: [label: string, value: string][];
  /** Signature boxes, e.g. [{ label: 'Dibuat oleh', name: 'Admin' }, { label: 'Disetujui oleh' }]. */
  signatures: { label: string; name?: string | null }[];
}

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 2026-11-05 or an ISO timestamp → 05-11-2026; empty → '-'. */
export const printDate = (d: string | null | undefined) => (d ? d.slice(0, 10).split('-').reverse().join('-') : '-');

/** The print page's HTML; `printNo` is the count answered by /print/create (2 and more: a copy). */
export function documentPrintHtml(doc: PrintableDocument, company: Partial<GeneralConfig> | undefined, printNo: number): string {
  const address = [company?.config_address, company?.config_city_name, company?.config_province_name].filter(Boolean).join(', ');
  const contact = [company?.config_phone, company?.config_email].filter(Boolean).join(' · ');
  const align = (c: PrintColumn | undefined) => (c?.align === 'right' ? ' class="r"' : c?.align === 'center' ? ' class="c"' : '');
  const head = doc.columns.map((c) => `<th${align(c)}>${esc(c.title)}</th>`).join('');
  const rows = doc.rows
    .map((cells, i) => `<tr><td class="c">${i + 1}</td>${cells.map((v, j) => `<td${align(doc.columns[j])}>${esc(v ?? '')}</td>`).join('')}</tr>`)
    .join('');
  const totals = (doc.totals ?? [])
    .map(([label, value]) => `<tr class="total"><td colspan="${doc.columns.length}" class="r">${esc(label)}</td><td class="r">${esc(value)}</td></tr>`)
    .join('');
  const fields = [['Nomor', doc.number] as const, ...doc.fields]
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([label, v], i) => `<tr><td>${esc(label)}</td><td>: ${i === 0 ? `<b>${esc(v)}</b>` : esc(v)}</td></tr>`)
    .join('');
  const signs = doc.signatures.map((s) => `<div>${esc(s.label)}<div class="line">${s.name ? esc(s.name) : '&nbsp;'}</div></div>`).join('');
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${esc(doc.title)} ${esc(doc.number)}</title><style>
@page{size:A4;margin:14mm}
body{font-family:Arial,sans-serif;font-size:12px;color:#000;margin:0}
.toolbar{padding:8px;background:#f5f5f5;margin-bottom:8px}
.sheet{max-width:182mm;margin:0 auto;position:relative}
.head{border-bottom:2px solid #000;padding-bottom:6px;margin-bottom:10px}
.company{font-size:16px;font-weight:bold}
.title{text-align:center;font-size:15px;font-weight:bold;margin:6px 0 10px;letter-spacing:1px}
.copy{position:absolute;top:0;right:0;border:2px solid #c00;color:#c00;padding:2px 8px;font-weight:bold}
table.meta td{padding:1px 8px 1px 0}
table.lines{width:100%;border-collapse:collapse;margin-top:10px}
table.lines th,table.lines td{border:1px solid #000;padding:4px;vertical-align:top}
table.lines th{background:#eee}
tr.total td{font-weight:bold}
.c{text-align:center}.r{text-align:right;white-space:nowrap}
.sign{display:flex;justify-content:space-around;margin-top:36px;text-align:center}
.sign div{width:45mm}.sign .line{margin-top:60px;border-top:1px solid #000}
@media print{.toolbar{display:none}}
</style></head><body><div class="toolbar"><button type="button" onclick="window.print()">Cetak / Simpan PDF</button></div>
<div class="sheet ${esc(doc.printType.replace(/_/g, '-'))}">${printNo > 1 ? `<div class="copy">SALINAN ke-${printNo - 1}</div>` : ''}
<div class="head"><div class="company">${esc(company?.config_company || company?.config_name || '')}</div><div>${esc(address)}</div><div>${esc(contact)}</div></div>
<div class="title">${esc(doc.title)}</div>
<table class="meta">${fields}</table>
<table class="lines"><thead><tr><th class="c">No</th>${head}</tr></thead><tbody>${rows}${totals}</tbody></table>
<div class="sign">${signs}</div>
</div></body></html>`;
}

/**
 * Prints a document: opens the window at the click (so no pop-up blocker stops it), loads the
 * document, counts the print (a reprint is a copy) and writes the page. Answers false when nothing
 * was printed.
 */
export async function printDocument(load: () => Promise<PrintableDocument>, company: Partial<GeneralConfig> | undefined): Promise<boolean> {
  const win = window.open('', '_blank');
  if (!win) {
    message.error('Jendela cetak diblokir peramban; izinkan pop-up untuk halaman ini');
    return false;
  }
  try {
    const doc = await load();
    const counted = await post<{ total: number }>('/print/create', { print_type: doc.printType, reference_id: doc.number });
    win.document.open();
    win.document.write(documentPrintHtml(doc, company, counted.total));
    win.document.close();
    return true;
  } catch {
    win.close();
    return false;
  }
}
