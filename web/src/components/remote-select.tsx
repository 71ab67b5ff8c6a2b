import { SELECT_SEARCH } from '@bo/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';

export interface RemoteOption {
  value: string | number;
  label: string;
}

export const ADD_DATA_VALUE = '__tambah_data__';

/**
 * Searchable remote select (spec-2 §9): searches after `minChars` (3) characters with a 200 ms
 * debounce, keeps at most 300 options and shows 20 rows; a failed fetch logs and empties the list.
 * With `onAddData` an extra 'Tambah Data' entry is offered.
 */
export function RemoteSelect(props: {
  fetcher: (search: string) => Promise<RemoteOption[]>;
  value?: string | number | null;
  onChange?: (value: string | number | null, option?: RemoteOption) => void;
  placeholder?: string;
  minChars?: number;
  onAddData?: () => void;
  initialOptions?: RemoteOption[];
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
  id?: string;
}) {
  const {
    fetcher,
    value,
    onChange,
    placeholder = 'Ketik untuk mencari',
    minChars = SELECT_SEARCH.minChars,
    onAddData,
    initialOptions = [],
    disabled,
    allowClear = true,
    style,
    id,
  } = props;
  const [options, setOptions] = useState<RemoteOption[]>(initialOptions);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seq = useRef(0);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onSearch = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    if (text.trim().length < minChars) return;
    timer.current = setTimeout(async () => {
      const mine = ++seq.current;
      setLoading(true);
      try {
        const found = await fetcher(text.trim());
        if (mine === seq.current) setOptions(found.slice(0, SELECT_SEARCH.optionLimit));
      } catch (e) {
        console.error(e);
        if (mine === seq.current) setOptions([]);
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    }, SELECT_SEARCH.debounceMs);
  };

  const allOptions = useMemo(() => {
    const list = options.map((o) => ({ value: o.value, label: o.label }));
    if (onAddData) list.unshift({ value: ADD_DATA_VALUE, label: '+ Tambah Data' });
    return list;
  }, [options, onAddData]);

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch }}
      value={value ?? undefined}
      placeholder={placeholder}
      notFoundContent={loading ? <Spin size="small" /> : `Ketik minimal ${minChars} karakter`}
      options={allOptions}
      listHeight={Math.min(SELECT_SEARCH.visibleLimit * 32, SELECT_SEARCH.maxHeight)}
      disabled={disabled}
      allowClear={allowClear}
      style={{ width: '100%', ...style }}
      suffixIcon={onAddData ? <PlusOutlined /> : undefined}
      onChange={(v) => {
        if (v === ADD_DATA_VALUE) {
          onAddData?.();
          return;
        }
        onChange?.(
          v ?? null,
          options.find((o) => o.value === v),
        );
      }}
    />
  );
}
