import { ExperimentOutlined, FileExcelOutlined, InboxOutlined, PrinterOutlined, SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, message, Progress, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PeriodFilter } from '../../../components/document/period-filter';
import { type ActiveFilter, FilterPanel } from '../../../components/filter-panel';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { useGeneralConfig } from '../../../lib/config';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format-number';
import { CreateShipmentDialog } from '../shipment/create-shipment-dialog';
import { exportPicking } from './api/export-picking';
import { useEdBatch } from './api/get-ed-batch';
import { usePickingList } from './api/list-picking';
import { type PickingRow, type PickLine, pickingKeys } from './api/picking-keys';
import { addressOf, printInformasiPenerima, printSuratJalan } from './print-picking';

export const PACKING_PATH = '/sale/packing';

type Filters = { search?: string; period?: [Dayjs, Dayjs] | null; gudang_id?: number | null; packed?: '0' | '1' };
const PACKED_OPTIONS = [
  { value: '0', label: 'Belum dikemas' },
  { value: '1', label: 'Selesai dikemas' },
];

function toQuery(f: Filters): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  if (f.period) {
    q.date_start = f.period[0].format('YYYY-MM-DD');
    q.date_end = f.period[1].format('YYYY-MM-DD');
  }
  if (f.search) q.search = f.search;
  if (f.gudang_id) q.gudang_id = f.gudang_id;
  if (f.packed) q.packed = f.packed;
  return q;
}

