/**
 * Small builders of the ECharts options the app draws: lines over time, bars (vertical over time or
 * horizontal rankings) and pies, with Indonesian axes and tooltips (format.ts). Pure functions,
 * no ECharts code: a page builds its option without loading the library (the <Chart> loads it).
 */
import type { EChartsCoreOption } from 'echarts/core';
import {
  type CategoryKind,
  escapeHtml,
  formatAxisCategory,
  formatAxisValue,
  formatPercentId,
  formatTooltipCategory,
  formatValue,
  type ValueKind,
} from './format';

export type ChartOption = EChartsCoreOption;

/** The series colours (antd's palette, each at least 3:1 against white where it matters). */
export const CHART_COLORS = ['#1677ff', '#389e0d', '#d46b08', '#cf1322', '#722ed1', '#08979c', '#c41d7f', '#ad8b00', '#2f54eb', '#5b8c00'];

export interface ChartSeries {
  name: string;
  data: Array<number | null>;
  /** How the values read (default 'number'); a chart with both kinds gets a second value axis on the right. */
  kind?: ValueKind;
  /** Series with the same stack name are stacked. */
  stack?: string;
  color?: string;
  /** Line only: fill under the line. */
  area?: boolean;
}

export interface CartesianInput {
  categories: string[];
  /** 'date' for 'YYYY-MM-DD', 'month' for 'YYYY-MM', 'text' for names (default). */
  categoryKind?: CategoryKind;
  series: ChartSeries[];
  /** A zoom slider under the chart (default: when there are more than 40 categories). */
  zoom?: boolean;
}

interface AxisParam {
  marker?: string;
  seriesName?: string;
  seriesIndex?: number;
  value?: unknown;
  axisValue?: string;
  name?: string;
}

function cartesian(input: CartesianInput, type: 'line' | 'bar', horizontal: boolean): ChartOption {
  const categoryKind = input.categoryKind ?? 'text';
  const kinds: ValueKind[] = [];
  for (const s of input.series) if (!kinds.includes(s.kind ?? 'number')) kinds.push(s.kind ?? 'number');
  const kindOf = (i: number | undefined) => input.series[i ?? 0]?.kind ?? 'number';
  const legend = input.series.length > 1;
  const zoom = input.zoom ?? input.categories.length > 40;
  const categoryAxis = {
    type: 'category',
    data: input.categories,
    inverse: horizontal, // a ranking reads from the top
    axisTick: { alignWithLabel: true },
    axisLabel: {
      formatter: (v: string) => formatAxisCategory(categoryKind, v),
      hideOverlap: true,
      ...(horizontal ? { width: 150, overflow: 'truncate' } : {}),
    },
  };
  const valueAxes = kinds.map((kind, i) => ({
    type: 'value',
    position: horizontal ? (i === 0 ? 'bottom' : 'top') : i === 0 ? 'left' : 'right',
    // counts and quantities in small units are whole: no '0,5' ticks
    minInterval: kind === 'number' ? 1 : undefined,
    axisLabel: { formatter: (v: number) => formatAxisValue(kind, v), hideOverlap: true },
    splitLine: { show: i === 0 },
  }));
  return {
    color: CHART_COLORS,
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: type === 'bar' ? 'shadow' : 'line' },
      formatter: (params: AxisParam | AxisParam[]) => {
        const list = Array.isArray(params) ? params : [params];
        const head = escapeHtml(formatTooltipCategory(categoryKind, String(list[0]?.axisValue ?? list[0]?.name ?? '')));
        const lines = list.map((p) => `${p.marker ?? ''}${escapeHtml(p.seriesName)}: <b>${escapeHtml(formatValue(kindOf(p.seriesIndex), p.value))}</b>`);
        return [head, ...lines].join('<br/>');
      },
    },
    legend: legend ? { top: 0, type: 'plain' } : { show: false },
    grid: { left: 8, right: 16, top: legend ? 36 : 16, bottom: zoom ? 48 : 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    [horizontal ? 'yAxis' : 'xAxis']: categoryAxis,
    [horizontal ? 'xAxis' : 'yAxis']: valueAxes.length > 1 ? valueAxes : (valueAxes[0] ?? { type: 'value' }),
    dataZoom: zoom
      ? [
          { type: 'inside', [horizontal ? 'yAxisIndex' : 'xAxisIndex']: 0 },
          { type: 'slider', [horizontal ? 'yAxisIndex' : 'xAxisIndex']: 0, height: 20, bottom: 8, labelFormatter: () => '' },
        ]
      : [],
    series: input.series.map((s) => ({
      type,
      name: s.name,
      data: s.data,
      stack: s.stack,
      [horizontal ? 'xAxisIndex' : 'yAxisIndex']: Math.max(0, kinds.indexOf(s.kind ?? 'number')),
      ...(s.color ? { itemStyle: { color: s.color }, lineStyle: { color: s.color } } : {}),
      ...(type === 'line' ? { smooth: false, showSymbol: input.categories.length <= 31, areaStyle: s.area ? { opacity: 0.12 } : undefined } : {}),
      ...(type === 'bar' ? { barMaxWidth: 32 } : {}),
    })),
  };
}

/** Lines over categories (days, months): the sales and omzet statistics. */
export function lineOption(input: CartesianInput): ChartOption {
  return cartesian(input, 'line', false);
}

/** Bars: vertical over days/months, or `horizontal` for a ranking (best sellers, provinces) read from the top. */
export function barOption(input: CartesianInput & { horizontal?: boolean }): ChartOption {
  return cartesian(input, 'bar', input.horizontal === true);
}

export interface PieInput {
  data: Array<{ name: string; value: number }>;
  kind?: ValueKind;
  /** A ring instead of a full disc. */
  donut?: boolean;
  /** Series name shown in the tooltip. */
  name?: string;
}

interface PieParam {
  marker?: string;
  name?: string;
  value?: unknown;
  percent?: number;
}

/** A pie of shares (gender, customer type): labels and tooltips with the share in Indonesian ('33,3%'). */
export function pieOption(input: PieInput): ChartOption {
  const kind = input.kind ?? 'number';
  return {
    color: CHART_COLORS,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: PieParam) =>
        `${p.marker ?? ''}${escapeHtml(p.name)}: <b>${escapeHtml(formatValue(kind, p.value))}</b> (${escapeHtml(formatPercentId(p.percent ?? 0))})`,
    },
    legend: { bottom: 0, type: 'plain' },
    series: [
      {
        type: 'pie',
        name: input.name,
        radius: input.donut ? ['40%', '65%'] : '65%',
        center: ['50%', '45%'],
        data: input.data,
        // the share inside its slice (the legend names the slices, the tooltip gives both): outside labels
        // of a small pie overflow its card; slices under 4% stay unlabelled
        label: {
          position: 'inside',
          color: '#fff',
          fontWeight: 'bold',
          formatter: (p: PieParam) => ((p.percent ?? 0) < 4 ? '' : formatPercentId(Math.round((p.percent ?? 0) * 10) / 10)),
        },
        labelLine: { show: false },
      },
    ],
  };
}

/** Whether an option has nothing to draw (every series empty or all zero): the <Chart> then shows 'Belum ada data'. */
export function isEmptyOption(option: ChartOption): boolean {
  const series = (option.series ?? []) as Array<{ data?: unknown[] }>;
  return series.every((s) =>
    (s.data ?? []).every((d) => {
      const v = d !== null && typeof d === 'object' && 'value' in d ? (d as { value: unknown }).value : d;
      return v === null || v === undefined || Number(v) === 0;
    }),
  );
}
