import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';

/*
 * What the report tables share: the totals row of the period (all pages) under a table, in the
 * columns' places, and the pagination of a server-paged report.
 */

/** The totals row under a table: `label` in the first column, each value under the column of its dataIndex. */
export function totalsRow<T>(columns: ColumnsType<T>, values: Record<string, ReactNode>, label: string, className: string) {
  return () => (
    <Table.Summary fixed>
      <Table.Summary.Row className={className}>
        {columns.map((c, i) => {
          const key = String((c as { dataIndex?: string }).dataIndex ?? i);
          return (
            <Table.Summary.Cell key={key} index={i} align={i === 0 ? 'left' : (c.align ?? 'left')}>
              {i === 0 ? <strong>{label}</strong> : key in values ? <strong>{values[key]}</strong> : null}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

export interface PageState {
  page: number;
  perPage: number;
}

/** The pagination of a server-paged report table: the page state, the total rows, a page-size changer. */
export const serverPaging = (paging: PageState, total: number | undefined, setPaging: (p: PageState) => void) => ({
  current: paging.page,
  pageSize: paging.perPage,
  total: total ?? 0,
  onChange: (page: number, perPage: number) => setPaging({ page, perPage }),
  showSizeChanger: true,
});
