import { CheckCircleOutlined, EyeOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { LEAD_SOURCES, leadAddBody, leadSourceLabel, salesOrder } from '@bo/contract';
import { Button, Card, Col, DatePicker, Descriptions, Drawer, Empty, Form, Input, Row, Segmented, Select, Space, Table, Tag, Typography, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DocumentStatusTag } from '../../../components/document/document-status';
import { PeriodFilter, type Period } from '../../../components/document/period-filter';
import { FormModal } from '../../../components/form-modal';
import { RemoteSelect } from '../../../components/remote-select';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { mayUse } from '../../../lib/route-filter';
import { schemaField } from '../../../lib/schema-rules';
import { useProfile } from '../../../lib/session';
import { useFormSubmit } from '../../../lib/use-form-submit';
import {
  fetchLeadOptions,
  type LeadRange,
  type LeadRow,
  useAddLead,
  useDailyClosings,
  useDailyClosingsBySource,
  useDailyLeads,
  useDailyLeadsBySource,
  useLead,
  useLeadAdmins,
  useLeads,
} from './api/lead-api';
import { DailyBars } from './lead-charts';

/** Where the Closing button leads: the create-order page reads lead_id (and member_id) from its query. */
export const CREATE_ORDER_PATH = '/sale/order-list/create-order';
export const closingHref = (r: { lead_id: number; member_id: number | null }) =>
  `${CREATE_ORDER_PATH}?lead_id=${r.lead_id}${r.member_id ? `&member_id=${r.member_id}` : ''}`;

const SOURCE_OPTIONS = LEAD_SOURCES.map((s) => ({ value: s.value, label: s.label }));
const sourceTag = (v: string) => {
  const tag = LEAD_SOURCES.find((s) => s.value === v)?.tag;
  return tag === 'default' ? undefined : tag;
};

export const defaultPeriod = (): [Dayjs, Dayjs] => [dayjs().subtract(29, 'day'), dayjs()];
const rangeOf = (p: Period, f: { source?: string; admin_id?: number }): LeadRange => {
  const [start, end] = p ?? defaultPeriod();
  return { date_start: start.format('YYYY-MM-DD'), date_end: end.format('YYYY-MM-DD'), source: f.source, admin_id: f.admin_id };
};

/** The list's columnFilters of the page's filters. */
function toQuery(f: Filters) {
  const q: Record<string, unknown> = {};
  if (f.period) {
    q.date_start = f.period[0].format('YYYY-MM-DD');
    q.date_end = f.period[1].format('YYYY-MM-DD');
  }
  if (f.source) q.source = f.source;
  if (f.admin_id) q.admin_id = f.admin_id;
  if (f.is_closed) q.is_closed = f.is_closed;
  if (f.search) q.search = f.search;
  return q;
}

interface Filters {
  period: Period;
  source?: string;
  admin_id?: number;
  is_closed?: '0' | '1';
  search?: string;
}

export function SourceTag({ source }: { source: string }) {
  return (
    <Tag color={sourceTag(source)} className="lead-source-tag">
      {leadSourceLabel(source)}
    </Tag>
  );
}

export function AdminSelect(props: { value?: number; onChange?: (v?: number) => void; className?: string; placeholder?: string; allowClear?: boolean }) {
  const admins = useLeadAdmins();
  return (
    <Select
      className={props.className}
      allowClear={props.allowClear ?? true}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={props.placeholder ?? 'Semua admin/CS'}
      style={{ minWidth: 180 }}
      loading={admins.isLoading}
      value={props.value}
      options={(admins.data ?? []).map((a) => ({ value: a.admin_id, label: a.admin_name }))}
      onChange={(v) => props.onChange?.(v ?? undefined)}
    />
  );
}

/** Leads and closings per day, overall or stacked by source, for the list's period, source and admin. */
function LeadCharts({ range }: { range: LeadRange }) {
  const [view, setView] = useState<'total' | 'source'>('total');
  const bySource = view === 'source';
  const leads = useDailyLeads(range);
  const closings = useDailyClosings(range);
  const leadsBySource = useDailyLeadsBySource(range, bySource);
  const closingsBySource = useDailyClosingsBySource(range, bySource);
  const switcher = (
    <Segmented<'total' | 'source'>
      size="small"
      className="lead-chart-view"
      value={view}
      onChange={setView}
      options={[
        { label: 'Total', value: 'total' },
        { label: 'Per sumber', value: 'source' },
      ]}
    />
  );
  const total = (n?: number) => (n === undefined ? '' : ` (${formatNumber(n)})`);
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
      <Col xs={24} lg={12}>
        <Card size="small" title={`Lead per hari${total(leads.data?.total)}`} extra={switcher} className="lead-chart-leads">
          <DailyBars label="Lead per hari" data={bySource ? leadsBySource.data?.data : leads.data?.data} bySource={bySource} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={`Closing per hari${total(closings.data?.total)}`} className="lead-chart-closings">
          <DailyBars label="Closing per hari" color="#389e0d" data={bySource ? closingsBySource.data?.data : closings.data?.data} bySource={bySource} />
        </Card>
      </Col>
    </Row>
  );
}

