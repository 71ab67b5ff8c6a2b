/**
 * The one place that loads ECharts: echarts/core with only what the charts of this app use (line,
 * bar and pie; grid, tooltip, legend, title, dataZoom) and the SVG renderer. Imported by chart.tsx
 * only, which the pages load lazily (index.tsx), so the login page never downloads it.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomInsideComponent, DataZoomSliderComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { type EChartsInitOpts, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([
  LineChart,
  BarChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  SVGRenderer,
]);

/**
 * Indonesian texts ECharts draws itself (month and day names of a time axis, the legend selector);
 * ECharts has no Indonesian locale, the rest falls back to its English one.
 */
const ID_TEXTS = {
  time: {
    month: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
    monthAbbr: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'],
    dayOfWeek: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
    dayOfWeekAbbr: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
  },
  legend: { selector: { all: 'Semua', inverse: 'Balik' } },
};
// init merges a locale object with the English one, so the texts above are enough
export const ID_LOCALE = ID_TEXTS as unknown as EChartsInitOpts['locale'];

export { init } from 'echarts/core';
export type { EChartsType } from 'echarts/core';
