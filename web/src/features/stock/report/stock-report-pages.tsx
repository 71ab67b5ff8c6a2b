import { FileExcelOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, DatePicker, Empty, Input, message, Segmented, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { barOption, Chart, lineOption } from '../../../components/charts';
import { ChartDataTable } from '../../../components/charts/chart-data-table';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { formatDate } from '../../../lib/dates';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import {
  type DefectaRow,
  exportStockReport,
  type LatestStockRow,
  type Paging,
  type PersediaanSeries,
  type SeriesInterval,
  type StockReportExport,
  type StockReportFilters,
  type StockRowBase,
  useDefecta,
  useLatestStock,
  usePersediaan,
  usePersediaanSeries,
  usePersediaanSummary,
  useStockSummary,
  type WarehouseTotal,
} from './api/stock-report-api';

/**
 * Stock value per warehouse as horizontal bars (people compare warehouses at a glance rather than read
 * a column), drawn with the ECharts wrapper; the figures also in a visually hidden table beside it.
 */
function ValueBars({ rows, title }: { rows: WarehouseTotal[]; title: string }) {
  const option = useMemo(
    () =>
      barOption({
        horizontal: true,
        categories: rows.map((r) => r.master_gudang_name),
        series: [{ name: 'Nilai stok', data: rows.map((r) => r.stock_value), kind: 'rupiah' }],
      }),
    [rows],
  );
  return (
    <Card size="small" title={title} className="stock-value-chart">
      {rows.length === 0 ? (
        <Empty description="Tidak ada gudang" />
      ) : (
        <>
          <Chart
            option={option}
            height={Math.max(120, 40 + rows.length * 36)}
            label={title}
            emptyText="Belum ada nilai: stok ini masuk tanpa harga pokok."
            className="stock-value-bars"
          />
          <ChartDataTable
            caption={title}
            rows={rows}
            rowKey={(r) => String(r.master_gudang_id)}
            columns={[
              { key: 'gudang', title: 'Gudang', value: (r) => r.master_gudang_name },
              { key: 'stock_value', title: 'Nilai stok', value: (r) => formatRupiah(r.stock_value) },
            ]}
          />
        </>
      )}
    </Card>
  );
}

/** "Dalam Perjalanan": goods of transfers approved and not yet received, out of the source and not yet in the destination. */
const transitColumn = <T extends StockRowBase>(): ColumnsType<T>[number] => ({
  title: 'Dalam Perjalanan',
  dataIndex: 'transit_qty_text',
  align: 'right',
  className: 'stock-transit',
  render: (v: string, r) => (r.transit_qty ? <Tag color="blue">{v}</Tag> : '-'),
});

/**
 * Stock value over time as a line (warehouses + in transit; the part in transit as a second line),
 * drawn with the ECharts wrapper; the points also in a visually hidden table (one row per date).
 */
function ValueLine({ series }: { series?: PersediaanSeries }) {
  const points = useMemo(() => series?.points ?? [], [series]);
  const option = useMemo(
    () =>
      lineOption({
        categories: points.map((p) => p.date),
        categoryKind: 'date',
        series: [
          { name: 'Nilai persediaan', data: points.map((p) => p.total_value), kind: 'rupiah', area: true },
          ...(points.some((p) => p.transit_value) ? [{ name: 'Dalam perjalanan', data: points.map((p) => p.transit_value), kind: 'rupiah' as const }] : []),
        ],
      }),
    [points],
  );
  if (!points.length) return <Empty description="Belum ada nilai persediaan" />;
  const values = points.map((p) => p.total_value);
  const last = points[points.length - 1];
  const label = `Nilai persediaan ${formatDate(points[0].date)} sampai ${formatDate(last.date)}`;
  return (
    <div>
      <Chart option={option} height={220} label={label} className="stock-value-line" />
      <ChartDataTable
        caption={label}
        rows={points}
        rowKey={(p) => p.date}
        columns={[
          { key: 'date', title: 'Tanggal', value: (p) => formatDate(p.date) },
          { key: 'total_value', title: 'Nilai persediaan', value: (p) => formatRupiah(p.total_value) },
          { key: 'transit_value', title: 'Dalam perjalanan', value: (p) => formatRupiah(p.transit_value) },
        ]}
      />
      <Typography.Text type="secondary">
        Tertinggi {formatRupiah(Math.max(...values))} · terendah {formatRupiah(Math.min(...values))} · akhir {formatRupiah(last.total_value)}
      </Typography.Text>
    </div>
  );
}

const INTERVAL_DAYS: Record<SeriesInterval, number> = { day: 29, week: 7 * 12 - 1, month: 365 };

/** The persediaan chart card: value (warehouses + in transit) at the end of each day, week or month up to the report's date. */
function PersediaanChart({ filters }: { filters: StockReportFilters }) {
  const [interval, setInterval] = useState<SeriesInterval>('day');
  const end = filters.date_end ?? dayjs().format('YYYY-MM-DD');
  const start = dayjs(end).subtract(INTERVAL_DAYS[interval], 'day').format('YYYY-MM-DD');
  const series = usePersediaanSeries({ gudang_id: filters.gudang_id, date_end: end, date_start: start, interval });
  return (
    <Card
      size="small"
      title="Nilai persediaan dari waktu ke waktu"
      className="persediaan-chart"
      extra={
        <Segmented<SeriesInterval>
          size="small"
          value={interval}
          onChange={setInterval}
          options={[
            { label: 'Harian', value: 'day' },
            { label: 'Mingguan', value: 'week' },
            { label: 'Bulanan', value: 'month' },
          ]}
        />
      }
    >
      <ValueLine series={series.data} />
    </Card>
  );
}

function ExcelButton({ kind, filters }: { kind: StockReportExport; filters: StockReportFilters }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FileExcelOutlined />}
      className="report-excel"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const name = await exportStockReport(kind, filters);
          message.success(`Berkas ${name} diunduh`);
        } finally {
          setBusy(false);
        }
      }}
    >
      Excel
    </Button>
  );
}

