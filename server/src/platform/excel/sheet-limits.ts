/**
 * Limits of every spreadsheet import (.xlsx and .csv), enforced while the file is read, so that
 * no upload can make the process hold more than a bounded amount of memory:
 * - the upload itself: 10 MB (multipart limit of app.ts);
 * - inflated .xlsx content: 50 MiB in total over every part read (sheet, shared strings, styles,
 *   workbook), counted while inflating; the sizes a zip declares are not trusted;
 * - rows: 50,000 data rows per import (the header row aside);
 * - columns: 100; one cell: 10,000 characters; shared strings: 1,000,000.
 * The file is inflated in 64 KiB chunks into a SAX parser, so reading holds the upload, the kept
 * rows and the shared strings: at most about 100 MiB above the idle process. Measured in
 * import-limits.test.ts: a 0.6 MB zip bomb (400 MiB of sheet XML) is refused with 413 after
 * 50 MiB, RSS +3 MiB; a 5.3 MB file of 1,000,000 rows is refused with 422, RSS +25-36 MiB; the
 * largest sheet the limits allow (50,000 rows x 10 columns, 45 MiB of XML) is read with RSS +75 MiB.
 */
export const IMPORT_LIMITS = {
  maxRows: 50_000,
  maxInflatedBytes: 50 * 1024 * 1024,
  maxColumns: 100,
  maxCellChars: 10_000,
  maxSharedStrings: 1_000_000,
} as const;

/** A file that cannot be imported; 422 (format, rows, cells) or 413 (content too large). */
export class SheetReadError extends Error {
  constructor(
    message: string,
    readonly httpStatus: 413 | 422 = 422,
  ) {
    super(message);
  }
}

const id = (n: number) => n.toLocaleString('id-ID');

export const tooManyRows = () => new SheetReadError(`Maksimal ${id(IMPORT_LIMITS.maxRows)} baris data per impor; bagi data menjadi beberapa berkas`);
export const cellTooLong = (row: number) => new SheetReadError(`Isi sel pada baris ${row} melebihi ${id(IMPORT_LIMITS.maxCellChars)} karakter`);
export const tooManyColumns = (row: number) => new SheetReadError(`Baris ${row} memiliki lebih dari ${IMPORT_LIMITS.maxColumns} kolom; gunakan templat impor`);
