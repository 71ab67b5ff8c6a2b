import { FileExcelOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Empty, Input, message, Space, Statistic, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ProductSearch } from '../../../components/product-search/product-search';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import {
  exportMutation,
  type MovementRow,
  type MutationExport,
  type MutationFilters,
  type MutationList,
  type MutationRow,
  type Paging,
  useMutationList,
  useMutationSummary,
} from './api/stock-mutation-api';
import { batchText } from '../../../lib/batch-label';

const today = () => dayjs().format('YYYY-MM-DD');
const monthStart = () => dayjs().startOf('month').format('YYYY-MM-DD');

function ExcelButton({ kind, filters, disabled }: { kind: MutationExport; filters: MutationFilters; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FileExcelOutlined />}
      className={`excel-${kind}`}
      loading={busy}
      disabled={disabled}
      onClick={async () => {
        setBusy(true);
        try {
          const name = await exportMutation(kind, filters);
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

const qtyCell = (text: string, n: number) => <span title={`${formatNumber(n)} satuan kecil`}>{text}</span>;

const mutationColumns = (perWarehouse: boolean): ColumnsType<MutationRow> => [
  { title: 'Produk', dataIndex: 'product_name', fixed: 'left', width: 220 },
  { title: 'SKU', dataIndex: 'product_sku', width: 110 },
  ...(perWarehouse ? [{ title: 'Gudang', dataIndex: 'master_gudang_name', width: 140 }] : []),
  { title: 'Stok Awal', key: 'opening', align: 'right', render: (_, r) => qtyCell(r.opening_text, r.opening) },
  { title: 'Masuk', key: 'qty_in', align: 'right', render: (_, r) => qtyCell(r.qty_in_text, r.qty_in) },
  { title: 'Keluar', key: 'qty_out', align: 'right', render: (_, r) => qtyCell(r.qty_out_text, r.qty_out) },
  { title: 'Stok Akhir', key: 'closing', align: 'right', render: (_, r) => <strong>{qtyCell(r.closing_text, r.closing)}</strong> },
  { title: 'Nilai Masuk', dataIndex: 'value_in', align: 'right', render: (v: number) => formatRupiah(v) },
  { title: 'Nilai Keluar', dataIndex: 'value_out', align: 'right', render: (v: number) => formatRupiah(v) },
];

const movementColumns = (running: boolean): ColumnsType<MovementRow> => [
  { title: 'Waktu', dataIndex: 'stock_log_datetime', width: 160, render: (v: string) => dayjs(v).format('DD-MM-YYYY HH:mm') },
  { title: 'Gudang', dataIndex: 'master_gudang_name', width: 130 },
  { title: 'Produk', dataIndex: 'product_name', width: 200 },
  {
    title: 'Dokumen',
    key: 'doc',
    render: (_, r) => (
      <Space size={4} wrap>
        <Tag>{r.doc_type_label}</Tag>
        {r.doc_number}
      </Space>
    ),
  },
  {
    title: 'Batch',
    key: 'batch',
    render: (_, r) => batchText(r),
  },
  { title: 'Masuk', key: 'in', align: 'right', render: (_, r) => (r.qty_in ? qtyCell(r.qty_in_text, r.qty_in) : '-') },
  { title: 'Keluar', key: 'out', align: 'right', render: (_, r) => (r.qty_out ? qtyCell(r.qty_out_text, r.qty_out) : '-') },
  running
    ? {
        title: 'Saldo',
        key: 'running',
        align: 'right',
        className: 'col-saldo',
        render: (_, r) => <strong>{qtyCell(r.running_qty_text ?? '', r.running_qty ?? 0)}</strong>,
      }
    : { title: 'Saldo Gudang', key: 'after', align: 'right', className: 'col-saldo', render: (_, r) => qtyCell(r.qty_after_text, r.qty_after) },
  { title: 'Keterangan', dataIndex: 'note', ellipsis: true },
  { title: 'Pengguna', dataIndex: 'user_name', width: 120 },
];

function usePaging(): [Paging, (page: number, perPage: number) => void] {
  const [paging, setPaging] = useState<Paging>({ page: 1, perPage: 20 });
  return [paging, (page, perPage) => setPaging({ page, perPage })];
}

function ListView<T extends object>(props: {
  list: MutationList;
  filters: MutationFilters;
  columns: ColumnsType<T>;
  rowKey: (r: T) => string;
  enabled?: boolean;
}) {
  const [paging, setPaging] = usePaging();
  const q = useMutationList<T>(props.list, props.filters, paging, props.enabled ?? true);
  return (
    <Table<T>
      size="small"
      className={`mutation-table-${props.list}`}
      rowKey={props.rowKey}
      loading={q.isFetching}
      columns={props.columns}
      dataSource={q.data?.data ?? []}
      scroll={{ x: 1000 }}
      pagination={{
        current: paging.page,
        pageSize: paging.perPage,
        total: q.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (t) => `${formatNumber(t)} baris`,
        onChange: setPaging,
      }}
    />
  );
}

function Totals({ filters }: { filters: MutationFilters }) {
  const s = useMutationSummary(filters).data;
  return (
    <Card size="small" className="mutation-totals" style={{ marginBottom: 12 }}>
      <Space size={32} wrap>
        <Statistic title="Produk" value={s?.product_count ?? 0} formatter={(v) => formatNumber(v)} />
        <Statistic title="Stok Awal" value={s?.opening ?? 0} formatter={(v) => formatNumber(v)} />
        <Statistic title="Masuk" value={s?.qty_in ?? 0} formatter={(v) => formatNumber(v)} valueStyle={{ color: '#237804' }} />
        <Statistic title="Keluar" value={s?.qty_out ?? 0} formatter={(v) => formatNumber(v)} valueStyle={{ color: '#a8071a' }} />
        <Statistic title="Stok Akhir" value={s?.closing ?? 0} formatter={(v) => formatNumber(v)} />
        <Statistic title="Nilai Masuk" value={s?.value_in ?? 0} formatter={(v) => formatRupiah(v)} />
        <Statistic title="Nilai Keluar" value={s?.value_out ?? 0} formatter={(v) => formatRupiah(v)} />
      </Space>
      <div style={{ color: '#595959', fontSize: 12, marginTop: 4 }}>Jumlah dalam satuan kecil</div>
    </Card>
  );
}

/**
 * Mutasi & Kartu Stok (Laporan): opening, in, out and closing per product or per product and
 * warehouse for any period, the stock card of one product with its running balance, and the stock
 * log; each with its Excel.
 */
export function StockMutationPage() {
  const [filters, setFilters] = useState<MutationFilters>({ stock_log_datetime_start: monthStart(), stock_log_datetime_end: today() });
  const [tab, setTab] = useState('index');
  const [cardProduct, setCardProduct] = useState<number | null>(null);
  const withoutProduct = { ...filters, product_id: undefined };
  const cardFilters = { ...withoutProduct, product_id: cardProduct };
  return (
    <div className="stock-mutation-page">
      <Space wrap style={{ marginBottom: 12 }} className="mutation-filters">
        <DatePicker.RangePicker
          className="mutation-period"
          format="DD-MM-YYYY"
          allowClear={false}
          value={[dayjs(filters.stock_log_datetime_start), dayjs(filters.stock_log_datetime_end)]}
          onChange={(v) =>
            v?.[0] && v[1] && setFilters({ ...filters, stock_log_datetime_start: v[0].format('YYYY-MM-DD'), stock_log_datetime_end: v[1].format('YYYY-MM-DD') })
          }
          aria-label="Periode"
        />
        <WarehouseSelect
          className="mutation-gudang"
          allowClear
          placeholder="Semua gudang"
          value={filters.stock_log_gudang_id}
          onChange={(v) => setFilters({ ...filters, stock_log_gudang_id: v })}
          style={{ minWidth: 200 }}
        />
        {tab === 'card' ? null : (
          <Input.Search
            allowClear
            className="mutation-search"
            placeholder="Cari nama produk atau SKU"
            onSearch={(v) => setFilters({ ...filters, stock_log_product_main_name: v })}
            style={{ width: 260 }}
          />
        )}
      </Space>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'index',
            label: 'Mutasi per Produk',
            children: (
              <>
                <Totals filters={withoutProduct} />
                <Space style={{ marginBottom: 8 }}>
                  <ExcelButton kind="index" filters={withoutProduct} />
                </Space>
                <ListView<MutationRow> list="index" filters={withoutProduct} columns={mutationColumns(false)} rowKey={(r) => String(r.product_id)} />
              </>
            ),
          },
          {
            key: 'index_v2',
            label: 'Per Gudang',
            children: (
              <>
                <Space style={{ marginBottom: 8 }}>
                  <ExcelButton kind="index_v2" filters={withoutProduct} />
                </Space>
                <ListView<MutationRow>
                  list="index_v2"
                  filters={withoutProduct}
                  columns={mutationColumns(true)}
                  rowKey={(r) => `${r.product_id}-${r.gudang_id}`}
                />
              </>
            ),
          },
          {
            key: 'card',
            label: 'Kartu Stok',
            children: (
              <>
                <Space wrap style={{ marginBottom: 8 }}>
                  <ProductSearch
                    className="card-product"
                    value={cardProduct}
                    onChange={(id) => setCardProduct(id)}
                    style={{ width: 360 }}
                    placeholder="Pilih produk (3 huruf atau pindai barcode)"
                  />
                  <ExcelButton kind="card" filters={cardFilters} disabled={!cardProduct} />
                </Space>
                {cardProduct ? (
                  <>
                    <CardOpening filters={cardFilters} />
                    <ListView<MovementRow>
                      list="index_detail_v2"
                      filters={cardFilters}
                      columns={movementColumns(true)}
                      rowKey={(r) => String(r.stock_log_id)}
                    />
                  </>
                ) : (
                  <Empty description="Pilih produk untuk melihat kartu stoknya" />
                )}
              </>
            ),
          },
          {
            key: 'detail',
            label: 'Pergerakan',
            children: (
              <>
                <Space style={{ marginBottom: 8 }}>
                  <ExcelButton kind="index_detail_v2" filters={withoutProduct} />
                </Space>
                <ListView<MovementRow>
                  list="index_detail_v2"
                  filters={withoutProduct}
                  columns={movementColumns(false)}
                  rowKey={(r) => String(r.stock_log_id)}
                />
              </>
            ),
          },
          {
            key: 'log',
            label: 'Log Stok',
            children: (
              <>
                <Space style={{ marginBottom: 8 }}>
                  <ExcelButton kind="stock_log" filters={withoutProduct} />
                </Space>
                <ListView<MovementRow> list="stock_log" filters={withoutProduct} columns={movementColumns(false)} rowKey={(r) => String(r.stock_log_id)} />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}

/** Opening and closing of the stock card's product over the period (from the mutation of that one variant). */
function CardOpening({ filters }: { filters: MutationFilters }) {
  const q = useMutationList<MutationRow>('index', filters, { page: 1, perPage: 1 });
  const row = q.data?.data[0];
  if (!q.data) return null;
  return (
    <Alert
      className="card-opening"
      type="info"
      style={{ marginBottom: 8 }}
      message={
        row ? (
          <Space size={24} wrap>
            <span>
              Saldo awal {dayjs(filters.stock_log_datetime_start).format('DD-MM-YYYY')}: <strong className="card-opening-qty">{row.opening_text}</strong>
            </span>
            <span>Masuk: {row.qty_in_text}</span>
            <span>Keluar: {row.qty_out_text}</span>
            <span>
              Saldo akhir {dayjs(filters.stock_log_datetime_end).format('DD-MM-YYYY')}: <strong className="card-closing-qty">{row.closing_text}</strong>
            </span>
          </Space>
        ) : (
          'Tidak ada stok maupun pergerakan pada periode ini'
        )
      }
    />
  );
}
