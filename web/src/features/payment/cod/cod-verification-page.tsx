import { FileExcelOutlined } from '@ant-design/icons';
import { COD_REMIT_STATES } from '@bo/contract';
import { Button, Card, Col, DatePicker, Input, message, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { type CodFilters, type CodRow, type CodSummaryKey, exportCod, type Paging, useCodList, useCodSummaries, useCourierOptions } from './api/cod-api';
import { CodExplainDialog, CodRemittanceDialog } from './cod-remittance-dialog';

const CARDS: { key: CodSummaryKey; title: string }[] = [
  { key: 'subtotal_product', title: 'Subtotal Produk' },
  { key: 'cod_fee', title: 'Biaya COD' },
  { key: 'ekspedisi_discount_ongkir', title: 'Diskon Ongkir Ekspedisi' },
  { key: 'estimasi_uang_masuk', title: 'Estimasi Uang Masuk' },
  { key: 'uang_masuk', title: 'Uang Masuk' },
  { key: 'selisih', title: 'Selisih Belum Dijelaskan' },
];

const rowKey = (r: Pick<CodRow, 'shipment_id' | 'order_id'>) => `${r.shipment_id}-${r.order_id}`;
const day = (v: string | null) => (v ? dayjs(v).format('DD-MM-YYYY') : '-');
const stateColor = (s: string) => COD_REMIT_STATES.find((x) => x.value === s)?.color ?? 'default';

/**
 * Pembayaran > Verifikasi COD: the COD invoices of shipments, the six summary cards over the filters
 * (period of shipping, courier, remittance state, search), rows selected → 'Catat Setoran' (the money
 * the courier remitted per row), 'Jelaskan Selisih' per row, Excel.
 */
export function CodVerificationPage() {
  const [filters, setFilters] = useState<CodFilters>({});
  const [paging, setPaging] = useState<Paging>({ page: 1, perPage: 20 });
  const [selected, setSelected] = useState<CodRow[]>([]);
  const [remitOpen, setRemitOpen] = useState(false);
  const [explain, setExplain] = useState<CodRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useCodList(filters, paging);
  const sums = useCodSummaries(filters);
  const couriers = useCourierOptions();
  const set = (f: Partial<CodFilters>) => {
    setFilters({ ...filters, ...f });
    setPaging({ ...paging, page: 1 });
  };
  const columns: ColumnsType<CodRow> = [
    {
      title: 'Tagihan',
      key: 'invoice',
      fixed: 'left',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <strong>{r.invoice_number}</strong>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.customer_name ?? '-'}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Pengiriman',
      key: 'shipment',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.shipment_number}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[r.courier, r.no_resi].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Dikirim / Diterima',
      key: 'dates',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {day(r.shipment_date)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.delivered_date ? day(r.delivered_date) : 'belum diterima'}
          </Typography.Text>
        </Space>
      ),
    },
    { title: 'Subtotal Produk', dataIndex: 'subtotal_product', align: 'right', render: formatRupiah },
    { title: 'Biaya COD', dataIndex: 'cod_fee', align: 'right', render: formatRupiah },
    { title: 'Diskon Ongkir Ekspedisi', dataIndex: 'ekspedisi_discount_ongkir', align: 'right', render: formatRupiah },
    { title: 'Estimasi Uang Masuk', dataIndex: 'estimasi_uang_masuk', align: 'right', className: 'col-estimate', render: formatRupiah },
    { title: 'Uang Masuk', dataIndex: 'uang_masuk', align: 'right', className: 'col-received', render: formatRupiah },
    {
      title: 'Selisih',
      key: 'selisih',
      align: 'right',
      className: 'col-difference',
      render: (_, r) => (
        <Space direction="vertical" size={0} align="end">
          <span>{formatRupiah(r.selisih)}</span>
          {r.difference_note && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} className="cod-difference-note">
              {r.difference_note}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: 'Status Setoran',
      dataIndex: 'status',
      render: (_, r) => (
        <Tag color={stateColor(r.status)} className={`cod-state cod-state-${r.status}`}>
          {r.status_label}
        </Tag>
      ),
    },
    {
      title: '',
      key: 'actions',
      render: (_, r) =>
        r.uang_masuk > 0 && r.selisih !== 0 ? (
          <Button size="small" className="cod-explain" onClick={() => setExplain(r)}>
            Jelaskan Selisih
          </Button>
        ) : null,
    },
  ];
  return (
    <div className="cod-verification">
      <Typography.Title level={4}>Verifikasi COD</Typography.Title>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }} className="cod-cards">
        {CARDS.map((c) => (
          <Col key={c.key} xs={12} md={8} xl={4}>
            <Card size="small" className={`cod-card cod-card-${c.key}`}>
              <Statistic title={c.title} value={sums.data?.[c.key] ?? 0} formatter={(v) => formatRupiah(Number(v))} loading={sums.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Space wrap style={{ marginBottom: 12 }} className="cod-filters">
        <DatePicker.RangePicker
          className="cod-period"
          format="DD-MM-YYYY"
          value={filters.date_start && filters.date_end ? [dayjs(filters.date_start), dayjs(filters.date_end)] : null}
          onChange={(v) => set({ date_start: v?.[0]?.format('YYYY-MM-DD'), date_end: v?.[1]?.format('YYYY-MM-DD') })}
          aria-label="Tanggal kirim"
        />
        <Select
          className="cod-courier"
          allowClear
          placeholder="Semua ekspedisi"
          style={{ minWidth: 180 }}
          value={filters.ekspedisi_id ?? undefined}
          onChange={(v?: number) => set({ ekspedisi_id: v ?? null })}
          options={couriers.data ?? []}
          aria-label="Ekspedisi"
        />
        <Select
          className="cod-status"
          allowClear
          placeholder="Semua status setoran"
          style={{ minWidth: 180 }}
          value={filters.status ?? undefined}
          onChange={(v?: string) => set({ status: v ?? null })}
          options={COD_REMIT_STATES.map((s) => ({ value: s.value, label: s.label }))}
          aria-label="Status setoran"
        />
        <Input.Search
          allowClear
          className="cod-search"
          placeholder="Cari tagihan, pengiriman, resi, pelanggan"
          onSearch={(v) => set({ search: v })}
          style={{ width: 300 }}
        />
        <Button type="primary" className="cod-remit" disabled={!selected.length} onClick={() => setRemitOpen(true)}>
          Catat Setoran{selected.length ? ` (${selected.length})` : ''}
        </Button>
        <Button
          icon={<FileExcelOutlined />}
          className="cod-excel"
          loading={exporting}
          onClick={async () => {
            setExporting(true);
            try {
              message.success(`Berkas ${await exportCod(filters)} diunduh`);
            } catch (e) {
              message.error((e as Error).message || 'Gagal mengunduh Excel');
            } finally {
              setExporting(false);
            }
          }}
        >
          Excel
        </Button>
      </Space>
      <Table<CodRow>
        size="small"
        className="cod-table"
        rowKey={rowKey}
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 1300 }}
        locale={{ emptyText: 'Belum ada pengiriman COD' }}
        rowSelection={{
          selectedRowKeys: selected.map(rowKey),
          onChange: (_, rows) => setSelected(rows),
          getCheckboxProps: (r) => ({ disabled: r.is_paid === 1, 'aria-label': `Pilih ${r.invoice_number}` }),
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.perPage,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `${formatNumber(t)} tagihan COD`,
          onChange: (page, perPage) => setPaging({ page, perPage }),
        }}
      />
      <CodRemittanceDialog
        rows={selected}
        open={remitOpen}
        onClose={() => setRemitOpen(false)}
        onDone={() => {
          setRemitOpen(false);
          setSelected([]);
        }}
      />
      <CodExplainDialog row={explain} onClose={() => setExplain(null)} />
    </div>
  );
}
