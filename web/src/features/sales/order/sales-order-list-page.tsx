import { EditOutlined, EyeOutlined, FileExcelOutlined, FilterOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { salesOrder } from '@bo/contract';
import { Button, Card, Col, Drawer, Empty, Form, Input, Row, Select, Space, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useWarehouseOptions } from '../../../api/get-warehouse-options';
import { AdvanceFilterDialog } from '../../../components/advance-filter-dialog';
import { documentStatusOptions } from '../../../components/document/document-status';
import { PeriodFilter } from '../../../components/document/period-filter';
import { type ActiveFilter, FilterPanel } from '../../../components/filter-panel';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { useGeneralConfig } from '../../../lib/config';
import { formatDate } from '../../../lib/dates';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { exportSalesOrders } from './api/export-sales-orders';
import { useSalesPaymentSummary } from './api/get-payment-summary';
import { useSalesOrders } from './api/list-sales-orders';
import type { SalesOrderRow } from './api/sales-order-keys';
import { SalesOrderDetailDrawer } from './sales-order-detail';
import { SalesOrderForm } from './sales-order-form';
import { DeleteAction, editable, OrderStatusTag, PaidAction, PaidTag, ProcessAction, printOrderInvoice } from './sales-order-shared';

export const ORDER_LIST_PATH = '/sale/order-list';
export const CREATE_ORDER_PATH = '/sale/order-list/create-order';
export const editOrderPath = (id: number) => `/sale/order-list/edit-order?id=${id}`;

type Filters = {
  search?: string;
  period?: [Dayjs, Dayjs] | null;
  status?: string;
  payment_status?: 'paid' | 'unpaid';
  gudang_id?: number | null;
  is_pos?: '0' | '1';
  is_indent?: '0' | '1';
};

const STATUS_OPTIONS = documentStatusOptions(salesOrder);
const PAID_OPTIONS = [
  { value: 'paid', label: 'Lunas' },
  { value: 'unpaid', label: 'Belum Lunas' },
];
const POS_OPTIONS = [
  { value: '1', label: 'Kasir (POS)' },
  { value: '0', label: 'Non-POS' },
];
const INDENT_OPTIONS = [
  { value: '1', label: 'Indent' },
  { value: '0', label: 'Bukan indent' },
];
const thisMonth = (): [Dayjs, Dayjs] => [dayjs().startOf('month'), dayjs().endOf('month')];
const labelOf = (opts: { value: string; label: string }[], v: unknown) => opts.find((o) => o.value === v)?.label ?? String(v);

function toQuery(f: Filters): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  if (f.period) {
    q.date_start = f.period[0].format('YYYY-MM-DD');
    q.date_end = f.period[1].format('YYYY-MM-DD');
  }
  if (f.search) q.search = f.search;
  if (f.status) q.status = f.status;
  if (f.payment_status) q.payment_status = f.payment_status;
  if (f.gudang_id) q.gudang_id = f.gudang_id;
  if (f.is_pos) q.is_pos = f.is_pos;
  if (f.is_indent) q.is_indent = f.is_indent;
  return q;
}

/** Penjualan > Tagihan: every order the user reaches, with the filters, summary and actions of a sales admin. */
export const OrderListPage = () => <OrdersPage partner={false} />;
/** Pemesanan (partners): the partner's own orders (the server limits the list) and their order form. */
export const PartnerOrdersPage = () => <OrdersPage partner />;

