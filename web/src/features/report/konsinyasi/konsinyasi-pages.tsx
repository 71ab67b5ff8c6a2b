import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Space, Statistic, Table, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import dayjs from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { barOption, Chart } from '../../../components/charts';
import { ChartDataTable } from '../../../components/charts/chart-data-table';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import {
  exportKonsinyasi,
  type KonsinyasiFilters,
  type KonsinyasiProductRow,
  type KonsinyasiTotals,
  type KonsinyasiVendorRow,
  type Paging,
  useKonsinyasiDetail,
  useKonsinyasiList,
  useKonsinyasiSummary,
  useKonsinyasiSummaryDetail,
} from './api/konsinyasi-api';
import { ExcelButton } from '../../../components/excel-button';
import { ReportFilterBar } from '../report-filter-bar';

/*
 * Laporan Konsinyasi (/report/konsinyasi) and its detail (/report/konsinyasi/detail?vendor_id=):
 * the goods consignor suppliers leave with the company — received, sold (net of customer returns),
 * returned to the consignor, still held — and what the company owes each consignor for what sold,
 * what it paid and what it still owes. Quantities in small units; money in rupiah without PPN.
 */

const DETAIL_PATH = '/report/konsinyasi/detail';
const NO_ROWS: KonsinyasiVendorRow[] = [];
const today = () => dayjs().format('YYYY-MM-DD');
const monthStart = () => dayjs().startOf('month').format('YYYY-MM-DD');
const qty = (v: number) => formatNumber(v);
const money = (v: number) => formatRupiah(v);

/** A figure column: a number of a consignor row (or the same of a product row), as quantity or money. */
type FigureKey = keyof KonsinyasiTotals & keyof KonsinyasiVendorRow;
interface Figure {
  key: FigureKey;
  title: string;
  money?: boolean;
  strong?: boolean;
}
const FIGURES: Record<string, Figure> = {
  product_count: { key: 'product_count', title: 'Produk' },
  qty_received: { key: 'qty_received', title: 'Diterima' },
  qty_sold: { key: 'qty_sold', title: 'Terjual' },
  qty_customer_returned: { key: 'qty_customer_returned', title: 'Retur Pelanggan' },
  qty_sold_net: { key: 'qty_sold_net', title: 'Terjual Bersih', strong: true },
  revenue: { key: 'revenue', title: 'Penjualan Bersih', money: true },
  qty_returned_supplier: { key: 'qty_returned_supplier', title: 'Retur ke Supplier' },
  stock_end: { key: 'stock_end', title: 'Stok Akhir', strong: true },
  owed: { key: 'owed', title: 'Hutang Periode', money: true, strong: true },
  paid: { key: 'paid', title: 'Dibayar Periode', money: true },
  balance: { key: 'balance', title: 'Sisa Hutang', money: true, strong: true },
};
const pick = (...keys: string[]) => keys.map((k) => FIGURES[k] as Figure);
/** The consignor list: what is owed first (the question the list answers), then how the goods moved. */
const LIST_FIGURES = pick(
  'product_count',
  'qty_sold_net',
  'revenue',
  'owed',
  'paid',
  'balance',
  'qty_received',
  'qty_sold',
  'qty_customer_returned',
  'qty_returned_supplier',
  'stock_end',
);
/** A consignor's products: sold and owed, then how the goods moved. */
const DETAIL_FIGURES = pick('qty_sold_net', 'owed', 'revenue', 'qty_received', 'qty_sold', 'qty_customer_returned', 'qty_returned_supplier', 'stock_end');

const figureText = (f: Figure, v: number) => (f.money ? money(v) : qty(v));

function figureColumns<T extends object>(figures: Figure[]): ColumnsType<T> {
  return figures.map((f) => ({
    title: f.title,
    dataIndex: f.key,
    key: f.key,
    align: 'right' as const,
    sorter: true,
    className: `col-${f.key}`,
    render: (v: number) => (f.strong ? <strong>{figureText(f, v)}</strong> : figureText(f, v)),
  }));
}

/** The shared report bar (period, warehouse) with this page's search box. */
function Filters({
  filters,
  onChange,
  searchPlaceholder,
}: {
  filters: KonsinyasiFilters;
  onChange: (f: KonsinyasiFilters) => void;
  searchPlaceholder: string;
}) {
  return (
    <ReportFilterBar filters={filters} onChange={onChange} classPrefix="konsinyasi">
      <Input.Search
        allowClear
        className="konsinyasi-search"
        placeholder={searchPlaceholder}
        defaultValue={filters.search}
        onSearch={(v) => onChange({ ...filters, search: v })}
        style={{ width: 260 }}
      />
    </ReportFilterBar>
  );
}

