import { LEAD_SOURCES } from '@bo/contract';
import { Card, Col, Empty, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { PeriodFilter, type Period } from '../../../components/document/period-filter';
import { formatDate } from '../../../lib/dates';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { type LeadRange, useRatioByAdmin, useRatioBySource } from './api/lead-api';
import { AdminSelect, defaultPeriod, SourceTag } from './closing-leads-page';
import { formatPercent, RatioBars } from './lead-charts';

const percent = formatPercent;

interface Filters {
  period: Period;
  source?: string;
  admin_id?: number;
}

const rangeOf = (f: Filters): LeadRange => {
  const [start, end] = f.period ?? defaultPeriod();
  return { date_start: start.format('YYYY-MM-DD'), date_end: end.format('YYYY-MM-DD'), source: f.source, admin_id: f.admin_id };
};

type Totals = { leads: number; closings: number; ratio: number; closing_total: number };

function TotalsRow({ total, range }: { total?: Totals; range?: { date_start: string; date_end: string } }) {
  return (
    <>
      <Row gutter={12} style={{ marginBottom: 12 }} className="ratio-totals">
        <Col xs={12} md={6}>
          <Statistic title="Lead" value={total?.leads ?? 0} formatter={(v) => formatNumber(v)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Closing" value={total?.closings ?? 0} formatter={(v) => formatNumber(v)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Rasio Closing" value={total?.ratio ?? 0} formatter={(v) => percent(Number(v))} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Nilai Tagihan Closing" value={total?.closing_total ?? 0} formatter={(v) => formatRupiah(v)} />
        </Col>
      </Row>
      {range ? (
        <Typography.Paragraph type="secondary">
          Lead yang masuk {formatDate(range.date_start)} – {formatDate(range.date_end)}; closing = lead yang punya tagihan (tidak dibatalkan), kapan pun
          tagihannya dibuat.
        </Typography.Paragraph>
      ) : null}
    </>
  );
}

const countColumns = [
  { title: 'Lead', dataIndex: 'leads', align: 'right' as const, render: (v: number) => formatNumber(v) },
  { title: 'Closing', dataIndex: 'closings', align: 'right' as const, render: (v: number) => formatNumber(v) },
  { title: 'Rasio', dataIndex: 'ratio', align: 'right' as const, render: (v: number) => percent(v) },
  { title: 'Nilai Tagihan Closing', dataIndex: 'closing_total', align: 'right' as const, render: (v: number) => formatRupiah(v) },
];

/** Laporan > Rasio Sumber Leads: leads, closings and closing ratio per source over a period. */
export function RatioSourceLeadsPage() {
  const [filters, setFilters] = useState<Filters>(() => ({ period: defaultPeriod() }));
  const q = useRatioBySource(rangeOf(filters));
  const d = q.data;
  return (
    <Card className="ratio-source-page" title="Rasio Sumber Leads">
      <Space wrap style={{ marginBottom: 12 }}>
        <PeriodFilter className="ratio-period" value={filters.period} onChange={(period) => setFilters({ ...filters, period })} />
        <AdminSelect className="ratio-filter-admin" value={filters.admin_id} onChange={(v) => setFilters({ ...filters, admin_id: v })} />
      </Space>
      <TotalsRow total={d?.total} range={d} />
      <Card size="small" title="Lead dan closing per sumber" style={{ marginBottom: 12 }} className="ratio-chart">
        <RatioBars
          label="Lead dan closing per sumber"
          rows={(d?.data ?? []).map((r) => ({ key: r.source, label: r.label, leads: r.leads, closings: r.closings, ratio: r.ratio }))}
        />
      </Card>
      <Table
        className="ratio-source-table"
        rowKey="source"
        size="small"
        loading={q.isFetching}
        pagination={false}
        dataSource={d?.data ?? []}
        locale={{ emptyText: <Empty description="Belum ada data" /> }}
        columns={[{ title: 'Sumber', dataIndex: 'source', render: (v: string) => <SourceTag source={v} /> }, ...countColumns]}
      />
    </Card>
  );
}

/** Laporan > Rasio Closing CS: leads, closings and closing ratio per admin/CS over a period. */
export function RatioClosingCsPage() {
  const [filters, setFilters] = useState<Filters>(() => ({ period: defaultPeriod() }));
  const q = useRatioByAdmin(rangeOf(filters));
  const d = q.data;
  return (
    <Card className="ratio-admin-page" title="Rasio Closing CS">
      <Space wrap style={{ marginBottom: 12 }}>
        <PeriodFilter className="ratio-period" value={filters.period} onChange={(period) => setFilters({ ...filters, period })} />
        <Select
          className="ratio-filter-source"
          allowClear
          placeholder="Semua sumber"
          style={{ minWidth: 150 }}
          value={filters.source}
          options={LEAD_SOURCES.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v) => setFilters({ ...filters, source: v })}
        />
      </Space>
      <TotalsRow total={d?.total} range={d} />
      <Card size="small" title="Lead dan closing per admin/CS" style={{ marginBottom: 12 }} className="ratio-chart">
        <RatioBars
          label="Lead dan closing per admin/CS"
          rows={(d?.data ?? []).map((r) => ({
            key: r.admin_id,
            label: r.admin_name ?? `#${r.admin_id}`,
            leads: r.leads,
            closings: r.closings,
            ratio: r.ratio,
          }))}
        />
      </Card>
      <Table
        className="ratio-admin-table"
        rowKey="admin_id"
        size="small"
        loading={q.isFetching}
        pagination={false}
        dataSource={d?.data ?? []}
        locale={{ emptyText: <Empty description="Belum ada lead pada periode ini" /> }}
        columns={[{ title: 'Admin/CS', dataIndex: 'admin_name', render: (v: string | null, r) => v ?? `#${r.admin_id}` }, ...countColumns]}
      />
    </Card>
  );
}