function OrdersPage({ partner }: { partner: boolean }) {
  const navigate = useNavigate();
  const staff = !partner;
  const company = useGeneralConfig();
  const warehouses = useWarehouseOptions();
  const [tab, setTab] = useState<'active' | 'deleted'>('active');
  const [filters, setFilters] = useState<Filters>({ period: thisMonth() });
  const active = useSalesOrders(false, toQuery(filters));
  const deleted = useSalesOrders(true, toQuery(filters), staff && tab === 'deleted');
  const list = tab === 'deleted' ? deleted : active;
  const [form] = Form.useForm<Filters>();
  const [advForm] = Form.useForm<Filters>();
  const [advOpen, setAdvOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  // after a save the form pages come back with ?detail=<order_id>: the saved order (the server's totals) opens
  const [detailId, setDetailId] = useState<number | null>(() => (/^\d+$/.test(params.get('detail') ?? '') ? Number(params.get('detail')) : null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    form.setFieldsValue({ period: filters.period });
    if (params.get('detail')) setParams({}, { replace: true });
  }, []);
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const gudangName = (id?: number | null) => (warehouses.data?.data ?? []).find((w) => Number(w.master_gudang_id) === id)?.master_gudang_name;
  const summary = useSalesPaymentSummary({
    start_date: filters.period?.[0].format('YYYY-MM-DD'),
    end_date: filters.period?.[1].format('YYYY-MM-DD'),
    gudang_name: filters.gudang_id ? gudangName(filters.gudang_id) : undefined,
    is_pos: filters.is_pos,
    is_indent: filters.is_indent,
  });

  const apply = (next: Filters) => {
    setFilters(next);
    form.setFieldsValue({ search: next.search, period: next.period, status: next.status, payment_status: next.payment_status });
    advForm.setFieldsValue({ gudang_id: next.gudang_id, is_pos: next.is_pos, is_indent: next.is_indent });
    active.setFilters(toQuery(next));
    deleted.setFilters(toQuery(next));
  };
  const remove = (key: keyof Filters) => () => apply({ ...filters, [key]: undefined });
  const tags: ActiveFilter[] = [];
  if (filters.period)
    tags.push({
      key: 'period',
      label: `Tanggal: ${filters.period[0].format('DD-MM-YYYY')} – ${filters.period[1].format('DD-MM-YYYY')}`,
      onRemove: remove('period'),
    });
  if (filters.search) tags.push({ key: 'search', label: `Cari: ${filters.search}`, onRemove: remove('search') });
  if (filters.status) tags.push({ key: 'status', label: `Status: ${labelOf(STATUS_OPTIONS, filters.status)}`, onRemove: remove('status') });
  if (filters.payment_status)
    tags.push({ key: 'payment_status', label: `Pembayaran: ${labelOf(PAID_OPTIONS, filters.payment_status)}`, onRemove: remove('payment_status') });
  if (filters.gudang_id) tags.push({ key: 'gudang_id', label: `Gudang: ${gudangName(filters.gudang_id) ?? filters.gudang_id}`, onRemove: remove('gudang_id') });
  if (filters.is_pos) tags.push({ key: 'is_pos', label: labelOf(POS_OPTIONS, filters.is_pos), onRemove: remove('is_pos') });
  if (filters.is_indent) tags.push({ key: 'is_indent', label: labelOf(INDENT_OPTIONS, filters.is_indent), onRemove: remove('is_indent') });

  const print = (id: number) => printOrderInvoice(id, company.data);
  const exportExcel = async () => {
    setExporting(true);
    try {
      await exportSalesOrders(toQuery(filters));
    } finally {
      setExporting(false);
    }
  };
  const s = summary.data;
  const title = partner ? 'Pemesanan' : 'Tagihan';

  return (
    <Card
      className={partner ? 'so-page so-partner-page' : 'so-page'}
      title={title}
      extra={
        <Space wrap>
          {staff && (
            <Button icon={<FileExcelOutlined />} className="so-excel" loading={exporting} onClick={exportExcel}>
              Ekspor Excel
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined />} className="so-add" onClick={() => (partner ? setCreating(true) : navigate(CREATE_ORDER_PATH))}>
            {partner ? 'Buat Pesanan' : 'Buat Tagihan'}
          </Button>
        </Space>
      }
    >
      <Row gutter={[12, 12]} className="so-summary" style={{ marginBottom: 12 }}>
        {[
          { key: 'paid', label: 'Lunas', count: s?.paid_count, total: s?.paid_total, color: '#237804', filter: 'paid' as const },
          // what the unpaid orders still owe after approved returns and part payments, not their invoice total
          {
            key: 'unpaid',
            label: 'Belum Lunas',
            count: s?.unpaid_count,
            total: s?.unpaid_amount_due,
            note: s && s.unpaid_amount_due !== s.unpaid_total ? `sisa dari ${formatRupiah(s.unpaid_total)}` : undefined,
            color: '#ad4e00',
            filter: 'unpaid' as const,
          },
          { key: 'all', label: 'Semua Tagihan', count: s?.total_count, total: s?.grand_total, color: undefined, filter: undefined },
        ].map((c) => (
          <Col xs={24} sm={8} key={c.key}>
            <Card
              size="small"
              hoverable
              className={`so-summary-${c.key}`}
              onClick={() => apply({ ...filters, payment_status: c.filter })}
              styles={{ body: { padding: '8px 12px' } }}
            >
              <Statistic
                title={`${c.label} (${formatNumber(c.count ?? 0)} tagihan)`}
                value={formatRupiah(c.total ?? 0)}
                loading={summary.isLoading}
                valueStyle={{ fontSize: 18, color: c.color }}
              />
              {'note' in c && c.note ? (
                <Typography.Text type="secondary" className="so-summary-note" style={{ fontSize: 12 }}>
                  {c.note}
                </Typography.Text>
              ) : null}
            </Card>
          </Col>
        ))}
      </Row>
      <FilterPanel<Filters>
        form={form}
        name="so_filter"
        onApply={(v) => apply({ ...filters, ...v, search: v.search?.trim() || undefined })}
        onReset={() => {
          advForm.resetFields();
          apply({ period: thisMonth() });
        }}
        active={tags}
      >
        <Form.Item name="search" key="search">
          <Input allowClear className="so-search" placeholder="Cari nomor tagihan / pelanggan" style={{ width: 230 }} />
        </Form.Item>
        <Form.Item name="period" key="period">
          <PeriodFilter className="so-period" onChange={() => undefined} />
        </Form.Item>
        <Form.Item name="status" key="status">
          <Select id="so_filter_status" allowClear placeholder="Semua status" options={STATUS_OPTIONS} style={{ minWidth: 150 }} />
        </Form.Item>
        <Form.Item name="payment_status" key="payment_status">
          <Select id="so_filter_paid" allowClear placeholder="Lunas / belum" options={PAID_OPTIONS} style={{ minWidth: 140 }} />
        </Form.Item>
        <Form.Item key="more">
          <Button icon={<FilterOutlined />} className="so-filter-more" onClick={() => setAdvOpen(true)}>
            Filter Lanjutan
          </Button>
        </Form.Item>
      </FilterPanel>
      <AdvanceFilterDialog
        open={advOpen}
        onClose={() => setAdvOpen(false)}
        onReset={() => advForm.resetFields()}
        onApply={() => {
          const v = advForm.getFieldsValue();
          apply({ ...filters, gudang_id: v.gudang_id ?? undefined, is_pos: v.is_pos, is_indent: v.is_indent });
          setAdvOpen(false);
        }}
      >
        <Form form={advForm} layout="vertical" initialValues={{ gudang_id: filters.gudang_id, is_pos: filters.is_pos, is_indent: filters.is_indent }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="gudang_id" label="Gudang">
                <WarehouseSelect id="so_filter_gudang" allowClear placeholder="Semua gudang" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="is_pos" label="Kasir (POS)">
                <Select id="so_filter_pos" allowClear placeholder="Semua" options={POS_OPTIONS} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="is_indent" label="Indent">
                <Select id="so_filter_indent" allowClear placeholder="Semua" options={INDENT_OPTIONS} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </AdvanceFilterDialog>
      {staff ? (
        <Tabs
          className="so-tabs"
          activeKey={tab}
          onChange={(k) => setTab(k as 'active' | 'deleted')}
          items={[
            { key: 'active', label: 'Tagihan' },
            { key: 'deleted', label: 'Tagihan Terhapus' },
          ]}
        />
      ) : null}
      <Table<SalesOrderRow>
        className={tab === 'deleted' ? 'so-table so-deleted-table' : 'so-table'}
        rowKey="order_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 1084 }}
        pagination={{ ...list.pagination, showTotal: (t) => `${formatNumber(t)} tagihan` }}
        locale={{ emptyText: <Empty description={tab === 'deleted' ? 'Tidak ada tagihan terhapus' : 'Belum ada tagihan pada periode ini'} /> }}
        columns={[
          {
            title: 'Nomor',
            dataIndex: 'invoice_number',
            width: 140,
            fixed: 'left',
            render: (v, r) => (
              <Space size={2} direction="vertical">
                <a className="so-number" onClick={() => setDetailId(r.order_id)}>
                  {v}
                </a>
                <Space size={2}>
                  {r.is_pos ? <Tag color="purple">Kasir</Tag> : null}
                  {r.is_indent ? <Tag color="gold">Indent</Tag> : null}
                  {r.is_ppn_jual ? <Tag color="volcano">PPN</Tag> : null}
                </Space>
              </Space>
            ),
          },
          { title: 'Tanggal', dataIndex: 'order_date', width: 94, render: (v) => formatDate(v, 'DD-MM-YYYY') },
          {
            title: 'Pelanggan / Gudang',
            dataIndex: 'customer_name',
            width: 180,
            render: (v, r) => (
              <>
                {v ?? '-'}
                {r.customer_phone ? (
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.customer_phone}
                    </Typography.Text>
                  </div>
                ) : null}
                <div>
                  <Typography.Text type="secondary" className="so-gudang" style={{ fontSize: 12 }} ellipsis>
                    {r.master_gudang_name}
                  </Typography.Text>
                </div>
              </>
            ),
          },
          {
            title: 'Total',
            dataIndex: 'grand_total',
            align: 'right',
            width: 130,
            render: (v: number, r) => (
              <>
                {formatRupiah(v)}
                {r.returned_total ? (
                  <div>
                    <Typography.Text type="secondary" className="so-returned" style={{ fontSize: 12 }}>
                      retur - {formatRupiah(r.returned_total)}
                    </Typography.Text>
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: 'Sisa Tagihan',
            dataIndex: 'amount_due',
            align: 'right',
            width: 130,
            render: (v: number, r) => (
              <>
                <span className="so-amount-due">{formatRupiah(v)}</span>
                {r.refund_due ? (
                  <div>
                    <Typography.Text type="warning" className="so-refund-due" style={{ fontSize: 12 }}>
                      lebih bayar {formatRupiah(r.refund_due)}
                    </Typography.Text>
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 110,
            render: (v: string, r) => (
              <Space size={2} direction="vertical">
                <OrderStatusTag status={v} />
                <PaidTag row={r} />
              </Space>
            ),
          },
          ...(tab === 'deleted'
            ? [
                {
                  title: 'Alasan Hapus',
                  dataIndex: 'delete_reason',
                  width: 220,
                  render: (v: string | null, r: SalesOrderRow) => `${v ?? '-'} (${formatDate(r.deleted_at, 'DD-MM-YYYY')})`,
                },
              ]
            : []),
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            width: staff && tab === 'active' ? 300 : 90,
            render: (_, r) => (
              <Space size={4}>
                <Button
                  size="small"
                  className="so-detail"
                  icon={<EyeOutlined />}
                  title="Detail"
                  aria-label={`Detail ${r.invoice_number}`}
                  onClick={() => setDetailId(r.order_id)}
                />
                {staff && editable(r) && (
                  <Button
                    size="small"
                    className="so-edit"
                    icon={<EditOutlined />}
                    title="Ubah"
                    aria-label={`Ubah ${r.invoice_number}`}
                    onClick={() => navigate(editOrderPath(r.order_id))}
                  />
                )}
                <Button
                  size="small"
                  className="so-print"
                  icon={<PrinterOutlined />}
                  title="Cetak Tagihan"
                  aria-label={`Cetak ${r.invoice_number}`}
                  onClick={() => print(r.order_id)}
                />
                {staff && <ProcessAction row={r} />}
                {staff && <PaidAction row={r} />}
                {staff && <DeleteAction row={r} />}
              </Space>
            ),
          },
        ]}
      />
      <SalesOrderDetailDrawer
        id={detailId}
        staff={staff}
        onClose={() => setDetailId(null)}
        onEdit={staff ? (id) => navigate(editOrderPath(id)) : undefined}
        onPrint={print}
      />
      {partner && (
        <Drawer className="so-partner-form-drawer" open={creating} onClose={() => setCreating(false)} title="Buat Pesanan" size={1200} destroyOnHidden>
          <SalesOrderForm
            partner
            editing={null}
            onSaved={(saved) => {
              setCreating(false);
              setDetailId(saved.order_id);
            }}
            onCancel={() => setCreating(false)}
          />
        </Drawer>
      )}
    </Card>
  );
}
