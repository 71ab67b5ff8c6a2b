import type { DashboardFilter, DashboardWidget } from '@bo/contract';
import { Descriptions, Drawer, Input, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useMemo, useState } from 'react';
import { barOption, Chart, type ChartOption, lineOption, pieOption } from '../../components/charts';
import { formatDate } from '../../lib/dates';
import { formatNumber, formatRupiah } from '../../lib/format-number';
import { useWidget, type WidgetAnswers } from './api/dashboard-api';
import { TableRegion, tableEmpty, WidgetCard } from './widget-card';

/** Every widget takes the page's filters (period, warehouse) and calls its one call with them. */
export interface WidgetProps {
  params: DashboardFilter;
}

const money = (v: number) => formatRupiah(v);
const qty = (v: number) => formatNumber(v);
const dateText = (v: string | null) => (v ? formatDate(v, 'D MMM YYYY') : '-');
const sub = (text: ReactNode) => (
  <div className="widget-sub" style={{ color: '#595959', fontSize: 12, marginTop: 4 }}>
    {text}
  </div>
);
const statStyle = { content: { fontSize: 22 } };

// ---------------------------------------------------------------------------------------------
// Statistic cards
// ---------------------------------------------------------------------------------------------

/** Total Penjualan (total_rp_penjualan): invoiced less returns, with orders and what was paid. */
export function SalesTotalCard({ params }: WidgetProps) {
  const q = useWidget('total_rp_penjualan', params);
  return (
    <WidgetCard widget="total_rp_penjualan" title="Total Penjualan" query={q} rows={2}>
      {(d) => (
        <>
          <Statistic value={d.net_total} formatter={(v) => money(Number(v))} styles={statStyle} />
          {sub(`${qty(d.orders)} pesanan · dibayar ${money(d.paid_amount)}${d.returned_value ? ` · retur ${money(d.returned_value)}` : ''}`)}
        </>
      )}
    </WidgetCard>
  );
}

/** Produk Terjual (total_produk_keluar_penjualan): net quantity sold (small units) and how many products. */
export function ProductsOutCard({ params }: WidgetProps) {
  const q = useWidget('total_produk_keluar_penjualan', params);
  return (
    <WidgetCard widget="total_produk_keluar_penjualan" title="Produk Terjual" query={q} rows={2}>
      {(d) => (
        <>
          <Statistic value={d.net_qty} formatter={(v) => qty(Number(v))} suffix={<span style={{ fontSize: 14 }}>satuan kecil</span>} styles={statStyle} />
          {sub(`${qty(d.product_count)} produk${d.qty_returned ? ` · retur ${qty(d.qty_returned)}` : ''}`)}
        </>
      )}
    </WidgetCard>
  );
}

const ORDER_CARDS = {
  jumlah_pesanan: 'Jumlah Pesanan',
  jumlah_pesanan_dikirim: 'Pesanan Dikirim',
  jumlah_pesanan_belum_dikirim: 'Pesanan Belum Dikirim',
} as const;

/** Jumlah Pesanan / Dikirim / Belum Dikirim (POST, user_id 0 = everyone's; a partner gets its own). */
export function OrderCountCard({ params, widget }: WidgetProps & { widget: keyof typeof ORDER_CARDS }) {
  const q = useWidget(widget, params);
  return (
    <WidgetCard widget={widget} title={ORDER_CARDS[widget]} query={q} rows={2}>
      {(d) => (
        <>
          <Statistic value={d.total} formatter={(v) => qty(Number(v))} styles={statStyle} />
          {sub(money(d.grand_total))}
        </>
      )}
    </WidgetCard>
  );
}

// ---------------------------------------------------------------------------------------------
// Charts
// ---------------------------------------------------------------------------------------------

const intervalKind = (interval: 'day' | 'month') => (interval === 'day' ? 'date' : 'month');
const monthKey = (day: string) => day.slice(0, 7);

