import { ROUTES, SALES_ORDER_STATES, type SalesMeasures } from '@bo/contract';
import { Alert, Card, Col, Input, Row, Segmented, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { barOption, Chart, lineOption } from '../../../components/charts';
import { formatDate } from '../../../lib/dates';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { filterRoutes } from '../../../lib/route-filter';
import { useProfile } from '../../../lib/session';
import {
  exportSalesReport,
  type OmzetBy,
  type OmzetGroup,
  type Paging,
  type PurchaseGroup,
  type PurchaseProductRow,
  type PurchaseReportRow,
  type SalesReportAnswer,
  type SalesReportFilters,
  useOmzetList,
  useOmzetSummary,
  usePurchaseReport,
  useSalesReport,
} from './api/sales-report-api';
import { ExcelButton } from '../../../components/excel-button';
import { ReportFilterBar, thisMonth } from '../report-filter-bar';
import { totalsRow } from '../report-table';

type SalesRow = SalesReportAnswer['data'][number];
type Measures = SalesMeasures;

const ISO = 'YYYY-MM-DD';
const rupiah = (v: unknown) => formatRupiah(Number(v ?? 0));
const money = (title: string, dataIndex: string, extra: Partial<ColumnsType<Record<string, unknown>>[number]> = {}) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: rupiah,
  ...extra,
});
const percent = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${v.toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`);

const periodText = (f: { date_start: string; date_end: string }) => `${formatDate(f.date_start)} – ${formatDate(f.date_end)}`;

/** The period's key figures as cards. */
function TotalsCards({ totals, loading, growth }: { totals?: Measures; loading?: boolean; growth?: Record<string, number | null> }) {
  const t = totals;
  const figures: { key: keyof Measures; title: string; count?: boolean }[] = [
    { key: 'orders', title: 'Jumlah Tagihan', count: true },
    { key: 'grand_total', title: 'Omzet (Grand Total)' },
    { key: 'revenue', title: 'DPP' },
    { key: 'ppn', title: 'PPN' },
    { key: 'returned_value', title: 'Retur' },
    { key: 'net_total', title: 'Omzet Bersih' },
    { key: 'paid_amount', title: 'Dibayar' },
    { key: 'outstanding', title: 'Sisa Tagihan' },
    { key: 'margin', title: 'Laba Kotor' },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} className="report-totals">
      {figures.map((f) => {
        const g = growth?.[f.key];
        return (
          <Col key={f.key} xs={12} md={8} lg={6} xl={4}>
            <Card size="small" className={`report-figure report-figure-${f.key}`}>
              <Statistic
                title={f.title}
                loading={loading}
                value={Number(t?.[f.key] ?? 0)}
                formatter={(v) => (f.count ? formatNumber(Number(v)) : formatRupiah(Number(v)))}
              />
              {f.key === 'margin' && t ? <Typography.Text type="secondary">Margin {percent(t.margin_percent)}</Typography.Text> : null}
              {growth && f.key !== 'margin' ? (
                <Typography.Text type={g === null || g === undefined ? 'secondary' : g >= 0 ? 'success' : 'danger'} className="report-growth">
                  {g === null || g === undefined ? 'Periode lalu 0' : `${g >= 0 ? '▲' : '▼'} ${percent(Math.abs(g))} dari periode lalu`}
                </Typography.Text>
              ) : null}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

const STATUS = Object.fromEntries(SALES_ORDER_STATES.map((s) => [s.value, s]));

// ---------------------------------------------------------------- Laporan Penjualan

const salesColumns: ColumnsType<SalesRow> = [
  { title: 'No. Tagihan', dataIndex: 'invoice_number', fixed: 'left', width: 170, sorter: true },
  { title: 'Tanggal', dataIndex: 'order_date', width: 120, sorter: true, render: (v: string) => formatDate(v, 'DD-MM-YYYY') },
  { title: 'Pelanggan', dataIndex: 'customer_name', width: 180, sorter: true, render: (v: string | null) => v ?? '-' },
  { title: 'Penjual', dataIndex: 'seller_name', width: 140, sorter: true, render: (v: string | null) => v ?? 'Tanpa penjual' },
  { title: 'Gudang', dataIndex: 'gudang_name', width: 140 },
  {
    title: 'Status',
    dataIndex: 'status',
    width: 130,
    render: (v: string, r) => (
      <Space size={4} wrap>
        <Tag color={STATUS[v]?.color}>{r.status_label}</Tag>
        {r.is_pos ? <Tag>Kasir</Tag> : null}
      </Space>
    ),
  },
  money('Bruto', 'gross_total', { width: 130 }),
  { title: 'Diskon', dataIndex: 'discount_total', align: 'right', width: 120, render: (_: number, r) => rupiah(r.discount_total + r.order_discount) },
  money('DPP', 'revenue', { width: 130, sorter: true }),
  money('PPN', 'ppn', { width: 110 }),
  {
    title: 'Ongkir',
    dataIndex: 'shipping_cost',
    align: 'right',
    width: 120,
    render: (_: number, r) => rupiah(r.shipping_cost - r.shipping_discount + r.cod_fee),
  },
  money('Grand Total', 'grand_total', { width: 140, sorter: true }),
  money('Dibayar', 'paid_amount', { width: 130, sorter: true }),
  money('Retur', 'returned_value', { width: 120, sorter: true }),
  money('Sisa', 'outstanding', { width: 130, sorter: true }),
  {
    title: 'Bayar',
    dataIndex: 'is_paid',
    width: 90,
    render: (v: number) => (v ? <Tag color="green">Lunas</Tag> : <Tag color="orange">Belum</Tag>),
  },
  money('Laba Kotor', 'margin', { width: 130, sorter: true }),
] as ColumnsType<SalesRow>;

const paidOptions = [
  { value: 1, label: 'Lunas' },
  { value: 0, label: 'Belum lunas' },
];

/** Laporan > Penjualan: the period's counted invoices with their money, the period's totals and the Excel file. */
export function SalesReportPage() {
  const [filters, setFilters] = useState<SalesReportFilters>(thisMonth);
  const [paging, setPaging] = useState<Paging>({ page: 1, perPage: 20 });
  const [search, setSearch] = useState('');
  const change = (f: SalesReportFilters) => {
    setFilters(f);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const q = useSalesReport(filters, paging);
  const t = q.data?.totals;
  const summary = useMemo(
    () =>
      totalsRow(
        salesColumns,
        t
          ? {
              customer_name: `${formatNumber(t.orders)} tagihan`,
              gross_total: rupiah(t.gross_total),
              discount_total: rupiah(t.discount_total + t.order_discount),
              revenue: rupiah(t.revenue),
              ppn: rupiah(t.ppn),
              shipping_cost: rupiah(t.shipping_cost - t.shipping_discount + t.cod_fee),
              grand_total: rupiah(t.grand_total),
              paid_amount: rupiah(t.paid_amount),
              returned_value: rupiah(t.returned_value),
              outstanding: rupiah(t.outstanding),
              margin: rupiah(t.margin),
            }
          : {},
        'TOTAL PERIODE',
        'sales-report-total',
      ),
    [t],
  );
  return (
    <Card
      title={<h1 className="page-title">Laporan Penjualan</h1>}
      className="sales-report-page"
      extra={<ExcelButton download={() => exportSalesReport('sales', { ...filters })} />}
    >
      <ReportFilterBar filters={filters} onChange={change} show={{ seller: true, customer: true }}>
        <Select
          className="report-status"
          allowClear
          placeholder="Semua status"
          options={SALES_ORDER_STATES.filter((s) => s.value !== 'dibatalkan' && s.value !== 'menunggu_persetujuan').map((s) => ({
            value: s.value,
            label: s.label,
          }))}
          value={filters.status}
          onChange={(v) => change({ ...filters, status: v })}
          style={{ minWidth: 150 }}
          aria-label="Status"
        />
        <Select
          className="report-paid"
          allowClear
          placeholder="Lunas / belum"
          options={paidOptions}
          value={filters.is_paid}
          onChange={(v) => change({ ...filters, is_paid: v })}
          style={{ minWidth: 140 }}
          aria-label="Status bayar"
        />
        <Input.Search
          className="report-search"
          allowClear
          placeholder="No. tagihan / pelanggan"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => change({ ...filters, search: v.trim() || undefined })}
          style={{ width: 240 }}
        />
      </ReportFilterBar>
      <TotalsCards totals={t} loading={q.isLoading} />
      <Typography.Paragraph type="secondary">
        Tagihan {periodText(filters)} yang dihitung: bukan dibatalkan, bukan menunggu persetujuan diskon dan tidak terhapus. Retur dihitung pada tanggal
        tagihannya; sisa = grand total − retur − dibayar (minus: kelebihan bayar yang dikembalikan). Laba kotor = DPP bersih barang yang sudah keluar − HPP
        rata-rata bergerak saat terjual.
      </Typography.Paragraph>
      {q.isError ? <Alert type="error" showIcon message="Laporan gagal dimuat" style={{ marginBottom: 12 }} /> : null}
      <Table<SalesRow>
        className="sales-report-table"
        rowKey="order_id"
        size="small"
        columns={salesColumns}
        dataSource={q.data?.data ?? []}
        loading={q.isFetching}
        scroll={{ x: 2200 }}
        summary={summary}
        onChange={(p, _f, s) => {
          const sorter = Array.isArray(s) ? s[0] : s;
          setPaging({
            page: p.current ?? 1,
            perPage: p.pageSize ?? 20,
            sort: sorter?.order ? { field: String(sorter.field), type: sorter.order === 'descend' ? 'desc' : 'asc' } : undefined,
          });
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.perPage,
          total: q.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `${formatNumber(n)} tagihan`,
        }}
      />
    </Card>
  );
}

// ---------------------------------------------------------------- Laporan Omzet

type OmzetRow = NonNullable<ReturnType<typeof useOmzetList>['data']>['data'][number];

/** Laporan > Omzet: omzet per day or month (chart and table), per seller or warehouse, against the previous period. */
export function OmzetReportPage() {
  const [filters, setFilters] = useState<SalesReportFilters>(thisMonth);
  const [group, setGroup] = useState<OmzetGroup>('day');
  const [by, setBy] = useState<OmzetBy>('none');
  const [paging, setPaging] = useState<Paging>({ page: 1, perPage: 50 });
  const days = dayjs(filters.date_end).diff(dayjs(filters.date_start), 'day') + 1;
  // A period longer than a year is read per month (the per-day list stops at 366 days).
  const effectiveGroup: OmzetGroup = days > 366 ? 'month' : group;
  const change = (f: SalesReportFilters) => {
    setFilters(f);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const list = useOmzetList({ ...filters, group: effectiveGroup, by }, paging);
  const chart = useOmzetList({ ...filters, group: effectiveGroup, by: 'none' }, { page: 1, perPage: 500 });
  const summary = useOmzetSummary(filters);
  const option = useMemo(() => {
    // Every day (or month) of the period on the axis, 0 where nothing was sold.
    const byPeriod = new Map((chart.data?.data ?? []).map((p) => [p.period, p]));
    const unit = effectiveGroup === 'month' ? 'month' : 'day';
    const keys: string[] = [];
    for (let d = dayjs(filters.date_start).startOf(unit); !d.isAfter(dayjs(filters.date_end), 'day') && keys.length < 400; d = d.add(1, unit))
      keys.push(d.format(ISO));
    const at = (k: string) => byPeriod.get(k);
    // Days as a line; months (few, each a total) as bars.
    return (unit === 'month' ? barOption : lineOption)({
      categories: keys.map((k) => (unit === 'month' ? k.slice(0, 7) : k)),
      categoryKind: unit === 'month' ? 'month' : 'date',
      series: [
        { name: 'Omzet', data: keys.map((k) => at(k)?.grand_total ?? 0), kind: 'rupiah', area: unit === 'day' },
        { name: 'Laba Kotor', data: keys.map((k) => at(k)?.margin ?? 0), kind: 'rupiah' },
        { name: 'Tagihan', data: keys.map((k) => at(k)?.orders ?? 0) },
      ],
    });
  }, [chart.data, effectiveGroup, filters.date_start, filters.date_end]);
  const columns: ColumnsType<OmzetRow> = [
    {
      title: effectiveGroup === 'day' ? 'Tanggal' : 'Bulan',
      dataIndex: 'period',
      width: 150,
      render: (v: string) => (effectiveGroup === 'day' ? formatDate(v, 'dddd, D MMM YYYY') : formatDate(v, 'MMMM YYYY')),
    },
    ...(by === 'none' ? [] : [{ title: by === 'seller' ? 'Penjual' : 'Gudang', dataIndex: 'key_name', width: 160, render: (v: string | null) => v ?? '-' }]),
    { title: 'Tagihan', dataIndex: 'orders', align: 'right', width: 90, render: (v: number) => formatNumber(v) },
    money('Omzet', 'grand_total', { width: 140 }),
    money('DPP', 'revenue', { width: 130 }),
    money('PPN', 'ppn', { width: 110 }),
    money('Retur', 'returned_value', { width: 120 }),
    money('Omzet Bersih', 'net_total', { width: 140 }),
    money('Dibayar', 'paid_amount', { width: 130 }),
    money('Sisa', 'outstanding', { width: 130 }),
    money('HPP', 'cost', { width: 130 }),
    money('Laba Kotor', 'margin', { width: 130 }),
    { title: 'Margin', dataIndex: 'margin_percent', align: 'right', width: 90, render: percent },
  ] as ColumnsType<OmzetRow>;
  const t = list.data?.totals;
  const totals = useMemo(
    () =>
      totalsRow(
        columns,
        t
          ? {
              orders: formatNumber(t.orders),
              grand_total: rupiah(t.grand_total),
              revenue: rupiah(t.revenue),
              ppn: rupiah(t.ppn),
              returned_value: rupiah(t.returned_value),
              net_total: rupiah(t.net_total),
              paid_amount: rupiah(t.paid_amount),
              outstanding: rupiah(t.outstanding),
              cost: rupiah(t.cost),
              margin: rupiah(t.margin),
              margin_percent: percent(t.margin_percent),
            }
          : {},
        'TOTAL PERIODE',
        'omzet-report-total',
      ),
    [t, columns],
  );
  const prev = summary.data?.previous;
  return (
    <Card
      title={<h1 className="page-title">Laporan Omzet</h1>}
      className="omzet-report-page"
      extra={<ExcelButton download={() => exportSalesReport('omzet', { ...filters, group: effectiveGroup, by })} />}
    >
      <ReportFilterBar filters={filters} onChange={change} show={{ seller: true, customer: true }}>
        <Segmented<OmzetGroup>
          className="omzet-group"
          value={effectiveGroup}
          onChange={(v) => {
            setGroup(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={[
            { label: 'Harian', value: 'day', disabled: days > 366 },
            { label: 'Bulanan', value: 'month' },
          ]}
        />
        <Segmented<OmzetBy>
          className="omzet-by"
          value={by}
          onChange={(v) => {
            setBy(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={[
            { label: 'Total', value: 'none' },
            { label: 'Per Penjual', value: 'seller' },
            { label: 'Per Gudang', value: 'gudang' },
          ]}
        />
      </ReportFilterBar>
      <TotalsCards totals={summary.data?.current.totals} growth={summary.data?.growth} loading={summary.isLoading} />
      {prev ? (
        <Typography.Paragraph type="secondary" className="omzet-previous">
          Dibandingkan dengan {periodText(prev)} ({formatNumber(days)} hari): omzet {rupiah(prev.totals.grand_total)}, {formatNumber(prev.totals.orders)}{' '}
          tagihan.
        </Typography.Paragraph>
      ) : null}
      <Card size="small" title={`Omzet ${effectiveGroup === 'day' ? 'per hari' : 'per bulan'}`} className="omzet-chart" style={{ marginBottom: 12 }}>
        <Chart option={option} height={300} label={`Omzet ${periodText(filters)}`} loading={chart.isLoading} emptyText="Belum ada penjualan pada periode ini" />
      </Card>
      <Table<OmzetRow>
        className="omzet-report-table"
        rowKey={(r) => `${r.period}:${r.key_id ?? ''}`}
        size="small"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        scroll={{ x: 1700 }}
        summary={totals}
        onChange={(p) => setPaging({ page: p.current ?? 1, perPage: p.pageSize ?? 50 })}
        pagination={{ current: paging.page, pageSize: paging.perPage, total: list.data?.total ?? 0, showSizeChanger: true }}
      />
    </Card>
  );
}

// ---------------------------------------------------------------- Pembelian per Produk

const productColumns: ColumnsType<PurchaseProductRow> = [
  { title: 'Produk', dataIndex: 'product_name', width: 240, sorter: true },
  { title: 'SKU', dataIndex: 'product_sku', width: 120, render: (v: string | null) => v ?? '-' },
  { title: 'Pemasok', dataIndex: 'suppliers', width: 200, render: (v: string | null) => v ?? '-' },
  { title: 'Penerimaan', dataIndex: 'receipt_count', align: 'right', width: 100, sorter: true, render: (v: number) => formatNumber(v) },
  { title: 'Jumlah', dataIndex: 'qty', align: 'right', width: 140, sorter: true, render: (_: number, r) => r.qty_text },
  money('Nilai (sebelum PPN)', 'value', { width: 150, sorter: true }),
  money('Harga Rata-rata', 'avg_price', { width: 130, sorter: true }),
  {
    title: 'Rentang Harga',
    dataIndex: 'min_price',
    align: 'right',
    width: 200,
    render: (_: number, r) => (r.min_price === r.max_price ? rupiah(r.min_price) : `${rupiah(r.min_price)} – ${rupiah(r.max_price)}`),
  },
  { title: 'Terakhir Diterima', dataIndex: 'last_date', width: 140, sorter: true, render: (v: string | null) => formatDate(v, 'DD-MM-YYYY') },
] as ColumnsType<PurchaseProductRow>;

const receiptColumns: ColumnsType<PurchaseReportRow> = [
  { title: 'No. Penerimaan', dataIndex: 'penerimaan_number', width: 170, sorter: true },
  { title: 'Tanggal', dataIndex: 'penerimaan_date', width: 110, sorter: true, render: (v: string) => formatDate(v, 'DD-MM-YYYY') },
  { title: 'No. Faktur', dataIndex: 'invoice_number', width: 130, render: (v: string | null) => v ?? '-' },
  { title: 'Pemasok', dataIndex: 'vendor_name', width: 180, sorter: true, render: (v: string | null) => v ?? '-' },
  { title: 'Gudang', dataIndex: 'gudang_name', width: 140 },
  { title: 'Jumlah', dataIndex: 'qty', align: 'right', width: 90, render: (v: number) => formatNumber(v) },
  money('DPP', 'dpp', { width: 130 }),
  money('PPN', 'ppn', { width: 110 }),
  money('Grand Total', 'grand_total', { width: 140, sorter: true }),
  money('Retur', 'returned_total', { width: 110 }),
  money('Dibayar', 'paid_amount', { width: 130 }),
  money('Sisa Hutang', 'outstanding', { width: 130 }),
] as ColumnsType<PurchaseReportRow>;

/** Laporan > Pembelian per Produk: what was bought in the period per variant (quantity, value, average price, suppliers), or per receipt. */
export function PembelianPerProdukPage() {
  const [filters, setFilters] = useState<SalesReportFilters>(thisMonth);
  const [group, setGroup] = useState<PurchaseGroup>('product');
  const [paging, setPaging] = useState<Paging>({ page: 1, perPage: 20 });
  const [search, setSearch] = useState('');
  const change = (f: SalesReportFilters) => {
    setFilters(f);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const q = usePurchaseReport<PurchaseProductRow | PurchaseReportRow>({ ...filters, group }, paging);
  const t = q.data?.totals;
  const onTable = (p: { current?: number; pageSize?: number }, s: unknown) => {
    const sorter = (Array.isArray(s) ? s[0] : s) as { order?: string; field?: string } | undefined;
    setPaging({
      page: p.current ?? 1,
      perPage: p.pageSize ?? 20,
      sort: sorter?.order ? { field: String(sorter.field), type: sorter.order === 'descend' ? 'desc' : 'asc' } : undefined,
    });
  };
  const pagination = { current: paging.page, pageSize: paging.perPage, total: q.data?.total ?? 0, showSizeChanger: true };
  return (
    <Card
      title={<h1 className="page-title">Pembelian per Produk</h1>}
      className="pembelian-report-page"
      extra={<ExcelButton download={() => exportSalesReport('pembelian', { ...filters, group })} />}
    >
      <ReportFilterBar filters={filters} onChange={change}>
        <Segmented<PurchaseGroup>
          className="pembelian-group"
          value={group}
          onChange={(v) => {
            setGroup(v);
            setPaging({ page: 1, perPage: paging.perPage });
          }}
          options={[
            { label: 'Per Produk', value: 'product' },
            { label: 'Per Penerimaan', value: 'receipt' },
          ]}
        />
        <Input.Search
          className="report-search"
          allowClear
          placeholder={group === 'product' ? 'Nama / SKU produk' : 'No. penerimaan / faktur / pemasok'}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => change({ ...filters, search: v.trim() || undefined })}
          style={{ width: 260 }}
        />
      </ReportFilterBar>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }} className="report-totals">
        {[
          { key: 'receipts', title: 'Penerimaan', value: formatNumber(t?.receipts ?? 0) },
          { key: 'qty', title: 'Jumlah (satuan kecil)', value: formatNumber(t?.qty ?? 0) },
          { key: 'subtotal', title: 'Nilai (sebelum PPN)', value: rupiah(t?.subtotal) },
          { key: 'grand_total', title: 'Grand Total Penerimaan', value: rupiah(t?.grand_total) },
          { key: 'outstanding', title: 'Sisa Hutang', value: rupiah(t?.outstanding) },
        ].map((f) => (
          <Col key={f.key} xs={12} md={8} lg={6} xl={4}>
            <Card size="small" className={`report-figure report-figure-${f.key}`}>
              <Statistic title={f.title} value={f.value} loading={q.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary">
        Penerimaan pemasok yang disetujui {periodText(filters)}. Nilai per produk = subtotal baris penerimaan (sebelum PPN); harga rata-rata per satuan kecil.
      </Typography.Paragraph>
      {group === 'product' ? (
        <Table<PurchaseProductRow>
          className="pembelian-report-table"
          rowKey="product_id"
          size="small"
          columns={productColumns}
          dataSource={(q.data?.group === 'product' ? q.data.data : []) as PurchaseProductRow[]}
          loading={q.isFetching}
          scroll={{ x: 1400 }}
          summary={totalsRow(
            productColumns,
            t ? { receipt_count: formatNumber(t.receipts), qty: formatNumber(t.qty), value: rupiah(t.subtotal) } : {},
            'TOTAL',
            'pembelian-report-total',
          )}
          onChange={(p, _f, s) => onTable(p, s)}
          pagination={pagination}
        />
      ) : (
        <Table<PurchaseReportRow>
          className="pembelian-report-table"
          rowKey="penerimaan_id"
          size="small"
          columns={receiptColumns}
          dataSource={(q.data?.group === 'receipt' ? q.data.data : []) as PurchaseReportRow[]}
          loading={q.isFetching}
          scroll={{ x: 1600 }}
          summary={totalsRow(
            receiptColumns,
            t
              ? {
                  qty: formatNumber(t.qty),
                  dpp: rupiah(t.dpp),
                  ppn: rupiah(t.ppn),
                  grand_total: rupiah(t.grand_total),
                  returned_total: rupiah(t.returned_total),
                  paid_amount: rupiah(t.paid_amount),
                  outstanding: rupiah(t.outstanding),
                }
              : {},
            'TOTAL',
            'pembelian-report-total',
          )}
          onChange={(p, _f, s) => onTable(p, s)}
          pagination={pagination}
        />
      )}
    </Card>
  );
}

// ---------------------------------------------------------------- Portal Laporan

/** What each report answers, under its card. */
const REPORT_NOTES: Record<string, string> = {
  reportSales: 'Tagihan per periode: DPP, PPN, ongkir, dibayar, retur, laba kotor',
  reportOmzet: 'Omzet harian/bulanan dengan grafik dan pertumbuhan dari periode lalu',
  reportPembelianPerProduk: 'Barang yang dibeli per produk: jumlah, nilai, harga rata-rata, pemasok',
  reportBonusSales: 'Bonus per penjual menurut aturan bonus',
  reportBestSeller: 'Produk paling laku per periode',
  reportMargin: 'Pendapatan, HPP dan laba kotor per tagihan, produk, pelanggan, penjual',
  kledoBalanceSheet: 'Neraca dari layanan akuntansi',
  kledoJournal: 'Jurnal dari layanan akuntansi',
  kledoProfitLoss: 'Laba rugi dari layanan akuntansi',
  reportKonsinyasi: 'Barang titipan: terjual, diretur, masih ada, hutang ke penitip',
  reportPersediaan: 'Nilai persediaan per tanggal',
  reportLatestStock: 'Stok terkini per gudang',
  reportSummaryStock: 'Ringkasan stok per gudang',
  reportStockMutation: 'Mutasi dan kartu stok',
  reportDefecta: 'Produk di bawah stok minimal',
  reportExpired: 'Batch yang mendekati atau lewat kedaluwarsa',
  reportRatioSourceLeads: 'Lead dan closing per sumber',
  reportRatioClosingCs: 'Lead dan closing per CS',
  reportSummaryCustomer: 'Demografi pelanggan',
  reportSummarySale: 'Statistik penjualan',
};

/** /report/portal: the report pages the user may open, as cards. */
export function ReportPortalPage() {
  const profile = useProfile();
  const pages = useMemo(() => {
    const report = filterRoutes(
      profile,
      ROUTES.filter((r) => r.name === 'report'),
    )[0];
    return (report?.children ?? []).filter((r) => !r.hidden && r.name !== 'reportPortal');
  }, [profile]);
  return (
    <Card title={<h1 className="page-title">Portal Laporan</h1>} className="report-portal-page">
      {pages.length === 0 ? <Alert type="info" showIcon message="Tidak ada laporan yang dapat Anda buka" /> : null}
      <Row gutter={[12, 12]}>
        {pages.map((r) => (
          <Col key={r.name} xs={24} sm={12} md={8} xl={6}>
            <Link to={r.path}>
              <Card hoverable size="small" className={`portal-item report-link-${r.name}`} style={{ height: '100%' }}>
                <Typography.Text strong>{r.title}</Typography.Text>
                {REPORT_NOTES[r.name] ? (
                  <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
                    {REPORT_NOTES[r.name]}
                  </Typography.Paragraph>
                ) : null}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
