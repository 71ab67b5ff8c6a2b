import { SELECT_SEARCH } from '@bo/contract';
import { InputNumber, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { idIntegerInput } from '../../lib/format-number';
import { type ProductLookup, useProductLookup } from './api/get-product-options';

/**
 * A select fed by a master area's options (Etalase, Kategori Produk, Kemasan, Vendor): the first 200
 * names, then the server's matches of what the user types (debounced), always with the chosen one.
 */
export function LookupSelect(props: {
  lookup: ProductLookup;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  className?: string;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const { lookup, value, onChange, id, className, placeholder = 'Pilih', style } = props;
  const [search, setSearch] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const q = useProductLookup(lookup, search, value ? [value] : []);
  return (
    <Select
      id={id}
      className={className}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => setSearch(text.trim()), SELECT_SEARCH.debounceMs);
        },
      }}
      allowClear
      loading={q.isFetching}
      placeholder={placeholder}
      options={q.data ?? []}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      style={{ width: '100%', ...style }}
    />
  );
}

export { MoneyInput } from '../../components/money-input';

/** Whole-number input with Indonesian thousands ('1.000' is 1000). */
export function IntegerInput(props: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  className?: string;
  min?: number;
  max?: number;
}) {
  const { value, onChange, id, className, min = 0, max } = props;
  return (
    <InputNumber<number>
      id={id}
      className={className}
      min={min}
      max={max}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      formatter={idIntegerInput.formatter}
      parser={(t) => idIntegerInput.parser(t)}
      style={{ width: '100%' }}
    />
  );
}