function ChartWidget<W extends DashboardWidget>(props: {
  widget: W;
  title: string;
  params: DashboardFilter;
  option: (d: WidgetAnswers[W]) => ChartOption;
  label: (d: WidgetAnswers[W]) => string;
  height?: number | ((d: WidgetAnswers[W]) => number);
  extra?: (d: WidgetAnswers[W] | undefined) => ReactNode;
  footer?: (d: WidgetAnswers[W]) => ReactNode;
}) {
  const q = useWidget(props.widget, props.params);
  const { option: build, height } = props;
  const option = useMemo(() => (q.data === undefined ? null : build(q.data)), [q.data, build]);
  return (
    <WidgetCard widget={props.widget} title={props.title} query={q} rows={6} extra={props.extra?.(q.data)}>
      {(d) => (
        <>
          {option ? <Chart option={option} height={typeof height === 'function' ? height(d) : (height ?? 280)} label={props.label(d)} /> : null}
          {props.footer?.(d)}
        </>
      )}
    </WidgetCard>
  );
}

// option builders live outside the components: a stable function keeps the memoised option
const salesStatsOption = (d: WidgetAnswers['summary_statistik_penjualan']) =>
  lineOption({
    categories: d.points.map((p) => (d.interval === 'day' ? p.day : monthKey(p.day))),
    categoryKind: intervalKind(d.interval),
    series: [
      { name: 'Penjualan', data: d.points.map((p) => p.grand_total), kind: 'rupiah', area: true },
      { name: 'Pesanan', data: d.points.map((p) => p.orders) },
    ],
  });

/** Statistik Penjualan (summary_statistik_penjualan): invoiced total and orders per day (per month beyond 62 days). */
export function SalesStatsChart({ params, height }: WidgetProps & { height?: number }) {
  return (
    <ChartWidget
      widget="summary_statistik_penjualan"
      title="Statistik Penjualan"
      params={params}
      option={salesStatsOption}
      height={height}
      label={(d) => `Statistik penjualan ${formatDate(d.date_start)} sampai ${formatDate(d.date_end)}: ${qty(d.orders)} pesanan, ${money(d.grand_total)}`}
      extra={(d) => (d ? <Typography.Text type="secondary">{money(d.grand_total)}</Typography.Text> : null)}
    />
  );
}

const omzetStatsOption = (d: WidgetAnswers['summary_statistik_omzet']) =>
  lineOption({
    categories: d.points.map((p) => (d.interval === 'day' ? p.day : monthKey(p.day))),
    categoryKind: intervalKind(d.interval),
    series: [
      { name: 'Omzet', data: d.points.map((p) => p.net_revenue), kind: 'rupiah', area: true },
      { name: 'Laba Kotor', data: d.points.map((p) => p.margin), kind: 'rupiah' },
    ],
  });

/** Statistik Omzet (summary_statistik_omzet): net revenue (PPN and shipping excluded) and gross margin. */
export function OmzetStatsChart({ params, height }: WidgetProps & { height?: number }) {
  return (
    <ChartWidget
      widget="summary_statistik_omzet"
      title="Statistik Omzet"
      params={params}
      option={omzetStatsOption}
      height={height}
      label={(d) =>
        `Statistik omzet ${formatDate(d.date_start)} sampai ${formatDate(d.date_end)}: omzet ${money(d.net_revenue)}, laba kotor ${money(d.margin)}`
      }
      extra={(d) => (d ? <Typography.Text type="secondary">Laba {formatNumber(d.margin_percent, 2)}%</Typography.Text> : null)}
    />
  );
}

const STOCK_OUT = {
  grafik_stok_keluar_minggu_ini: { title: 'Stok Keluar Minggu Ini', kind: 'date' as const },
  grafik_stok_keluar_tiga_bulan_terakhir: { title: 'Stok Keluar 3 Bulan Terakhir', kind: 'month' as const },
  grafik_stok_keluar_per_bulan: { title: 'Stok Keluar per Bulan', kind: 'month' as const },
};
type StockOutWidget = keyof typeof STOCK_OUT;
const stockOutOption = (kind: 'date' | 'month') => (d: WidgetAnswers[StockOutWidget]) =>
  barOption({
    categories: d.points.map((p) => (kind === 'date' ? p.day : monthKey(p.day))),
    categoryKind: kind,
    series: [{ name: 'Qty keluar', data: d.points.map((p) => p.qty_out) }],
  });
