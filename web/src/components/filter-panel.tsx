import { FilterOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Select, Space, Tag } from 'antd';
import { Children, type ReactNode, useState } from 'react';
import { useNarrow } from './row-actions';

/** One active filter, shown as a removable tag under the filter row. */
export interface ActiveFilter {
  key: string;
  label: string;
  onRemove: () => void;
}

/**
 * The filters of a list in one compact row (search and a few choices, the rest in the advance
 * filter) with Terapkan and Reset, and the active filters as removable tags under it: the list
 * itself gets the screen (at 1366x768 at least ten rows on first load).
 */
export function FilterPanel<T extends Record<string, unknown>>(props: {
  form: FormInstance<T>;
  onApply: (values: T) => void;
  /** Replaces the default reset (clear this row, apply): the caller clears and applies everything. */
  onReset?: () => void;
  children: ReactNode;
  /** The applied filters, shown as removable tags. */
  active?: ActiveFilter[];
  /** Form name (ids of its inputs). */
  name?: string;
}) {
  const { form, onApply, onReset, children, name } = props;
  const applied = props.active ?? [];
  // narrow screens: the first filter (the search) only, the others behind a 'Filter' toggle
  const narrow = useNarrow();
  const [more, setMore] = useState(false);
  const items = Children.toArray(children);
  const folded = narrow && !more && items.length > 1;
  return (
    <div className={`filter-panel${narrow ? ' filter-panel-narrow' : ''}`}>
      <Form form={form} name={name} layout="inline" onFinish={onApply} className="filter-row" aria-label="Filter">
        {items.map((child, i) => (
          // hidden, not unmounted: the folded fields keep their values
          <div key={(child as { key?: string }).key ?? i} className="filter-item" style={folded && i > 0 ? { display: 'none' } : undefined}>
            {child}
          </div>
        ))}
        <Form.Item>
          <Space size={8}>
            {narrow && items.length > 1 ? (
              <Button className="filter-more" icon={<FilterOutlined />} aria-expanded={more} onClick={() => setMore((m) => !m)}>
                {more ? 'Sembunyikan' : 'Filter'}
              </Button>
            ) : null}
            <Button type="primary" htmlType="submit" className="filter-apply">
              Terapkan
            </Button>
            <Button
              className="filter-reset"
              onClick={() => {
                form.resetFields();
                // a caller with its own reset (more filters than this row) applies it itself
                if (onReset) onReset();
                else onApply(form.getFieldsValue(true));
              }}
            >
              Reset
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {applied.length ? (
        <div className="filter-tags" aria-label="Filter aktif">
          <span className="filter-tags-label">Filter aktif:</span>
          {applied.map((a) => (
            <Tag key={a.key} closable onClose={a.onRemove} className="filter-tag" closeIcon={<span aria-label={`Hapus filter ${a.label}`}>×</span>}>
              {a.label}
            </Tag>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The panel's values without the empty ones, as list filters. */
export function filledFilters(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, x]) => x !== undefined && x !== null && x !== ''));
}

/** Display text of a filter value: option labels for choices, ranges as 'a – b'. */
export function filterValueText(value: unknown, options?: readonly { value: unknown; label: ReactNode }[]): string {
  if (Array.isArray(value)) return value.map((v) => filterValueText(v, options)).join(' – ');
  const o = options?.find((x) => String(x.value) === String(value));
  if (o && typeof o.label === 'string') return o.label;
  if (value && typeof value === 'object' && 'format' in value && typeof (value as { format: unknown }).format === 'function') {
    return (value as { format: (f: string) => string }).format('D MMM YYYY');
  }
  return String(value);
}

/**
 * Tags of the applied filters of a simple panel (users, groups): each non-empty value with its
 * label; removing one clears that field and applies again.
 */
export function appliedTags(
  form: FormInstance,
  applied: Record<string, unknown>,
  labels: Record<string, { label: string; options?: readonly { value: unknown; label: ReactNode }[] }>,
  apply: (values: Record<string, unknown>) => void,
): ActiveFilter[] {
  return Object.entries(filledFilters(applied)).map(([k, v]) => ({
    key: k,
    label: `${labels[k]?.label ?? k}: ${filterValueText(v, labels[k]?.options)}`,
    onRemove: () => {
      form.setFieldValue(k, undefined);
      apply(filledFilters({ ...applied, [k]: undefined }));
    },
  }));
}

export const STATUS_OPTIONS = [
  { value: 1, label: 'Aktif' },
  { value: 0, label: 'Nonaktif' },
];

/** Status filter: Aktif (1) or Nonaktif (0). */
export function StatusFilterItem() {
  return (
    <Form.Item name="status" label="Status">
      <Select allowClear placeholder="Semua" options={STATUS_OPTIONS} style={{ minWidth: 130 }} />
    </Form.Item>
  );
}
