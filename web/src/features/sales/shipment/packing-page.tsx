import { CheckCircleFilled, CloseCircleFilled, EyeOutlined, FileExcelOutlined, PrinterOutlined, SendOutlined, TagOutlined } from '@ant-design/icons';
import { SHIPMENT_STATES, shipmentDoc } from '@bo/contract';
import { Button, Card, Descriptions, Drawer, Empty, Form, Input, message, Select, Space, Table, Tabs, Tag, Timeline, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiError } from '../../../api/client';
import { DocumentActions } from '../../../components/document/document-actions';
import { type ActiveFilter, FilterPanel } from '../../../components/filter-panel';
import { useGeneralConfig } from '../../../lib/config';
import { formatDate } from '../../../lib/dates';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { getPickingOrder, usePickingList } from '../picking/api/list-picking';
import { type PickingRow, type PickLine, pickingKeys } from '../picking/api/picking-keys';
import { scanBarcode } from '../picking/api/scan-barcode';
import { addressOf } from '../picking/print-picking';
import { CreateShipmentDialog } from './create-shipment-dialog';
import { exportShipments } from './api/export-shipments';
import { useShipment } from './api/get-shipment';
import { useShipmentProcess } from './api/get-shipment-process';
import { useShipments } from './api/list-shipments';
import type { ShipmentRow } from './api/shipment-keys';
import { useUpdateShipmentStatus } from './api/update-shipment-status';
import { printShipment, printShipmentLabel } from './print-shipment';

const stateOf = (s: string) => SHIPMENT_STATES.find((x) => x.value === s);
export const ShipmentStatusTag = ({ status }: { status: string }) => (
  <Tag className={`shipment-status shipment-status-${status}`} color={stateOf(status)?.color}>
    {stateOf(status)?.label ?? status}
  </Tag>
);

type Feedback = { ok: boolean; text: string } | null;

