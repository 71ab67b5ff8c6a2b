import { PrinterOutlined, TagOutlined } from '@ant-design/icons';
import { shipmentDoc } from '@bo/contract';
import { Button, Space, Tag, Timeline, Typography } from 'antd';
import { DocumentPage } from '../../../components/document/document-page';
import { useGeneralConfig } from '../../../lib/config';
import { formatDate } from '../../../lib/dates';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { exportShipments } from './api/export-shipments';
import { useShipment } from './api/get-shipment';
import { useShipmentProcess } from './api/get-shipment-process';
import { useShipments } from './api/list-shipments';
import type { ShipmentDetail, ShipmentRow } from './api/shipment-keys';
import { useUpdateShipmentStatus } from './api/update-shipment-status';
import { printShipment, printShipmentLabel } from './print-shipment';

/** The shipments (Dikirim > Pengiriman) with their status moves, prints and the process of each. */
export function ShipmentList() {
  const company = useGeneralConfig();
  const list = useShipments({});
  const update = useUpdateShipmentStatus();
  return (
    <DocumentPage<ShipmentRow, ShipmentDetail>
      bare
      doc={shipmentDoc}
      prefix="shipment"
      className="shipment-list"
      title="Pengiriman"
      idField="shipment_id"
      numberField="shipment_number"
      list={{ ...list, pagination: { ...list.pagination, showTotal: (t) => `${formatNumber(t)} pengiriman` } }}
      filters={[
        { kind: 'search', placeholder: 'Cari nomor / resi / tagihan / penerima', width: 300 },
        { kind: 'status', width: 150 },
      ]}
      columns={[
        { number: true, width: 150 },
        { title: 'Tanggal', dataIndex: 'shipment_date', width: 96, render: (v) => formatDate(v, 'DD-MM-YYYY') },
        { title: 'Tagihan', dataIndex: 'invoice_numbers', width: 170 },
        { title: 'Penerima', dataIndex: 'recipients', width: 160, ellipsis: true },
        { title: 'Ekspedisi', dataIndex: 'courier', width: 140 },
        { title: 'Resi', dataIndex: 'no_resi', width: 130, type: 'text' },
        { title: 'Ongkir', dataIndex: 'shipping_cost', width: 100, type: 'money' },
        'status',
      ]}
      exportExcel={exportShipments}
      detailButtonClassName="shipment-detail-open"
      actionsWidth={300}
      scrollX={1400}
      rowButtons={(r) => (
        <>
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
        </>
      )}
      move={{
        subject: (r) => `${r.shipment_number} · ${r.invoice_numbers ?? ''}`,
        run: async (r, t, reason) => `${(await update.mutateAsync({ shipment_id: r.shipment_id, status: t.to, note: reason })).msg}: ${r.shipment_number}`,
      }}
      detail={{
        use: useShipment,
        className: 'shipment-detail',
        size: 720,
        items: (d) => [
          'status',
          ['Tanggal', formatDate(d.shipment_date, 'DD-MM-YYYY')],
          ['Ekspedisi', d.courier || '-'],
          ['No. Resi', d.no_resi ?? '-'],
          ['Ongkos Kirim', formatRupiah(d.shipping_cost)],
          [
            'Tagihan',
            d.orders.map((o) => (
              <div key={o.order_id}>
                {o.invoice_number} · {o.destination_name ?? o.customer_name} · <Tag>{o.status_label}</Tag>
              </div>
            )),
          ],
          d.status_note && ['Keterangan', d.status_note],
        ],
        before: (d) => (
          <Space style={{ marginBottom: 12 }}>
            <Button size="small" icon={<PrinterOutlined />} onClick={() => printShipment(d.shipment_id, company.data)}>
              Cetak Pengiriman
            </Button>
            <Button size="small" icon={<TagOutlined />} onClick={() => printShipmentLabel(d.shipment_id, company.data)}>
              Cetak Label
            </Button>
          </Space>
        ),
        after: (d) => <ShipmentProcess id={d.shipment_id} />,
      }}
    />
  );
}

/** The shipment's process: its orders' steps and its own, each with when and by whom. */
function ShipmentProcess({ id }: { id: number }) {
  const process = useShipmentProcess(id);
  return (
    <>
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
  );
}
