import type { FastifyReply } from 'fastify';
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import { attachment } from '../excel/xlsx-stream.js';

export const PDF_MIME = 'application/pdf';

/*
 * A business document as an A4 PDF made on the server (pdf-lib, the standard Helvetica fonts): the
 * company header, title and number, header fields with an optional stamp (LUNAS), a table of lines
 * that flows onto further pages with its header repeated, totals, the amount in words and signature
 * boxes; every page ends with the document number and "Halaman i dari n". The same parts as the
 * browser print of web/src/lib/print/document-print.ts. Text the standard fonts cannot write
 * (WinAnsi: emoji, non-Latin scripts) is replaced, never an error.
 */

export interface PdfColumn {
  title: string;
  /** Numbers are right-aligned and sized to their widest cell; left columns share the rest and wrap. */
  align?: 'left' | 'right';
}

export interface DocumentPdf {
  company: { name: string; lines: string[] };
  /** E.g. 'FAKTUR PENJUALAN'. */
  title: string;
  number: string;
  /** Header fields after Nomor; empty values are left out. */
  fields: [label: string, value: string | number | null | undefined][];
  /** A framed word beside the header fields, e.g. LUNAS. */
  stamp?: { text: string; tone: 'success' | 'warning' | 'danger' };
  columns: PdfColumn[];
  /** One array per line, cells in column order; the row number column is added. */
  rows: (string | number | null | undefined)[][];
  /** Closing rows under the lines; the strong one (default: the last) is the total, bold and ruled above. */
  totals?: [label: string, value: string, strong?: boolean][];
  /** The total in words, under the totals. */
  words?: string;
  signatures?: { label: string; name?: string | null }[];
  /** Small print at the end, e.g. where the document came from. */
  note?: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const FOOTER = 26;
const RIGHT = A4[0] - MARGIN;
const WIDTH = RIGHT - MARGIN;
const BODY = 9;
const LEAD = 11.5;
const PAD_X = 4;
const PAD_Y = 3.5;
/** A cell never takes more lines than this (a longer text ends with '…'), so a row always fits on a page. */
const MAX_CELL_LINES = 40;

const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.33, 0.33, 0.33);
const RULE = rgb(0.78, 0.78, 0.78);
const HEAD_FILL = rgb(0.9, 0.9, 0.9);
const ZEBRA = rgb(0.97, 0.97, 0.97);
const TONES: Record<'success' | 'warning' | 'danger', RGB> = {
  success: rgb(0.08, 0.47, 0.2),
  warning: rgb(0.72, 0.38, 0),
  danger: rgb(0.75, 0.1, 0.1),
};

const CONTROL = /\p{Cc}/gu;
/** Format characters (joiners, tags), variation selectors and skin tones: parts of an emoji, not characters of their own. */
const INVISIBLE = /[\p{Cf}\p{Variation_Selector}\p{Emoji_Modifier}]/gu;
/** Latin letters with a stroke, which have no decomposition: their base letter. */
const LATIN_BASE: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };
const graphemes = new Intl.Segmenter('id', { granularity: 'grapheme' });

/**
 * Text the font can write: line breaks and tabs become spaces, an accented letter outside the
 * font's set loses its accent (ő → o), anything else it cannot write (an emoji, a CJK character)
 * becomes one '?'.
 */
export function fontSafeText(text: string, charset: ReadonlySet<number>): string {
  const fits = (s: string) => {
    for (const ch of s) if (!charset.has(ch.codePointAt(0) as number)) return false;
    return true;
  };
  const flat = text.replace(/\r\n?|\n|\t/g, ' ').replace(CONTROL, '');
  if (fits(flat)) return flat;
  let out = '';
  for (const { segment } of graphemes.segment(flat)) {
    const visible = segment.replace(INVISIBLE, '');
    if (fits(visible)) out += visible;
    else {
      const plain = visible
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/[ŁłĐđıĦħ]/g, (c) => LATIN_BASE[c] ?? c);
      out += plain && fits(plain) ? plain : '?';
    }
  }
  return out;
}

