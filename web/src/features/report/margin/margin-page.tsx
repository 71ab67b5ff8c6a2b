import { MARGIN_GROUP_LABELS, MARGIN_GROUPS, type MarginGroup, type MarginRow } from '@bo/contract';
import { Alert, Card, Empty, Segmented, Space, Statistic, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { barOption, Chart, preloadCharts } from '../../../components/charts';
import { formatDate } from '../../../lib/dates';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { useMargins } from './api/margin-api';
import { ExcelButton, postExcel } from '../../../components/excel-button';
import { type PeriodFilters, ReportFilterBar, reportBody, thisMonth } from '../report-filter-bar';
import { serverPaging, totalsRow } from '../report-table';

const money = (v: number) => formatRupiah(v);
const pct = (v: number | null) => (v === null ? '-' : `${formatNumber(v, 2)}%`);

/** The first column(s) of a grouping. */
function keyColumns(group: MarginGroup): ColumnsType<MarginRow> {
  switch (group) {
    case 'invoice':
      return [
        { title: 'No. Tagihan', dataIndex: 'label', fixed: 'left', width: 190 },
        { title: 'Tanggal', dataIndex: 'order_date', render: (v: string) => formatDate(v) },
        { title: 'Pelanggan', dataIndex: 'extra' },
      ];
    case 'product':
      return [
        { title: 'Produk', dataIndex: 'label', fixed: 'left', width: 240 },
        { title: 'SKU', dataIndex: 'extra' },
        { title: 'Terjual Bersih', dataIndex: 'qty_net', align: 'right', render: (v: number) => formatNumber(v) },
      ];
    case 'category':
      return [
        { title: 'Etalase', dataIndex: 'label', fixed: 'left', width: 200 },
        { title: 'Terjual Bersih', dataIndex: 'qty_net', align: 'right', render: (v: number) => formatNumber(v) },
      ];
    case 'day':
      return [{ title: 'Tanggal', dataIndex: 'label', render: (v: string) => formatDate(v) }];
    case 'month':
      return [{ title: 'Bulan', dataIndex: 'label', render: (v: string) => formatDate(`${v}-01`, 'MMMM YYYY') }];
    default:
      return [{ title: MARGIN_GROUP_LABELS[group], dataIndex: 'label', fixed: 'left', width: 220 }];
  }
}

const MEASURES: ColumnsType<MarginRow> = [
  { title: 'Penjualan Bersih', dataIndex: 'net_revenue', align: 'right', render: money },
  {
    title: (
      <Tooltip title="Penjualan yang barangnya belum keluar gudang: HPP-nya belum diketahui, tidak ikut laba kotor">
        <span>Belum Keluar Gudang</span>
      </Tooltip>
    ),
    dataIndex: 'uncosted_revenue',
    align: 'right',
    render: (v: number) => (v ? money(v) : '-'),
  },
  { title: 'HPP', dataIndex: 'cost', align: 'right', render: money },
  { title: 'Laba Kotor', dataIndex: 'margin', align: 'right', render: (v: number) => <b>{money(v)}</b> },
  { title: 'Margin', dataIndex: 'margin_pct', align: 'right', render: pct },
];

/**
 * Laba Kotor (Laporan > margin, beyond the spec): net revenue, cost of goods sold at the moving
 * average when the stock left, margin and margin % per invoice, product, etalase, customer,
 * salesperson, day or month; what is sold but not yet out of the warehouse is shown apart.
 */
export function MarginPage() {
  const [filters, setFilters] = useState<PeriodFilters>(thisMonth);
  const [group, setGroup] = useState<MarginGroup>('day');
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const byProduct = group === 'product' || group === 'category';
  useEffect(preloadCharts, []);
  // The etalase applies to the product and etalase groupings only.
  const body = reportBody({ ...filters, main_category_id: byProduct ? filters.main_category_id : undefined }, { group_by: group });
  const q = useMargins({ ...body, ...paging });
  const timeLike = group === 'day' || group === 'month';
  // The chart: the whole period over time, or the 10 groups with the largest net revenue.
  const chartQ = useMargins(timeLike ? { ...body, page: 1, perPage: 400 } : { ...body, sort: 'net_revenue', page: 1, perPage: 10 });
  const t = q.data?.totals;
  const chart = useMemo(() => {
    const list = chartQ.data?.data ?? [];
    return barOption({
      horizontal: !timeLike,
      categories: list.map((r) => String(r.label)),
      categoryKind: group === 'day' ? 'date' : group === 'month' ? 'month' : 'text',
      series: [
        { name: 'HPP', data: list.map((r) => r.cost), kind: 'rupiah', stack: 'terhitung' },
        { name: 'Laba Kotor', data: list.map((r) => r.margin), kind: 'rupiah', stack: 'terhitung' },
        { name: 'Belum Keluar Gudang', data: list.map((r) => r.uncosted_revenue), kind: 'rupiah', stack: 'terhitung' },
      ],
    });
  }, [chartQ.data, group, timeLike]);
  const change = (f: PeriodFilters) => {
    setFilters(f);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const columns = [...keyColumns(group), ...MEASURES];
  return (
    <Card className="margin-page" title="Laba Kotor" extra={<ExcelButton download={postExcel('/report/margin/excel', body)} />}>
      <ReportFilterBar filters={filters} onChange={change} show={{ seller: true, category: byProduct }}>
        <Segmented<MarginGroup>
          className="margin-group"
          value={group}
          onChange={(v) => {
            setGroup(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={MARGIN_GROUPS.map((g) => ({ value: g, label: MARGIN_GROUP_LABELS[g] }))}
        />
      </ReportFilterBar>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space size={32} wrap>
          <Statistic title="Penjualan Bersih (DPP)" value={money(t?.net_revenue ?? 0)} className="margin-total-net" />
          <Statistic title="HPP" value={money(t?.cost ?? 0)} className="margin-total-cost" />
          <Statistic title="Laba Kotor" value={money(t?.margin ?? 0)} className="margin-total-margin" />
          <Statistic title="Margin" value={pct(t?.margin_pct ?? null)} className="margin-total-pct" />
          <Statistic title="Belum Keluar Gudang" value={money(t?.uncosted_revenue ?? 0)} className="margin-total-uncosted" />
        </Space>
        {t?.uncosted_revenue ? (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 8 }}
            className="margin-uncosted-note"
            title={`${money(t.uncosted_revenue)} penjualan barangnya belum keluar gudang: HPP-nya dihitung saat stok keluar, jadi belum masuk laba kotor.`}
          />
        ) : null}
      </Card>
      <Card
        size="small"
        title={
          timeLike
            ? `HPP dan laba kotor per ${MARGIN_GROUP_LABELS[group].toLowerCase()}`
            : `10 ${MARGIN_GROUP_LABELS[group].toLowerCase()} dengan penjualan terbesar`
        }
        className="margin-chart"
        style={{ marginBottom: 12 }}
      >
        <Chart
          option={chart}
          loading={chartQ.isLoading}
          height={timeLike ? 300 : Math.max(220, 34 * (chartQ.data?.data.length ?? 0) + 80)}
          label="Laba kotor"
          emptyText="Belum ada penjualan pada periode ini"
        />
      </Card>
      <Table<MarginRow>
        className="margin-table"
        rowKey={(r) => String(r.key)}
        size="small"
        loading={q.isFetching}
        dataSource={q.data?.data ?? []}
        columns={columns}
        scroll={{ x: 1000 }}
        pagination={serverPaging(paging, q.data?.total, setPaging)}
        locale={{ emptyText: <Empty description="Belum ada penjualan pada periode ini" /> }}
        summary={totalsRow(
          columns,
          t
            ? {
                net_revenue: money(t.net_revenue),
                uncosted_revenue: money(t.uncosted_revenue),
                cost: money(t.cost),
                margin: money(t.margin),
                margin_pct: pct(t.margin_pct),
              }
            : {},
          'Total',
          'margin-summary',
        )}
      />
    </Card>
  );
}