/** The money cards: what the period's sales owe, what was paid and what is still owed at its end. */
function DebtCards({ figures, extra, className }: { figures?: Partial<KonsinyasiTotals>; extra?: ReactNode; className: string }) {
  const f = figures ?? {};
  return (
    <Card size="small" className={className} style={{ marginBottom: 12 }}>
      <Space size={32} wrap>
        {extra}
        <Statistic title="Terjual Bersih" value={f.qty_sold_net ?? 0} formatter={(v) => qty(Number(v))} />
        <Statistic title="Penjualan Bersih" value={f.revenue ?? 0} formatter={(v) => money(Number(v))} />
        <Statistic title="Hutang Periode" value={f.owed ?? 0} formatter={(v) => money(Number(v))} />
        <Statistic title="Dibayar Periode" value={f.paid ?? 0} formatter={(v) => money(Number(v))} valueStyle={{ color: '#237804' }} />
        <Statistic title="Sisa Hutang" value={f.balance ?? 0} formatter={(v) => money(Number(v))} valueStyle={{ color: '#a8071a' }} />
        <Statistic title="Stok Dititip (akhir)" value={f.stock_end ?? 0} formatter={(v) => qty(Number(v))} />
      </Space>
      <div style={{ color: '#595959', fontSize: 12, marginTop: 4 }}>
        Jumlah dalam satuan kecil; hutang = HPP barang terjual bersih (tanpa PPN); sisa hutang = hutang s.d. akhir periode − pembayaran s.d. akhir periode
      </div>
    </Card>
  );
}

function usePaging(defaultField: string): [Paging, TableProps<never>['onChange'], (p: Partial<Paging>) => void] {
  const [paging, setPaging] = useState<Paging>({ page: 1, perPage: 20, sort: { field: defaultField, type: 'asc' } });
  const onChange: TableProps<never>['onChange'] = (p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.order ? String(s.columnKey ?? s.field ?? defaultField) : defaultField;
    setPaging({ page: p.current ?? 1, perPage: p.pageSize ?? 20, sort: { field, type: s?.order === 'descend' ? 'desc' : 'asc' } });
  };
  return [paging, onChange, (p) => setPaging({ ...paging, ...p })];
}

/** What the period's sales owe each consignor of the page, what was paid and what is still owed, as bars read from the top. */
function DebtChart({ rows }: { rows: KonsinyasiVendorRow[] }) {
  const option = useMemo(
    () =>
      barOption({
        horizontal: true,
        categories: rows.map((r) => r.vendor_name),
        series: [
          { name: 'Hutang Periode', data: rows.map((r) => r.owed), kind: 'rupiah' },
          { name: 'Dibayar Periode', data: rows.map((r) => r.paid), kind: 'rupiah', color: '#389e0d' },
          { name: 'Sisa Hutang', data: rows.map((r) => r.balance), kind: 'rupiah', color: '#cf1322' },
        ],
      }),
    [rows],
  );
  const label = 'Hutang, pembayaran dan sisa hutang per supplier konsinyasi';
  return (
    <Card size="small" title="Hutang per supplier" className="konsinyasi-chart" style={{ marginBottom: 12 }}>
      <Chart option={option} height={Math.max(160, 64 + rows.length * 56)} label={label} emptyText="Belum ada hutang pada periode ini" />
      <ChartDataTable
        caption={label}
        rows={rows}
        rowKey={(r) => String(r.vendor_id)}
        columns={[
          { key: 'vendor_name', title: 'Supplier', value: (r) => r.vendor_name },
          { key: 'owed', title: 'Hutang Periode', value: (r) => money(r.owed) },
          { key: 'paid', title: 'Dibayar Periode', value: (r) => money(r.paid) },
          { key: 'balance', title: 'Sisa Hutang', value: (r) => money(r.balance) },
        ]}
      />
    </Card>
  );
}

