import { type FieldDef, isListField, type ResourceDef, type ResourcePermissions } from '@bo/contract';
import { DeleteOutlined, DownloadOutlined, EditOutlined, FileExcelOutlined, FilterOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, message, Modal, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError, call } from '../../api/client';
import { AdvanceFilterDialog } from '../advance-filter-dialog';
import { FilterPanel } from '../filter-panel';
import { RowActions, useNarrow } from '../row-actions';
import { formatDate } from '../../lib/dates';
import { formatRupiah } from '../../lib/format-number';
import { mayUse } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { resourceKeys } from '../../lib/query-keys';
import { useList } from '../../lib/use-list';
import { ImportDialog } from './import-dialog';
import { refLabelKey } from './ref-source';
import { FilterGrid, filterFields, FilterItem, filterTagLabels, hasSearch, quickFilterFields, toColumnFilters } from './resource-filters';
import { ResourceFormDialog, type SaveCalls } from './resource-form-dialog';
import { downloadFile } from './resource-transfer';

export type Row = Record<string, unknown>;

export interface ResourcePageProps {
  def: ResourceDef;
  /** Page title (default: the definition's title). */
  title?: string;
  /** Permission names of the page's buttons (default: the definition's). */
  permission?: Partial<ResourcePermissions>;
  /** Save calls of a new record (default: the definition's create pair). */
  createCalls?: SaveCalls;
  /** Offer the create button at all (Verifikasi Kontak does not). */
  allowCreate?: boolean;
  /** Buttons beside Tambah / Ekspor. */
  toolbar?: ReactNode;
  /** Extra buttons of each row; `refresh` reloads the list. */
  rowActions?: (row: Row, refresh: () => void) => ReactNode;
  renderField?: (f: FieldDef, row: Row | null) => ReactNode | undefined;
  /** Open the create dialog at once (the Create sub-permission route). */
  openCreate?: boolean;
  /** Changing this reloads the list (e.g. after a synchronisation). */
  reloadKey?: unknown;
}

function cellOf(f: FieldDef, row: Row): ReactNode {
  const v = row[f.name];
  switch (f.type) {
    case 'ref':
      return (row[refLabelKey(f)] as string) ?? (v == null ? '-' : String(v));
    case 'district':
      return v == null ? '-' : [row.kecamatan_name, row.city_name].filter(Boolean).join(', ') || String(v);
    case 'select': {
      const o = f.options?.find((x) => x.value === v);
      return o ? (
        f.name.endsWith('_approval') ? (
          <Tag color={v === 'approved' ? 'green' : v === 'rejected' ? 'red' : 'orange'}>{o.label}</Tag>
        ) : (
          o.label
        )
      ) : v == null ? (
        '-'
      ) : (
        String(v)
      );
    }
    case 'flag':
      return String(v) === '1' ? <Tag color="green">Ya</Tag> : <Tag>Tidak</Tag>;
    case 'money':
      return formatRupiah(v);
    case 'date':
      return v ? formatDate(String(v), 'D MMM YYYY') : '-';
    default:
      return v == null || v === '' ? '-' : String(v);
  }
}

/**
 * The list page of any master area, driven only by its definition: columns, sorting, server paging,
 * search and whitelisted filters, advance filter, Excel export, template, import, and the
 * create/update/delete dialogs behind the Create/Update/Delete sub-permissions.
 */
