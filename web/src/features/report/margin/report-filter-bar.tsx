import { FileExcelOutlined } from '@ant-design/icons';
import { Button, DatePicker, message, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { downloadFile } from '../../../components/resource/resource-transfer';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { useReportCategories, useReportSellers } from './api/margin-api';

/** The period and warehouse of the Bonus Sales, Produk Terlaris and Laba Kotor pages (the server's default: this month up to today). */
export interface PeriodFilters {
  date_start: string;
  date_end: string;
  gudang_id?: number | null;
}

export const thisMonth = (): PeriodFilters => ({ date_start: dayjs().startOf('month').format('YYYY-MM-DD'), date_end: dayjs().format('YYYY-MM-DD') });

/** The body of a report call: the period, the warehouse when chosen and the page's own fields (empty ones left out). */
export function reportBody(f: PeriodFilters, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { date_start: f.date_start, date_end: f.date_end };
  if (f.gudang_id) out.gudang_id = f.gudang_id;
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
}

/** Period (two dates) and warehouse, then the page's own controls. */
export function ReportFilterBar({ filters, onChange, children }: { filters: PeriodFilters; onChange: (f: PeriodFilters) => void; children?: ReactNode }) {
  return (
    <Space wrap style={{ marginBottom: 12 }} className="report-filters">
      <DatePicker.RangePicker
        className="report-period"
        format="DD-MM-YYYY"
        allowClear={false}
        value={[dayjs(filters.date_start), dayjs(filters.date_end)]}
        disabledDate={(d: Dayjs) => d.isAfter(dayjs(), 'day')}
        onChange={(v) => {
          if (v?.[0] && v[1]) onChange({ ...filters, date_start: v[0].format('YYYY-MM-DD'), date_end: v[1].format('YYYY-MM-DD') });
        }}
        aria-label="Periode"
      />
      <WarehouseSelect
        className="report-gudang"
        allowClear
        placeholder="Semua gudang"
        value={filters.gudang_id}
        onChange={(v) => onChange({ ...filters, gudang_id: v })}
        style={{ minWidth: 200 }}
      />
      {children}
    </Space>
  );
}

/** Downloads a report's .xlsx (or waits for its job) with the page's filters. */
export function ExcelButton({ url, body, className = 'report-excel' }: { url: string; body: Record<string, unknown>; className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FileExcelOutlined />}
      className={className}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const name = await downloadFile('POST', url, body);
          message.success(`Berkas ${name} diunduh`);
        } finally {
          setBusy(false);
        }
      }}
    >
      Excel
    </Button>
  );
}

/** The seller filter (none = every seller; 0 = orders without a seller). */
export function SellerFilter({ value, onChange }: { value?: number; onChange: (v: number | undefined) => void }) {
  const q = useReportSellers();
  return (
    <Select<number>
      className="report-seller"
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="Semua sales"
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={q.data ?? []}
      loading={q.isLoading}
      style={{ minWidth: 180 }}
      aria-label="Sales"
    />
  );
}

/** The etalase filter (main_category_id; none = every etalase). */
export function CategoryFilter({ value, onChange }: { value?: number; onChange: (v: number | undefined) => void }) {
  const q = useReportCategories();
  return (
    <Select<number>
      className="report-category"
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="Semua etalase"
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={q.data ?? []}
      loading={q.isLoading}
      style={{ minWidth: 160 }}
      aria-label="Etalase"
    />
  );
}