const STOCK_OUT_OPTIONS = { date: stockOutOption('date'), month: stockOutOption('month') };

/** Stok keluar (this week by day / the last three months / per month): quantity out of the warehouses, value in the header. */
export function StockOutChart({ params, widget }: WidgetProps & { widget: StockOutWidget }) {
  const def = STOCK_OUT[widget];
  return (
    <ChartWidget
      widget={widget}
      title={def.title}
      params={params}
      option={STOCK_OUT_OPTIONS[def.kind]}
      height={220}
      label={(d) => `${def.title}: ${qty(d.qty_out)} satuan kecil senilai ${money(d.value_out)}`}
      extra={(d) => (d ? <Typography.Text type="secondary">{money(d.value_out)}</Typography.Text> : null)}
    />
  );
}

const provinceOption = (d: WidgetAnswers['summary_statistik_customer_provinsi']) =>
  barOption({ categories: d.map((r) => r.province_name), horizontal: true, series: [{ name: 'Pelanggan', data: d.map((r) => r.customers) }] });
const rankingHeight = (n: number) => Math.max(200, n * 26 + 40);

/** Pelanggan per Provinsi (summary_statistik_customer_provinsi): customers with an order in the period, by province. */
export function ProvinceChart({ params }: WidgetProps) {
  return (
    <ChartWidget
      widget="summary_statistik_customer_provinsi"
      title="Pelanggan per Provinsi"
      params={params}
      option={provinceOption}
      height={(d) => rankingHeight(d.length)}
      label={(d) => `Pelanggan per provinsi: ${d.map((r) => `${r.province_name} ${qty(r.customers)}`).join(', ') || 'belum ada data'}`}
    />
  );
}

const genderOption = (d: WidgetAnswers['summary_statistik_jenis_kelamin']) =>
  pieOption({ name: 'Pelanggan', data: d.map((r) => ({ name: r.label, value: r.total })) });
const typeOption = (d: WidgetAnswers['summary_statistik_type_customer_pie']) =>
  pieOption({ name: 'Pelanggan', donut: true, data: d.map((r) => ({ name: r.label, value: r.total })) });

/** Jenis Kelamin (summary_statistik_jenis_kelamin, pie). */
export function GenderPie({ params }: WidgetProps) {
  return (
    <ChartWidget
      widget="summary_statistik_jenis_kelamin"
      title="Jenis Kelamin Pelanggan"
      params={params}
      option={genderOption}
      label={(d) => `Pelanggan menurut jenis kelamin: ${d.map((r) => `${r.label} ${qty(r.total)}`).join(', ') || 'belum ada data'}`}
    />
  );
}

/** Tipe Pelanggan (summary_statistik_type_customer_pie). */
export function CustomerTypePie({ params }: WidgetProps) {
  return (
    <ChartWidget
      widget="summary_statistik_type_customer_pie"
      title="Tipe Pelanggan"
      params={params}
      option={typeOption}
      label={(d) => `Pelanggan menurut tipe: ${d.map((r) => `${r.label} ${qty(r.total)}`).join(', ') || 'belum ada data'}`}
    />
  );
}

const bestProductOption = (d: WidgetAnswers['produk_terlaris']) =>
  barOption({ categories: d.map((r) => r.product_name), horizontal: true, series: [{ name: 'Qty terjual', data: d.map((r) => r.qty) }] });
const bestCategoryOption = (d: WidgetAnswers['kategori_terlaris']) =>
  barOption({
    categories: d.map((r) => r.merk_name),
    horizontal: true,
    series: [{ name: 'Omzet', data: d.map((r) => r.revenue), kind: 'rupiah', color: '#389e0d' }],
  });