export function ResourcePage(props: ResourcePageProps) {
  const { def, toolbar, rowActions, renderField, allowCreate = true } = props;
  const profile = useProfile();
  const perm = { ...def.permission, ...props.permission };
  const canCreate = allowCreate && mayUse(profile, perm.create);
  const canUpdate = mayUse(profile, perm.update);
  const canDelete = !!def.calls.deleteStored && mayUse(profile, perm.delete);
  const createCalls = props.createCalls ?? { validation: def.calls.createValidation, stored: def.calls.createStored };
  const updateCalls = { validation: def.calls.updateValidation, stored: def.calls.updateStored };

  const keys = resourceKeys(def.key);
  const queryClient = useQueryClient();
  const list = useList<Row>(keys, def.calls.list, def.defaultSort ? { sort: def.defaultSort } : {});
  const [panelForm] = Form.useForm();
  const [advForm] = Form.useForm();
  const [panelValues, setPanelValues] = useState<Row>({});
  const [advValues, setAdvValues] = useState<Row>({});
  const [advOpen, setAdvOpen] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [formOpen, setFormOpen] = useState(!!props.openCreate && canCreate);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState<number | null>(null);
  // narrow screens (390 px): the key column stays in view and a row's actions sit behind one menu button
  const narrow = useNarrow();

  const { refetch } = list;
  const applyFilters = (panel: Row, adv: Row) => {
    setPanelValues(panel);
    setAdvValues(adv);
    list.setFilters({ ...toColumnFilters(adv), ...toColumnFilters(panel) });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new reloadKey reloads; refetch is stable
  useEffect(() => {
    if (props.reloadKey !== undefined) void refetch();
  }, [props.reloadKey]);

  // every list of the area (Kontak and Verifikasi Kontak share one) reloads after a change
  const refresh = () => void queryClient.invalidateQueries({ queryKey: keys.lists() });
  const advCount = Object.keys(toColumnFilters(advValues)).length;
  // the applied filters as removable tags: removing one clears its field and applies again
  const activeFilters = [
    ...filterTagLabels(def, panelValues).map((t) => ({
      ...t,
      onRemove: () => {
        panelForm.setFieldValue(t.key, undefined);
        applyFilters({ ...panelValues, [t.key]: undefined }, advValues);
      },
    })),
    ...filterTagLabels(def, advValues).map((t) => ({
      ...t,
      key: `adv:${t.key}`,
      onRemove: () => {
        advForm.setFieldValue(t.key, undefined);
        applyFilters(panelValues, { ...advValues, [t.key]: undefined });
      },
    })),
  ];

  const remove = async (row: Row) => {
    const body = { [def.idField]: row[def.idField] as number };
    try {
      if (def.calls.deleteValidation) await call('POST', def.calls.deleteValidation, body, { silent: true });
      const env = await call('POST', def.calls.deleteStored as string, body, { silent: true });
      message.success(env.msg || 'Data berhasil dihapus');
      refresh();
    } catch (e) {
      Modal.error({ title: 'Data tidak dapat dihapus', content: e instanceof ApiError ? e.message : String(e), className: 'delete-refused', okText: 'Tutup' });
    }
  };

  const exportExcel = async () => {
    if (!def.calls.excel) return;
    setExporting(0);
    try {
      const name = await downloadFile('POST', def.calls.excel, { columnFilters: list.state.columnFilters, sort: list.state.sort }, (n) => setExporting(n));
      message.success(`Berkas ${name} berhasil diunduh`);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : 'Ekspor gagal');
    } finally {
      setExporting(null);
    }
  };
  const downloadTemplate = async () => {
    if (!def.calls.template) return;
    try {
      await downloadFile('GET', def.calls.template);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : 'Templat gagal diunduh');
    }
  };

  const columns = ((): TableColumnsType<Row> => {
    const sort = list.state.sort;
    const cols: TableColumnsType<Row> = def.fields.filter(isListField).map((f) => ({
      key: f.name,
      dataIndex: f.name,
      title: f.label,
      fixed: narrow && f.name === def.nameField ? ('left' as const) : undefined,
      sorter: f.sort ? true : undefined,
      sortOrder: f.sort && sort?.field === f.name ? (sort.type === 'asc' ? 'ascend' : 'descend') : null,
      ellipsis: f.type === 'textarea' || f.type === 'district',
      render: (_: unknown, row: Row) => cellOf(f, row),
    }));
    if (canUpdate || canDelete || rowActions) {
      cols.push({
        key: '__actions',
        title: 'Aksi',
        fixed: 'right',
        width: narrow ? 56 : rowActions ? 260 : 120,
        render: (_: unknown, row: Row) => (
          <RowActions
            narrow={narrow}
            extra={rowActions?.(row, refresh)}
            actions={[
              ...(canUpdate
                ? [
                    {
                      key: 'edit',
                      label: 'Ubah',
                      icon: <EditOutlined />,
                      className: 'row-edit',
                      onClick: () => {
                        setEditing(row);
                        setFormOpen(true);
                      },
                    },
                  ]
                : []),
              ...(canDelete
                ? [
                    {
                      key: 'delete',
                      label: 'Hapus',
                      icon: <DeleteOutlined />,
                      danger: true,
                      className: 'row-delete',
                      confirm: { title: `Hapus ${def.title}?`, description: `${String(row[def.nameField] ?? '')} akan dihapus.`, okText: 'Hapus' },
                      onClick: () => remove(row),
                    },
                  ]
                : []),
            ]}
          />
        ),
      });
    }
    return cols;
  })();

  const filters = filterFields(def);
  const quick = quickFilterFields(def);
  const canImport = canCreate && !!def.calls.import;

  return (
    <Card
      title={props.title ?? def.title}
      className={`resource-page resource-${def.key}`}
      extra={
        <Space wrap>
          {toolbar}
          {def.calls.excel ? (
            <Button className="resource-export" icon={<FileExcelOutlined />} loading={exporting !== null} onClick={exportExcel}>
              {exporting !== null ? `Mengunduh${exporting > 0 ? ` ${(exporting / 1024).toFixed(0)} KB` : '…'}` : 'Ekspor Excel'}
            </Button>
          ) : null}
          {canImport && def.calls.template ? (
            <Button className="resource-template" icon={<DownloadOutlined />} onClick={downloadTemplate}>
              Templat
            </Button>
          ) : null}
          {canImport ? (
            <Button className="resource-import" icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
              Impor
            </Button>
          ) : null}
          {canCreate ? (
            <Button
              type="primary"
              className="resource-create"
              icon={<PlusOutlined />}
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              Tambah
            </Button>
          ) : null}
        </Space>
      }
    >
      <FilterPanel
        form={panelForm}
        name={`filter_${def.key}`}
        onApply={(v) => applyFilters({ ...v }, advValues)}
        onReset={() => {
          advForm.resetFields();
          applyFilters({}, {});
        }}
        active={activeFilters}
      >
        {hasSearch(def) ? (
          <Form.Item name="search" label="Cari">
            <Input allowClear className="resource-search" placeholder={`Cari ${def.title}`} />
          </Form.Item>
        ) : null}
        {quick.map((f) => (
          <FilterItem key={f.name} field={f} />
        ))}
        {filters.length ? (
          <Form.Item>
            <Button className="open-advance-filter" icon={<FilterOutlined />} onClick={() => setAdvOpen(true)}>
              Filter Lanjutan{advCount ? ` (${advCount})` : ''}
            </Button>
          </Form.Item>
        ) : null}
      </FilterPanel>
      <AdvanceFilterDialog
        open={advOpen}
        onClose={() => setAdvOpen(false)}
        onApply={() => {
          applyFilters(panelValues, { ...advForm.getFieldsValue(true) });
          setAdvOpen(false);
        }}
        onReset={() => {
          advForm.resetFields();
          applyFilters(panelValues, {});
        }}
      >
        <Form form={advForm} layout="vertical" initialValues={advValues} preserve name={`adv_${def.key}`}>
          <FilterGrid fields={filters} />
        </Form>
      </AdvanceFilterDialog>
      <Table<Row>
        className="resource-table"
        rowKey={def.idField}
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order ? String(s.columnKey ?? s.field) : undefined;
          const next = field ? { field, type: s.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : def.defaultSort;
          if (JSON.stringify(next) !== JSON.stringify(list.state.sort)) list.setSort(next);
          else list.setPage(pagination.current ?? 1, pagination.pageSize);
        }}
        pagination={{
          current: list.state.page,
          pageSize: list.state.perPage,
          total: list.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (t) => `Total ${t} data`,
        }}
      />
      {formOpen ? (
        <ResourceFormDialog
          def={def}
          row={editing}
          open={formOpen}
          calls={editing ? updateCalls : createCalls}
          renderField={renderField}
          onClose={() => setFormOpen(false)}
          onSaved={refresh}
        />
      ) : null}
      {canImport ? (
        <ImportDialog
          def={def}
          open={importOpen}
          onClose={() => setImportOpen(false)}
          onImported={refresh}
          onTemplate={def.calls.template ? downloadTemplate : undefined}
        />
      ) : null}
    </Card>
  );
}

const bound = new Map<string, React.ComponentType>();

/** A page component bound to one definition (stable per key and mode, for the lazy route table). */
export function resourcePageOf(def: ResourceDef, mode: 'list' | 'create' = 'list'): React.ComponentType {
  const k = `${def.key}:${mode}`;
  let C = bound.get(k);
  if (!C) {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per definition and cached, so its identity is stable
    C = function BoundResourcePage() {
      return <ResourcePage def={def} openCreate={mode === 'create'} />;
    };
    C.displayName = `ResourcePage(${def.key})`;
    bound.set(k, C);
  }
  return C;
}
