import type { BestsellerRow } from '@bo/contract';
import { Card, Empty, Input, Segmented, Space, Statistic, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { barOption, Chart, preloadCharts } from '../../../components/charts';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { ExcelButton, postExcel } from '../../../components/excel-button';
import { type PeriodFilters, ReportFilterBar, reportBody, thisMonth } from '../report-filter-bar';
import { serverPaging } from '../report-table';
import { useBestsellers } from './api/bestseller-api';

type OrderBy = 'qty' | 'revenue';

/** Produk Terlaris (Laporan > best-seller-product): variants ranked by net quantity or net revenue, with a chart of the top 10. */
export function BestSellerPage() {
  const [filters, setFilters] = useState<PeriodFilters>(thisMonth);
  const [orderBy, setOrderBy] = useState<OrderBy>('qty');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  useEffect(preloadCharts, []);
  const body = reportBody(filters, { order_by: orderBy, search });
  const q = useBestsellers({ ...body, ...paging });
  const top = useBestsellers({ ...body, page: 1, perPage: 10 });
  const rows = q.data?.data ?? [];
  const t = q.data?.totals;
  const chart = useMemo(() => {
    const list = top.data?.data ?? [];
    return barOption({
      horizontal: true,
      categories: list.map((r) => r.product_name),
      series:
        orderBy === 'qty'
          ? [{ name: 'Terjual bersih (satuan kecil)', data: list.map((r) => r.qty_net) }]
          : [{ name: 'Penjualan bersih', data: list.map((r) => r.net_revenue), kind: 'rupiah' }],
    });
  }, [top.data, orderBy]);
  const change = (f: PeriodFilters) => {
    setFilters(f);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  return (
    <Card className="bestseller-page" title="Produk Terlaris" extra={<ExcelButton download={postExcel('/report/bestseller/excel', body)} />}>
      <ReportFilterBar filters={filters} onChange={change} show={{ seller: true, category: true }}>
        <Segmented<OrderBy>
          className="bestseller-order"
          value={orderBy}
          onChange={(v) => {
            setOrderBy(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={[
            { label: 'Jumlah terjual', value: 'qty' },
            { label: 'Nilai penjualan', value: 'revenue' },
          ]}
        />
        <Input.Search
          allowClear
          className="report-search"
          placeholder="Cari produk, SKU, barcode"
          onSearch={(v) => {
            setSearch(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          style={{ width: 240 }}
        />
      </ReportFilterBar>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space size={32} wrap>
          <Statistic title="Produk Terjual" value={formatNumber(q.data?.total ?? 0)} />
          <Statistic title="Terjual Bersih (satuan kecil)" value={formatNumber(t?.qty_net ?? 0)} className="bestseller-total-qty" />
          <Statistic title="Diretur" value={formatNumber(t?.qty_returned ?? 0)} />
          <Statistic title="Penjualan Bersih (DPP)" value={formatRupiah(t?.net_revenue ?? 0)} className="bestseller-total-revenue" />
        </Space>
      </Card>
      <Card
        size="small"
        title={`10 produk terlaris menurut ${orderBy === 'qty' ? 'jumlah' : 'nilai penjualan'}`}
        className="bestseller-chart"
        style={{ marginBottom: 12 }}
      >
        <Chart
          option={chart}
          loading={top.isLoading}
          height={Math.max(220, 34 * (top.data?.data.length ?? 0) + 60)}
          label="Produk terlaris"
          emptyText="Belum ada penjualan pada periode ini"
        />
      </Card>
      <Table<BestsellerRow>
        className="bestseller-table"
        rowKey="product_id"
        size="small"
        loading={q.isFetching}
        dataSource={rows}
        scroll={{ x: 1000 }}
        pagination={serverPaging(paging, q.data?.total, setPaging)}
        locale={{ emptyText: <Empty description="Belum ada penjualan pada periode ini" /> }}
        columns={[
          { title: '#', dataIndex: 'rank', width: 56, align: 'right' },
          { title: 'Produk', dataIndex: 'product_name', width: 240 },
          { title: 'SKU', dataIndex: 'varian_sku' },
          { title: 'Etalase', dataIndex: 'category_name', render: (v: string | null) => v ?? '-' },
          {
            title: 'Terjual',
            dataIndex: 'qty',
            align: 'right',
            render: (v: number, r) => `${formatNumber(v)} ${r.product_satuan_kecil_name ?? ''}`,
          },
          { title: 'Diretur', dataIndex: 'qty_returned', align: 'right', render: (v: number) => (v ? formatNumber(v) : '-') },
          { title: 'Terjual Bersih', dataIndex: 'qty_net', align: 'right', render: (v: number) => <b>{formatNumber(v)}</b> },
          { title: 'Penjualan Bersih', dataIndex: 'net_revenue', align: 'right', render: (v: number) => formatRupiah(v) },
          orderBy === 'qty'
            ? { title: 'Peringkat Nilai', dataIndex: 'rank_revenue', align: 'right' }
            : { title: 'Peringkat Jumlah', dataIndex: 'rank_qty', align: 'right' },
        ]}
      />
    </Card>
  );
}
