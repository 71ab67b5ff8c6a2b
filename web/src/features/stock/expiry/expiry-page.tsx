import { FileExcelOutlined } from '@ant-design/icons';
import type { ExpiryBucket } from '@bo/contract';
import { Button, Card, Empty, Input, InputNumber, message, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { type BucketTotal, type ExpiryFilters, type ExpiryRow, exportExpiry, useExpiryList } from './api/expiry-api';

const BUCKET_COLOR: Record<ExpiryBucket, string> = { expired: '#a8071a', lt30: '#d4380d', lt90: '#d48806', lt180: '#1677ff', later: '#389e0d' };
const TAG_COLOR: Record<ExpiryBucket, string> = { expired: 'red', lt30: 'volcano', lt90: 'gold', lt180: 'blue', later: 'green' };

/** Batches on hand per expiry bucket as bars: a click filters the list to that bucket. */
function BucketChart(props: { buckets: BucketTotal[]; active?: ExpiryBucket; onPick: (b?: ExpiryBucket) => void }) {
  const max = Math.max(1, ...props.buckets.map((b) => b.qty));
  return (
    <Card size="small" title="Stok per Kelompok Kedaluwarsa" className="expiry-chart" style={{ marginBottom: 12 }}>
      {props.buckets.every((b) => b.batches === 0) ? (
        <Empty description="Tidak ada batch berstok dengan tanggal kedaluwarsa" />
      ) : (
        <div role="img" aria-label="Stok per kelompok kedaluwarsa">
          {props.buckets.map((b) => (
            <button
              type="button"
              key={b.bucket}
              className={`expiry-bar expiry-bar-${b.bucket}`}
              onClick={() => props.onPick(props.active === b.bucket ? undefined : b.bucket)}
              aria-pressed={props.active === b.bucket}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                width: '100%',
                marginBottom: 6,
                background: props.active === b.bucket ? '#e6f4ff' : 'transparent',
                border: 'none',
                padding: 2,
                cursor: 'pointer',
                textAlign: 'left',
              }}
            >
              <span style={{ width: 150, flex: 'none' }}>{b.label}</span>
              <span style={{ flex: 1, background: '#f0f0f0', borderRadius: 3, height: 18 }}>
                <span
                  style={{
                    display: 'block',
                    width: `${(b.qty / max) * 100}%`,
                    minWidth: b.qty > 0 ? 2 : 0,
                    background: BUCKET_COLOR[b.bucket],
                    height: 18,
                    borderRadius: 3,
                  }}
                />
              </span>
              <span className="expiry-bar-count" style={{ width: 90, flex: 'none', textAlign: 'right' }}>
                {formatNumber(b.batches)} batch
              </span>
              <span style={{ width: 140, flex: 'none', textAlign: 'right' }}>{formatRupiah(b.value)}</span>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}

const columns = (withVendor: boolean): ColumnsType<ExpiryRow> => [
  { title: 'Produk', dataIndex: 'product_name', fixed: 'left', width: 220 },
  { title: 'SKU', dataIndex: 'product_sku', width: 110 },
  { title: 'Gudang', dataIndex: 'master_gudang_name', width: 130 },
  { title: 'Batch', dataIndex: 'batch_no', width: 110 },
  { title: 'Kedaluwarsa', dataIndex: 'expired_date', width: 120, render: (v: string) => dayjs(v).format('DD-MM-YYYY') },
  {
    title: 'Sisa Hari',
    key: 'days',
    width: 150,
    render: (_, r) => (
      <Tag color={TAG_COLOR[r.bucket]}>{r.days_left < 0 ? `Lewat ${formatNumber(-r.days_left)} hari` : `${formatNumber(r.days_left)} hari`}</Tag>
    ),
  },
  { title: 'Stok', key: 'qty', align: 'right', render: (_, r) => <span title={`${formatNumber(r.qty)} satuan kecil`}>{r.qty_text}</span> },
  { title: 'Nilai', dataIndex: 'value', align: 'right', render: (v: number) => formatRupiah(v) },
  ...(withVendor ? [{ title: 'Supplier', dataIndex: 'vendor_name', render: (v: string | null) => v ?? '-' }] : []),
];

function ExcelButton({ filters }: { filters: ExpiryFilters }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FileExcelOutlined />}
      className="expiry-excel"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          message.success(`Berkas ${await exportExpiry(filters)} diunduh`);
        } finally {
          setBusy(false);
        }
      }}
    >
      Excel
    </Button>
  );
}

