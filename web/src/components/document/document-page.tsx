import { EditOutlined, EyeOutlined, FileExcelOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import type { DocumentDef, DocumentTransition } from '@bo/contract';
import { Button, Card, Empty, message, Space, Table, type TableColumnType, type TablePaginationConfig, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { type GeneralConfig, useGeneralConfig } from '../../lib/config';
import { type PrintableDocument, printDocument } from '../../lib/print/document-print';
import { DocumentActions } from './document-actions';
import { columnOf, DocumentStateTag, type TypedColumn } from './document-columns';
import { type DocumentDetail, DocumentDrawer } from './document-drawer';
import { type DocumentFilter, DocumentFilters, type FilterValues, toColumnFilters } from './document-filters';

/** What a page's own buttons, columns and dialogs may do with its DocumentPage. */
export interface DocumentPageContext<R> {
  openDetail: (id: number) => void;
  /** Changes some filters (the others stay) and reloads the list. */
  setFilters: (patch: FilterValues) => void;
  /** Opens the form on a list row's document (through loadForEdit when given). */
  edit: (row: R) => void;
  print: (id: number) => void;
  company: Partial<GeneralConfig> | undefined;
}

/** The number column with options: its width, and what stands under the number (e.g. a tag). */
export interface NumberColumn<R> {
  number: true;
  key?: string;
  width?: number;
  extra?: (row: R) => ReactNode;
}

/** A column of the list: 'number' (the document's number, opening its detail), 'status' (the machine's tag) or a typed column. */
export type DocumentColumn<R> = 'number' | 'status' | NumberColumn<R> | TypedColumn<R>;

/** The part of useList a document page reads. */
export interface DocumentList<R> {
  rows: R[];
  loading: boolean;
  pagination: TablePaginationConfig;
  setFilters: (columnFilters: Record<string, unknown>) => void;
}

export interface DocumentPageProps<R extends object, D extends object = R, L = never> {
  /** The document's machine: the status filter and tags, the row's and the drawer's buttons, the history's labels. */
  doc?: DocumentDef<string, string>;
  /**
   * The class-name prefix: `<prefix>-table`, `-add`, `-excel`, `-detail`, `-edit`, `-print` (row buttons),
   * `-detail-drawer`, `-detail-edit`, `-detail-print`, `-lines`, `-status`, the filters' classes (DocumentFilters).
   */
  prefix: string;
  /** The page card's class. */
  className: string;
  title: string;
  /** The document's name in the drawer title and the empty list (default: title). */
  noun?: string;
  idField: keyof R & keyof D & string;
  numberField: keyof R & keyof D & string;
  list: DocumentList<R>;
  /** Filters every call of the list carries (e.g. is_internal). */
  baseFilters?: Record<string, unknown>;
  filters?: readonly DocumentFilter[];
  columns: DocumentColumn<R>[];
  scrollX?: number;
  /** The Excel export of the list's current filters (`<prefix>-excel`). */
  exportExcel?: (columnFilters: Record<string, unknown>) => Promise<unknown>;
  /** The printable document of an id: the Cetak buttons of the rows and the drawer. */
  print?: (id: number) => Promise<PrintableDocument>;
  /** Show Cetak in each row too (default true). */
  printInList?: boolean;
  /** The form of a new document (editing null) or of one being changed. */
  form?: (p: { editing: D | null; onClose: () => void; onSaved: (id: number) => void }) => ReactNode;
  /** The add button's text (default 'Tambah <noun>'). */
  addLabel?: string;
  /** May this document be changed (the Ubah buttons)? Given, a form is offered for editing. */
  editable?: (row: R | D) => boolean;
  /** The document the form edits, from a list row (default: the row itself). */
  loadForEdit?: (row: R) => Promise<D>;
  /** Runs a move of the machine; the answered message is shown. `subject` names the document in the confirmation. */
  move?: { run: (row: R | D, t: DocumentTransition<string, string>, reason?: string) => Promise<string | undefined>; subject: (row: R | D) => string };
  /** The page's own buttons in a row, after Detail and Ubah. */
  rowButtons?: (row: R, ctx: DocumentPageContext<R>) => ReactNode;
  /** The page's own buttons before Ekspor Excel and Tambah. */
  toolbar?: (ctx: DocumentPageContext<R>) => ReactNode;
  detail: DocumentDetail<D, L>;
  /** The page's own dialogs. */
  children?: (ctx: DocumentPageContext<R>) => ReactNode;
  /** Checkboxes on the rows (e.g. invoices chosen for one print). */
  rowSelection?: TableProps<R>['rowSelection'];
  /** Between the filters and the table (e.g. what is done with the chosen rows). */
  beforeTable?: (ctx: DocumentPageContext<R>) => ReactNode;
  /** Shown inside another card (a tab of a page): no Card of its own, the toolbar above the filters. */
  bare?: boolean;
  /** The row's Detail button class (default `<prefix>-detail`). */
  detailButtonClassName?: string;
  /** The Aksi column's width (default: as its buttons need). */
  actionsWidth?: number;
}

/**
 * The page of a document, as ResourcePage is that of a master area: the list with its filters,
 * Excel export and add button, each row's detail, edit, print and machine buttons, the detail drawer
 * (description, lines, state history, the machine's buttons) and the form dialog. A page declares its
 * columns, filters, detail and form; what only it does comes through rowButtons, toolbar and children.
 */
export function DocumentPage<R extends object, D extends object = R, L = never>(props: DocumentPageProps<R, D, L>) {
  const { prefix, doc, list } = props;
  const company = useGeneralConfig();
  const [filters, setFilterValues] = useState<FilterValues>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<D | 'new' | null>(null);
  const [exporting, setExporting] = useState(false);
  const noun = props.noun ?? props.title;
  const get = (row: R | D, field: string) => (row as Record<string, unknown>)[field];
  const idOf = (row: R | D) => Number(get(row, props.idField));

  const apply = (next: FilterValues) => {
    setFilterValues(next);
    list.setFilters(toColumnFilters(next, props.baseFilters));
  };
  const print = (id: number) => {
    const load = props.print;
    if (load) void printDocument(() => load(id), company.data);
  };
  const ctx: DocumentPageContext<R> = {
    openDetail: setDetailId,
    setFilters: (patch) => apply({ ...filters, ...patch }),
    edit: async (row) => setEditing(props.loadForEdit ? await props.loadForEdit(row) : (row as unknown as D)),
    print,
    company: company.data,
  };
  const exportExcel = async () => {
    setExporting(true);
    try {
      await props.exportExcel?.(toColumnFilters(filters, props.baseFilters));
    } finally {
      setExporting(false);
    }
  };
  const mayEdit = (row: R | D) => !!props.form && !!props.editable?.(row);
  const move = props.move;
  const actions =
    doc && move
      ? (row: R | D) => (
          <DocumentActions
            doc={doc}
            state={String(get(row, doc.stateField))}
            subject={move.subject(row)}
            run={async (t, reason) => {
              const msg = await move.run(row, t, reason);
              if (msg) message.success(msg);
            }}
          />
        )
      : undefined;

  const column = (c: DocumentColumn<R>): TableColumnType<R> => {
    if (c === 'status')
      return {
        title: 'Status',
        dataIndex: doc?.stateField ?? 'status',
        render: (v: string) => doc && <DocumentStateTag doc={doc} prefix={prefix} value={v} />,
      };
    if (c === 'number' || 'number' in c) {
      const { width, extra } = c === 'number' ? ({} as Partial<NumberColumn<R>>) : c;
      const link = (v: ReactNode, r: R) => (
        <a className={`${prefix}-number`} onClick={() => setDetailId(idOf(r))}>
          {v}
        </a>
      );
      return {
        title: 'Nomor',
        dataIndex: props.numberField,
        width,
        render: (v, r) =>
          extra ? (
            <Space size={2} direction="vertical">
              {link(v, r)}
              {extra(r)}
            </Space>
          ) : (
            link(v, r)
          ),
      };
    }
    return columnOf(c);
  };
  const rowActions: TableColumnType<R> = {
    title: 'Aksi',
    key: 'actions',
    fixed: 'right',
    width: props.actionsWidth,
    render: (_, r) => {
      const number = String(get(r, props.numberField));
      return (
        <Space size={4} wrap>
          <Button
            size="small"
            className={props.detailButtonClassName ?? `${prefix}-detail`}
            icon={<EyeOutlined />}
            aria-label={`Detail ${number}`}
            onClick={() => setDetailId(idOf(r))}
          />
          {mayEdit(r) && <Button size="small" className={`${prefix}-edit`} icon={<EditOutlined />} aria-label={`Ubah ${number}`} onClick={() => ctx.edit(r)} />}
          {props.rowButtons?.(r, ctx)}
          {props.print && props.printInList !== false && (
            <Button size="small" className={`${prefix}-print`} icon={<PrinterOutlined />} aria-label={`Cetak ${number}`} onClick={() => print(idOf(r))} />
          )}
          {actions?.(r)}
        </Space>
      );
    },
  };

  const buttons = (
    <Space wrap>
      {props.toolbar?.(ctx)}
      {props.exportExcel && (
        <Button icon={<FileExcelOutlined />} className={`${prefix}-excel`} loading={exporting} onClick={exportExcel}>
          Ekspor Excel
        </Button>
      )}
      {props.form && (
        <Button type="primary" icon={<PlusOutlined />} className={`${prefix}-add`} onClick={() => setEditing('new')}>
          {props.addLabel ?? `Tambah ${noun}`}
        </Button>
      )}
    </Space>
  );
  const body = (
    <>
      {props.bare && <div style={{ marginBottom: 8 }}>{buttons}</div>}
      {props.filters && <DocumentFilters prefix={prefix} doc={doc} filters={props.filters} values={filters} onChange={apply} />}
      {props.beforeTable?.(ctx)}
      <Table<R>
        className={`${prefix}-table`}
        rowSelection={props.rowSelection}
        rowKey={props.idField}
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: props.scrollX ?? 1000 }}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description={`Belum ada ${noun.toLowerCase()}`} /> }}
        columns={[...props.columns.map(column), rowActions]}
      />
      <DocumentDrawer<D, L>
        prefix={prefix}
        noun={noun}
        numberField={props.numberField}
        doc={doc}
        id={detailId}
        detail={props.detail}
        onClose={() => setDetailId(null)}
        actions={actions}
        edit={{ when: mayEdit, open: setEditing }}
        onPrint={props.print ? print : undefined}
      />
      {editing && props.form?.({ editing: editing === 'new' ? null : editing, onClose: () => setEditing(null), onSaved: setDetailId })}
      {props.children?.(ctx)}
    </>
  );
  return props.bare ? (
    <div className={props.className}>{body}</div>
  ) : (
    <Card className={props.className} title={props.title} extra={buttons}>
      {body}
    </Card>
  );
}
