import type { FieldDef } from '@bo/contract';
import { DatePicker, Input, InputNumber, Select, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { get } from '../../api/client';
import { type DistrictItem, DistrictSelect } from '../district-select';
import { type RemoteOption, RemoteSelect } from '../remote-select';
import { formatNumber, idIntegerInput, parseNumber } from '../../lib/format-number';
import { fetchRefOptions, refLabelKey as refLabelName } from './ref-source';

type Row = Record<string, unknown>;

const TEXT_LIKE = new Set(['text', 'code', 'email', 'phone', 'npwp', 'nik', 'textarea']);

/** Form value of a stored value: dayjs for dates and times, boolean for flags, numbers for ids. */
export function toFormValue(f: FieldDef, v: unknown): unknown {
  if (v === null || v === undefined || v === '') {
    if (f.type === 'flag') return (f.default ?? '0') === '1';
    return undefined;
  }
  switch (f.type) {
    case 'date':
      return dayjs(String(v).slice(0, 10));
    case 'time':
      return dayjs(`2000-01-01T${String(v).slice(0, 5)}`);
    case 'flag':
      return String(v) === '1' || v === true;
    case 'int':
    case 'money':
    case 'ref':
    case 'district':
      return Number(v);
    default:
      return String(v);
  }
}

/** Value sent to the server (form-encoded text; empty means 'not given'). */
export function toBodyValue(f: FieldDef, v: unknown): string {
  if (v === null || v === undefined) return f.type === 'flag' ? '0' : '';
  switch (f.type) {
    case 'date':
      return (v as Dayjs).format('YYYY-MM-DD');
    case 'time':
      return (v as Dayjs).format('HH:mm');
    case 'flag':
      return v ? '1' : '0';
    default:
      return String(v);
  }
}

/** Default values of a new record. */
export function initialValues(fields: readonly FieldDef[], row?: Row | null): Row {
  const out: Row = {};
  for (const f of fields) out[f.name] = toFormValue(f, row ? row[f.name] : f.default);
  return out;
}

const rupiahFormatter = (v: string | number | undefined) => (v === undefined || v === '' ? '' : `Rp ${formatNumber(v)}`);
const rupiahParser = (s: string | undefined) => parseNumber(s, { integer: true });

/** A reference select preloaded with the first rows, searching the referenced area as one types. */
function RefSelect(props: { field: FieldDef; id?: string; value?: number | null; onChange?: (v: unknown) => void; current?: RemoteOption }) {
  const { field, current } = props;
  const [initial, setInitial] = useState<RemoteOption[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchRefOptions(field, '')
      .catch(() => [])
      .then((o) => live && setInitial(o));
    return () => {
      live = false;
    };
  }, [field]);
  const merged = [...(current && !initial?.some((o) => o.value === current.value) ? [current] : []), ...(initial ?? [])];
  return (
    <RemoteSelect
      key={initial ? 'loaded' : 'loading'}
      id={props.id}
      placeholder={`Pilih ${field.label}`}
      fetcher={(s) => fetchRefOptions(field, s)}
      initialOptions={merged}
      value={props.value ?? null}
      onChange={(v) => props.onChange?.(v)}
    />
  );
}

const searchDistricts = (search: string) => get<DistrictItem[]>('/member/get_city', { search }, { silent: true });

/** The input of one field type (the Form.Item around it gives value and onChange). */
export function FieldInput(props: { field: FieldDef; row?: Row | null; id?: string; value?: unknown; onChange?: (v: unknown) => void }) {
  const { field: f, row, id, value, onChange } = props;
  const common = { id, placeholder: f.placeholder };
  switch (f.type) {
    case 'textarea':
      return <Input.TextArea {...common} rows={3} maxLength={f.max} value={value as string} onChange={(e) => onChange?.(e.target.value)} />;
    case 'int':
      return (
        <InputNumber
          {...common}
          {...idIntegerInput}
          style={{ width: '100%' }}
          precision={0}
          min={f.min}
          max={f.max}
          value={value as number}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'money':
      return (
        <InputNumber<number>
          {...common}
          style={{ width: '100%' }}
          precision={0}
          min={f.min}
          formatter={rupiahFormatter}
          parser={rupiahParser}
          value={value as number}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'date':
      return <DatePicker {...common} style={{ width: '100%' }} format="YYYY-MM-DD" value={value as Dayjs} onChange={(v) => onChange?.(v)} />;
    case 'time':
      return <TimePicker {...common} style={{ width: '100%' }} format="HH:mm" value={value as Dayjs} onChange={(v) => onChange?.(v)} />;
    case 'flag':
      return <Switch id={id} checked={!!value} checkedChildren="Ya" unCheckedChildren="Tidak" onChange={(v) => onChange?.(v)} />;
    case 'select':
      return (
        <Select
          id={id}
          allowClear={!f.required}
          placeholder={`Pilih ${f.label}`}
          options={(f.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          value={value as string}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'ref': {
      const cur = row && row[f.name] != null ? { value: Number(row[f.name]), label: String(row[refLabelName(f)] ?? row[f.name]) } : undefined;
      return <RefSelect field={f} id={id} value={value as number} onChange={onChange} current={cur} />;
    }
    case 'district': {
      const cur =
        row && row[f.name] != null
          ? [{ value: Number(row[f.name]), label: [row.kecamatan_name, row.city_name, row.province_name].filter(Boolean).join(', ') || String(row[f.name]) }]
          : [];
      return <DistrictSelect id={id} fetcher={searchDistricts} initialOptions={cur} value={value as number} onChange={(v) => onChange?.(v)} />;
    }
    default:
      return <Input {...common} maxLength={TEXT_LIKE.has(f.type) ? f.max : undefined} value={value as string} onChange={(e) => onChange?.(e.target.value)} />;
  }
}
