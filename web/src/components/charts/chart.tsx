import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { type EChartsType, ID_LOCALE, init } from './echarts-setup';
import type { ChartOption } from './options';

export interface EChartProps {
  option: ChartOption;
  /** Height in pixels (the width follows the container). */
  height: number;
  /** What the chart shows, for screen readers (the drawing itself is an image to them). */
  label: string;
  className?: string;
}

/**
 * One ECharts instance in a div: created on mount (SVG renderer, Indonesian locale), the option
 * replaced whenever it changes (notMerge: a new filter's series never mixes with the old ones),
 * resized with its container, disposed on unmount. No animation when the user prefers reduced motion.
 * Loaded lazily through index.tsx; use <Chart> from there.
 */
export default function EChart({ option, height, label, className }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const c = init(el, null, { renderer: 'svg', locale: ID_LOCALE });
    chart.current = c;
    // resized in the next frame, not inside the observer's callback: a resize there changes the layout the
    // observer watches and the browser reports 'ResizeObserver loop' as a window error (the app's error log)
    let frame = 0;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            cancelAnimationFrame(frame);
            frame = requestAnimationFrame(() => c.resize());
          });
    observer?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ ...option, animation: reduced ? false : (option.animation ?? true) }, { notMerge: true });
  }, [option, reduced]);

  return <div ref={ref} role="img" aria-label={label} className={['bo-chart', className].filter(Boolean).join(' ')} style={{ width: '100%', height }} />;
}
