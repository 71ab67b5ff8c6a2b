import {
  BarcodeOutlined,
  DeleteOutlined,
  DollarOutlined,
  DownloadOutlined,
  EditOutlined,
  FilterOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { formatUnits, GOLONGAN_OBAT, type ProductRow } from '@bo/contract';
import { Button, Card, Dropdown, Form, Input, Modal, message, Popconfirm, Select, Space, Switch, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { AdvanceFilterDialog } from '../../components/advance-filter-dialog';
import { AuthImage, thumbnailOf } from '../../components/auth-image';
import { type ActiveFilter, FilterPanel, filledFilters, filterValueText, STATUS_OPTIONS } from '../../components/filter-panel';
import { actionsWidth, type RowAction, RowActions, useNarrow } from '../../components/row-actions';
import { formatNumber, formatRupiah } from '../../lib/format-number';
import { mayUse } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { useRowChoice } from '../../lib/use-row-choice';
import { useActivateProduct } from './api/activate-product';
import { useDeleteProduct } from './api/delete-product';
import { exportProducts, type ProductExportKind } from './api/export-products';
import { type ProductLookup, useProductLookup } from './api/get-product-options';
import { useProducts } from './api/get-products';
import { openLabelPrint } from './barcode-labels';
import { ProductImportDialog } from './product-import-dialog';
import { LookupSelect } from './product-inputs';

const PackagesTab = lazy(() => import('./product-packages').then((m) => ({ default: m.ProductPackages })));

export const PRODUCT_LIST_PATH = '/product';
export const productUpdatePath = (mainId: number) => `/product/product-update/${mainId}`;
export const productPricePath = (productId: number) => `/product/price-update?id=${productId}`;

const YES_NO = [
  { value: 1, label: 'Ya' },
  { value: 0, label: 'Tidak' },
];
const GOLONGAN_OPTIONS = GOLONGAN_OBAT.map((g) => ({ value: g.product_golongan_obat_id, label: g.product_golongan_obat_name }));

/** Stock of a row as "2 Box + 3 Strip" (the contract's one unit conversion). */
export function stockText(r: Pick<ProductRow, 'product_qty' | 'product_isi' | 'product_satuan_besar_name' | 'product_satuan_kecil_name'>) {
  const qty = Math.trunc(Number(r.product_qty) || 0);
  return formatUnits(qty, { isi: Math.max(1, r.product_isi || 1), besar: r.product_satuan_besar_name ?? '', kecil: r.product_satuan_kecil_name ?? '' });
}

type Filters = Record<string, unknown>;
const QUICK: { name: string; label: string; lookup?: ProductLookup }[] = [
  { name: 'main_category_id', label: 'Etalase', lookup: 'package_category' },
  { name: 'merk_id', label: 'Kategori', lookup: 'merk' },
];
const ADVANCED: { name: string; label: string; lookup?: ProductLookup; options?: { value: number; label: string }[] }[] = [
  { name: 'main_vendor_id', label: 'Vendor', lookup: 'vendor' },
  { name: 'product_golongan_obat_id', label: 'Golongan Obat', options: GOLONGAN_OPTIONS },
  { name: 'is_konsinyasi', label: 'Konsinyasi', options: YES_NO },
  { name: 'is_product_expire', label: 'Ada Kedaluwarsa', options: YES_NO },
];

/** Labels of the applied filters (the lookups' names come from their cached options). */
function useFilterLabels() {
  const lookups: Record<ProductLookup, { value: number; label: string }[] | undefined> = {
    package_category: useProductLookup('package_category').data,
    merk: useProductLookup('merk').data,
    vendor: useProductLookup('vendor').data,
    kemasan: undefined,
  };
  const all: typeof ADVANCED = [...QUICK, ...ADVANCED, { name: 'status', label: 'Status', options: STATUS_OPTIONS }];
  return (key: string, value: unknown) => {
    if (key === 'search') return `Cari: ${String(value)}`;
    const f = all.find((x) => x.name === key);
    const options = f?.options ?? (f?.lookup ? lookups[f.lookup] : undefined);
    return `${f?.label ?? key}: ${filterValueText(value, options)}`;
  };
}

/** The products table: search, filters, paging, status switch, edit, price and delete. */
function ProductsTab() {
  const profile = useProfile();
  const navigate = useNavigate();
  const narrow = useNarrow();
  const list = useProducts();
  const [panelForm] = Form.useForm<Filters>();
  const [advForm] = Form.useForm<Filters>();
  const [panel, setPanel] = useState<Filters>({});
  const [adv, setAdv] = useState<Filters>({});
  const [advOpen, setAdvOpen] = useState(false);
  const activate = useActivateProduct();
  const remove = useDeleteProduct();
  const label = useFilterLabels();
  const canUpdate = mayUse(profile, 'productUpdate');
  const canDelete = mayUse(profile, 'productDelete');
  const canPrice = mayUse(profile, 'productPriceUpdatePrice');
  const canCreate = mayUse(profile, 'productCreate');
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const chosen = useRowChoice<ProductRow>((r) => r.product_id);
  const printLabels = async () => {
    if (!(await openLabelPrint(chosen.rows))) message.error('Jendela cetak diblokir peramban; izinkan pop-up untuk halaman ini');
  };

  const doExport = async (kind: ProductExportKind) => {
    setExporting(true);
    try {
      const name = await exportProducts(kind, list.state.columnFilters ?? {});
      message.success(`Berkas ${name} berhasil diunduh`);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : 'Ekspor gagal');
    } finally {
      setExporting(false);
    }
  };

  const apply = (p: Filters, a: Filters) => {
    const fp = filledFilters(p);
    const fa = filledFilters(a);
    setPanel(fp);
    setAdv(fa);
    list.setFilters({ ...fp, ...fa });
  };
  const active: ActiveFilter[] = [
    ...Object.entries(panel).map(([k, v]) => ({
      key: k,
      label: label(k, v),
      onRemove: () => {
        panelForm.setFieldValue(k, undefined);
        apply({ ...panel, [k]: undefined }, adv);
      },
    })),
    ...Object.entries(adv).map(([k, v]) => ({
      key: `adv:${k}`,
      label: label(k, v),
      onRemove: () => {
        advForm.setFieldValue(k, undefined);
        apply(panel, { ...adv, [k]: undefined });
      },
    })),
  ];

  const toggle = async (r: ProductRow, on: boolean) => {
    const env = await activate.mutateAsync({ main_id: r.main_id, active: on });
    message.success(env.msg || (on ? 'Produk berhasil diaktifkan' : 'Produk berhasil dinonaktifkan'));
  };
  const del = async (r: ProductRow) => {
    try {
      const env = await remove.mutateAsync(r.main_id);
      message.success(env.msg || 'Produk berhasil dihapus');
    } catch (e) {
      Modal.error({
        title: 'Produk tidak dapat dihapus',
        content: e instanceof ApiError ? e.message : String(e),
        className: 'delete-refused',
        okText: 'Tutup',
      });
    }
  };

  const actions = (r: ProductRow): RowAction[] => [
    ...(canUpdate
      ? [{ key: 'edit', label: 'Ubah', icon: <EditOutlined />, className: 'product-edit', onClick: () => navigate(productUpdatePath(r.main_id)) }]
      : []),
    ...(canPrice
      ? [{ key: 'price', label: 'Harga', icon: <DollarOutlined />, className: 'product-price', onClick: () => navigate(productPricePath(r.product_id)) }]
      : []),
    ...(canDelete
      ? [
          {
            key: 'delete',
            label: 'Hapus',
            icon: <DeleteOutlined />,
            danger: true,
            className: 'product-delete',
            confirm: {
              title: 'Hapus produk?',
              description: r.varian ? `${r.main_name} beserta semua variannya akan dihapus.` : `${r.main_name} akan dihapus.`,
              okText: 'Hapus',
            },
            onClick: () => del(r),
          },
        ]
      : []),
  ];
  const actionCount = Number(canUpdate) + Number(canPrice) + Number(canDelete);

  const columns: TableColumnsType<ProductRow> = [
    {
      title: 'Nama Produk',
      key: 'product_name',
      dataIndex: 'product_name',
      sorter: true,
      fixed: 'left',
      render: (_, r) => (
        <div className="product-name-cell" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {r.product_images?.[0] ? (
            <AuthImage
              className="product-thumb"
              src={thumbnailOf(r.product_images[0])}
              previewSrc={r.product_images[0]}
              alt={`Gambar ${r.product_name}`}
              size={36}
            />
          ) : (
            <span style={{ width: 36, flex: 'none' }} />
          )}
          <div>
            <div>{r.product_name}</div>
            <small className="product-sku">{r.product_sku}</small>
          </div>
        </div>
      ),
    },
    { title: 'Barcode', dataIndex: 'product_barcode' },
    { title: 'Etalase', dataIndex: 'product_main_category', render: (v) => v ?? '-' },
    { title: 'Kategori', dataIndex: 'product_merk', render: (v) => v ?? '-' },
    { title: 'Vendor', dataIndex: 'main_vendor_name', render: (v) => v ?? '-' },
    { title: 'Harga Jual', dataIndex: 'product_price_sale', align: 'right', render: (v) => formatRupiah(v) },
    { title: 'Stok', key: 'stock', render: (_, r) => <span className="product-stock">{stockText(r)}</span> },
    { title: 'Stok Min.', dataIndex: 'product_min_stock', key: 'product_min_stock', sorter: true, align: 'right', render: (v) => formatNumber(v) },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (v: number, r) => {
        const on = v === 1;
        if (!canUpdate) return on ? <Tag color="green">Aktif</Tag> : <Tag>Nonaktif</Tag>;
        return (
          <Popconfirm
            title={on ? 'Nonaktifkan produk?' : 'Aktifkan produk?'}
            description={r.varian ? `Berlaku untuk semua varian ${r.main_name}.` : undefined}
            okText="Ya"
            cancelText="Batal"
            okButtonProps={{ className: 'confirm-status' }}
            onConfirm={() => toggle(r, !on)}
          >
            <Switch size="small" className="product-status" checked={on} checkedChildren="Aktif" unCheckedChildren="Nonaktif" />
          </Popconfirm>
        );
      },
    },
    ...(actionCount
      ? [
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right' as const,
            width: actionsWidth(narrow, actionCount),
            render: (_: unknown, r: ProductRow) => <RowActions narrow={narrow} actions={actions(r)} />,
          },
        ]
      : []),
  ];

  const advCount = Object.keys(adv).length;
  return (
    <>
      <FilterPanel
        form={panelForm}
        name="filter_product"
        onApply={(v) => apply(v, adv)}
        onReset={() => {
          advForm.resetFields();
          apply({}, {});
        }}
        active={active}
      >
        <Form.Item name="search" label="Cari">
          <Input allowClear className="product-search" placeholder="Nama, SKU, barcode" />
        </Form.Item>
        {QUICK.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label}>
            <LookupSelect lookup={f.lookup as ProductLookup} placeholder="Semua" style={{ minWidth: 150 }} />
          </Form.Item>
        ))}
        <Form.Item name="status" label="Status">
          <Select allowClear placeholder="Semua" options={STATUS_OPTIONS} style={{ minWidth: 120 }} />
        </Form.Item>
        <Form.Item>
          <Button className="open-advance-filter" icon={<FilterOutlined />} onClick={() => setAdvOpen(true)}>
            Filter Lanjutan{advCount ? ` (${advCount})` : ''}
          </Button>
        </Form.Item>
      </FilterPanel>
      <AdvanceFilterDialog
        open={advOpen}
        onClose={() => setAdvOpen(false)}
        onApply={() => {
          apply(panel, { ...advForm.getFieldsValue(true) });
          setAdvOpen(false);
        }}
        onReset={() => {
          advForm.resetFields();
          apply(panel, {});
        }}
      >
        <Form form={advForm} layout="vertical" initialValues={adv} preserve name="adv_product">
          {ADVANCED.map((f) => (
            <Form.Item key={f.name} name={f.name} label={f.label}>
              {f.lookup ? (
                <LookupSelect lookup={f.lookup} placeholder="Semua" />
              ) : (
                <Select allowClear placeholder="Semua" options={f.options} style={{ width: '100%' }} />
              )}
            </Form.Item>
          ))}
        </Form>
      </AdvanceFilterDialog>
      <Space wrap className="product-toolbar" style={{ marginBottom: 8 }}>
        <Dropdown
          menu={{
            items: [
              { key: 'master', label: 'Data Master Produk', className: 'export-master' },
              { key: 'stock', label: 'Stok Produk', className: 'export-stock' },
            ],
            onClick: ({ key }) => doExport(key as ProductExportKind),
          }}
        >
          <Button icon={<DownloadOutlined />} className="product-export" loading={exporting}>
            Export Excel
          </Button>
        </Dropdown>
        <Button icon={<BarcodeOutlined />} className="product-print-labels" disabled={!chosen.size} onClick={printLabels}>
          Cetak Label Barcode{chosen.size ? ` (${chosen.size})` : ''}
        </Button>
        {chosen.size ? (
          <Button type="link" className="product-clear-selection" onClick={chosen.clear}>
            Batalkan pilihan
          </Button>
        ) : null}
        {canCreate ? (
          <Button icon={<UploadOutlined />} className="product-import" onClick={() => setImportOpen(true)}>
            Import Excel
          </Button>
        ) : null}
      </Space>
      <ProductImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
      <Table<ProductRow>
        className="product-table"
        rowKey="product_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        columns={columns}
        rowSelection={chosen.rowSelection}
        scroll={{ x: 'max-content' }}
        onChange={(pagination, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order ? String(s.columnKey ?? s.field) : undefined;
          const next = field ? { field, type: s.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : undefined;
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
    </>
  );
}

/** /product: the products (one row per variant) and, on a second tab, the product packages. */
export function ProductListPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const [tab, setTab] = useState('product');
  const canCreate = mayUse(profile, 'productCreate');
  return (
    <Card
      title="Produk"
      className="product-page"
      extra={
        canCreate && tab === 'product' ? (
          <Button type="primary" icon={<PlusOutlined />} className="product-create" onClick={() => navigate('/product/product-create')}>
            Tambah Produk
          </Button>
        ) : null
      }
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'product', label: 'Produk', children: <ProductsTab /> },
          {
            key: 'package',
            label: 'Paket Produk',
            children: (
              <Suspense fallback={null}>
                <PackagesTab />
              </Suspense>
            ),
          },
        ]}
      />
    </Card>
  );
}
