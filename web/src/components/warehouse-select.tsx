import { Select } from 'antd';
import { useWarehouseOptions } from '../api/get-warehouse-options';

/** The warehouses the user may use (group 6: its own, as the server answers them). */
export function WarehouseSelect(props: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
  className?: string;
}) {
  const { value, onChange, id, placeholder = 'Pilih gudang', allowClear, style, className } = props;
  const q = useWarehouseOptions();
  const options = (q.data?.data ?? []).map((w) => ({ value: Number(w.master_gudang_id), label: w.master_gudang_name }));
  return (
    <Select
      id={id}
      className={className}
      loading={q.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      placeholder={placeholder}
      options={options}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      style={{ width: '100%', ...style }}
    />
  );
}
