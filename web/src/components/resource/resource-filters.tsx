import type { FieldDef, ResourceDef } from '@bo/contract';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { filterValueText } from '../filter-panel';
import { FieldInput } from './field-input';
import { idIntegerInput } from '../../lib/format-number';

type Values = Record<string, unknown>;

/** The whitelisted filters of a resource (field.filter), as the server's list accepts them. */
export const filterFields = (def: ResourceDef) => def.fields.filter((f) => f.filter && !f.hidden);
export const hasSearch = (def: ResourceDef) => def.fields.some((f) => f.search && !f.hidden);
/** Quick filters of the panel: choices (select, flag); the rest live in the advance filter. */
export const quickFilterFields = (def: ResourceDef) =>
  filterFields(def)
    .filter((f) => f.filter === 'eq' && (f.type === 'select' || f.type === 'flag'))
    .slice(0, 3);

const FLAG_OPTIONS = [
  { value: '1', label: 'Ya' },
  { value: '0', label: 'Tidak' },
];

/** The input of one filter. Ranges become `<name>_from` / `<name>_to`. */
export function FilterItem({ field: f }: { field: FieldDef }) {
  if (f.filter === 'range') {
    if (f.type === 'date')
      return (
        <Form.Item name={`${f.name}__range`} label={f.label}>
          <DatePicker.RangePicker style={{ width: '100%' }} format="YYYY-MM-DD" placeholder={['Dari', 'Sampai']} />
        </Form.Item>
      );
    return (
      <Form.Item label={f.label}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name={`${f.name}_from`} noStyle>
            <InputNumber {...idIntegerInput} style={{ width: '50%' }} placeholder="Dari" />
          </Form.Item>
          <Form.Item name={`${f.name}_to`} noStyle>
            <InputNumber {...idIntegerInput} style={{ width: '50%' }} placeholder="Sampai" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    );
  }
  let input: React.ReactNode;
  if (f.filter === 'contains') input = <Input allowClear placeholder={f.label} />;
  else if (f.type === 'select') input = <Select allowClear placeholder="Semua" options={(f.options ?? []).map((o) => ({ value: o.value, label: o.label }))} />;
  else if (f.type === 'flag') input = <Select allowClear placeholder="Semua" options={FLAG_OPTIONS} />;
  else if (f.type === 'ref' || f.type === 'district') input = <FieldInput field={f} />;
  else input = <Input allowClear placeholder={f.label} />;
  return (
    <Form.Item name={f.name} label={f.label}>
      {input}
    </Form.Item>
  );
}

/** A grid of filter items. */
export function FilterGrid({ fields }: { fields: FieldDef[] }) {
  return (
    <Row gutter={16}>
      {fields.map((f) => (
        <Col key={f.name} xs={24} md={12}>
          <FilterItem field={f} />
        </Col>
      ))}
    </Row>
  );
}

/** Form values → columnFilters: blanks dropped, date ranges split, dates as yyyy-mm-dd. */
export function toColumnFilters(values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (k.endsWith('__range')) {
      const [a, b] = (v as [Dayjs | null, Dayjs | null]) ?? [];
      const name = k.slice(0, -'__range'.length);
      if (a) out[`${name}_from`] = a.format('YYYY-MM-DD');
      if (b) out[`${name}_to`] = b.format('YYYY-MM-DD');
      continue;
    }
    out[k] = typeof v === 'string' ? v.trim() : v;
    if (out[k] === '') delete out[k];
  }
  return out;
}

/**
 * Readable tags of applied filter values: 'Cari: x', 'Status: Aktif', 'Tanggal: 1 Jan 2026 – 31 Jan 2026',
 * 'Harga ≥ 1000'. A reference shows its field's label (its value is an id).
 */
export function filterTagLabels(def: ResourceDef, values: Values): { key: string; label: string }[] {
  const out: { key: string; label: string }[] = [];
  for (const [k, v] of Object.entries(values ?? {})) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => !x))) continue;
    if (k === 'search') {
      out.push({ key: k, label: `Cari: ${String(v)}` });
      continue;
    }
    const base = k.replace(/(__range|_from|_to)$/, '');
    const f = def.fields.find((x) => x.name === base);
    const label = f?.label ?? base;
    if (k.endsWith('_from')) out.push({ key: k, label: `${label} ≥ ${String(v)}` });
    else if (k.endsWith('_to')) out.push({ key: k, label: `${label} ≤ ${String(v)}` });
    else if (f?.type === 'ref' || f?.type === 'district') out.push({ key: k, label });
    else if (f?.type === 'flag') out.push({ key: k, label: `${label}: ${filterValueText(v, FLAG_OPTIONS)}` });
    else out.push({ key: k, label: `${label}: ${filterValueText(v, f?.options)}` });
  }
  return out;
}
