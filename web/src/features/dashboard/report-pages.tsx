import { Card, Col, Row, Space, Statistic, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { preloadCharts } from '../../components/charts';
import { formatDate } from '../../lib/dates';
import { formatNumber, formatRupiah } from '../../lib/format-number';
import { isPartner, useProfile } from '../../lib/session';
import { ExcelButton, postExcel } from '../../components/excel-button';
import { type DashboardFilters, filterParams, thisMonth, useWidget } from './api/dashboard-api';
import { DashboardFilterBar } from './filter-bar';
import { TableRegion, tableEmpty, WidgetCard } from './widget-card';
import {
  CustomerTypePie,
  GenderPie,
  LoyalCustomersTable,
  OmzetStatsChart,
  ProvinceChart,
  SalesStatsChart,
  TopPurchasesChart,
  type WidgetProps,
} from './widgets';

/** The filters of a report page (period: this month; every warehouse), the charts' code loading beside the data. */
function useReportFilters() {
  const [filters, setFilters] = useState<DashboardFilters>(() => ({ period: thisMonth(), gudang_id: 0 }));
  const params = useMemo(() => filterParams(filters), [filters]);
  useEffect(() => preloadCharts(), []);
  return { filters, setFilters, params };
}

/**
 * Laporan › Demografi Pelanggan (/report/summary-custumer): who bought in the period — customers by
 * province, gender and customer type, the loyal customers and the ten largest buyers. The dashboard's
 * calls, which this page's permission (reportSummaryCustomer) also opens.
 */
export function CustomerSummaryPage() {
  const p = useProfile();
  const { filters, setFilters, params } = useReportFilters();
  return (
    <div className="report-summary-customer">
      <Card
        style={{ marginBottom: 16 }}
        title="Demografi Pelanggan"
        extra={
          <Space wrap>
            <DashboardFilterBar value={filters} onChange={setFilters} warehouse={!isPartner(p)} />
            <ExcelButton download={postExcel('/report/summary_customer/excel', params)} />
          </Space>
        }
      >
        <Typography.Text type="secondary">
          Pelanggan terdaftar yang berbelanja pada {formatDate(params.date_start)} – {formatDate(params.date_end)} (penjualan tanpa pelanggan tidak dihitung).
        </Typography.Text>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ProvinceChart params={params} />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <GenderPie params={params} />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <CustomerTypePie params={params} />
        </Col>
        <Col xs={24} xl={12}>
          <LoyalCustomersTable params={params} />
        </Col>
        <Col xs={24} xl={12}>
          <TopPurchasesChart params={params} />
        </Col>
        <Col xs={24}>
          <ProvinceTable params={params} />
        </Col>
      </Row>
    </div>
  );
}

/** The province figures as a table (customers, orders, grand total), beside the chart. */
function ProvinceTable({ params }: WidgetProps) {
  const q = useWidget('summary_statistik_customer_provinsi', params);
  return (
    <WidgetCard widget="summary_statistik_customer_provinsi" title="Rincian per Provinsi" query={q} className="province-table">
      {(d) => (
        <TableRegion label={'Rincian per provinsi'}>
          <Table
            size="small"
            rowKey={(r) => String(r.province_id)}
            pagination={false}
            dataSource={d}
            locale={tableEmpty}
            columns={[
              { title: 'Provinsi', dataIndex: 'province_name' },
              { title: 'Pelanggan', dataIndex: 'customers', align: 'right', render: (v: number) => formatNumber(v) },
              { title: 'Pesanan', dataIndex: 'orders', align: 'right', render: (v: number) => formatNumber(v) },
              { title: 'Total Belanja', dataIndex: 'grand_total', align: 'right', render: (v: number) => formatRupiah(v) },
            ]}
            summary={(rows) => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <b>Total</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <b>{formatNumber(rows.reduce((n, r) => n + r.customers, 0))}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <b>{formatNumber(rows.reduce((n, r) => n + r.orders, 0))}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <b>{formatRupiah(rows.reduce((n, r) => n + r.grand_total, 0))}</b>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </TableRegion>
      )}
    </WidgetCard>
  );
}

/**
 * Laporan › Statistik Penjualan (/report/summary-sale): the period's sales (invoiced, returned, paid)
 * and omzet (net revenue, cost, gross margin) as totals, two charts and one row per day (per month
 * beyond 62 days). The dashboard's calls, which this page's permission (reportSummarySale) also opens.
 */
export function SalesSummaryPage() {
  const p = useProfile();
  const { filters, setFilters, params } = useReportFilters();
  const total = useWidget('total_rp_penjualan', params);
  const sales = useWidget('summary_statistik_penjualan', params);
  const omzet = useWidget('summary_statistik_omzet', params);
  const t = total.data;
  const o = omzet.data;
  const rows = useMemo(() => {
    if (!sales.data || !omzet.data) return [];
    const byDay = new Map(omzet.data.points.map((pt) => [pt.day, pt]));
    return sales.data.points.map((s) => ({ ...s, ...byDay.get(s.day), label: s.label, interval: sales.data?.interval }));
  }, [sales.data, omzet.data]);
  const stat = (title: string, value: number | undefined, money = true) => (
    <Col xs={12} md={8} xl={4}>
      <Statistic
        title={title}
        value={value ?? 0}
        loading={value === undefined}
        formatter={(v) => (money ? formatRupiah(v) : formatNumber(v))}
        styles={{ content: { fontSize: 18 } }}
      />
    </Col>
  );
  return (
    <div className="report-summary-sale">
      <Card
        style={{ marginBottom: 16 }}
        title="Statistik Penjualan"
        extra={
          <Space wrap>
            <DashboardFilterBar value={filters} onChange={setFilters} warehouse={!isPartner(p)} />
            <ExcelButton download={postExcel('/report/summary_sale/excel', params)} />
          </Space>
        }
      >
        <Row gutter={[16, 16]} className="summary-sale-totals">
          {stat('Pesanan', t?.orders, false)}
          {stat('Total Tagihan', t?.grand_total)}
          {stat('Retur', t?.returned_value)}
          {stat('Penjualan Bersih', t?.net_total)}
          {stat('Omzet (tanpa PPN)', o?.net_revenue)}
          {stat('Laba Kotor', o?.margin)}
        </Row>
        {total.isError ? <Typography.Text type="danger">{(total.error as Error).message}</Typography.Text> : null}
      </Card>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} xl={12}>
          <SalesStatsChart params={params} height={320} />
        </Col>
        <Col xs={24} xl={12}>
          <OmzetStatsChart params={params} height={320} />
        </Col>
      </Row>
      <Card size="small" title={sales.data?.interval === 'month' ? 'Per Bulan' : 'Per Hari'} className="summary-sale-table">
        <TableRegion label={'Statistik penjualan per hari'}>
          <Table
            size="small"
            rowKey="day"
            loading={sales.isFetching || omzet.isFetching}
            dataSource={rows}
            pagination={{ pageSize: 31, hideOnSinglePage: true, size: 'small' }}
            locale={tableEmpty}
            columns={[
              {
                title: sales.data?.interval === 'month' ? 'Bulan' : 'Tanggal',
                dataIndex: 'day',
                render: (v: string) => formatDate(v, sales.data?.interval === 'month' ? 'MMMM YYYY' : 'ddd, D MMM YYYY'),
              },
              { title: 'Pesanan', dataIndex: 'orders', align: 'right', render: (v: number) => formatNumber(v) },
              { title: 'Total Tagihan', dataIndex: 'grand_total', align: 'right', render: (v: number) => formatRupiah(v) },
              { title: 'Retur', dataIndex: 'returned_value', align: 'right', render: (v: number) => formatRupiah(v) },
              { title: 'Omzet', dataIndex: 'net_revenue', align: 'right', render: (v?: number) => formatRupiah(v ?? 0) },
              { title: 'HPP', dataIndex: 'cost', align: 'right', render: (v?: number) => formatRupiah(v ?? 0) },
              { title: 'Laba Kotor', dataIndex: 'margin', align: 'right', render: (v?: number) => formatRupiah(v ?? 0) },
            ]}
            summary={() =>
              sales.data && o ? (
                <Table.Summary fixed>
                  <Table.Summary.Row className="summary-sale-total-row">
                    <Table.Summary.Cell index={0}>
                      <b>Total</b>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right">
                      <b>{formatNumber(sales.data.orders)}</b>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">
                      <b>{formatRupiah(sales.data.grand_total)}</b>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">
                      <b>{formatRupiah(sales.data.returned_value)}</b>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={4} align="right">
                      <b>{formatRupiah(o.net_revenue)}</b>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={5} align="right">
                      <b>{formatRupiah(o.cost)}</b>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={6} align="right">
                      <b>{formatRupiah(o.margin)}</b>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                </Table.Summary>
              ) : null
            }
          />
        </TableRegion>
      </Card>
    </div>
  );
}
