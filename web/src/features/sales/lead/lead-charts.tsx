import { LEAD_SOURCES } from '@bo/contract';
import { Empty, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format-number';

/** A closing ratio: '50%', '66,67%'. */
export const formatPercent = (v: number) => `${formatNumber(v, Number.isInteger(v) ? 0 : 2)}%`;

const W = 640;
const H = 180;
const PAD = { left: 28, right: 8, top: 10, bottom: 22 };
const SINGLE = '#1677ff';

type Day = { date: string; total: number } & Record<string, number | string>;

/**
 * Counts per day as vertical bars (an SVG drawn from the rows, as the stock reports draw theirs: no
 * chart library). With `bySource` each bar is stacked by source in the sources' colours, with a legend.
 */
export function DailyBars(props: { data?: Day[]; bySource?: boolean; label: string; className?: string; color?: string }) {
  const days = props.data ?? [];
  if (!days.length) return <Empty description="Belum ada data" />;
  const max = Math.max(1, ...days.map((d) => d.total));
  const w = W - PAD.left - PAD.right;
  const h = H - PAD.top - PAD.bottom;
  const step = w / days.length;
  const barW = Math.max(2, Math.min(24, step * 0.7));
  const y = (v: number) => PAD.top + h - (v / max) * h;
  const used = props.bySource ? LEAD_SOURCES.filter((s) => days.some((d) => Number(d[s.value] ?? 0) > 0)) : [];
  const short = (d: string) => dayjs(d).format('DD/MM');
  const every = Math.max(1, Math.ceil(days.length / 8));
  return (
    <div className={props.className}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        style={{ width: '100%', height: H, display: 'block' }}
        role="img"
        aria-label={`${props.label} ${formatDate(days[0].date)} sampai ${formatDate(days[days.length - 1].date)}`}
      >
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#d9d9d9" />
        <text x={PAD.left - 4} y={y(max) + 4} fontSize={10} fill="#595959" textAnchor="end">
          {formatNumber(max)}
        </text>
        <text x={PAD.left - 4} y={y(0)} fontSize={10} fill="#595959" textAnchor="end">
          0
        </text>
        {days.map((d, i) => {
          const x = PAD.left + i * step + (step - barW) / 2;
          const title = `${formatDate(d.date)}: ${formatNumber(d.total)}`;
          if (!props.bySource)
            return (
              <rect
                key={d.date}
                className="daily-bar"
                data-date={d.date}
                data-total={d.total}
                x={x}
                y={y(d.total)}
                width={barW}
                height={y(0) - y(d.total)}
                fill={props.color ?? SINGLE}
              >
                <title>{title}</title>
              </rect>
            );
          let base = 0;
          return (
            <g key={d.date} className="daily-bar" data-date={d.date} data-total={d.total}>
              <title>{`${title}${used.map((s) => (Number(d[s.value]) ? ` · ${s.label} ${d[s.value]}` : '')).join('')}`}</title>
              {used.map((s) => {
                const n = Number(d[s.value] ?? 0);
                if (!n) return null;
                const top = y(base + n);
                const height = y(base) - top;
                base += n;
                return <rect key={s.value} x={x} y={top} width={barW} height={height} fill={s.color} />;
              })}
            </g>
          );
        })}
        {days.map((d, i) =>
          (i % every === 0 && days.length - 1 - i >= every / 2) || i === days.length - 1 ? (
            <text key={d.date} x={PAD.left + i * step + step / 2} y={H - 6} fontSize={10} fill="#595959" textAnchor="middle">
              {short(d.date)}
            </text>
          ) : null,
        )}
      </svg>
      {props.bySource ? (
        <Space size={12} wrap className="daily-legend">
          {used.length === 0 ? (
            <Typography.Text type="secondary">Tidak ada data pada periode ini</Typography.Text>
          ) : (
            used.map((s) => (
              <span key={s.value} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                <span style={{ width: 10, height: 10, background: s.color, display: 'inline-block', borderRadius: 2 }} />
                {s.label}
              </span>
            ))
          )}
        </Space>
      ) : null}
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

/** Leads and closings per source or admin as paired horizontal bars, the closing ratio at the end. */
export function RatioBars({ rows, label, className }: { rows: RatioBarRow[]; label: string; className?: string }) {
  const shown = rows.filter((r) => r.leads > 0 || r.closings > 0);
  if (!shown.length) return <Empty description="Belum ada lead pada periode ini" />;
  const max = Math.max(1, ...shown.map((r) => r.leads));
  const bar = (n: number, color: string, cls: string) => (
    <div style={{ background: '#f5f5f5', borderRadius: 3, height: 12 }}>
      <div className={cls} style={{ width: `${(n / max) * 100}%`, minWidth: n ? 2 : 0, background: color, height: 12, borderRadius: 3 }} />
    </div>
  );
  return (
    <div role="img" aria-label={label} className={className}>
      <Space size={16} style={{ marginBottom: 8 }}>
        <span>
          <span style={{ width: 10, height: 10, background: SINGLE, display: 'inline-block', borderRadius: 2, marginRight: 4 }} />
          Lead
        </span>
        <span>
          <span style={{ width: 10, height: 10, background: '#389e0d', display: 'inline-block', borderRadius: 2, marginRight: 4 }} />
          Closing
        </span>
      </Space>
      {shown.map((r) => (
        <div key={r.key} className="ratio-bar" data-key={r.key} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
          <span style={{ width: 140, flex: 'none', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{r.label}</span>
          <div style={{ flex: 1, display: 'grid', gap: 2 }} title={`${r.label}: ${r.leads} lead, ${r.closings} closing`}>
            {bar(r.leads, SINGLE, 'ratio-bar-leads')}
            {bar(r.closings, '#389e0d', 'ratio-bar-closings')}
          </div>
          <span style={{ width: 150, flex: 'none', textAlign: 'right' }}>
            {formatNumber(r.closings)}/{formatNumber(r.leads)} · <strong>{formatPercent(r.ratio)}</strong>
          </span>
        </div>
      ))}
    </div>
  );
}
