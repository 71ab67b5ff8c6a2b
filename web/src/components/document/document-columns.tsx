import type { DocumentDef } from '@bo/contract';
import type { TableColumnType } from 'antd';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatRupiah } from '../../lib/format-number';
import { DocumentStatusTag } from './document-status';

/**
 * A column of a document table (its list or the lines of its detail): an antd column, with an
 * optional `type` that renders the value the way every document shows it — 'date' (5 Januari 2026),
 * 'datetime', 'money' (Rp, right), 'count' (right), 'text' ('-' when empty).
 */
export type TypedColumn<R> = TableColumnType<R> & { type?: 'date' | 'datetime' | 'money' | 'count' | 'text' };

const RENDER = {
  date: (v: unknown) => formatDate(v as string),
  datetime: (v: unknown) => formatDateTime(v as string),
  money: (v: unknown) => (v === null || v === undefined ? '-' : formatRupiah(v as number)),
  count: (v: unknown) => v as number,
  text: (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v)),
};

/** The antd column of a typed column (an own `render` wins over the type's). */
export function columnOf<R>({ type, ...c }: TypedColumn<R>): TableColumnType<R> {
  if (!type) return c;
  return { align: type === 'money' || type === 'count' ? 'right' : undefined, render: RENDER[type], ...c };
}

/** The batch and expiry columns of a stock document's lines. */
export const batchColumns = <L,>(): TypedColumn<L>[] => [
  { title: 'Batch', dataIndex: 'batch_no', type: 'text' },
  { title: 'Kedaluwarsa', dataIndex: 'expired_date', type: 'date' },
];

/** A state as the machine names and colours it (DocumentStatusTag), with the page's class names `<prefix>-status <prefix>-status-<value>`. */
export const DocumentStateTag = ({ doc, prefix, value }: { doc: DocumentDef<string, string>; prefix: string; value: string }) => (
  <DocumentStatusTag doc={doc} value={value} className={`${prefix}-status ${prefix}-status-${value}`} />
);