const topPurchaseOption = (d: WidgetAnswers['top_10_pembelian_terbanyak']) =>
  barOption({
    categories: d.map((r) => r.member_name),
    horizontal: true,
    series: [{ name: 'Pembelian', data: d.map((r) => r.grand_total), kind: 'rupiah', color: '#722ed1' }],
  });

/** Produk Terlaris (produk_terlaris): the 10 products of the largest net quantity sold. */
export function BestProductsChart({ params }: WidgetProps) {
  return (
    <ChartWidget
      widget="produk_terlaris"
      title="Produk Terlaris"
      params={params}
      option={bestProductOption}
      height={(d) => rankingHeight(d.length)}
      label={(d) => `Produk terlaris: ${d.map((r) => `${r.product_name} ${qty(r.qty)}`).join(', ') || 'belum ada data'}`}
    />
  );
}

/** Kategori Terlaris (kategori_terlaris): the 10 categories of the largest net revenue. */
export function BestCategoriesChart({ params }: WidgetProps) {
  return (
    <ChartWidget
      widget="kategori_terlaris"
      title="Kategori Terlaris"
      params={params}
      option={bestCategoryOption}
      height={(d) => rankingHeight(d.length)}
      label={(d) => `Kategori terlaris: ${d.map((r) => `${r.merk_name} ${money(r.revenue)}`).join(', ') || 'belum ada data'}`}
    />
  );
}