/** The batches to pick for an order, first expiry first (from the warehouse, or from the ledger once taken). */
function EdBatchDialog({ order, onClose }: { order: PickingRow | null; onClose: () => void }) {
  const ed = useEdBatch(order?.order_id ?? null);
  return (
    <Modal
      className="ed-batch-modal"
      open={order !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      title={`Rekomendasi Batch ED · ${order?.invoice_number ?? ''}`}
    >
      {ed.data?.source === 'ledger' ? (
        <Alert type="info" showIcon style={{ marginBottom: 8 }} message="Stok tagihan ini sudah diambil: batch di bawah adalah yang tercatat di kartu stok." />
      ) : null}
      <Table
        size="small"
        rowKey="line_id"
        loading={ed.isLoading}
        pagination={false}
        dataSource={ed.data?.lines ?? []}
        columns={[
          { title: 'Produk', dataIndex: 'product_name', render: (v, r) => `${v}${r.product_sku ? ` (${r.product_sku})` : ''}` },
          { title: 'Jumlah', dataIndex: 'qty_text', width: 120 },
          {
            title: 'Ambil dari batch',
            key: 'batches',
            render: (_, r) => (
              <Space direction="vertical" size={0} className="ed-batches">
                {r.batches.map((b) => (
                  <span key={b.batch_id}>
                    <b>{b.batch_no ?? 'Tanpa batch'}</b> · ED {b.expired_date ? formatDate(b.expired_date, 'DD-MM-YYYY') : '-'} · {formatNumber(b.qty)}
                  </span>
                ))}
                {r.short > 0 ? <Tag color="red">Kurang {formatNumber(r.short)}</Tag> : null}
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}

const LinesTable = ({ lines }: { lines: PickLine[] }) => (
  <Table<PickLine>
    size="small"
    rowKey="line_id"
    className="picking-lines"
    pagination={false}
    dataSource={lines}
    columns={[
      { title: 'SKU', dataIndex: 'product_sku', width: 130 },
      { title: 'Barcode', dataIndex: 'product_barcode', width: 130, render: (v) => v ?? '-' },
      { title: 'Produk', dataIndex: 'product_name' },
      { title: 'Jumlah', key: 'qty', width: 130, render: (_, l) => `${l.qty_input} ${l.unit_name}` },
      { title: 'Dikemas', key: 'packed', width: 110, render: (_, l) => <Tag color={l.packed ? 'green' : 'default'}>{`${l.qty_packed} / ${l.qty_input}`}</Tag> },
    ]}
  />
);

/** Penjualan > Siap Dikirim: the orders to pick and pack, with the lines per warehouse, Excel, ED batches and the prints. */
export function PickingListPage() {
  const navigate = useNavigate();
  const company = useGeneralConfig();
  const [filters, setFilters] = useState<Filters>({});
  const list = usePickingList(toQuery(filters));
  const [form] = Form.useForm<Filters>();
  const [edOrder, setEdOrder] = useState<PickingRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [chosen, setChosen] = useState<PickingRow[]>([]);
  const [shipping, setShipping] = useState(false);
  const qc = useQueryClient();
  const apply = (next: Filters) => {
    setFilters(next);
    form.setFieldsValue(next);
    list.setFilters(toQuery(next));
  };
  const remove = (key: keyof Filters) => () => apply({ ...filters, [key]: undefined });
  const tags: ActiveFilter[] = [];
  if (filters.search) tags.push({ key: 'search', label: `Cari: ${filters.search}`, onRemove: remove('search') });
  if (filters.period)
    tags.push({
      key: 'period',
      label: `Tanggal: ${filters.period[0].format('DD-MM-YYYY')} – ${filters.period[1].format('DD-MM-YYYY')}`,
      onRemove: remove('period'),
    });
  if (filters.gudang_id) tags.push({ key: 'gudang_id', label: `Gudang: ${filters.gudang_id}`, onRemove: remove('gudang_id') });
  if (filters.packed) tags.push({ key: 'packed', label: PACKED_OPTIONS.find((o) => o.value === filters.packed)?.label ?? '', onRemove: remove('packed') });

  return (
    <Card
      className="picking-page"
      title="Siap Dikirim"
      extra={
        <Space wrap>
          <Button
            type="primary"
            icon={<SendOutlined />}
            className="picking-ship-chosen"
            disabled={!chosen.length}
            title="Buat satu pengiriman untuk tagihan terpilih yang sudah selesai dikemas"
            onClick={() => setShipping(true)}
          >
            {`Buat Pengiriman (${chosen.length})`}
          </Button>
          <Button
            icon={<FileExcelOutlined />}
            className="picking-excel"
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                await exportPicking(toQuery(filters));
              } finally {
                setExporting(false);
              }
            }}
          >
            Ekspor Excel
          </Button>
        </Space>
      }
    >
      <FilterPanel<Filters>
        form={form}
        name="picking_filter"
        onApply={(v) => apply({ ...filters, ...v, search: v.search?.trim() || undefined })}
        onReset={() => apply({})}
        active={tags}
      >
        <Form.Item name="search" key="search">
          <Input allowClear className="picking-search" placeholder="Cari tagihan / pelanggan / penerima" style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="period" key="period">
          <PeriodFilter className="picking-period" onChange={() => undefined} />
        </Form.Item>
        <Form.Item name="gudang_id" key="gudang_id">
          <WarehouseSelect id="picking_filter_gudang" allowClear placeholder="Semua gudang" />
        </Form.Item>
        <Form.Item name="packed" key="packed">
          <Select id="picking_filter_packed" allowClear placeholder="Status kemas" options={PACKED_OPTIONS} style={{ minWidth: 150 }} />
        </Form.Item>
      </FilterPanel>
      <Table<PickingRow>
        className="picking-table"
        rowKey="order_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 1250 }}
        pagination={{ ...list.pagination, showTotal: (t) => `${formatNumber(t)} tagihan` }}
        rowSelection={{
          selectedRowKeys: chosen.map((r) => r.order_id),
          onChange: (_, rows) => setChosen(rows),
          getCheckboxProps: (r) => ({ disabled: !r.packed, title: r.packed ? undefined : 'Belum selesai dikemas' }),
        }}
        expandable={{ expandedRowRender: (r) => <LinesTable lines={r.lines} />, rowExpandable: (r) => r.lines.length > 0 }}
        columns={[
          { title: 'Nomor', dataIndex: 'invoice_number', width: 150, fixed: 'left', render: (v) => <span className="picking-number">{v}</span> },
          { title: 'Tanggal', dataIndex: 'order_date', width: 96, render: (v) => formatDate(v, 'DD-MM-YYYY') },
          { title: 'Gudang', dataIndex: 'master_gudang_name', width: 120, ellipsis: true },
          {
            title: 'Penerima',
            key: 'recipient',
            width: 240,
            render: (_, r) => (
              <>
                {r.destination_name ?? r.customer_name ?? '-'}
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {addressOf(r)}
                  </Typography.Text>
                </div>
              </>
            ),
          },
          {
            title: 'Ekspedisi',
            key: 'courier',
            width: 130,
            render: (_, r) => [r.ekspedisi_name ?? r.kurir, r.shipping_service].filter(Boolean).join(' ') || '-',
          },
          {
            title: 'Dikemas',
            key: 'packed',
            width: 130,
            render: (_, r) => (
              <Progress
                className="picking-progress"
                percent={r.qty_ordered_total ? Math.round((100 * r.qty_packed_total) / r.qty_ordered_total) : 0}
                size="small"
                format={() => `${r.qty_packed_total}/${r.qty_ordered_total}`}
              />
            ),
          },
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            width: 250,
            render: (_, r) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  type="primary"
                  icon={<InboxOutlined />}
                  className="picking-pack"
                  onClick={() => navigate(`${PACKING_PATH}?order=${r.order_id}`)}
                >
                  Packing
                </Button>
                <Button
                  size="small"
                  icon={<ExperimentOutlined />}
                  className="picking-ed"
                  title="Rekomendasi Batch ED"
                  aria-label={`Batch ED ${r.invoice_number}`}
                  onClick={() => setEdOrder(r)}
                />
                <Button
                  size="small"
                  icon={<PrinterOutlined />}
                  className="picking-print-sj"
                  title="Cetak Surat Jalan"
                  aria-label={`Surat jalan ${r.invoice_number}`}
                  onClick={() => printSuratJalan(r.order_id, company.data)}
                >
                  SJ
                </Button>
                <Button
                  size="small"
                  icon={<PrinterOutlined />}
                  className="picking-print-penerima"
                  title="Cetak Informasi Penerima"
                  aria-label={`Informasi penerima ${r.invoice_number}`}
                  onClick={() => printInformasiPenerima(r.order_id, company.data)}
                >
                  Penerima
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <EdBatchDialog order={edOrder} onClose={() => setEdOrder(null)} />
      <CreateShipmentDialog
        orders={chosen}
        open={shipping}
        onClose={() => setShipping(false)}
        onDone={(number) => {
          setShipping(false);
          setChosen([]);
          message.success(`Pengiriman ${number} dibuat`);
          qc.invalidateQueries({ queryKey: pickingKeys.all });
        }}
      />
    </Card>
  );
}