/** Warehouse, product search and "only with stock" of a stock report; applied on change / search. */
function ReportFilters(props: { filters: StockReportFilters; onChange: (f: StockReportFilters) => void; date?: boolean; onlyStock?: boolean }) {
  const { filters, onChange } = props;
  return (
    <Space wrap style={{ marginBottom: 12 }} className="report-filters">
      {props.date ? (
        <DatePicker
          className="report-date"
          format="DD-MM-YYYY"
          allowClear={false}
          value={dayjs(filters.date_end)}
          disabledDate={(d: Dayjs) => d.isAfter(dayjs(), 'day')}
          onChange={(d) => d && onChange({ ...filters, date_end: d.format('YYYY-MM-DD') })}
          aria-label="Per tanggal"
        />
      ) : null}
      <WarehouseSelect
        className="report-gudang"
        allowClear
        placeholder="Semua gudang"
        value={filters.gudang_id}
        onChange={(v) => onChange({ ...filters, gudang_id: v })}
        style={{ minWidth: 200 }}
      />
      <Input.Search
        allowClear
        className="report-search"
        placeholder="Cari produk, SKU, barcode"
        onSearch={(v) => onChange({ ...filters, search: v })}
        style={{ width: 260 }}
      />
      {props.onlyStock ? (
        <Checkbox checked={Boolean(filters.only_stock)} onChange={(e) => onChange({ ...filters, only_stock: e.target.checked ? 1 : undefined })}>
          Hanya yang ada stok
        </Checkbox>
      ) : null}
    </Space>
  );
}

const productColumns = <T extends StockRowBase>(): ColumnsType<T> => [
  { title: 'Produk', dataIndex: 'product_name', fixed: 'left', width: 220 },
  { title: 'SKU', dataIndex: 'product_sku', width: 120 },
];

function usePaging(): [Paging, (page: number, perPage: number) => void, () => void] {
  const [paging, setPaging] = useState<Paging>({ page: 1, perPage: 20 });
  return [paging, (page, perPage) => setPaging({ page, perPage }), () => setPaging((p) => ({ ...p, page: 1 }))];
}

