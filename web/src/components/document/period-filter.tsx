import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

export type Period = [Dayjs, Dayjs] | null;

/** The period filter of a document list: two dates shown as DD-MM-YYYY, or none (cleared). */
export function PeriodFilter({ className, value, onChange }: { className?: string; value?: Period; onChange: (period: Period) => void }) {
  return (
    <DatePicker.RangePicker
      className={className}
      format="DD-MM-YYYY"
      placeholder={['Dari tanggal', 'Sampai tanggal']}
      value={value ?? null}
      onChange={(v) => onChange(v?.[0] && v[1] ? [v[0], v[1]] : null)}
    />
  );
}