/** Packing one order with a barcode scanner: the input keeps focus, Enter sends the scan, counts and feedback are large. */
function PackingStation({ orderId, onLeave, onShipped }: { orderId: number; onLeave: () => void; onShipped: () => void }) {
  const qc = useQueryClient();
  const order = useQuery({ queryKey: pickingKeys.detail(`pack-${orderId}`), queryFn: () => getPickingOrder(orderId) });
  const [lines, setLines] = useState<PickLine[] | null>(null);
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const [shipping, setShipping] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const shown = lines ?? order.data?.lines ?? [];
  const complete = shown.length > 0 && shown.every((l) => l.packed);
  const focus = () => setTimeout(() => input.current?.focus(), 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the order arrives
  useEffect(() => {
    setLines(null);
    focus();
  }, [order.data]);

  const send = async () => {
    const barcode = code.trim();
    if (!barcode || busy) return;
    setBusy(true);
    try {
      const env = await scanBarcode({ order_id: orderId, barcode });
      setLines(env.data.lines);
      setFeedback({ ok: true, text: `${env.data.product_name}: ${env.data.qty_packed} / ${env.data.qty_ordered} ${env.data.unit_name}` });
    } catch (e) {
      setFeedback({ ok: false, text: (e as ApiError).message || 'Scan ditolak' });
    } finally {
      setCode('');
      setBusy(false);
      focus();
    }
  };

  if (order.isLoading) return <Card loading />;
  if (!order.data)
    return (
      <Empty description="Tagihan ini tidak lagi berstatus Siap Dikirim">
        <Button onClick={onLeave}>Kembali</Button>
      </Empty>
    );
  const o = order.data;
  return (
    <div className="packing-station">
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Tagihan">
          <b className="packing-invoice">{o.invoice_number}</b>
        </Descriptions.Item>
        <Descriptions.Item label="Penerima">{o.destination_name ?? o.customer_name ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Alamat">{addressOf(o) || '-'}</Descriptions.Item>
      </Descriptions>
      <Input
        ref={(el) => {
          input.current = el?.input ?? null;
        }}
        className="packing-scan"
        size="large"
        autoFocus
        autoComplete="off"
        placeholder="Scan barcode / SKU lalu Enter"
        value={code}
        disabled={complete}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={send}
        onBlur={() => {
          if (!shipping && !complete) focus();
        }}
        style={{ fontSize: 22 }}
      />
      <div
        className={`packing-feedback ${feedback ? (feedback.ok ? 'packing-ok' : 'packing-error') : ''}`}
        role="status"
        style={{
          margin: '12px 0',
          padding: '12px 16px',
          minHeight: 56,
          fontSize: 20,
          fontWeight: 600,
          borderRadius: 6,
          color: feedback ? '#fff' : undefined,
          background: feedback ? (feedback.ok ? '#237804' : '#a8071a') : '#f5f5f5',
        }}
      >
        {feedback ? (
          <>
            {feedback.ok ? <CheckCircleFilled /> : <CloseCircleFilled />} {feedback.text}
          </>
        ) : (
          'Siap memindai'
        )}
      </div>
      <Table<PickLine>
        className="packing-lines"
        rowKey="line_id"
        pagination={false}
        dataSource={shown}
        rowClassName={(l) => (l.packed ? 'packing-line-done' : 'packing-line-open')}
        columns={[
          { title: 'Produk', dataIndex: 'product_name', render: (v) => <span style={{ fontSize: 16 }}>{v}</span> },
          { title: 'SKU / Barcode', key: 'code', width: 200, render: (_, l) => [l.product_sku, l.product_barcode].filter(Boolean).join(' · ') },
          {
            title: 'Dikemas',
            key: 'count',
            width: 200,
            align: 'center',
            render: (_, l) => (
              <span className="packing-count" style={{ fontSize: 28, fontWeight: 700, color: l.packed ? '#237804' : undefined }}>
                {l.qty_packed} / {l.qty_input} <span style={{ fontSize: 14, fontWeight: 400 }}>{l.unit_name}</span>
              </span>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        <Button onClick={onLeave}>Ganti Tagihan</Button>
        <Button type="primary" size="large" icon={<SendOutlined />} className="packing-ship" disabled={!complete} onClick={() => setShipping(true)}>
          Buat Pengiriman
        </Button>
        {complete ? <Tag color="green">Semua barang sudah dikemas</Tag> : null}
      </Space>
      <CreateShipmentDialog
        orders={[o]}
        open={shipping}
        onClose={() => {
          setShipping(false);
          focus();
        }}
        onDone={(number) => {
          setShipping(false);
          message.success(`Pengiriman ${number} dibuat`);
          qc.invalidateQueries({ queryKey: pickingKeys.all });
          onShipped();
        }}
      />
    </div>
  );
}

/** The orders waiting to be packed, to choose one (or type/scan its invoice number). */
function PackingQueue({ onPick }: { onPick: (id: number) => void }) {
  const list = usePickingList({ packed: undefined });
  const [code, setCode] = useState('');
  const find = () => {
    const hit = list.rows.find((r) => r.invoice_number.toLowerCase() === code.trim().toLowerCase());
    if (hit) onPick(hit.order_id);
    else message.error(`Tagihan ${code.trim()} tidak ada di daftar Siap Dikirim`);
  };
  return (
    <>
      <Input.Search
        className="packing-find"
        autoFocus
        placeholder="Scan / ketik nomor tagihan"
        enterButton="Kemas"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onSearch={find}
        style={{ maxWidth: 420, marginBottom: 12 }}
      />
      <Table<PickingRow>
        className="packing-queue"
        rowKey="order_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description="Tidak ada tagihan Siap Dikirim" /> }}
        columns={[
          { title: 'Nomor', dataIndex: 'invoice_number', width: 160 },
          { title: 'Penerima', key: 'r', render: (_, r) => r.destination_name ?? r.customer_name ?? '-' },
          { title: 'Dikemas', key: 'p', width: 120, render: (_, r) => `${r.qty_packed_total} / ${r.qty_ordered_total}` },
          {
            title: 'Aksi',
            key: 'a',
            width: 100,
            render: (_, r) => (
              <Button size="small" type="primary" className="packing-open" onClick={() => onPick(r.order_id)}>
                Kemas
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}

function ShipmentDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const company = useGeneralConfig();
  const detail = useShipment(id);
  const process = useShipmentProcess(id);
  const d = detail.data;
  return (
    <Drawer className="shipment-detail" open={id !== null} onClose={onClose} title={d ? `Pengiriman ${d.shipment_number}` : 'Pengiriman'} size={720}>
      {d ? (
        <>
          <Space style={{ marginBottom: 12 }}>
            <ShipmentStatusTag status={d.status} />
            <Button size="small" icon={<PrinterOutlined />} onClick={() => printShipment(d.shipment_id, company.data)}>
              Cetak Pengiriman
            </Button>
            <Button size="small" icon={<TagOutlined />} onClick={() => printShipmentLabel(d.shipment_id, company.data)}>
              Cetak Label
            </Button>
          </Space>
          <Descriptions size="small" bordered column={1}>
            <Descriptions.Item label="Tanggal">{formatDate(d.shipment_date, 'DD-MM-YYYY')}</Descriptions.Item>
            <Descriptions.Item label="Ekspedisi">{d.courier || '-'}</Descriptions.Item>
            <Descriptions.Item label="No. Resi">{d.no_resi ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Ongkos Kirim">{formatRupiah(d.shipping_cost)}</Descriptions.Item>
            <Descriptions.Item label="Tagihan">
              {d.orders.map((o) => (
                <div key={o.order_id}>
                  {o.invoice_number} · {o.destination_name ?? o.customer_name} · <Tag>{o.status_label}</Tag>
                </div>
              ))}
            </Descriptions.Item>
            {d.status_note ? <Descriptions.Item label="Keterangan">{d.status_note}</Descriptions.Item> : null}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Proses Pengiriman
          </Typography.Title>
          <Timeline
            className="shipment-timeline"
            items={(process.data?.timeline ?? []).map((s) => ({
              children: (
                <>
                  <b>{s.title}</b>
                  <div>
                    <Typography.Text type="secondary">
                      {formatDate(s.at, 'DD-MM-YYYY HH:mm')}
                      {s.user_name ? ` · ${s.user_name}` : ''}
                    </Typography.Text>
                  </div>
                  {s.description ? <div>{s.description}</div> : null}
                </>
              ),
            }))}
          />
        </>
      ) : (
        <Card loading bordered={false} />
      )}
    </Drawer>
  );
}

type ShipFilters = { search?: string; status?: string };
const STATUS_OPTIONS = SHIPMENT_STATES.map((s) => ({ value: s.value, label: s.label }));

function ShipmentList() {
  const company = useGeneralConfig();
  const [filters, setFilters] = useState<ShipFilters>({});
  const list = useShipments({});
  const [form] = Form.useForm<ShipFilters>();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const update = useUpdateShipmentStatus();
  const apply = (next: ShipFilters) => {
    setFilters(next);
    form.setFieldsValue(next);
    list.setFilters({ ...next });
  };
  const tags: ActiveFilter[] = [];
  if (filters.search) tags.push({ key: 'search', label: `Cari: ${filters.search}`, onRemove: () => apply({ ...filters, search: undefined }) });
  if (filters.status)
    tags.push({
      key: 'status',
      label: `Status: ${stateOf(filters.status)?.label ?? filters.status}`,
      onRemove: () => apply({ ...filters, status: undefined }),
    });
  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Button
          icon={<FileExcelOutlined />}
          className="shipment-excel"
          loading={exporting}
          onClick={async () => {
            setExporting(true);
            try {
              await exportShipments({ ...filters });
            } finally {
              setExporting(false);
            }
          }}
        >
          Ekspor Excel
        </Button>
      </Space>
      <FilterPanel<ShipFilters>
        form={form}
        name="shipment_filter"
        onApply={(v) => apply({ ...v, search: v.search?.trim() || undefined })}
        onReset={() => apply({})}
        active={tags}
      >
        <Form.Item name="search" key="search">
          <Input allowClear className="shipment-search" placeholder="Cari nomor / resi / tagihan / penerima" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="status" key="status">
          <Select id="shipment_filter_status" allowClear placeholder="Semua status" options={STATUS_OPTIONS} style={{ minWidth: 150 }} />
        </Form.Item>
      </FilterPanel>
      <Table<ShipmentRow>
        className="shipment-table"
        rowKey="shipment_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 1000 }}
        pagination={{ ...list.pagination, showTotal: (t) => `${formatNumber(t)} pengiriman` }}
        columns={[
          {
            title: 'Nomor',
            dataIndex: 'shipment_number',
            width: 150,
            fixed: 'left',
            render: (v, r) => (
              <a className="shipment-number" onClick={() => setDetailId(r.shipment_id)}>
                {v}
              </a>
            ),
          },
          { title: 'Tanggal', dataIndex: 'shipment_date', width: 96, render: (v) => formatDate(v, 'DD-MM-YYYY') },
          { title: 'Tagihan', dataIndex: 'invoice_numbers', width: 170 },
          { title: 'Penerima', dataIndex: 'recipients', width: 160, ellipsis: true },
          { title: 'Ekspedisi', dataIndex: 'courier', width: 140 },
          { title: 'Resi', dataIndex: 'no_resi', width: 130, render: (v) => v ?? '-' },
          { title: 'Ongkir', dataIndex: 'shipping_cost', width: 100, align: 'right', render: (v) => formatRupiah(v) },
          { title: 'Status', dataIndex: 'status', width: 110, render: (v) => <ShipmentStatusTag status={v} /> },
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            width: 300,
            render: (_, r) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  className="shipment-detail-open"
                  aria-label={`Detail ${r.shipment_number}`}
                  onClick={() => setDetailId(r.shipment_id)}
                />
                <Button
                  size="small"
                  icon={<PrinterOutlined />}
                  title="Cetak Pengiriman"
                  aria-label={`Cetak ${r.shipment_number}`}
                  onClick={() => printShipment(r.shipment_id, company.data)}
                />
                <Button
                  size="small"
                  icon={<TagOutlined />}
                  title="Cetak Label 100×150"
                  aria-label={`Label ${r.shipment_number}`}
                  onClick={() => printShipmentLabel(r.shipment_id, company.data)}
                />
                <DocumentActions
                  doc={shipmentDoc}
                  state={r.status}
                  subject={`${r.shipment_number} · ${r.invoice_numbers ?? ''}`}
                  run={async (t, reason) => {
                    const env = await update.mutateAsync({ shipment_id: r.shipment_id, status: t.to, note: reason });
                    message.success(`${env.msg}: ${r.shipment_number}`);
                  }}
                />
              </Space>
            ),
          },
        ]}
      />
      <ShipmentDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}

/** Penjualan > Dikirim: packing by scanner, then the shipment; and the shipments with their status. */
export function PackingPage() {
  const [params, setParams] = useSearchParams();
  const orderParam = params.get('order');
  const orderId = orderParam && /^\d+$/.test(orderParam) ? Number(orderParam) : null;
  const tab = params.get('tab') === 'pengiriman' ? 'pengiriman' : 'packing';
  return (
    <Card className="packing-page" title="Dikirim">
      <Tabs
        className="packing-tabs"
        activeKey={tab}
        onChange={(k) => setParams(k === 'pengiriman' ? { tab: 'pengiriman' } : orderId ? { order: String(orderId) } : {})}
        items={[
          {
            key: 'packing',
            label: 'Packing',
            children: orderId ? (
              <PackingStation key={orderId} orderId={orderId} onLeave={() => setParams({})} onShipped={() => setParams({ tab: 'pengiriman' })} />
            ) : (
              <PackingQueue onPick={(id) => setParams({ order: String(id) })} />
            ),
          },
          { key: 'pengiriman', label: 'Pengiriman', children: <ShipmentList /> },
        ]}
      />
    </Card>
  );
}