/** Stok Terkini (Inventori > lateststok1, Laporan > lateststok): each variant's stock in every warehouse, totals and a chart. */
export function LatestStockPage() {
  const [filters, setFilters] = useState<StockReportFilters>({});
  const [paging, setPage, firstPage] = usePaging();
  const list = useLatestStock(filters, paging);
  const summary = useStockSummary(filters);
  const warehouses = list.data?.gudang ?? [];
  const change = (f: StockReportFilters) => {
    setFilters(f);
    firstPage();
  };
  const columns: ColumnsType<LatestStockRow> = [
    ...productColumns<LatestStockRow>(),
    ...warehouses.map((w, i) => ({
      title: w.master_gudang_name,
      key: `g${w.master_gudang_id}`,
      align: 'right' as const,
      render: (_: unknown, r: LatestStockRow) => r.gudang[i]?.qty_text ?? '-',
    })),
    { title: 'Total', dataIndex: 'qty_text', align: 'right', render: (v: string, r) => <b className={r.qty < r.product_min_stock ? 'stock-low' : ''}>{v}</b> },
    {
      title: 'Stok Minimal',
      dataIndex: 'product_min_stock',
      align: 'right',
      render: (v: number, r) => (r.qty < v ? <Tag color="red">{formatNumber(v)}</Tag> : formatNumber(v)),
    },
    { title: 'Nilai', dataIndex: 'stock_value', align: 'right', render: (v: number) => formatRupiah(v) },
    transitColumn<LatestStockRow>(),
  ];
  const t = summary.data?.total;
  return (
    <Card className="latest-stock-page" title="Stok Terkini" extra={<ExcelButton kind="custom" filters={filters} />}>
      <ReportFilters filters={filters} onChange={change} onlyStock />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 12, marginBottom: 12 }}>
        <Card size="small">
          <Space size={32} wrap>
            <Statistic title="Nilai Stok" value={formatRupiah(t?.stock_value ?? 0)} className="total-stock-value" />
            <Statistic title="Dalam Perjalanan" value={formatRupiah(t?.transit_value ?? 0)} className="total-transit-value" />
            <Statistic title="Nilai Total" value={formatRupiah(t?.total_value ?? 0)} className="total-company-value" />
            <Statistic title="Produk Tersedia" value={t?.product_count ?? 0} />
            <Statistic title="Stok Kosong" value={t?.empty_count ?? 0} />
            <Statistic title="Di Bawah Minimal" value={t?.defecta_count ?? 0} />
          </Space>
        </Card>
        <ValueBars rows={summary.data?.per_gudang ?? []} title="Nilai stok per gudang" />
      </div>
      <Table<LatestStockRow>
        className="latest-stock-table"
        rowKey="product_id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        columns={columns}
        scroll={{ x: 700 + warehouses.length * 120 }}
        pagination={{ current: paging.page, pageSize: paging.perPage, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: true }}
        locale={{ emptyText: <Empty description="Tidak ada produk" /> }}
      />
    </Card>
  );
}