/** Laporan Konsinyasi: one row per consignor, the period's totals, the Excel file. */
export function KonsinyasiPage() {
  const [filters, setFilters] = useState<KonsinyasiFilters>({ date_start: monthStart(), date_end: today() });
  const [paging, onTableChange, setPaging] = usePaging('vendor_name');
  const list = useKonsinyasiList(filters, paging);
  const summary = useKonsinyasiSummary(filters);
  const totals = list.data?.totals;
  const detailLink = (r: KonsinyasiVendorRow) => {
    const q = new URLSearchParams({ vendor_id: String(r.vendor_id), date_start: filters.date_start, date_end: filters.date_end });
    if (filters.gudang_id) q.set('gudang_id', String(filters.gudang_id));
    return `${DETAIL_PATH}?${q}`;
  };
  const columns: ColumnsType<KonsinyasiVendorRow> = [
    {
      title: 'Supplier Konsinyasi',
      dataIndex: 'vendor_name',
      key: 'vendor_name',
      fixed: 'left',
      width: 220,
      sorter: true,
      render: (v: string, r) => (
        <Link className="konsinyasi-vendor-link" to={detailLink(r)}>
          {v}
        </Link>
      ),
    },
    ...figureColumns<KonsinyasiVendorRow>(LIST_FIGURES),
  ];
  return (
    <div className="konsinyasi-page">
      <Filters
        filters={filters}
        onChange={(f) => {
          setFilters(f);
          setPaging({ page: 1 });
        }}
        searchPlaceholder="Cari nama atau kode supplier"
      />
      <DebtCards
        className="konsinyasi-summary"
        figures={summary.data}
        extra={<Statistic title="Supplier" value={summary.data?.vendor_count ?? 0} formatter={(v) => qty(Number(v))} />}
      />
      <DebtChart rows={list.data?.data ?? NO_ROWS} />
      <Space style={{ marginBottom: 8 }}>
        <ExcelButton download={() => exportKonsinyasi('excel', filters)} className="konsinyasi-excel" />
      </Space>
      <Table<KonsinyasiVendorRow>
        size="small"
        className="konsinyasi-table"
        rowKey="vendor_id"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 1500 }}
        onChange={onTableChange as TableProps<KonsinyasiVendorRow>['onChange']}
        pagination={{
          current: paging.page,
          pageSize: paging.perPage,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `${formatNumber(t)} supplier`,
        }}
        summary={() =>
          totals ? (
            <Table.Summary fixed>
              <Table.Summary.Row className="konsinyasi-totals">
                <Table.Summary.Cell index={0}>
                  <b>Total</b>
                </Table.Summary.Cell>
                {LIST_FIGURES.map((f, i) => (
                  <Table.Summary.Cell key={f.key} index={i + 1} align="right" className={`total-${f.key}`}>
                    <b>{figureText(f, totals[f.key])}</b>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </div>
  );
}

const numberParam = (v: string | null) => (v === null || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/** Detail Konsinyasi: one consignor's products over the period, its totals and the Excel file. */
export function KonsinyasiDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const vendorId = numberParam(params.get('vendor_id'));
  const [filters, setFilters] = useState<KonsinyasiFilters>({
    date_start: params.get('date_start') ?? monthStart(),
    date_end: params.get('date_end') ?? today(),
    gudang_id: numberParam(params.get('gudang_id')) ?? null,
    vendor_id: vendorId,
  });
  const [paging, onTableChange, setPaging] = usePaging('product_name');
  const detail = useKonsinyasiDetail(filters, paging);
  const vendor = useKonsinyasiSummaryDetail(filters);
  const columns: ColumnsType<KonsinyasiProductRow> = [
    { title: 'Produk', dataIndex: 'product_name', key: 'product_name', fixed: 'left', width: 220, sorter: true },
    { title: 'SKU', dataIndex: 'product_sku', key: 'product_sku', width: 110, sorter: true },
    {
      title: 'HPP / Satuan',
      dataIndex: 'unit_cost',
      key: 'unit_cost',
      align: 'right',
      render: (v: number | null) => (v === null ? '-' : formatRupiah(v)),
    },
    ...figureColumns<KonsinyasiProductRow>(DETAIL_FIGURES),
    { title: 'Stok Saat Ini', dataIndex: 'stock_now_text', key: 'stock_now', align: 'right' },
  ];
  if (vendorId === undefined)
    return <Alert type="warning" showIcon message="Pilih supplier dari Laporan Konsinyasi" action={<Link to="/report/konsinyasi">Laporan Konsinyasi</Link>} />;
  return (
    <div className="konsinyasi-detail-page">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} className="konsinyasi-back" onClick={() => navigate('/report/konsinyasi')}>
          Kembali
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }} className="konsinyasi-vendor-name">
          {vendor.data?.vendor_name ?? 'Supplier'}
        </Typography.Title>
      </div>
      <Filters
        filters={filters}
        onChange={(f) => {
          setFilters(f);
          setPaging({ page: 1 });
        }}
        searchPlaceholder="Cari nama produk atau SKU"
      />
      <DebtCards
        className="konsinyasi-detail-summary"
        figures={vendor.data}
        extra={<Statistic title="Produk" value={vendor.data?.product_count ?? 0} formatter={(v) => qty(Number(v))} />}
      />
      <Space style={{ marginBottom: 8 }}>
        <ExcelButton download={() => exportKonsinyasi('detail-excel', filters)} className="konsinyasi-detail-excel" />
      </Space>
      <Table<KonsinyasiProductRow>
        size="small"
        className="konsinyasi-detail-table"
        rowKey="product_id"
        loading={detail.isFetching}
        columns={columns}
        dataSource={detail.data?.data ?? []}
        scroll={{ x: 1400 }}
        onChange={onTableChange as TableProps<KonsinyasiProductRow>['onChange']}
        pagination={{
          current: paging.page,
          pageSize: paging.perPage,
          total: detail.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `${formatNumber(t)} produk`,
        }}
      />
    </div>
  );
}
