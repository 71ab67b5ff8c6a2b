import { EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { actionDoneLabel, type DocumentDef, stateOf } from '@bo/contract';
import { Button, Descriptions, Drawer, type DrawerProps, Space, Table, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates';
import { columnOf, DocumentStateTag, type TypedColumn } from './document-columns';

/** "5 Januari 2026 14:30 oleh Admin": when and by whom. */
export const byLine = (at: string | null | undefined, by: string | null | undefined) => `${formatDateTime(at)} oleh ${by ?? '-'}`;

/**
 * One line of a detail's description: a label and its value, or a field every document shows the
 * same way — 'status' (the machine's tag), 'created' (Dibuat: when and by whom), 'printed' (Dicetak:
 * how often), 'note' (Catatan, only when there is one). Falsy entries are left out.
 */
export type DetailItem = [label: string, value: ReactNode] | 'status' | 'created' | 'printed' | 'note' | false | null | undefined | '' | 0;

/** One row of a document's state log as a detail answers it. */
export interface HistoryRow {
  at: string;
  action: string;
  from_state: string | null;
  to_state: string;
  user_name?: string | null;
}

/** The detail drawer's declaration: the description, the lines, what stands before and after them. */
export interface DocumentDetail<D, L = never> {
  /** The detail query of one document (enabled when id is not null). */
  use: (id: number | null) => { data?: D };
  items: (d: D) => DetailItem[];
  /** Between the description and the lines (e.g. a note on the state). */
  before?: (d: D) => ReactNode;
  /** The lines table (`<prefix>-lines`) of `d.lines`; its columns may depend on the document. */
  lines?: { columns: TypedColumn<L>[] | ((d: D) => TypedColumn<L>[]); scrollX?: number; rowKey?: string };
  /** After the lines (totals, images...), before the state history. */
  after?: (d: D) => ReactNode;
  /** The drawer's class (default `<prefix>-detail-drawer`). */
  className?: string;
  /** The drawer's width (default 'large'). */
  size?: DrawerProps['size'] | number;
  /** The past-tense label of a state-log action (default: the machine's, actionDoneLabel). */
  actionLabel?: (action: string) => string | undefined;
}

type Row = Record<string, unknown>;

/** The state history of a detail that answers `history` (`<prefix>-history`). */
function StateHistory({
  prefix,
  doc,
  rows,
  actionLabel,
}: {
  prefix: string;
  doc?: DocumentDef<string, string>;
  rows: HistoryRow[];
  actionLabel?: (a: string) => string | undefined;
}) {
  const state = (s: string) => (doc && stateOf(doc, s)?.label) ?? s;
  const label = (a: string) => actionLabel?.(a) ?? (doc ? actionDoneLabel(doc, a) : a);
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Riwayat Status
      </Typography.Title>
      <Timeline
        className={`${prefix}-history`}
        items={rows.map((h) => ({
          children: `${formatDateTime(h.at)} · ${label(h.action)}: ${h.from_state && h.from_state !== 'new' ? `${state(h.from_state)} → ` : ''}${state(h.to_state)}${h.user_name ? ` (oleh ${h.user_name})` : ''}`,
        }))}
      />
    </>
  );
}

/**
 * The detail drawer of a document (`<prefix>-detail-drawer`): its machine's buttons, Ubah
 * (`<prefix>-detail-edit`) while editable, Cetak (`<prefix>-detail-print`); the description, the
 * lines (`<prefix>-lines`) and the state history when the detail answers one.
 */
export function DocumentDrawer<D extends object, L>(props: {
  prefix: string;
  noun: string;
  numberField: string;
  doc?: DocumentDef<string, string>;
  id: number | null;
  detail: DocumentDetail<D, L>;
  onClose: () => void;
  actions?: (d: D) => ReactNode;
  edit?: { when: (d: D) => boolean; open: (d: D) => void };
  onPrint?: (id: number) => void;
}) {
  const { prefix, detail, doc } = props;
  const d = detail.use(props.id).data;
  const row = d as Row | undefined;
  const item = (it: Exclude<DetailItem, false | null | undefined | '' | 0>, i: number) => {
    if (!row) return null;
    if (it === 'status')
      return (
        <Descriptions.Item key="status" label="Status">
          {doc && <DocumentStateTag doc={doc} prefix={prefix} value={String(row[doc.stateField])} />}
        </Descriptions.Item>
      );
    if (it === 'created')
      return (
        <Descriptions.Item key="created" label="Dibuat">
          {byLine(row.created_at as string, row.created_by_name as string)}
        </Descriptions.Item>
      );
    if (it === 'printed')
      return (
        <Descriptions.Item key="printed" label="Dicetak">
          {row.print_count ? `${row.print_count} kali` : 'Belum pernah'}
        </Descriptions.Item>
      );
    if (it === 'note')
      return row.note ? (
        <Descriptions.Item key="note" label="Catatan">
          {row.note as string}
        </Descriptions.Item>
      ) : null;
    return (
      <Descriptions.Item key={`${it[0]}-${i}`} label={it[0]}>
        {it[1]}
      </Descriptions.Item>
    );
  };
  return (
    <Drawer
      className={detail.className ?? `${prefix}-detail-drawer`}
      open={props.id !== null}
      onClose={props.onClose}
      title={row ? `${props.noun} ${row[props.numberField]}` : props.noun}
      size={detail.size ?? 'large'}
      extra={
        props.id !== null &&
        d && (
          <Space>
            {props.actions?.(d)}
            {props.edit?.when(d) && (
              <Button icon={<EditOutlined />} className={`${prefix}-detail-edit`} onClick={() => props.edit?.open(d)}>
                Ubah
              </Button>
            )}
            {props.onPrint && (
              <Button icon={<PrinterOutlined />} className={`${prefix}-detail-print`} onClick={() => props.id !== null && props.onPrint?.(props.id)}>
                Cetak
              </Button>
            )}
          </Space>
        )
      }
    >
      {d && row && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            {detail.items(d).map((it, i) => (it ? item(it, i) : null))}
          </Descriptions>
          {detail.before?.(d)}
          {detail.lines && (
            <Table<L>
              className={`${prefix}-lines`}
              rowKey={detail.lines.rowKey ?? 'line_id'}
              size="small"
              pagination={false}
              dataSource={row.lines as L[]}
              scroll={detail.lines.scrollX ? { x: detail.lines.scrollX } : undefined}
              columns={(typeof detail.lines.columns === 'function' ? detail.lines.columns(d) : detail.lines.columns).map(columnOf)}
            />
          )}
          {detail.after?.(d)}
          {Array.isArray(row.history) && <StateHistory prefix={prefix} doc={doc} rows={row.history as HistoryRow[]} actionLabel={detail.actionLabel} />}
        </>
      )}
    </Drawer>
  );
}
