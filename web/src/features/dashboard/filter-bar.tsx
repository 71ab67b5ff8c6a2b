import { DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useWarehouseOptions } from '../../api/get-warehouse-options';
import type { DashboardFilters } from './api/dashboard-api';

const today = () => dayjs().startOf('day');

/** Quick periods of the period filter. */
const PRESETS: { label: string; value: () => [Dayjs, Dayjs] }[] = [
  { label: 'Hari Ini', value: () => [today(), today()] },
  { label: '7 Hari Terakhir', value: () => [today().subtract(6, 'day'), today()] },
  { label: 'Bulan Ini', value: () => [today().startOf('month'), today()] },
  { label: 'Bulan Lalu', value: () => [today().subtract(1, 'month').startOf('month'), today().subtract(1, 'month').endOf('month').startOf('day')] },
  { label: '3 Bulan Terakhir', value: () => [today().subtract(2, 'month').startOf('month'), today()] },
  { label: 'Tahun Ini', value: () => [today().startOf('year'), today()] },
];

/**
 * The period and warehouse filters that apply to every widget at once. The warehouse list is the
 * user's (group 6: its own warehouses); 'Semua Gudang' (0) is every warehouse the user may see.
 * A partner has no warehouse filter (`warehouse` false).
 */
export function DashboardFilterBar({
  value,
  onChange,
  warehouse = true,
}: {
  value: DashboardFilters;
  onChange: (f: DashboardFilters) => void;
  warehouse?: boolean;
}) {
  const warehouses = useWarehouseOptions(warehouse);
  const options = [
    { value: 0, label: 'Semua Gudang' },
    ...(warehouses.data?.data ?? []).map((w) => ({ value: Number(w.master_gudang_id), label: w.master_gudang_name })),
  ];
  return (
    <Space wrap className="dashboard-filters">
      <DatePicker.RangePicker
        className="dashboard-period"
        aria-label="Periode"
        format="D MMM YYYY"
        allowClear={false}
        value={value.period}
        presets={PRESETS.map((p) => ({ label: p.label, value: p.value }))}
        disabledDate={(d) => d.isAfter(today(), 'day')}
        onChange={(v) => {
          if (v?.[0] && v[1]) onChange({ ...value, period: [v[0].startOf('day'), v[1].startOf('day')] });
        }}
      />
      {warehouse ? (
        <Select
          className="dashboard-warehouse"
          aria-label="Gudang"
          style={{ minWidth: 180 }}
          loading={warehouses.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          value={value.gudang_id}
          onChange={(v) => onChange({ ...value, gudang_id: v ?? 0 })}
        />
      ) : null}
    </Space>
  );
}