function ExpiryTable({ kind, filters }: { kind: 'expire' | 'list_ed_retur'; filters: ExpiryFilters }) {
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const q = useExpiryList(kind, filters, paging);
  return (
    <Table<ExpiryRow>
      size="small"
      className={`expiry-table-${kind}`}
      rowKey={(r) => `${r.gudang_id}-${r.batch_id}`}
      loading={q.isFetching}
      columns={columns(kind === 'list_ed_retur')}
      dataSource={q.data?.data ?? []}
      scroll={{ x: 1000 }}
      pagination={{
        current: paging.page,
        pageSize: paging.perPage,
        total: q.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (t) => `${formatNumber(t)} batch`,
        onChange: (page, perPage) => setPaging({ page, perPage }),
      }}
    />
  );
}

/**
 * Daftar Kedaluwarsa (Inventori > edlist) and Produk Kedaluwarsa (Laporan): batches on hand in
 * FEFO order with days left, a chart of the expiry buckets, the batches to return to suppliers, Excel.
 */
export function ExpiryPage() {
  const [filters, setFilters] = useState<ExpiryFilters>({});
  const [days, setDays] = useState(90);
  const [tab, setTab] = useState('expire');
  const overview = useExpiryList('expire', { ...filters, bucket: undefined }, { page: 1, perPage: 1 });
  return (
    <div className="expiry-page">
      <Space wrap style={{ marginBottom: 12 }} className="expiry-filters">
        <WarehouseSelect
          className="expiry-gudang"
          allowClear
          placeholder="Semua gudang"
          value={filters.gudang_id}
          onChange={(v) => setFilters({ ...filters, gudang_id: v })}
          style={{ minWidth: 200 }}
        />
        <Input.Search
          allowClear
          className="expiry-search"
          placeholder="Cari produk, SKU, batch"
          onSearch={(v) => setFilters({ ...filters, search: v })}
          style={{ width: 260 }}
        />
      </Space>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'expire',
            label: 'Daftar Kedaluwarsa',
            children: (
              <>
                <BucketChart buckets={overview.data?.buckets ?? []} active={filters.bucket} onPick={(bucket) => setFilters({ ...filters, bucket })} />
                <Space style={{ marginBottom: 8 }}>
                  {filters.bucket ? (
                    <Tag closable onClose={() => setFilters({ ...filters, bucket: undefined })}>
                      {overview.data?.buckets?.find((b) => b.bucket === filters.bucket)?.label}
                    </Tag>
                  ) : null}
                  <ExcelButton filters={filters} />
                </Space>
                <ExpiryTable kind="expire" filters={filters} />
              </>
            ),
          },
          {
            key: 'retur',
            label: 'Untuk Diretur',
            children: (
              <>
                <Space style={{ marginBottom: 8 }} wrap>
                  <span>Kedaluwarsa atau akan kedaluwarsa dalam</span>
                  <InputNumber className="expiry-days" min={0} max={3650} value={days} onChange={(v) => setDays(Number(v ?? 0))} aria-label="Hari" />
                  <span>hari</span>
                  <ExcelButton filters={{ ...filters, bucket: undefined, days }} />
                </Space>
                <ExpiryTable kind="list_ed_retur" filters={{ ...filters, bucket: undefined, days }} />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
