import { returKonsumen } from '@bo/contract';
import { Descriptions, Table, Typography } from 'antd';
import { DocumentStatusTag } from '../../../components/document/document-status';
import { formatDate } from '../../../lib/dates';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import type { SalesOrderDetail } from './api/sales-order-keys';

/**
 * The invoice after customer returns, as the server works it out (orderBalances): the order's
 * returns in every state (only approved ones reduce the invoice), then total, returns, paid and the
 * remaining amount (Sisa Tagihan), or what the customer paid too much.
 */
export function SalesOrderBalance({ d }: { d: SalesOrderDetail }) {
  return (
    <div className="so-balance">
      {d.returns.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Retur Konsumen
          </Typography.Title>
          <Table
            className="so-returns"
            rowKey="retur_konsumen_id"
            size="small"
            pagination={false}
            dataSource={d.returns}
            columns={[
              { title: 'Nomor Retur', dataIndex: 'retur_konsumen_number' },
              { title: 'Tanggal', dataIndex: 'retur_date', render: (v: string) => formatDate(v, 'DD-MM-YYYY') },
              { title: 'Jumlah', dataIndex: 'qty_total', align: 'right', render: (v: number) => `${formatNumber(v)} satuan kecil` },
              {
                title: 'Status',
                dataIndex: 'status',
                render: (v: string) => <DocumentStatusTag doc={returKonsumen} value={v} />,
              },
              {
                title: 'Nilai Retur',
                dataIndex: 'refund_total',
                align: 'right',
                render: (v: number, r) =>
                  r.status === 'disetujui' ? (
                    formatRupiah(v)
                  ) : (
                    <Typography.Text type="secondary" delete={r.status !== 'diajukan'} title="Hanya retur disetujui yang mengurangi tagihan">
                      {formatRupiah(v)}
                    </Typography.Text>
                  ),
              },
            ]}
          />
        </>
      )}
      <Descriptions size="small" column={1} bordered className="so-balance-totals" style={{ maxWidth: 400, marginLeft: 'auto', marginTop: 12 }}>
        <Descriptions.Item label="Total Tagihan">{formatRupiah(d.grand_total)}</Descriptions.Item>
        {d.returned_total ? <Descriptions.Item label="Retur disetujui">- {formatRupiah(d.returned_total)}</Descriptions.Item> : null}
        <Descriptions.Item label="Dibayar">{formatRupiah(d.paid_amount)}</Descriptions.Item>
        <Descriptions.Item label="Sisa Tagihan">
          <b className="so-amount-due">{formatRupiah(d.amount_due)}</b>
        </Descriptions.Item>
        {d.refund_due ? (
          <Descriptions.Item label="Lebih bayar">
            <Typography.Text type="warning" className="so-refund-due">
              {formatRupiah(d.refund_due)} (dikembalikan atau dijadikan saldo pelanggan)
            </Typography.Text>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </div>
  );
}
