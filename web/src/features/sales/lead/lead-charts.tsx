import { LEAD_SOURCES } from '@bo/contract';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { barOption, Chart } from '../../../components/charts';
import { ChartDataTable } from '../../../components/charts/chart-data-table';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format-number';

/** A closing ratio: '50%', '66,67%'. */
export const formatPercent = (v: number) => `${formatNumber(v, Number.isInteger(v) ? 0 : 2)}%`;

const SINGLE = '#1677ff';
const CLOSING = '#389e0d';

type Day = { date: string; total: number } & Record<string, number | string>;

/**
 * Counts per day as vertical bars (the ECharts wrapper of components/charts). With `bySource` each
 * bar is stacked by source in the sources' colours, named in the legend. The figures are also in a
 * visually hidden table beside it (ChartDataTable: one row per day, the total and each source).
 */
export function DailyBars(props: { data?: Day[]; bySource?: boolean; label: string; className?: string; color?: string }) {
  const days = useMemo(() => props.data ?? [], [props.data]);
  const used = useMemo(() => (props.bySource ? LEAD_SOURCES.filter((s) => days.some((d) => Number(d[s.value] ?? 0) > 0)) : []), [days, props.bySource]);
  const option = useMemo(
    () =>
      barOption({
        categories: days.map((d) => d.date),
        categoryKind: 'date',
        series: props.bySource
          ? used.map((s) => ({ name: s.label, data: days.map((d) => Number(d[s.value] ?? 0)), stack: 'sumber', color: s.color }))
          : [{ name: props.label, data: days.map((d) => d.total), color: props.color ?? SINGLE }],
      }),
    [days, used, props.bySource, props.label, props.color],
  );
  if (!days.length) return <Empty description="Belum ada data" />;
  const range = `${formatDate(days[0].date)} sampai ${formatDate(days[days.length - 1].date)}`;
  return (
    <div className={props.className}>
      <Chart option={option} height={200} label={`${props.label} ${range}`} emptyText="Tidak ada data pada periode ini" />
      <ChartDataTable
        caption={`${props.label} ${range}`}
        rows={days}
        rowKey={(d) => d.date}
        columns={[
          { key: 'date', title: 'Tanggal', value: (d) => formatDate(d.date) },
          { key: 'total', title: 'Jumlah', value: (d) => d.total },
          ...used.map((s) => ({ key: s.value, title: s.label, value: (d: Day) => Number(d[s.value] ?? 0) })),
        ]}
      />
    </div>
  );
}

export interface RatioBarRow {
  key: string | number;
  label: string;
  leads: number;
  closings: number;
  ratio: number;
}

/** Leads and closings per source or admin as paired horizontal bars (a ranking read from the top); the ratio is in the table beside it. */
export function RatioBars({ rows, label, className }: { rows: RatioBarRow[]; label: string; className?: string }) {
  const shown = useMemo(() => rows.filter((r) => r.leads > 0 || r.closings > 0), [rows]);
  const option = useMemo(
    () =>
      barOption({
        horizontal: true,
        categories: shown.map((r) => r.label),
        series: [
          { name: 'Lead', data: shown.map((r) => r.leads), color: SINGLE },
          { name: 'Closing', data: shown.map((r) => r.closings), color: CLOSING },
        ],
      }),
    [shown],
  );
  if (!shown.length) return <Empty description="Belum ada lead pada periode ini" />;
  return (
    <div className={className}>
      <Chart option={option} height={Math.max(160, 56 + shown.length * 48)} label={label} />
      <ChartDataTable
        caption={label}
        rows={shown}
        rowKey={(r) => String(r.key)}
        columns={[
          { key: 'label', title: 'Nama', value: (r) => r.label },
          { key: 'leads', title: 'Lead', value: (r) => r.leads },
          { key: 'closings', title: 'Closing', value: (r) => r.closings },
          { key: 'ratio', title: 'Rasio', value: (r) => formatPercent(r.ratio) },
        ]}
      />
    </div>
  );
}