/** Ringkasan Stok (Laporan > summary-stok): stock value, variants in stock and quantity per warehouse, with a chart. */
export function SummaryStockPage() {
  const [filters, setFilters] = useState<StockReportFilters>({});
  const summary = useStockSummary(filters);
  const t = summary.data?.total;
  const rows = summary.data?.per_gudang ?? [];
  return (
    <Card className="summary-stock-page" title="Ringkasan Stok" extra={<ExcelButton kind="custom" filters={filters} />}>
      <Space wrap style={{ marginBottom: 12 }}>
        <WarehouseSelect
          className="report-gudang"
          allowClear
          placeholder="Semua gudang"
          value={filters.gudang_id}
          onChange={(v) => setFilters({ gudang_id: v })}
          style={{ minWidth: 200 }}
        />
      </Space>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space size={32} wrap>
          <Statistic title="Nilai Stok" value={formatRupiah(t?.stock_value ?? 0)} className="total-stock-value" />
          <Statistic title="Dalam Perjalanan" value={formatRupiah(t?.transit_value ?? 0)} className="total-transit-value" />
          <Statistic title="Nilai Total" value={formatRupiah(t?.total_value ?? 0)} className="total-company-value" />
          <Statistic title="Varian" value={t?.variant_count ?? 0} />
          <Statistic title="Produk Tersedia" value={t?.product_count ?? 0} />
          <Statistic title="Stok Kosong" value={t?.empty_count ?? 0} />
          <Statistic title="Di Bawah Minimal" value={t?.defecta_count ?? 0} />
        </Space>
      </Card>
      <div style={{ marginBottom: 12 }}>
        <ValueBars rows={rows} title="Nilai stok per gudang" />
      </div>
      <Table<WarehouseTotal>
        className="summary-stock-table"
        rowKey="master_gudang_id"
        size="small"
        loading={summary.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: 'Gudang', dataIndex: 'master_gudang_name' },
          { title: 'Produk Tersedia', dataIndex: 'product_count', align: 'right', render: (v: number) => formatNumber(v) },
          { title: 'Jumlah (satuan kecil)', dataIndex: 'qty', align: 'right', render: (v: number) => formatNumber(v) },
          { title: 'Nilai Stok', dataIndex: 'stock_value', align: 'right', render: (v: number) => formatRupiah(v) },
          {
            title: 'Dalam Perjalanan ke Gudang Ini',
            dataIndex: 'transit_in_value',
            align: 'right',
            render: (v: number) => (v ? formatRupiah(v) : '-'),
          },
        ]}
        summary={() => (
          <Table.Summary.Row className="summary-total">
            <Table.Summary.Cell index={0}>
              <b>Total</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {formatNumber(t?.product_count ?? 0)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {formatNumber(t?.qty ?? 0)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <b>{formatRupiah(t?.stock_value ?? 0)}</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <b>{formatRupiah(t?.transit_value ?? 0)}</b>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

/** Produk Defecta (Laporan > produk-defecta): variants below their minimum stock, with the shortage and what to order. */
export function DefectaPage() {
  const [filters, setFilters] = useState<StockReportFilters>({});
  const [paging, setPage, firstPage] = usePaging();
  const list = useDefecta(filters, paging);
  return (
    <Card className="defecta-page" title="Produk Defecta" extra={<ExcelButton kind="defecta" filters={filters} />}>
      <ReportFilters
        filters={filters}
        onChange={(f) => {
          setFilters(f);
          firstPage();
        }}
      />
      <Alert
        type={list.data?.total ? 'warning' : 'success'}
        showIcon
        style={{ marginBottom: 12 }}
        className="defecta-count"
        title={list.data?.total ? `${list.data.total} produk di bawah stok minimal` : 'Tidak ada produk di bawah stok minimal'}
      />
      <Table<DefectaRow>
        className="defecta-table"
        rowKey="product_id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 1000 }}
        pagination={{ current: paging.page, pageSize: paging.perPage, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: true }}
        locale={{ emptyText: <Empty description="Semua produk di atas stok minimal" /> }}
        columns={[
          ...productColumns<DefectaRow>(),
          { title: 'Vendor', dataIndex: 'main_vendor_name', render: (v) => v ?? '-' },
          { title: 'Stok', dataIndex: 'qty_text', align: 'right' },
          { title: 'Stok Minimal', dataIndex: 'product_min_stock_text', align: 'right' },
          { title: 'Kekurangan', dataIndex: 'shortage_text', align: 'right', render: (v: string) => <Tag color="red">{v}</Tag> },
          {
            title: 'Saran Pesan',
            dataIndex: 'order_besar',
            align: 'right',
            render: (v: number, r) => `${formatNumber(v)} ${r.product_satuan_besar_name ?? ''}`,
          },
        ]}
      />
    </Card>
  );
}

/** Laporan Persediaan: quantity and value of stock at the end of a chosen day, per product and per warehouse. */
export function PersediaanPage() {
  const [filters, setFilters] = useState<StockReportFilters>({ date_end: dayjs().format('YYYY-MM-DD') });
  const [paging, setPage, firstPage] = usePaging();
  const list = usePersediaan(filters, paging);
  const summary = usePersediaanSummary(filters);
  const t = summary.data?.total;
  return (
    <Card className="persediaan-page" title="Laporan Persediaan" extra={<ExcelButton kind="persediaan" filters={filters} />}>
      <ReportFilters
        filters={filters}
        date
        onlyStock
        onChange={(f) => {
          setFilters(f);
          firstPage();
        }}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 12, marginBottom: 12 }}>
        <Card size="small">
          <Typography.Text type="secondary">Per akhir hari {formatDate(filters.date_end)}</Typography.Text>
          <Space size={32} wrap style={{ display: 'flex', marginTop: 8 }}>
            <Statistic title="Nilai di Gudang" value={formatRupiah(t?.stock_value ?? 0)} className="total-persediaan-value" />
            <Statistic title="Dalam Perjalanan" value={formatRupiah(t?.transit_value ?? 0)} className="total-transit-value" />
            <Statistic title="Nilai Persediaan Total" value={formatRupiah(t?.total_value ?? 0)} className="total-company-value" />
            <Statistic title="Produk Tersedia" value={t?.product_count ?? 0} />
            <Statistic title="Jumlah (satuan kecil)" value={formatNumber(t?.qty ?? 0)} />
          </Space>
        </Card>
        <ValueBars rows={summary.data?.per_gudang ?? []} title="Nilai persediaan per gudang" />
      </div>
      <div style={{ marginBottom: 12 }}>
        <PersediaanChart filters={filters} />
      </div>
      <Table<StockRowBase>
        className="persediaan-table"
        rowKey="product_id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 900 }}
        pagination={{ current: paging.page, pageSize: paging.perPage, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: true }}
        locale={{ emptyText: <Empty description="Belum ada persediaan pada tanggal ini" /> }}
        columns={[
          ...productColumns<StockRowBase>(),
          { title: 'Jumlah', dataIndex: 'qty_text', align: 'right' },
          { title: 'HPP Rata-rata', dataIndex: 'avg_cost', align: 'right', render: (v: number) => formatNumber(v, 2) },
          { title: 'Nilai', dataIndex: 'stock_value', align: 'right', render: (v: number) => formatRupiah(v) },
          transitColumn<StockRowBase>(),
          { title: 'Nilai Dalam Perjalanan', dataIndex: 'transit_value', align: 'right', render: (v: number) => (v ? formatRupiah(v) : '-') },
        ]}
      />
    </Card>
  );
}
