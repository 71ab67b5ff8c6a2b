import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-file.js';
import { type DocumentPdf, fontSafeText, renderDocumentPdf, wrapText } from './document-pdf.js';

let charset: Set<number>;
let font: Awaited<ReturnType<PDFDocument['embedFont']>>;
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  font = await pdf.embedFont(StandardFonts.Helvetica);
  charset = new Set(font.getCharacterSet());
});

const doc = (rows: DocumentPdf['rows'], extra: Partial<DocumentPdf> = {}): DocumentPdf => ({
  company: { name: 'Apotek Contoh', lines: ['Jl. Melati 1, Bandung', '022-123456'] },
  title: 'FAKTUR PENJUALAN',
  number: 'INV/2611/00042',
  fields: [
    ['Tanggal', '05-11-2026'],
    ['Kosong', ''],
  ],
  stamp: { text: 'BELUM LUNAS', tone: 'warning' },
  columns: [{ title: 'Produk' }, { title: 'Jumlah', align: 'right' }, { title: 'Subtotal', align: 'right' }],
  rows,
  totals: [
    ['Subtotal', 'Rp 1.000,-'],
    ['Total Tagihan', 'Rp 1.234.567,-'],
  ],
  words: 'satu juta dua ratus tiga puluh empat ribu lima ratus enam puluh tujuh rupiah',
  ...extra,
});

describe('fontSafeText', () => {
  it('keeps what WinAnsi writes and replaces the rest, one mark per character seen', () => {
    expect(fontSafeText('Café — Rp 1.000,- · 50%', charset)).toBe('Café — Rp 1.000,- · 50%');
    expect(fontSafeText('Obat 💊 batuk', charset)).toBe('Obat ? batuk');
    // A family emoji (four people joined) and a flag are one character each to the reader.
    expect(fontSafeText('a👨‍👩‍👧‍👦b🇮🇩c', charset)).toBe('a?b?c');
    expect(fontSafeText('Toko 東京 Łódź Őrs', charset)).toBe('Toko ?? Lódz Ors');
    expect(fontSafeText('baris\nkedua\tketiga\u0007', charset)).toBe('baris kedua ketiga');
    for (const ch of fontSafeText('مرحبا Привет 😀👍🏽', charset)) expect(charset.has(ch.codePointAt(0) as number)).toBe(true);
  });
});

describe('wrapText', () => {
  it('breaks at spaces and inside a word longer than the line, never wider than the width', () => {
    const text = `Paracetamol 500 mg tablet ${'X'.repeat(120)} akhir`;
    const lines = wrapText(text, font, 9, 100);
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) expect(font.widthOfTextAtSize(l, 9)).toBeLessThanOrEqual(100);
    expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
    expect(wrapText('', font, 9, 100)).toEqual(['']);
  });
});

describe('renderDocumentPdf', () => {
  it('writes an A4 document whose text reads back: header, fields, lines, totals, words, page footer', async () => {
    const bytes = await renderDocumentPdf(doc([['Paracetamol', '2 Strip', 'Rp 1.000,-']]));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    const { width, height } = pdf.doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    for (const t of ['Apotek Contoh', 'FAKTUR PENJUALAN', 'INV/2611/00042', 'BELUM LUNAS', 'Tanggal', 'Paracetamol', 'Rp 1.234.567,-', 'Halaman 1 dari 1'])
      expect(pdf.text).toContain(t);
    expect(pdf.text).not.toContain('Kosong');
    expect(pdf.text).toMatch(/Satu Juta Dua Ratus/);
    expect(pdf.doc.getTitle()).toBe('FAKTUR PENJUALAN INV/2611/00042');
  });

  it('flows long tables onto more pages with the column header repeated and wraps long names', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `Produk nomor ${i + 1} ${i % 10 === 0 ? 'dengan nama yang sangat panjang sekali '.repeat(4) : ''}`,
      `${i + 1} Strip`,
      `Rp ${i + 1}.000,-`,
    ]);
    const pdf = await readPdf(await renderDocumentPdf(doc(rows)));
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    pdf.pages.forEach((text, i) => {
      expect(text, `page ${i + 1}`).toContain('Produk\n');
      expect(text).toContain(`Halaman ${i + 1} dari ${pdf.pageCount}`);
      if (i > 0) expect(text).toContain('INV/2611/00042 (lanjutan)');
    });
    for (const n of [1, 60, 120]) expect(pdf.text).toContain(`Produk nomor ${n}`);
    // The totals and words come once, after the last line.
    expect(pdf.text.split('Total Tagihan').length).toBe(2);
    expect(pdf.pages.at(-1)).toContain('Rp 1.234.567,-');
  });

  it('does not fail on text the standard fonts cannot write', async () => {
    const bytes = await renderDocumentPdf(
      doc([['Jamu 🌿 東京 Привет', '1 Botol', 'Rp 5.000,-']], {
        company: { name: 'Toko 😀', lines: ['Jl. 🏠'] },
        fields: [['Pelanggan', 'Budi 👍🏽 محمد']],
        number: 'INV/✓/1',
        signatures: [{ label: 'Hormat kami', name: 'Sinta 💖' }],
      }),
    );
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain('Jamu ? ?? ??????');
    expect(pdf.text).toContain('Budi ? ????');
    expect(pdf.text).toContain('INV/?/1');
  });
});