/** Breaks text into lines of at most `width` points: at spaces, and inside a word longer than a line. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const widthOf = (s: string) => font.widthOfTextAtSize(s, size);
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (widthOf(rest) > width) {
      let used = 0;
      let n = 0;
      while (n < rest.length && used + widthOf(rest[n]) <= width) used += widthOf(rest[n++]);
      n = Math.max(1, n);
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/** Caps a cell's lines, the last kept one ending with '…'. */
function capLines(lines: string[], max: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1].replace(/.$/, '')}…`;
  return kept;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Renders the document as PDF bytes. */
export async function renderDocumentPdf(doc: DocumentPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const charset = new Set(fonts.regular.getCharacterSet());
  const safe = (v: unknown) => fontSafeText(v === null || v === undefined ? '' : String(v), charset).trim();
  const title = safe(doc.title);
  const number = safe(doc.number);
  const company = safe(doc.company.name);
  pdf.setTitle(`${doc.title} ${doc.number}`);
  pdf.setAuthor(doc.company.name);
  pdf.setCreator('Backoffice');
  pdf.setLanguage('id-ID');

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const bottom = MARGIN + FOOTER;

  const text = (s: string, x: number, yy: number, font: PDFFont, size: number, color: RGB = BLACK) => {
    if (s) page.drawText(s, { x, y: yy, font, size, color });
  };
  const textRight = (s: string, right: number, yy: number, font: PDFFont, size: number, color: RGB = BLACK) =>
    text(s, right - font.widthOfTextAtSize(s, size), yy, font, size, color);
  const rule = (yy: number, thickness = 0.6, color: RGB = RULE, from = MARGIN, to = RIGHT) =>
    page.drawLine({ start: { x: from, y: yy }, end: { x: to, y: yy }, thickness, color });

  /** A later page: a slim header naming the company and the document. */
  const continuation = () => {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
    text(company, MARGIN, y - 9, fonts.bold, 9);
    textRight(`${title} ${number} (lanjutan)`, RIGHT, y - 9, fonts.regular, 9, GREY);
    y -= 15;
    rule(y, 1, BLACK);
    y -= 10;
  };
  /** Starts a new page unless `height` points still fit above the footer. */
  const room = (height: number) => {
    if (y - height < bottom) {
      continuation();
      return true;
    }
    return false;
  };

  // Company (left) and title with number (right), ruled off.
  const titleWidth = Math.max(fonts.bold.widthOfTextAtSize(title, 14), fonts.bold.widthOfTextAtSize(number, 10.5));
  const leftWidth = WIDTH - titleWidth - 20;
  let left = y;
  for (const line of wrapText(company, fonts.bold, 13, leftWidth)) {
    text(line, MARGIN, left - 13, fonts.bold, 13);
    left -= 16;
  }
  for (const raw of doc.company.lines) {
    for (const line of wrapText(safe(raw), fonts.regular, 8.5, leftWidth)) {
      if (!line) continue;
      text(line, MARGIN, left - 9, fonts.regular, 8.5, GREY);
      left -= 11;
    }
  }
  textRight(title, RIGHT, y - 14, fonts.bold, 14);
  textRight(number, RIGHT, y - 30, fonts.bold, 10.5, GREY);
  y = Math.min(left, y - 34) - 6;
  rule(y, 1.5, BLACK);
  y -= 12;

  // Header fields, with the stamp at their right.
  const top = y;
  let metaWidth = WIDTH;
  if (doc.stamp) {
    const word = safe(doc.stamp.text);
    const boxWidth = Math.max(fonts.bold.widthOfTextAtSize(word, 14) + 24, 110);
    const color = TONES[doc.stamp.tone];
    page.drawRectangle({ x: RIGHT - boxWidth, y: top - 30, width: boxWidth, height: 28, borderColor: color, borderWidth: 2 });
    text(word, RIGHT - boxWidth / 2 - fonts.bold.widthOfTextAtSize(word, 14) / 2, top - 21, fonts.bold, 14, color);
    metaWidth = WIDTH - boxWidth - 16;
  }
  const fields = [['Nomor', number] as const, ...doc.fields.map(([l, v]) => [safe(l), safe(v)] as const)].filter(([, v]) => v !== '');
  const labelWidth = Math.min(120, Math.max(...fields.map(([l]) => fonts.regular.widthOfTextAtSize(l, BODY))) + 6);
  for (const [i, [label, value]] of fields.entries()) {
    const lines = wrapText(value, i === 0 ? fonts.bold : fonts.regular, BODY, metaWidth - labelWidth - 8);
    room(lines.length * LEAD);
    text(label, MARGIN, y - BODY, fonts.regular, BODY, GREY);
    text(':', MARGIN + labelWidth, y - BODY, fonts.regular, BODY, GREY);
    for (const line of lines) {
      text(line, MARGIN + labelWidth + 8, y - BODY, i === 0 ? fonts.bold : fonts.regular, BODY);
      y -= LEAD;
    }
  }
  if (doc.stamp && page === pdf.getPage(0)) y = Math.min(y, top - 34);
  y -= 10;

  // The lines: a numbered table whose header is repeated on every page it flows onto.
  const cols: (PdfColumn & { width: number })[] = [{ title: 'No', align: 'right', width: 24 }, ...doc.columns.map((c) => ({ ...c, width: 0 }))];
  const cells = doc.rows.map((r, i) => [String(i + 1), ...doc.columns.map((_, j) => safe(r[j]))]);
  const natural = (j: number) =>
    Math.min(
      130,
      Math.max(fonts.bold.widthOfTextAtSize(cols[j].title, BODY), ...cells.map((r) => fonts.regular.widthOfTextAtSize(r[j], BODY))) + 2 * PAD_X + 1,
    );
  const rightCols = cols.map((c, j) => (j > 0 && c.align === 'right' ? j : -1)).filter((j) => j > 0);
  const leftCols = cols.map((c, j) => (j > 0 && c.align !== 'right' ? j : -1)).filter((j) => j > 0);
  for (const j of rightCols) cols[j].width = natural(j);
  const minLeft = leftCols.length ? 170 : 0;
  let rightSum = rightCols.reduce((s, j) => s + cols[j].width, 0);
  if (WIDTH - cols[0].width - rightSum < minLeft) {
    const scale = (WIDTH - cols[0].width - minLeft) / rightSum;
    for (const j of rightCols) cols[j].width *= scale;
    rightSum = WIDTH - cols[0].width - minLeft;
  }
  const leftShare = leftCols.length ? (WIDTH - cols[0].width - rightSum) / leftCols.length : 0;
  for (const j of leftCols) cols[j].width = leftShare;
  if (!leftCols.length && rightCols.length) cols[rightCols[0]].width += WIDTH - cols[0].width - rightSum;

  const xs: number[] = [];
  cols.reduce((x, c) => {
    xs.push(x);
    return x + c.width;
  }, MARGIN);

  const drawRow = (texts: string[][], font: PDFFont, height: number, fill?: RGB) => {
    if (fill) page.drawRectangle({ x: MARGIN, y: y - height, width: WIDTH, height, color: fill });
    texts.forEach((lines, j) => {
      lines.forEach((line, k) => {
        const base = y - PAD_Y - BODY * 0.85 - k * LEAD;
        if (cols[j].align === 'right') textRight(line, xs[j] + cols[j].width - PAD_X, base, font, BODY);
        else text(line, xs[j] + PAD_X, base, font, BODY);
      });
    });
    y -= height;
    rule(y);
  };
  const wrapCells = (row: string[], font: PDFFont) =>
    row.map((c, j) => capLines(wrapText(c, font, BODY, Math.max(8, cols[j].width - 2 * PAD_X)), MAX_CELL_LINES));
  const heightOf = (texts: string[][]) => Math.max(...texts.map((l) => l.length)) * LEAD + 2 * PAD_Y - (LEAD - BODY * 1.15);
  const head = wrapCells(
    cols.map((c) => safe(c.title)),
    fonts.bold,
  );
  const headHeight = heightOf(head);
  const tableHead = () => {
    rule(y, 0.8, BLACK);
    drawRow(head, fonts.bold, headHeight, HEAD_FILL);
  };
  room(headHeight + LEAD * 2);
  tableHead();
  cells.forEach((row, i) => {
    const texts = wrapCells(row, fonts.regular);
    const height = heightOf(texts);
    if (room(height)) tableHead();
    drawRow(texts, fonts.regular, height, i % 2 === 1 ? ZEBRA : undefined);
  });
  y -= 8;

  // Totals at the right, kept together; the strong row is the total.
  const totals = (doc.totals ?? []).map(([l, v, strong]) => [safe(l), safe(v), strong] as const);
  if (totals.length) {
    const blockWidth = 270;
    const strongAt = totals.some(([, , s]) => s) ? totals.findIndex(([, , s]) => s) : totals.length - 1;
    room(totals.length * 15 + 8);
    totals.forEach(([label, value], i) => {
      const strong = i === strongAt;
      if (strong) {
        y -= 3;
        rule(y, 1, BLACK, RIGHT - blockWidth);
        y -= 3;
      }
      const size = strong ? 10.5 : BODY;
      const font = strong ? fonts.bold : fonts.regular;
      text(label, RIGHT - blockWidth + PAD_X, y - size, font, size, strong ? BLACK : GREY);
      textRight(value, RIGHT - PAD_X, y - size, font, size);
      y -= strong ? 16 : 14;
    });
    y -= 6;
  }

  // The amount in words.
  if (doc.words) {
    const words = safe(doc.words).replace(/(^|\s)\S/g, (c) => c.toUpperCase());
    const label = 'Terbilang:';
    const indent = fonts.bold.widthOfTextAtSize(label, BODY) + 6;
    const lines = wrapText(words, fonts.italic, BODY, WIDTH - indent);
    room(lines.length * LEAD + 4);
    text(label, MARGIN, y - BODY, fonts.bold, BODY);
    for (const line of lines) {
      text(line, MARGIN + indent, y - BODY, fonts.italic, BODY);
      y -= LEAD;
    }
    y -= 8;
  }

  // Signature boxes, spread over the width.
  const signs = doc.signatures ?? [];
  if (signs.length) {
    const height = 62;
    room(height + 10);
    y -= 10;
    const slot = WIDTH / signs.length;
    signs.forEach((s, i) => {
      const centre = MARGIN + slot * i + slot / 2;
      const label = safe(s.label);
      text(label, centre - fonts.regular.widthOfTextAtSize(label, BODY) / 2, y - BODY, fonts.regular, BODY);
      page.drawLine({ start: { x: centre - 70, y: y - 48 }, end: { x: centre + 70, y: y - 48 }, thickness: 0.8, color: BLACK });
      const name = wrapText(safe(s.name), fonts.regular, BODY, 140)[0];
      text(name, centre - fonts.regular.widthOfTextAtSize(name, BODY) / 2, y - 59, fonts.regular, BODY);
    });
    y -= height;
  }

  if (doc.note) {
    const lines = wrapText(safe(doc.note), fonts.italic, 7.5, WIDTH);
    room(lines.length * 10);
    for (const line of lines) {
      text(line, MARGIN, y - 7.5, fonts.italic, 7.5, GREY);
      y -= 10;
    }
  }

  // Footer of every page: the document and its page.
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    page = p;
    rule(MARGIN + 12, 0.5);
    text(`${title} ${number}`, MARGIN, MARGIN, fonts.regular, 7.5, GREY);
    textRight(`Halaman ${i + 1} dari ${pages.length}`, RIGHT, MARGIN, fonts.regular, 7.5, GREY);
  });
  return pdf.save();
}

/**
 * Sends PDF bytes as a download named `fileName`: not stored by default (the document changes with its
 * state); a caller that versions the bytes gives an ETag and a Cache-Control that revalidates.
 */
export function sendPdf(
  reply: FastifyReply,
  fileName: string,
  bytes: Uint8Array,
  cache: { cacheControl: string; etag?: string } = { cacheControl: 'no-store' },
) {
  if (cache.etag) reply.header('etag', cache.etag);
  return reply
    .code(200)
    .header('content-type', PDF_MIME)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', cache.cacheControl)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
