import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { packageFields, packageLineInput } from '@bo/contract';
import { Button, Col, Form, Input, Modal, message, Row, Space, Spin, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { FilterPanel, filledFilters } from '../../components/filter-panel';
import { FormModal } from '../../components/form-modal';
import { ProductSearch } from '../../components/product-search/product-search';
import { actionsWidth, RowActions, useNarrow } from '../../components/row-actions';
import { formatRupiah } from '../../lib/format-number';
import { mayUse } from '../../lib/route-filter';
import { schemaField } from '../../lib/schema-rules';
import { useProfile } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useDeletePackage } from './api/delete-package';
import { type PackageContent, usePackage } from './api/get-package';
import { type PackageRow, usePackages } from './api/get-packages';
import { type SavePackage, useSavePackage } from './api/save-package';
import { searchPackageProducts } from './api/search-package-products';
import { IntegerInput, LookupSelect } from './product-inputs';

interface Values {
  package_name: string;
  package_category_id?: number | null;
  package_note?: string;
  package_product: { product_id?: number | null; package_qty?: number | null }[];
}

/** The package dialog: name, etalase, note and its lines (an active variant and its quantity in small units). */
function PackageDialog({ row, content, onClose }: { row: PackageRow | null; content: PackageContent | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSavePackage();
  const { busy, submit } = useFormSubmit(form, async () => {
    const v = form.getFieldsValue(true) as Values;
    const body: SavePackage = {
      package_name: v.package_name?.trim(),
      package_category_id: v.package_category_id ?? undefined,
      package_note: v.package_note?.trim() || undefined,
      package_product: (v.package_product ?? []).map((l) => ({ product_id: l.product_id ?? undefined, package_qty: l.package_qty ?? undefined })),
    };
    if (row) body.package_id = row.package_id;
    const env = await save.mutateAsync(body);
    message.success(env.msg || 'Data berhasil disimpan');
    onClose();
  });
  const known = new Map((content?.lines ?? []).map((l) => [l.product_id, `${l.product_name} (${l.product_sku})`]));
  const initial: Partial<Values> = row
    ? {
        package_name: row.package_name,
        package_category_id: row.package_category_id,
        package_note: row.package_note ?? undefined,
        package_product: (content?.lines ?? []).map((l) => ({ product_id: l.product_id, package_qty: l.package_qty })),
      }
    : { package_product: [{ package_qty: 1 }] };
  return (
    <FormModal open form={form} busy={busy} onClose={onClose} title={row ? 'Ubah Paket' : 'Tambah Paket'} width={760} className="package-dialog">
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} name="package">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nama Paket" {...schemaField(packageFields, 'package_name')}>
              <Input id="package_name" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Etalase" {...schemaField(packageFields, 'package_category_id')}>
              <LookupSelect lookup="package_category" id="package_category_id" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Catatan" {...schemaField(packageFields, 'package_note')}>
          <Input.TextArea id="package_note" rows={2} maxLength={1000} />
        </Form.Item>
        <Form.List name="package_product">
          {(lines, { add, remove }) => (
            <>
              {lines.map((l) => (
                <Row gutter={8} key={l.key} className="package-line" align="top">
                  <Col xs={24} md={15}>
                    <Form.Item label="Produk" {...schemaField(packageLineInput.shape, 'product_id')} name={[l.name, 'product_id']}>
                      <ProductSearch
                        fetcher={searchPackageProducts}
                        className="package-product"
                        selectedLabel={(() => {
                          const id = form.getFieldValue(['package_product', l.name, 'product_id']) as number | undefined;
                          return id ? known.get(id) : undefined;
                        })()}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={18} md={6}>
                    <Form.Item label="Jumlah (satuan kecil)" {...schemaField(packageLineInput.shape, 'package_qty')} name={[l.name, 'package_qty']}>
                      <IntegerInput className="package-qty" min={1} />
                    </Form.Item>
                  </Col>
                  <Col xs={6} md={3}>
                    <Form.Item label=" ">
                      <Button icon={<DeleteOutlined />} aria-label="Hapus produk" title="Hapus produk" onClick={() => remove(l.name)} />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Button icon={<PlusOutlined />} className="package-line-add" onClick={() => add({ package_qty: 1 })}>
                Tambah Produk
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </FormModal>
  );
}

/** Loads a package's lines before opening its dialog. */
function EditPackage({ row, onClose }: { row: PackageRow; onClose: () => void }) {
  const q = usePackage(row.package_id);
  if (q.isLoading) return <Spin />;
  return <PackageDialog row={row} content={q.data ?? null} onClose={onClose} />;
}

/** The Paket Produk tab of /product: list with search, create/update dialog with lines, delete. */
export function ProductPackages() {
  const profile = useProfile();
  const narrow = useNarrow();
  const list = usePackages();
  const [filterForm] = Form.useForm();
  const [editing, setEditing] = useState<PackageRow | null | undefined>(undefined);
  const remove = useDeletePackage();
  const canCreate = mayUse(profile, 'productCreate');
  const canUpdate = mayUse(profile, 'productUpdate');
  const canDelete = mayUse(profile, 'productDelete');
  const del = async (r: PackageRow) => {
    try {
      const env = await remove.mutateAsync(r.package_id);
      message.success(env.msg || 'Paket berhasil dihapus');
    } catch (e) {
      Modal.error({
        title: 'Paket tidak dapat dihapus',
        content: e instanceof ApiError ? e.message : String(e),
        className: 'delete-refused',
        okText: 'Tutup',
      });
    }
  };
  const count = Number(canUpdate) + Number(canDelete);
  const columns: TableColumnsType<PackageRow> = [
    { title: 'Nama Paket', dataIndex: 'package_name' },
    { title: 'Etalase', dataIndex: 'category_name', render: (v) => v ?? '-' },
    { title: 'Jumlah Produk', dataIndex: 'product_count', align: 'right' },
    { title: 'Harga Paket', dataIndex: 'package_price', align: 'right', render: (v) => formatRupiah(v) },
    { title: 'Catatan', dataIndex: 'package_note', render: (v) => v || '-' },
    ...(count
      ? [
          {
            title: 'Aksi',
            key: 'actions',
            width: actionsWidth(narrow, count),
            render: (_: unknown, r: PackageRow) => (
              <RowActions
                narrow={narrow}
                actions={[
                  ...(canUpdate ? [{ key: 'edit', label: 'Ubah', icon: <EditOutlined />, className: 'package-edit', onClick: () => setEditing(r) }] : []),
                  ...(canDelete
                    ? [
                        {
                          key: 'delete',
                          label: 'Hapus',
                          icon: <DeleteOutlined />,
                          danger: true,
                          className: 'package-delete',
                          confirm: { title: 'Hapus paket?', description: `${r.package_name} akan dihapus.`, okText: 'Hapus' },
                          onClick: () => del(r),
                        },
                      ]
                    : []),
                ]}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start" wrap>
        <FilterPanel form={filterForm} name="filter_package" onApply={(v) => list.setFilters(filledFilters(v))}>
          <Form.Item name="search" label="Cari">
            <Input allowClear className="package-search" placeholder="Nama paket" />
          </Form.Item>
        </FilterPanel>
        {canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} className="package-create" onClick={() => setEditing(null)}>
            Tambah Paket
          </Button>
        ) : null}
      </Space>
      <Table<PackageRow>
        className="package-table"
        rowKey="package_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: list.state.page,
          pageSize: list.state.perPage,
          total: list.total,
          showTotal: (t) => `Total ${t} data`,
          onChange: (p, s) => list.setPage(p, s),
        }}
      />
      {editing === null ? <PackageDialog row={null} content={null} onClose={() => setEditing(undefined)} /> : null}
      {editing ? <EditPackage row={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
