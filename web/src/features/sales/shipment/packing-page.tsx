import { CheckCircleFilled, CloseCircleFilled, SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Input, message, Space, Table, Tabs, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiError } from '../../../api/client';
import { getPickingOrder, usePickingList } from '../picking/api/list-picking';
import { type PickingRow, type PickLine, pickingKeys } from '../picking/api/picking-keys';
import { scanBarcode } from '../picking/api/scan-barcode';
import { addressOf } from '../picking/print-picking';
import { CreateShipmentDialog } from './create-shipment-dialog';
import { ShipmentList } from './shipment-list';

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
