import { formatDate } from './dates';

interface BatchLike {
  batch_no?: string | null;
  expired_date?: string | null;
}

/** An expiry date as stock pages show it: '31-03-2027', or '-'. */
export const expiryText = (date: string | null | undefined) => (date ? formatDate(date, 'DD-MM-YYYY') : '-');

/** A batch in a table cell: 'B1 (ED 31-03-2027)', or '-' for stock without a batch. */
export const batchText = (b: BatchLike) => (b.batch_no ? `${b.batch_no}${b.expired_date ? ` (ED ${expiryText(b.expired_date)})` : ''}` : '-');

/** A batch in a picker: 'B1 · ED 31-03-2027 · 2 Box + 3 Strip' plus any `suffix` (e.g. ' · FEFO'). */
export const batchOption = (b: BatchLike & { qty_text: string }, suffix = '') =>
  `${b.batch_no ?? 'Tanpa batch'} · ED ${expiryText(b.expired_date)} · ${b.qty_text}${suffix}`;
