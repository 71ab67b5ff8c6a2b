import { SELECT_SEARCH } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { post } from '../../api/client';
import { WarehouseSelect } from '../../components/warehouse-select';
import { createQueryKeys } from '../../lib/query-keys';

/*
 * The one filter bar of the Laporan pages (Penjualan, Omzet, Pembelian per Produk, Bonus Sales, Produk
 * Terlaris, Laba Kotor, Konsinyasi): the period and the warehouse always, then the filters a page
 * turns on (seller, customer, etalase), then the page's own controls (children). The filters are the
 * page's state: the page puts them in its query keys and its Excel body (reportBody).
 */

const ISO = 'YYYY-MM-DD';

/** The shared filters of a report page (absent gudang_id: every warehouse the user may see). */
export interface PeriodFilters {
  date_start: string;
  date_end: string;
  gudang_id?: number | null;
  /** Seller (none = every seller; 0 = orders without a seller). */
  seller_id?: number | null;
  /** Customer (none = every customer; walk-in sales are not a choice). */
  member_id?: number | null;
  /** Etalase (main_category_id). */
  main_category_id?: number | null;
}

/** The server's default period: this month up to today. */
export const thisMonth = (): PeriodFilters => ({ date_start: dayjs().startOf('month').format(ISO), date_end: dayjs().format(ISO) });

/** The body of a report call: the filters and the page's own fields, empty ones left out. */
export function reportBody(f: object, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries({ ...f, ...extra })) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
}

/** The period's presets: today, this month, last month, last 30 days, this year. */
const presets = (): { label: string; value: [Dayjs, Dayjs] }[] => [
  { label: 'Hari ini', value: [dayjs().startOf('day'), dayjs()] },
  { label: 'Bulan ini', value: [dayjs().startOf('month'), dayjs()] },
  { label: 'Bulan lalu', value: [dayjs().subtract(1, 'month').startOf('month'), dayjs().subtract(1, 'month').endOf('month')] },
  { label: '30 hari terakhir', value: [dayjs().subtract(29, 'day'), dayjs()] },
  { label: 'Tahun ini', value: [dayjs().startOf('year'), dayjs()] },
];

/** Which of the optional filters a page shows (each only where the page's calls take it and its roles may read the options). */
export interface FilterBarShow {
  seller?: boolean;
  customer?: boolean;
  category?: boolean;
}

/**
 * Period (two dates, presets, no future days) and warehouse, then the filters of `show`, then the
 * page's own controls. `classPrefix` names the bar's parts (report-period, report-gudang, …).
 */
export function ReportFilterBar<F extends PeriodFilters>(props: {
  filters: F;
  onChange: (f: F) => void;
  show?: FilterBarShow;
  classPrefix?: string;
  children?: ReactNode;
}) {
  const { filters, onChange, show = {}, classPrefix = 'report' } = props;
  const presetList = useMemo(presets, []);
  return (
    <Space wrap style={{ marginBottom: 12 }} className={`${classPrefix}-filters`}>
      <DatePicker.RangePicker
        className={`${classPrefix}-period`}
        format="DD-MM-YYYY"
        allowClear={false}
        presets={presetList}
        placeholder={['Dari tanggal', 'Sampai tanggal']}
        value={[dayjs(filters.date_start), dayjs(filters.date_end)]}
        disabledDate={(d: Dayjs) => d.isAfter(dayjs(), 'day')}
        onChange={(v) => {
          if (v?.[0] && v[1]) onChange({ ...filters, date_start: v[0].format(ISO), date_end: v[1].format(ISO) });
        }}
        aria-label="Periode"
      />
      <WarehouseSelect
        className={`${classPrefix}-gudang`}
        allowClear
        placeholder="Semua gudang"
        value={filters.gudang_id}
        onChange={(v) => onChange({ ...filters, gudang_id: v })}
        style={{ minWidth: 200 }}
      />
      {show.seller ? <SellerFilter value={filters.seller_id ?? undefined} onChange={(v) => onChange({ ...filters, seller_id: v })} /> : null}
      {show.customer ? <CustomerFilter value={filters.member_id ?? undefined} onChange={(v) => onChange({ ...filters, member_id: v })} /> : null}
      {show.category ? <CategoryFilter value={filters.main_category_id ?? undefined} onChange={(v) => onChange({ ...filters, main_category_id: v })} /> : null}
      {props.children}
    </Space>
  );
}

type Option = { value: number; label: string };
const optionKeys = createQueryKeys('report_options');

/**
 * POST /report/sales/seller_options (Laporan Penjualan's and Omzet's): the sellers with sales in the
 * user's warehouses; silent, so a group holding another report but not those two simply gets no options.
 */
export const useReportSellers = () =>
  useQuery({
    queryKey: optionKeys.item('seller_options'),
    queryFn: () => post<Option[]>('/report/sales/seller_options', {}, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** POST /report/bestseller/category_options: the etalase of the etalase filter. */
export const useReportCategories = () =>
  useQuery({
    queryKey: optionKeys.item('category_options'),
    queryFn: () => post<Option[]>('/report/bestseller/category_options', {}, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** POST /report/sales/member_options: the customers with sales in the user's warehouses (a partner: of its own sales), searched by name or phone. */
export const useReportMembers = (search: string) =>
  useQuery({
    queryKey: optionKeys.item(`member_options:${search}`),
    queryFn: () => post<Option[]>('/report/sales/member_options', search ? { search } : {}, { silent: true }),
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** The seller filter (none = every seller; 0 = orders without a seller). */
export function SellerFilter({ value, onChange }: { value?: number; onChange: (v: number | undefined) => void }) {
  const q = useReportSellers();
  return (
    <Select<number>
      className="report-seller"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Semua penjual"
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={q.data ?? []}
      loading={q.isLoading}
      style={{ minWidth: 180 }}
      aria-label="Penjual"
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
      showSearch={{ optionFilterProp: 'label' }}
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

/** The customer filter (Pelanggan): searched on the server by name or phone; none = every customer. */
export function CustomerFilter({ value, onChange }: { value?: number; onChange: (v: number | undefined) => void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  useEffect(() => {
    const t = setTimeout(() => setSearch(text.trim()), SELECT_SEARCH.debounceMs);
    return () => clearTimeout(t);
  }, [text]);
  const q = useReportMembers(search);
  // The chosen customer keeps its name while another search shows other options.
  const options = useMemo(() => {
    const list = q.data ?? [];
    return picked && picked.value === value && !list.some((o) => o.value === picked.value) ? [picked, ...list] : list;
  }, [q.data, picked, value]);
  return (
    <Select<number>
      className="report-customer"
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder="Semua pelanggan"
      value={value}
      onChange={(v, o) => {
        setPicked(v === undefined || v === null ? null : (o as Option));
        setText('');
        onChange(v ?? undefined);
      }}
      options={options}
      loading={q.isFetching}
      style={{ minWidth: 220 }}
      aria-label="Pelanggan"
    />
  );
}
