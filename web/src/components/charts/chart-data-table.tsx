import type { CSSProperties, ReactNode } from 'react';

/** Hidden from sight, read by screen readers (and by the browser tests): the usual visually-hidden rule. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export interface ChartDataColumn<R> {
  /** The cell's `data-col` (a test reads a figure by it). */
  key: string;
  title: string;
  value: (row: R) => ReactNode;
}

/**
 * The figures a <Chart> draws as a table a screen reader can walk (the drawing is one image to it,
 * named by its label): one row per category (`data-key`), one cell per column (`data-col`). Visually
 * hidden; put it beside the chart, inside the same card. The browser tests read the figures here and
 * the chart's own axis and legend texts in its SVG.
 */
export function ChartDataTable<R>(props: { caption: string; rows: R[]; rowKey: (row: R) => string; columns: ChartDataColumn<R>[]; className?: string }) {
  return (
    <table className={['chart-data', props.className].filter(Boolean).join(' ')} style={VISUALLY_HIDDEN}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((c) => (
            <th key={c.key} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={props.rowKey(r)} data-key={props.rowKey(r)}>
            {props.columns.map((c) => (
              <td key={c.key} data-col={c.key}>
                {c.value(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
