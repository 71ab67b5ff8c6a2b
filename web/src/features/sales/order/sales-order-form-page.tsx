import { Card, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { getClosingLead } from './api/get-closing-lead';
import { useSalesOrder } from './api/get-sales-order';
import { salesOrderKeys } from './api/sales-order-keys';
import { SalesOrderForm } from './sales-order-form';
import { editable } from './sales-order-shared';

const LIST = '/sale/order-list';
const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** Penjualan > Buat Tagihan; from a lead's 'Closing' button (?lead_id=&member_id=) prefilled and recorded as its closing. */
export function CreateOrderPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const leadId = positive(params.get('lead_id'));
  const memberId = positive(params.get('member_id'));
  const lead = useQuery({
    queryKey: salesOrderKeys.item('closing-lead', leadId),
    queryFn: () => getClosingLead(leadId ?? 0),
    enabled: !!leadId,
    retry: false,
  });
  if (leadId && lead.isLoading) return <Skeleton active />;
  const l = lead.data;
  return (
    <Card title="Buat Tagihan" className="so-create-page">
      <SalesOrderForm
        editing={null}
        lead={
          leadId
            ? {
                lead_id: leadId,
                member_id: memberId ?? l?.member_id ?? undefined,
                member_label: l?.member_name ?? undefined,
                customer_name: l?.lead_name,
                customer_phone: l?.lead_phone ?? undefined,
                source: l?.source,
              }
            : undefined
        }
        onSaved={(saved) => navigate(`${LIST}?detail=${saved.order_id}`)}
        onCancel={() => navigate(LIST)}
      />
    </Card>
  );
}

/** Penjualan > Ubah Tagihan (?id=): an order still Baru and unpaid, replaced whole. */
export function EditOrderPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = positive(params.get('id'));
  const q = useSalesOrder(id ?? null);
  if (!id) return <Result status="404" title="Tagihan tidak ditemukan" />;
  if (q.isLoading) return <Skeleton active />;
  if (!q.data) return <Result status="404" title="Tagihan tidak ditemukan" />;
  if (!editable(q.data))
    return (
      <Result
        status="warning"
        title={`Tagihan ${q.data.invoice_number} tidak dapat diubah`}
        subTitle="Hanya tagihan berstatus Baru yang belum lunas (bukan penjualan kasir) yang dapat diubah."
      />
    );
  return (
    <Card title={`Ubah Tagihan ${q.data.invoice_number}`} className="so-edit-page">
      <SalesOrderForm
        key={q.data.order_id}
        editing={q.data}
        onSaved={(saved) => navigate(`${LIST}?detail=${saved.order_id}`)}
        onCancel={() => navigate(LIST)}
      />
    </Card>
  );
}
