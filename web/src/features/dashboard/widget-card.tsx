import type { DashboardWidget } from '@bo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Spin } from 'antd';
import type { ReactNode } from 'react';

/**
 * The frame of one widget: its title, a skeleton until its first answer, its own error (with a retry)
 * when its call fails, and a spinner over the last answer while a new filter loads. `data-widget`
 * and `data-state` (idle: not called yet, loading, ready, error) let the browser tests wait for a widget.
 */
export function WidgetCard<T>(props: {
  widget: DashboardWidget;
  title: ReactNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  extra?: ReactNode;
  /** Skeleton rows while the first answer loads. */
  rows?: number;
  className?: string;
}) {
  const { widget, title, query, children, extra, rows = 4 } = props;
  // idle: not called yet (its place is still far below the screen)
  const idle = query.data === undefined && !query.isError && query.fetchStatus === 'idle';
  const state = query.isError ? 'error' : idle ? 'idle' : query.data === undefined ? 'loading' : 'ready';
  return (
    <Card
      size="small"
      title={title}
      extra={extra}
      className={['dashboard-widget', `widget-${widget}`, props.className].filter(Boolean).join(' ')}
      data-widget={widget}
      data-state={state}
      style={{ height: '100%' }}
    >
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          className="widget-error"
          title="Gagal memuat data"
          description={(query.error as Error)?.message}
          action={
            <Button size="small" onClick={() => query.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : idle ? (
        <div style={{ minHeight: rows * 28 }} />
      ) : query.data === undefined ? (
        <Skeleton active paragraph={{ rows }} title={false} />
      ) : (
        <Spin spinning={query.isFetching} delay={200}>
          {children(query.data)}
        </Spin>
      )}
    </Card>
  );
}

// antd's plain placeholder text is grey at 1.8:1 on white; the Empty's description is the theme's AA grey
export const tableEmpty = { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Tidak ada data" /> };

/**
 * A widget's table scrolls sideways in its own region when the card is narrower than its columns (a
 * phone): the region is focusable and named, so it scrolls from the keyboard too (axe: scrollable-region-focusable).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="widget-table" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </section>
  );
}
