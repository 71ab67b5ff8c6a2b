/**
 * The charts of the app: <Chart option={lineOption(...)} height={260} label="..." />. The ECharts
 * code (chart.tsx, echarts-setup.ts) loads on the first chart drawn, not with the page that imports
 * this file, so the login page and the pages without charts never download it.
 */
import { Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './chart';
import { isEmptyOption } from './options';

export {
  CHART_COLORS,
  type CartesianInput,
  type ChartOption,
  type ChartSeries,
  barOption,
  isEmptyOption,
  lineOption,
  type PieInput,
  pieOption,
} from './options';
export { type CategoryKind, formatAxisValue, formatCompactId, formatValue, type ValueKind } from './format';

const loadChart = () => import('./chart');
const EChart = lazy(loadChart);

/** Starts downloading the chart code now (a page about to draw charts calls it on mount, so the code loads beside the data, not after it). */
export function preloadCharts(): void {
  void loadChart();
}

export interface ChartProps extends Partial<Pick<EChartProps, 'height'>>, Omit<EChartProps, 'height'> {
  /** Show a placeholder while the data loads. */
  loading?: boolean;
  /** Text when there is nothing to draw (every value empty or zero). */
  emptyText?: string;
}

function Placeholder({ height }: { height: number }) {
  return (
    <div className="bo-chart-loading" style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }} aria-busy="true">
      <Skeleton.Node active style={{ width: '100%', height: height - 16 }} />
    </div>
  );
}

/** A chart, or a placeholder while loading, or 'Belum ada data' when there is nothing to draw. */
export function Chart({ height = 300, loading, emptyText = 'Belum ada data', ...rest }: ChartProps) {
  if (loading) return <Placeholder height={height} />;
  if (isEmptyOption(rest.option))
    return (
      <div className="bo-chart-empty" style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );
  return (
    <Suspense fallback={<Placeholder height={height} />}>
      <EChart height={height} {...rest} />
    </Suspense>
  );
}