interface LeadForm {
  lead_date?: Dayjs;
  lead_name?: string;
  lead_phone?: string;
  source?: string;
  admin_id?: number;
  product_interest?: string;
  member_id?: number;
  note?: string;
}

/** 'Tambah Lead': the form of /lead/validation_add + /lead/add_stored, the server's messages at their fields. */
function AddLeadModal({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: (code: string) => void }) {
  const [form] = Form.useForm<LeadForm>();
  const add = useAddLead();
  const profile = useProfile();
  const partner = profile?.group_type === 'mitra';
  const { busy, submit } = useFormSubmit(form, async (v: LeadForm) => {
    const r = await add.mutateAsync({
      lead_date: v.lead_date ? v.lead_date.format('YYYY-MM-DD') : undefined,
      lead_name: v.lead_name,
      lead_phone: v.lead_phone,
      source: v.source as never,
      admin_id: v.admin_id,
      product_interest: v.product_interest,
      member_id: v.member_id,
      note: v.note,
    });
    message.success(`${r.msg} (${r.data.lead_code})`);
    onSaved(r.data.lead_code);
  });
  const shape = leadAddBody.shape;
  return (
    <FormModal open={open} form={form} busy={busy} onClose={onClose} title="Tambah Lead" className="lead-add-modal" width={560}>
      <Form<LeadForm> form={form} layout="vertical" onFinish={submit} initialValues={{ lead_date: dayjs() }} preserve={false}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label="Tanggal" name="lead_date">
              <DatePicker
                className="lead-date"
                format="DD-MM-YYYY"
                allowClear={false}
                disabledDate={(d) => d.isAfter(dayjs(), 'day')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Sumber" {...schemaField(shape, 'source')}>
              <Select className="lead-source" placeholder="Pilih sumber" options={SOURCE_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Nama calon pelanggan" {...schemaField(shape, 'lead_name')}>
          <Input className="lead-name" maxLength={150} autoFocus />
        </Form.Item>
        <Form.Item label="Nomor telepon / WhatsApp" {...schemaField(shape, 'lead_phone')}>
          <Input className="lead-phone" inputMode="tel" placeholder="08xxxxxxxxxx" />
        </Form.Item>
        <Form.Item label="Produk yang diminati" {...schemaField(shape, 'product_interest')}>
          <Input className="lead-product" maxLength={255} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label="Admin/CS" name="admin_id" extra={partner ? undefined : 'Kosong: Anda sendiri'}>
              <AdminSelect className="lead-admin" placeholder="Anda sendiri" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Kontak (jika sudah terdaftar)" name="member_id">
              <RemoteSelect
                placeholder="Cari nama atau telepon"
                fetcher={async (search) =>
                  (await fetchLeadOptions(search)).members.map((m) => ({
                    value: m.member_id,
                    label: m.member_phone ? `${m.member_name} (${m.member_phone})` : m.member_name,
                  }))
                }
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Catatan" {...schemaField(shape, 'note')}>
          <Input.TextArea className="lead-note" rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

function ClosingButton({ row, size }: { row: LeadRow; size?: 'small' }) {
  const navigate = useNavigate();
  const profile = useProfile();
  if (row.is_closed || !profile || !mayUse(profile, 'createOrder')) return null;
  return (
    <Button size={size} type="primary" ghost icon={<ShoppingCartOutlined />} className="lead-closing" onClick={() => navigate(closingHref(row))}>
      Closing
    </Button>
  );
}

function LeadDrawer({ code, onClose }: { code: string | null; onClose: () => void }) {
  const q = useLead(code);
  const d = q.data;
  return (
    <Drawer
      className="lead-detail-drawer"
      open={code !== null}
      onClose={onClose}
      title={d ? `Lead ${d.lead_code}` : 'Lead'}
      size={640}
      extra={d && <ClosingButton row={d} />}
    >
      {d && (
        <>
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Tanggal">{formatDate(d.lead_date)}</Descriptions.Item>
            <Descriptions.Item label="Nama">{d.lead_name}</Descriptions.Item>
            <Descriptions.Item label="Telepon">{d.lead_phone ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Sumber">
              <SourceTag source={d.source} />
            </Descriptions.Item>
            <Descriptions.Item label="Admin/CS">{d.admin_name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Produk diminati">{d.product_interest ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Kontak">{d.member_name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Catatan">{d.note ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Status">
              {d.is_closed ? (
                <Tag color="green" icon={<CheckCircleOutlined />}>
                  Closing {d.closing_invoice_number} ({formatDate(d.closing_date ?? '')})
                </Tag>
              ) : (
                <Tag>Belum closing</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Dicatat">
              {d.created_by_name ?? '-'}, {formatDateTime(d.created_at)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>Tagihan dari lead ini</Typography.Title>
          <Table
            className="lead-orders"
            size="small"
            rowKey="order_id"
            pagination={false}
            dataSource={d.orders}
            locale={{ emptyText: <Empty description="Belum ada tagihan" /> }}
            columns={[
              { title: 'Nomor', dataIndex: 'invoice_number' },
              { title: 'Tanggal', dataIndex: 'order_date', render: (v: string) => formatDate(v, 'DD-MM-YYYY') },
              { title: 'Status', dataIndex: 'status', render: (v: string) => <DocumentStatusTag doc={salesOrder} value={v} /> },
              { title: 'Total', dataIndex: 'grand_total', align: 'right', render: (v: number) => formatRupiah(v) },
              { title: 'Lunas', dataIndex: 'is_paid', render: (v: number) => (v ? <Tag color="green">Lunas</Tag> : <Tag>Belum</Tag>) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

/** Penjualan > Closing Leads: daily charts, the lead list with its filters, 'Tambah Lead', detail and Closing. */
export function ClosingLeadsPage() {
  const [filters, setFilters] = useState<Filters>(() => ({ period: defaultPeriod() }));
  const list = useLeads(toQuery(filters));
  const [adding, setAdding] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);

  const apply = (next: Filters) => {
    setFilters(next);
    list.setFilters(toQuery(next));
  };

  return (
    <Card
      className="closing-leads-page"
      title="Closing Leads"
      extra={
        <Button type="primary" icon={<PlusOutlined />} className="lead-add" onClick={() => setAdding(true)}>
          Tambah Lead
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }} className="lead-filters">
        <PeriodFilter className="lead-period" value={filters.period} onChange={(period) => apply({ ...filters, period })} />
        <Select
          className="lead-filter-source"
          allowClear
          placeholder="Semua sumber"
          style={{ minWidth: 150 }}
          value={filters.source}
          options={SOURCE_OPTIONS}
          onChange={(v) => apply({ ...filters, source: v })}
        />
        <AdminSelect className="lead-filter-admin" value={filters.admin_id} onChange={(v) => apply({ ...filters, admin_id: v })} />
        <Select
          className="lead-filter-closed"
          allowClear
          placeholder="Semua status"
          style={{ minWidth: 150 }}
          value={filters.is_closed}
          options={[
            { value: '1', label: 'Sudah closing' },
            { value: '0', label: 'Belum closing' },
          ]}
          onChange={(v) => apply({ ...filters, is_closed: v })}
        />
        <Input.Search
          allowClear
          className="lead-search"
          placeholder="Cari kode, nama, telepon, produk"
          onSearch={(v) => apply({ ...filters, search: v })}
          style={{ width: 260 }}
        />
      </Space>
      <LeadCharts range={rangeOf(filters.period, filters)} />
      <Table<LeadRow>
        className="lead-table"
        rowKey="lead_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 1100 }}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description="Belum ada lead" /> }}
        columns={[
          { title: 'Kode', dataIndex: 'lead_code', width: 140, fixed: 'left', render: (v: string) => <a onClick={() => setDetail(v)}>{v}</a> },
          { title: 'Tanggal', dataIndex: 'lead_date', width: 100, render: (v: string) => formatDate(v, 'DD-MM-YYYY') },
          { title: 'Nama', dataIndex: 'lead_name' },
          { title: 'Telepon', dataIndex: 'lead_phone', render: (v: string | null) => v ?? '-' },
          { title: 'Sumber', dataIndex: 'source', width: 110, render: (v: string) => <SourceTag source={v} /> },
          { title: 'Admin/CS', dataIndex: 'admin_name' },
          { title: 'Produk Diminati', dataIndex: 'product_interest', render: (v: string | null) => v ?? '-' },
          {
            title: 'Status',
            dataIndex: 'is_closed',
            width: 170,
            render: (v: number, r) =>
              v ? (
                <Tag color="green" className="lead-closed-tag">
                  Closing · {r.closing_invoice_number}
                </Tag>
              ) : (
                <Tag className="lead-open-tag">Belum closing</Tag>
              ),
          },
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            width: 140,
            render: (_, r) => (
              <Space size={4}>
                <Button
                  size="small"
                  className="lead-detail"
                  icon={<EyeOutlined />}
                  aria-label={`Detail ${r.lead_code}`}
                  onClick={() => setDetail(r.lead_code)}
                />
                <ClosingButton row={r} size="small" />
              </Space>
            ),
          },
        ]}
      />
      <AddLeadModal
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
        }}
      />
      <LeadDrawer code={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