/** Top 10 Pembelian Terbanyak (top_10_pembelian_terbanyak): the customers of the largest grand total. */
export function TopPurchasesChart({ params }: WidgetProps) {
  return (
    <ChartWidget
      widget="top_10_pembelian_terbanyak"
      title="10 Pembelian Terbanyak"
      params={params}
      option={topPurchaseOption}
      height={(d) => rankingHeight(d.length)}
      label={(d) => `Pelanggan dengan pembelian terbanyak: ${d.map((r) => `${r.member_name} ${money(r.grand_total)}`).join(', ') || 'belum ada data'}`}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------

const tableProps = { size: 'small' as const, locale: tableEmpty };
const more = (shown: number, total: number) => (total > shown ? sub(`${qty(shown)} dari ${qty(total)} ditampilkan`) : null);

const shipmentColumns: ColumnsType<WidgetAnswers['list_pengiriman_pending']['data'][number]> = [
  { title: 'No. Tagihan', dataIndex: 'invoice_number' },
  { title: 'Tanggal', dataIndex: 'order_date', render: dateText },
  { title: 'Pelanggan', dataIndex: 'customer_name', render: (v) => v ?? '-' },
  { title: 'Tujuan', dataIndex: 'destination_city_name', render: (v) => v ?? '-' },
  { title: 'Kurir', dataIndex: 'kurir', render: (v, r) => v ?? (r.shipping_provider === 'hubungiadmin' ? 'Hubungi admin' : r.shipping_provider) },
  { title: 'Status', dataIndex: 'status', render: (v) => <Tag>{v}</Tag> },
  { title: 'Total', dataIndex: 'grand_total', align: 'right', render: money },
];

function PagedShipments({ params, widget, title }: WidgetProps & { widget: 'list_pengiriman_pending' | 'ongkir_belum_disetujui'; title: string }) {
  const [page, setPage] = useState({ page: 1, perPage: 5 });
  const q = useWidget(widget, params, page);
  return (
    <WidgetCard widget={widget} title={title} query={q} extra={q.data ? <Tag>{qty(q.data.total)}</Tag> : null}>
      {(d) => (
        <TableRegion label={title}>
          <Table
            {...tableProps}
            rowKey="order_id"
            columns={shipmentColumns}
            dataSource={d.data}
            pagination={{ current: page.page, pageSize: page.perPage, total: d.total, size: 'small', onChange: (p, s) => setPage({ page: p, perPage: s }) }}
          />
        </TableRegion>
      )}
    </WidgetCard>
  );
}

/** Pengiriman Tertunda (list_pengiriman_pending): orders packed and not shipped, oldest first. */
export const PendingShipmentsTable = ({ params }: WidgetProps) => (
  <PagedShipments params={params} widget="list_pengiriman_pending" title="Pengiriman Tertunda" />
);
/** Ongkir Belum Disetujui (ongkir_belum_disetujui): orders whose shipping cost waits for the admin. */
export const ShippingCostTable = ({ params }: WidgetProps) => <PagedShipments params={params} widget="ongkir_belum_disetujui" title="Ongkir Belum Disetujui" />;

const poColumns: ColumnsType<WidgetAnswers['daftar_po_belum_dikirim']['rows'][number]> = [
  {
    title: 'No. PO',
    dataIndex: 'order_number',
    render: (v, r) =>
      r.is_internal ? (
        <Space size={4}>
          {v}
          <Tag>Internal</Tag>
        </Space>
      ) : (
        v
      ),
  },
  { title: 'Tanggal', dataIndex: 'order_date', render: dateText },
  { title: 'Supplier', dataIndex: 'vendor_name', render: (v) => v ?? '-' },
  { title: 'Gudang', dataIndex: 'master_gudang_name', render: (v) => v ?? '-' },
  { title: 'Diterima', key: 'received', align: 'right', render: (_, r) => `${qty(r.qty_received)} / ${qty(r.qty)}` },
  { title: 'Total', dataIndex: 'grand_total', align: 'right', render: money },
];

function PoTable({ params, widget, title }: WidgetProps & { widget: 'daftar_po_belum_dikirim' | 'daftar_po_penerimaan'; title: string }) {
  const q = useWidget(widget, params);
  return (
    <WidgetCard widget={widget} title={title} query={q} extra={q.data ? <Tag>{qty(q.data.total)}</Tag> : null}>
      {(d) => (
        <>
          <TableRegion label={title}>
            <Table {...tableProps} rowKey="order_id" columns={poColumns} dataSource={d.rows} pagination={false} />
          </TableRegion>
          {more(d.rows.length, d.total)}
        </>
      )}
    </WidgetCard>
  );
}

/** PO Belum Dikirim (daftar_po_belum_dikirim): purchase orders still draft. */
export const PoDraftTable = ({ params }: WidgetProps) => <PoTable params={params} widget="daftar_po_belum_dikirim" title="PO Belum Dikirim" />;
/** PO Menunggu Penerimaan (daftar_po_penerimaan): purchase orders sent, not yet fully received. */
export const PoReceiptTable = ({ params }: WidgetProps) => <PoTable params={params} widget="daftar_po_penerimaan" title="PO Menunggu Penerimaan" />;

/** Pemesanan Bahan Tertunda (material_order/pending). */
export function MaterialPendingTable({ params }: WidgetProps) {
  const q = useWidget('material_order_pending', params);
  return (
    <WidgetCard widget="material_order_pending" title="Pemesanan Bahan Tertunda" query={q} extra={q.data ? <Tag>{qty(q.data.total)}</Tag> : null}>
      {(d) => (
        <>
          <TableRegion label={'Pemesanan bahan tertunda'}>
            <Table
              {...tableProps}
              rowKey="material_id"
              pagination={false}
              dataSource={d.rows}
              columns={[
                { title: 'No.', dataIndex: 'material_number' },
                { title: 'Tanggal', dataIndex: 'material_date', render: dateText },
                { title: 'Supplier', dataIndex: 'vendor_name', render: (v) => v ?? '-' },
                { title: 'Gudang', dataIndex: 'master_gudang_name', render: (v) => v ?? '-' },
                { title: 'Total', dataIndex: 'grand_total', align: 'right', render: money },
              ]}
            />
          </TableRegion>
          {more(d.rows.length, d.total)}
        </>
      )}
    </WidgetCard>
  );
}

/** Produk Tidak Bergerak (list_produk_tidak_bergerak): stock with nothing out for `days` days, largest value first. */
export function IdleProductsTable({ params }: WidgetProps) {
  const q = useWidget('list_produk_tidak_bergerak', params);
  return (
    <WidgetCard
      widget="list_produk_tidak_bergerak"
      title="Produk Tidak Bergerak"
      query={q}
      extra={q.data ? <Typography.Text type="secondary">{`sejak ${dateText(q.data.since)} (${q.data.days} hari)`}</Typography.Text> : null}
    >
      {(d) => (
        <>
          <TableRegion label={'Produk tidak bergerak'}>
            <Table
              {...tableProps}
              rowKey="product_id"
              pagination={{ pageSize: 5, size: 'small', hideOnSinglePage: true }}
              dataSource={d.rows}
              columns={[
                { title: 'Produk', dataIndex: 'product_name', render: (v, r) => (r.product_sku ? `${v} (${r.product_sku})` : v) },
                { title: 'Stok', dataIndex: 'qty_text' },
                { title: 'Nilai Stok', dataIndex: 'stock_value', align: 'right', render: money },
                { title: 'Terakhir Keluar', dataIndex: 'last_out_day', render: (v) => (v ? dateText(v) : 'Belum pernah') },
              ]}
            />
          </TableRegion>
          {more(d.rows.length, d.total)}
        </>
      )}
    </WidgetCard>
  );
}

/** Pelanggan Setia (loyal_customer): the 10 customers with the most orders in the period. */
export function LoyalCustomersTable({ params }: WidgetProps) {
  const q = useWidget('loyal_customer', params);
  return (
    <WidgetCard widget="loyal_customer" title="Pelanggan Setia" query={q}>
      {(d) => (
        <TableRegion label={'Pelanggan setia'}>
          <Table
            {...tableProps}
            rowKey="member_id"
            pagination={false}
            dataSource={d}
            columns={[
              { title: '#', key: 'rank', width: 40, render: (_, __, i) => i + 1 },
              { title: 'Pelanggan', dataIndex: 'member_name' },
              { title: 'Tipe', dataIndex: 'member_type_name', render: (v) => v ?? '-' },
              { title: 'Telepon', dataIndex: 'member_phone', render: (v) => v ?? '-' },
              { title: 'Pesanan', dataIndex: 'orders', align: 'right', render: qty },
              { title: 'Total Belanja', dataIndex: 'grand_total', align: 'right', render: money },
              { title: 'Terakhir', dataIndex: 'last_order_date', render: dateText },
            ]}
          />
        </TableRegion>
      )}
    </WidgetCard>
  );
}

/** Stok per Produk (stock_per_product, paged, searchable); a row opens the product's stock per warehouse (stock_per_product/{id}). */
export function StockPerProductTable({ params }: WidgetProps) {
  const [paging, setPaging] = useState({ page: 1, perPage: 5 });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const q = useWidget('stock_per_product', params, { ...paging, search: search || undefined });
  return (
    <WidgetCard
      widget="stock_per_product"
      title="Stok per Produk"
      query={q}
      extra={
        <Input.Search
          className="stock-search"
          size="small"
          allowClear
          placeholder="Cari produk"
          aria-label="Cari produk"
          style={{ width: 180 }}
          onSearch={(v) => {
            setSearch(v.trim());
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      }
    >
      {(d) => (
        <>
          <TableRegion label={'Stok per produk'}>
            <Table
              {...tableProps}
              rowKey="product_id"
              dataSource={d.data}
              onRow={(r) => ({ onClick: () => setOpen(r.product_id), style: { cursor: 'pointer' } })}
              pagination={{
                current: paging.page,
                pageSize: paging.perPage,
                total: d.total,
                size: 'small',
                onChange: (p, s) => setPaging({ page: p, perPage: s }),
              }}
              columns={[
                {
                  title: 'Produk',
                  dataIndex: 'product_name',
                  render: (v, r) => (
                    <Typography.Link className="stock-product" onClick={() => setOpen(r.product_id)}>
                      {v}
                    </Typography.Link>
                  ),
                },
                { title: 'Stok', dataIndex: 'qty_text', render: (v, r) => (r.below_min ? <Tag color="red">{v}</Tag> : v) },
                { title: 'Keluar (periode)', dataIndex: 'qty_out', align: 'right', render: qty },
              ]}
            />
          </TableRegion>
          <StockDetailDrawer params={params} productId={open} onClose={() => setOpen(null)} />
        </>
      )}
    </WidgetCard>
  );
}

function StockDetailDrawer({ params, productId, onClose }: WidgetProps & { productId: number | null; onClose: () => void }) {
  const q = useWidget('stock_per_product_detail', params, { id: productId ?? undefined }, productId !== null);
  const d = q.isPlaceholderData ? undefined : q.data;
  const option = useMemo(
    () =>
      d
        ? barOption({
            categories: d.stock_out.map((p) => monthKey(p.day)),
            categoryKind: 'month',
            series: [{ name: 'Qty keluar', data: d.stock_out.map((p) => p.qty_out) }],
          })
        : null,
    [d],
  );
  return (
    <Drawer open={productId !== null} onClose={onClose} title={d?.product_name ?? 'Stok Produk'} size={520} className="stock-detail-drawer" destroyOnHidden>
      {q.isError ? <Typography.Text type="danger">{(q.error as Error).message}</Typography.Text> : null}
      {d ? (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="SKU">{d.product_sku ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Stok">{d.qty_text}</Descriptions.Item>
            <Descriptions.Item label="Stok Minimum">{qty(d.product_min_stock)}</Descriptions.Item>
          </Descriptions>
          <Table
            {...tableProps}
            rowKey="gudang_id"
            pagination={false}
            dataSource={d.gudang}
            columns={[
              { title: 'Gudang', dataIndex: 'master_gudang_name' },
              { title: 'Stok', dataIndex: 'qty_text' },
            ]}
          />
          {option ? (
            <div style={{ marginTop: 16 }}>
              <Typography.Title level={5}>Stok keluar per bulan</Typography.Title>
              <Chart option={option} height={220} label={`Stok keluar ${d.product_name} per bulan`} />
            </div>
          ) : null}
        </>
      ) : q.isError ? null : (
        <Table loading {...tableProps} dataSource={[]} columns={[]} />
      )}
    </Drawer>
  );
}

/** Peringatan Kedaluwarsa: the expiry report's call (POST /report/product/expire): the buckets and the first batches in FEFO order. */
export function ExpiryWarning({ params }: WidgetProps) {
  const q = useWidget('stock_expiry_warning', { gudang_id: params.gudang_id }, { page: 1, perPage: 5 });
  return (
    <WidgetCard widget="stock_expiry_warning" title="Peringatan Kedaluwarsa" query={q}>
      {(d) => (
        <>
          <Space wrap size={[8, 8]} style={{ marginBottom: 8 }}>
            {(d.buckets ?? [])
              .filter((b) => b.bucket !== 'later')
              .map((b) => (
                <Tag key={b.bucket} color={b.bucket === 'expired' ? 'red' : b.bucket === 'lt30' ? 'orange' : 'gold'}>
                  {b.label}: {qty(b.batches)} batch
                </Tag>
              ))}
          </Space>
          <TableRegion label={'Batch yang akan kedaluwarsa'}>
            <Table
              {...tableProps}
              rowKey={(r) => `${r.gudang_id}-${r.batch_id}`}
              pagination={false}
              dataSource={d.data}
              columns={[
                { title: 'Produk', dataIndex: 'product_name' },
                { title: 'Batch', dataIndex: 'batch_no' },
                { title: 'Kedaluwarsa', dataIndex: 'expired_date', render: dateText },
                {
                  title: 'Sisa Hari',
                  dataIndex: 'days_left',
                  align: 'right',
                  render: (v: number) => (v < 0 ? <Tag color="red">Lewat {-v} hari</Tag> : qty(v)),
                },
                { title: 'Stok', dataIndex: 'qty_text' },
              ]}
            />
          </TableRegion>
        </>
      )}
    </WidgetCard>
  );
}
