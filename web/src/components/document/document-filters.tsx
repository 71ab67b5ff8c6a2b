import type { DocumentDef } from '@bo/contract';
import { Input, Select, Space } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { WarehouseSelect } from '../warehouse-select';
import { documentStatusOptions } from './document-status';
import { type Period, PeriodFilter } from './period-filter';

/** The values of a document list's filters, by field (the period under `period`). */
export type FilterValues = Record<string, unknown>;

/**
 * One filter of a document list. Class names follow the page's prefix: `<prefix>-filter-gudang`
 * (a warehouse on gudang_id), `<prefix>-filter-<field>`, `<prefix>-filter-status`, `<prefix>-period`,
 * `<prefix>-search`; `className` replaces it.
 */
export type DocumentFilter = { className?: string; width?: number } & (
  | { kind: 'warehouse'; field?: string; placeholder?: string }
  /** The machine's states (doc.states). */
  | { kind: 'status' }
  /** Sent as date_start and date_end. */
  | { kind: 'period' }
  | { kind: 'search'; field?: string; placeholder: string }
  | { kind: 'select'; field: string; placeholder: string; options: readonly { value: string; label: string }[] }
  /** A control of the page's own (e.g. a supplier select) on `field`. */
  | { kind: 'custom'; field: string; render: (value: unknown, onChange: (value: unknown) => void) => ReactNode }
);

const fieldOf = (f: DocumentFilter) => ('field' in f && f.field ? f.field : f.kind === 'warehouse' ? 'gudang_id' : f.kind === 'search' ? 'search' : f.kind);

/** The list call's columnFilters of the filter values: empty values left out, the period as date_start/date_end. */
export function toColumnFilters(values: FilterValues, base: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '') continue;
    if (k === 'period') {
      const [start, end] = v as NonNullable<Period>;
      out.date_start = start.format('YYYY-MM-DD');
      out.date_end = end.format('YYYY-MM-DD');
    } else out[k] = v;
  }
  return out;
}

/** The filter bar of a document list, from its declaration. */
export function DocumentFilters(props: {
  prefix: string;
  doc?: DocumentDef<string, string>;
  filters: readonly DocumentFilter[];
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}) {
  const { prefix, values } = props;
  const set = (field: string) => (v: unknown) => props.onChange({ ...values, [field]: v });
  const control = (f: DocumentFilter) => {
    const field = fieldOf(f);
    const value = values[field] as never;
    switch (f.kind) {
      case 'warehouse':
        return (
          <WarehouseSelect
            className={f.className ?? `${prefix}-filter-${field === 'gudang_id' ? 'gudang' : field}`}
            allowClear
            placeholder={f.placeholder ?? 'Semua gudang'}
            value={value}
            onChange={set(field)}
            style={{ minWidth: f.width ?? 200 }}
          />
        );
      case 'status':
        return (
          <Select
            className={f.className ?? `${prefix}-filter-status`}
            allowClear
            placeholder="Semua status"
            style={{ minWidth: f.width ?? 180 }}
            value={value}
            options={props.doc ? documentStatusOptions(props.doc) : []}
            onChange={set(field)}
          />
        );
      case 'select':
        return (
          <Select
            className={f.className ?? `${prefix}-filter-${field}`}
            allowClear
            placeholder={f.placeholder}
            style={{ minWidth: f.width ?? 150 }}
            value={value}
            options={f.options.map((o) => ({ value: o.value, label: o.label }))}
            onChange={set(field)}
          />
        );
      case 'period':
        return <PeriodFilter className={f.className ?? `${prefix}-period`} value={value} onChange={set('period')} />;
      case 'search':
        return (
          <Input.Search
            allowClear
            className={f.className ?? `${prefix}-search`}
            placeholder={f.placeholder}
            onSearch={set(field)}
            style={{ width: f.width ?? 240 }}
          />
        );
      case 'custom':
        return <div style={{ minWidth: f.width ?? 200 }}>{f.render(value, set(field))}</div>;
    }
  };
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {props.filters.map((f) => (
        <Fragment key={`${f.kind}-${fieldOf(f)}`}>{control(f)}</Fragment>
      ))}
    </Space>
  );
}
