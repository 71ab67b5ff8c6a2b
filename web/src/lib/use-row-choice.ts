import type { TableProps } from 'antd';
import { useState } from 'react';

type RowSelection<Row> = NonNullable<TableProps<Row>['rowSelection']>;

/**
 * Rows chosen with a table's checkboxes, kept across pages, filters and searches (the rows themselves,
 * so that what they show can be printed without loading them again). `selectable` leaves the others'
 * boxes disabled; `label` names each box for screen readers.
 */
export function useRowChoice<Row>(keyOf: (r: Row) => number, opts: { selectable?: (r: Row) => boolean; label?: (r: Row) => string } = {}) {
  const [chosen, setChosen] = useState<Map<number, Row>>(new Map());
  const rowSelection: RowSelection<Row> = {
    selectedRowKeys: [...chosen.keys()],
    preserveSelectedRowKeys: true,
    columnWidth: 36,
    getCheckboxProps: (r) => ({ disabled: opts.selectable ? !opts.selectable(r) : false, 'aria-label': opts.label?.(r) }),
    onChange: (keys, rows) => {
      const next = new Map<number, Row>();
      for (const k of keys) {
        const r = rows.find((x) => x && keyOf(x) === k) ?? chosen.get(Number(k));
        if (r) next.set(Number(k), r);
      }
      setChosen(next);
    },
  };
  return { rows: [...chosen.values()], size: chosen.size, clear: () => setChosen(new Map()), rowSelection };
}
