import { describe, expect, it } from 'vitest';
import { ID_LOCALE, init } from './echarts-setup';
import { escapeHtml, formatAxisCategory, formatAxisValue, formatCompactId, formatTooltipCategory, formatValue } from './format';
import { barOption, type ChartOption, isEmptyOption, lineOption, pieOption } from './options';

/** Draws an option as ECharts would in the page (server-side SVG, same registered parts) and returns the SVG text. */
function svgOf(option: ChartOption, width = 600, height = 300): string {
  const chart = init(null as unknown as HTMLElement, null, { renderer: 'svg', ssr: true, width, height, locale: ID_LOCALE });
  chart.setOption({ ...option, animation: false });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

type Fn = (...args: never[]) => string;
const tooltipOf = (o: ChartOption) => (o.tooltip as { formatter: Fn }).formatter;

describe('chart texts in Indonesian', () => {
  it('shortens numbers with ribu, juta, miliar, triliun and a decimal comma', () => {
    expect(formatCompactId(999)).toBe('999');
    expect(formatCompactId(1500)).toBe('1,5 rb');
    expect(formatCompactId(12_500_000)).toBe('12,5 jt');
    expect(formatCompactId(2_000_000_000)).toBe('2 M');
    expect(formatCompactId(3_250_000_000_000, 2)).toBe('3,25 T');
    expect(formatCompactId(-1_200_000)).toBe('-1,2 jt');
  });
  it('axes short, tooltips in full', () => {
    expect(formatAxisValue('rupiah', 500_000)).toBe('Rp 500 rb');
    expect(formatAxisValue('rupiah', 0)).toBe('0');
    expect(formatAxisValue('number', 12_500)).toBe('12.500');
    expect(formatAxisValue('number', 2_500_000)).toBe('2,5 jt');
    expect(formatValue('rupiah', 12_500_000)).toBe('Rp 12.500.000,-');
    expect(formatValue('number', 1234.5)).toBe('1.234,50');
    expect(formatValue('number', null)).toBe('-');
    expect(formatAxisCategory('date', '2026-01-05')).toBe('5 Jan');
    expect(formatAxisCategory('month', '2026-08')).toBe('Agt 2026');
    expect(formatTooltipCategory('date', '2026-01-05')).toBe('Senin, 5 Januari 2026');
    expect(formatTooltipCategory('month', '2026-05')).toBe('Mei 2026');
    expect(formatAxisCategory('text', 'Jawa Barat')).toBe('Jawa Barat');
  });
  it('escapes names in the HTML tooltip', () => {
    expect(escapeHtml('<b>A&B</b>')).toBe('&lt;b&gt;A&amp;B&lt;/b&gt;');
  });
});

describe('option builders', () => {
  const sales = lineOption({
    categories: ['2026-01-01', '2026-01-02', '2026-01-03'],
    categoryKind: 'date',
    series: [
      { name: 'Pesanan', data: [2, 5, 3] },
      { name: 'Omzet', data: [1_500_000, 4_000_000, 2_250_000], kind: 'rupiah' },
    ],
  });

  it('a line of two kinds gets a value axis each, the rupiah series on the right axis', () => {
    const y = sales.yAxis as Array<{ position: string }>;
    expect(y.map((a) => a.position)).toEqual(['left', 'right']);
    expect((sales.series as Array<{ yAxisIndex: number }>).map((s) => s.yAxisIndex)).toEqual([0, 1]);
    expect(sales.legend).toMatchObject({ top: 0 });
  });

  it('the axis tooltip reads the day in full and each value in its kind', () => {
    const text = tooltipOf(sales)([
      { axisValue: '2026-01-02', seriesName: 'Pesanan', seriesIndex: 0, value: 5, marker: '' },
      { axisValue: '2026-01-02', seriesName: 'Omzet', seriesIndex: 1, value: 4_000_000, marker: '' },
    ] as never);
    expect(text).toBe('Jumat, 2 Januari 2026<br/>Pesanan: <b>5</b><br/>Omzet: <b>Rp 4.000.000,-</b>');
  });

  it('a horizontal bar ranks from the top with the names on the y axis', () => {
    const o = barOption({ categories: ['Jawa Barat', 'DKI Jakarta'], series: [{ name: 'Pelanggan', data: [12, 7] }], horizontal: true });
    expect(o.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['Jawa Barat', 'DKI Jakarta'] });
    expect(o.xAxis).toMatchObject({ type: 'value' });
    expect(o.dataZoom).toEqual([]);
  });

  it('many categories get a zoom slider', () => {
    const days = Array.from({ length: 60 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`);
    expect((barOption({ categories: days, series: [{ name: 'Qty', data: days.map(() => 1) }] }).dataZoom as unknown[]).length).toBe(2);
  });

  it('a pie tooltip gives the value and its share with a decimal comma', () => {
    const o = pieOption({
      data: [
        { name: 'Laki-laki', value: 2 },
        { name: 'Perempuan', value: 1 },
      ],
    });
    expect(tooltipOf(o)({ name: 'Perempuan', value: 1, percent: 33.33, marker: '' } as never)).toBe('Perempuan: <b>1</b> (33,3%)');
  });

  it('knows an option with nothing to draw', () => {
    expect(isEmptyOption(pieOption({ data: [] }))).toBe(true);
    expect(isEmptyOption(pieOption({ data: [{ name: 'A', value: 0 }] }))).toBe(true);
    expect(isEmptyOption(barOption({ categories: ['a'], series: [{ name: 'x', data: [null] }] }))).toBe(true);
    expect(isEmptyOption(sales)).toBe(false);
  });
});

describe('the registered ECharts parts draw every builder', () => {
  it('a line with two axes: Indonesian days and short rupiah on the axes', () => {
    const svg = svgOf(
      lineOption({
        categories: ['2026-01-01', '2026-01-02', '2026-01-03'],
        categoryKind: 'date',
        series: [
          { name: 'Pesanan', data: [2, 5, 3] },
          { name: 'Omzet', data: [1_500_000, 4_000_000, 2_250_000], kind: 'rupiah' },
        ],
      }),
    );
    expect(svg).toContain('<path'); // the lines
    expect(svg).toContain('1 Jan');
    expect(svg).toContain('Rp 4 jt');
    expect(svg).toContain('Pesanan'); // the legend
  });
  it('bars, with a zoom slider, and a pie', () => {
    const months = ['2025-09', '2025-10', '2025-11'];
    const bars = svgOf(barOption({ categories: months, categoryKind: 'month', series: [{ name: 'Qty', data: [10, 20, 5] }], zoom: true }));
    expect(bars).toContain('Sep 2025');
    expect(bars).toContain('Okt 2025');
    const pie = svgOf(
      pieOption({
        data: [
          { name: 'Laki-laki', value: 2 },
          { name: 'Perempuan', value: 1 },
        ],
      }),
    );
    expect(pie).toContain('Laki-laki');
    expect(pie).toContain('66,7%');
  });
});
