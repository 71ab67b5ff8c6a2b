import { customerPayment } from '@bo/contract';
import { message, Table, Tag, Typography } from 'antd';
import { useMovePayment, useOrderPayments } from '../../api/payment';
import { formatDate } from '../../lib/dates';
import { formatRupiah } from '../../lib/format-number';
import { DocumentActions } from '../document/document-actions';
import { DocumentStateTag } from '../document/document-columns';

/** From the Tagihan drawer a payment awaiting verification may be deleted (a proof sent by mistake); verifying is Tagihan Pelanggan's. */
const deleteOnly = { ...customerPayment, transitions: customerPayment.transitions.filter((t) => t.action === 'delete') };

/**
 * The payments recorded against one invoice in every state (`so-payments`): only approved ones count
 * as paid; one awaiting verification is shown so nobody sends the proof twice.
 */
export function OrderPayments({ orderId }: { orderId: number }) {
  const q = useOrderPayments(orderId);
  const move = useMovePayment();
  const rows = q.data ?? [];
  return (
    <div className="so-payments">
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Pembayaran
      </Typography.Title>
      <Table
        className="so-payments-table"
        rowKey="payment_id"
        size="small"
        loading={q.isFetching}
        pagination={false}
        dataSource={rows}
        scroll={{ x: 720 }}
        locale={{ emptyText: 'Belum ada pembayaran' }}
        columns={[
          {
            title: 'Nomor',
            dataIndex: 'payment_number',
            render: (v: string, r) => (
              <>
                {v}
                {r.is_multiple ? (
                  <Tag color="blue" style={{ marginLeft: 4 }}>
                    Gabungan
                  </Tag>
                ) : null}
              </>
            ),
          },
          { title: 'Tanggal', dataIndex: 'payment_date', render: (v: string) => formatDate(v, 'DD-MM-YYYY') },
          { title: 'Jumlah', dataIndex: 'amount', align: 'right', render: (v: number) => formatRupiah(v) },
          { title: 'Metode', dataIndex: 'payment_method_label', render: (v: string | null, r) => v ?? r.payment_method ?? '-' },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (v: string, r) => (
              <>
                <DocumentStateTag doc={customerPayment} prefix="so-payment" value={v} />
                {r.status_reason ? (
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.status_reason}
                    </Typography.Text>
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: 'Aksi',
            key: 'actions',
            render: (_, r) => (
              <DocumentActions
                doc={deleteOnly}
                state={r.status}
                subject={`${r.payment_number} · ${formatRupiah(r.amount)}`}
                run={async () => {
                  const env = await move.mutateAsync({ row: r, action: 'delete' });
                  message.success(env.msg);
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
