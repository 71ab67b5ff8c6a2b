import { BONUS_SCOPE_LABELS, type BonusDetailRow, type BonusRuleRow, type BonusSalesRow, type BonusScope } from '@bo/contract';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { Alert, Button, Card, Empty, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUserOptions } from '../../../api/get-user-options';
import { barOption, Chart, preloadCharts } from '../../../components/charts';
import { MoneyInput } from '../../../components/money-input';
import { usePrivilege } from '../../../components/privilege';
import { formatDate } from '../../../lib/dates';
import { applyFieldErrors } from '../../../lib/form-errors';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { ExcelButton, postExcel } from '../../../components/excel-button';
import { type PeriodFilters, ReportFilterBar, reportBody, thisMonth } from '../report-filter-bar';
import { serverPaging, totalsRow } from '../report-table';
import { useBonusDetail, useBonusRuleChanges, useBonusRules, useBonusSales, useMemberTypes } from './api/bonus-api';

const money = (v: number) => formatRupiah(v);

/** The link to a seller's invoices, carrying the period and warehouse. */
const detailLink = (sellerId: number, f: PeriodFilters) =>
  `/report/bonus-sales/detail?${new URLSearchParams({ seller_id: String(sellerId), date_start: f.date_start, date_end: f.date_end, ...(f.gudang_id ? { gudang_id: String(f.gudang_id) } : {}) })}`;

/** Bonus Sales (Laporan > bonus-sales): each seller's net sales (DPP after returns), the rule applied and the bonus; the rules below. */
export function BonusSalesPage() {
  const [filters, setFilters] = useState<PeriodFilters>(thisMonth);
  const body = reportBody(filters);
  const q = useBonusSales(body);
  useEffect(preloadCharts, []);
  const rows = q.data?.data ?? [];
  const total = q.data?.total;
  const chart = useMemo(
    () =>
      barOption({
        horizontal: true,
        categories: rows.slice(0, 10).map((r) => r.seller_name),
        series: [
          { name: 'Penjualan Bersih', data: rows.slice(0, 10).map((r) => r.net_revenue), kind: 'rupiah' },
          { name: 'Bonus', data: rows.slice(0, 10).map((r) => r.bonus), kind: 'rupiah' },
        ],
      }),
    [rows],
  );
  const columns: ColumnsType<BonusSalesRow> = [
    { title: 'Sales', dataIndex: 'seller_name', render: (v: string, r) => <Link to={detailLink(r.seller_id, filters)}>{v}</Link> },
    { title: 'Tagihan', dataIndex: 'orders', align: 'right', render: (v: number) => formatNumber(v) },
    { title: 'Penjualan (DPP)', dataIndex: 'revenue', align: 'right', render: money },
    { title: 'Retur', dataIndex: 'returned_revenue', align: 'right', render: money },
    { title: 'Penjualan Bersih', dataIndex: 'net_revenue', align: 'right', render: money },
    {
      title: 'Aturan',
      dataIndex: 'rule_label',
      render: (_: string, r) => (
        <Space size={4} wrap>
          {r.parts.map((p) => (
            <Tag key={`${p.scope}:${p.ref_id}`} color={p.scope ? (r.net_revenue >= p.min_target ? 'blue' : 'default') : 'default'}>
              {p.rule_label}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Bonus',
      dataIndex: 'bonus',
      align: 'right',
      render: (v: number, r) => (
        <span>
          <b>{money(v)}</b>
          {r.target_met ? null : (
            <Tag color="orange" style={{ marginLeft: 6 }}>
              Target belum tercapai
            </Tag>
          )}
        </span>
      ),
    },
  ];
  return (
    <Card className="bonus-sales-page" title="Bonus Sales" extra={<ExcelButton download={postExcel('/report/bonus/sales/excel', body)} />}>
      <ReportFilterBar filters={filters} onChange={setFilters} />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space size={32} wrap>
          <Statistic title="Penjualan Bersih (DPP)" value={money(total?.net_revenue ?? 0)} className="bonus-total-net" />
          <Statistic title="Retur (DPP)" value={money(total?.returned_revenue ?? 0)} />
          <Statistic title="Total Bonus" value={money(total?.bonus ?? 0)} className="bonus-total" />
          <Statistic title="Tagihan" value={formatNumber(total?.orders ?? 0)} />
        </Space>
      </Card>
      <Card size="small" title="Penjualan bersih dan bonus per sales (10 teratas)" style={{ marginBottom: 12 }} className="bonus-chart">
        <Chart option={chart} height={Math.max(200, 40 * Math.min(rows.length, 10) + 60)} loading={q.isLoading} label="Penjualan bersih dan bonus per sales" />
      </Card>
      <Table<BonusSalesRow>
        className="bonus-sales-table"
        rowKey="seller_id"
        size="small"
        loading={q.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description="Tidak ada penjualan pada periode ini" /> }}
        columns={columns}
        summary={totalsRow(
          columns,
          total
            ? {
                orders: formatNumber(total.orders),
                revenue: money(total.revenue),
                returned_revenue: money(total.returned_revenue),
                net_revenue: money(total.net_revenue),
                bonus: <span className="bonus-summary-total">{money(total.bonus)}</span>,
              }
            : {},
          'Total',
          'bonus-summary',
        )}
      />
      <BonusRules />
    </Card>
  );
}

const pct = (v: number) => `${formatNumber(v, Number.isInteger(v) ? 0 : 2)}%`;

/** The bonus rules: everyone with the report reads them, the superuser adds, changes and deletes them. */
function BonusRules() {
  const rules = useBonusRules();
  const may = usePrivilege(['reportBonusRule']);
  const { remove } = useBonusRuleChanges();
  const [editing, setEditing] = useState<Partial<BonusRuleRow> | null>(null);
  return (
    <Card
      size="small"
      className="bonus-rules"
      title="Aturan Bonus"
      style={{ marginTop: 16 }}
      extra={
        may ? (
          <Button icon={<PlusOutlined />} className="bonus-rule-add" onClick={() => setEditing({ scope: 'default', ref_id: 0, percent: 1, min_target: 0 })}>
            Tambah Aturan
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Bonus = persen × penjualan bersih (DPP setelah retur, tanpa PPN dan ongkir), dibulatkan ke rupiah. Aturan sales mengalahkan aturan tipe member
        pelanggan, yang mengalahkan aturan bawaan. Bila ada target minimal, aturan hanya dibayar bila penjualan bersih sales pada periode mencapainya.
      </Typography.Paragraph>
      <Table<BonusRuleRow>
        className="bonus-rule-table"
        rowKey="bonus_rule_id"
        size="small"
        loading={rules.isFetching}
        dataSource={rules.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="Belum ada aturan bonus: tidak ada bonus" /> }}
        columns={[
          { title: 'Cakupan', dataIndex: 'scope', render: (v: BonusScope) => BONUS_SCOPE_LABELS[v] },
          {
            title: 'Untuk',
            dataIndex: 'ref_name',
            render: (v: string | null, r) => (r.scope === 'default' ? 'Semua penjualan lainnya' : (v ?? `#${r.ref_id}`)),
          },
          { title: 'Persen', dataIndex: 'percent', align: 'right', render: pct },
          { title: 'Target Minimal', dataIndex: 'min_target', align: 'right', render: (v: number) => (v ? money(v) : '-') },
          { title: 'Catatan', dataIndex: 'note', render: (v: string | null) => v ?? '' },
          ...(may
            ? [
                {
                  title: '',
                  key: 'actions',
                  width: 90,
                  render: (_: unknown, r: BonusRuleRow) => (
                    <Space>
                      <Button size="small" icon={<EditOutlined />} aria-label="Ubah aturan" className="bonus-rule-edit" onClick={() => setEditing(r)} />
                      <Popconfirm title="Hapus aturan ini?" okText="Hapus" cancelText="Batal" onConfirm={() => remove.mutateAsync(r.bonus_rule_id)}>
                        <Button size="small" danger icon={<DeleteOutlined />} aria-label="Hapus aturan" className="bonus-rule-delete" />
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? <BonusRuleForm rule={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}

function BonusRuleForm({ rule, onClose }: { rule: Partial<BonusRuleRow>; onClose: () => void }) {
  const [form] = Form.useForm();
  const scope = Form.useWatch('scope', form) as BonusScope | undefined;
  const users = useUserOptions(true);
  const types = useMemberTypes();
  const { save } = useBonusRuleChanges();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({ ...v, bonus_rule_id: rule.bonus_rule_id, ref_id: v.scope === 'default' ? 0 : v.ref_id });
      onClose();
    } catch (e) {
      applyFieldErrors(form, e);
    }
  };
  return (
    <Modal
      open
      className="bonus-rule-modal"
      title={rule.bonus_rule_id ? 'Ubah Aturan Bonus' : 'Tambah Aturan Bonus'}
      okText="Simpan"
      cancelText="Batal"
      okButtonProps={{ className: 'bonus-rule-save', loading: save.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={rule}>
        <Form.Item name="scope" label="Cakupan" rules={[{ required: true }]}>
          <Select
            className="bonus-rule-scope"
            options={(['seller', 'member_type', 'default'] as const).map((s) => ({ value: s, label: BONUS_SCOPE_LABELS[s] }))}
          />
        </Form.Item>
        {scope === 'seller' ? (
          <Form.Item name="ref_id" label="Sales" rules={[{ required: true, message: 'Pilih sales' }]}>
            <Select className="bonus-rule-ref" showSearch optionFilterProp="label" options={users.options} loading={users.isLoading} />
          </Form.Item>
        ) : null}
        {scope === 'member_type' ? (
          <Form.Item name="ref_id" label="Tipe Member" rules={[{ required: true, message: 'Pilih tipe member' }]}>
            <Select
              className="bonus-rule-ref"
              options={(types.data ?? []).map((t) => ({ value: Number(t.member_type_id), label: t.member_type_name }))}
              loading={types.isLoading}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="percent" label="Persen dari penjualan bersih" rules={[{ required: true, message: 'Isi persen' }]}>
          <InputNumber className="bonus-rule-percent" min={0} max={100} step={0.5} precision={2} decimalSeparator="," addonAfter="%" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="min_target" label="Target minimal penjualan bersih (0 = tanpa target)">
          <MoneyInput className="bonus-rule-target" />
        </Form.Item>
        <Form.Item name="note" label="Catatan">
          <Input maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Detail Bonus Sales (Laporan > bonus-sales/detail): one seller's invoices of the period with their part of the bonus. */
export function BonusSalesDetailPage() {
  const [params, setParams] = useSearchParams();
  const sellerId = params.get('seller_id');
  const filters: PeriodFilters = {
    ...thisMonth(),
    ...(params.get('date_start') ? { date_start: String(params.get('date_start')) } : {}),
    ...(params.get('date_end') ? { date_end: String(params.get('date_end')) } : {}),
    gudang_id: params.get('gudang_id') ? Number(params.get('gudang_id')) : null,
  };
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const body = reportBody(filters, { seller_id: sellerId ?? undefined });
  const q = useBonusDetail({ ...body, ...paging }, sellerId !== null);
  const seller = q.data?.seller;
  const change = (f: PeriodFilters) => {
    setParams(
      new URLSearchParams({
        seller_id: sellerId ?? '',
        date_start: f.date_start,
        date_end: f.date_end,
        ...(f.gudang_id ? { gudang_id: String(f.gudang_id) } : {}),
      }),
    );
    setPaging((p) => ({ ...p, page: 1 }));
  };
  if (sellerId === null) return <Alert type="info" showIcon title="Pilih sales dari halaman Bonus Sales" />;
  return (
    <Card
      className="bonus-detail-page"
      title={`Detail Bonus Sales${seller ? `: ${seller.seller_name}` : ''}`}
      extra={
        <Space>
          <Link to="/report/bonus-sales">Kembali</Link>
          <ExcelButton download={postExcel('/report/bonus/sales/excel', { ...body, detail: 1 })} />
        </Space>
      }
    >
      <ReportFilterBar filters={filters} onChange={change} />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space size={32} wrap>
          <Statistic title="Penjualan Bersih" value={money(seller?.net_revenue ?? 0)} />
          <Statistic title="Bonus" value={money(seller?.bonus ?? 0)} className="bonus-detail-total" />
          <Statistic title="Aturan" value={seller?.rule_label ?? '-'} valueStyle={{ fontSize: 16 }} />
        </Space>
        {seller && !seller.target_met ? (
          <Alert type="warning" showIcon style={{ marginTop: 8 }} title="Target minimal belum tercapai: aturan itu tidak dibayar" />
        ) : null}
      </Card>
      <Table<BonusDetailRow>
        className="bonus-detail-table"
        rowKey="order_id"
        size="small"
        loading={q.isFetching}
        dataSource={q.data?.data ?? []}
        scroll={{ x: 1000 }}
        pagination={serverPaging(paging, q.data?.total, setPaging)}
        locale={{ emptyText: <Empty description="Tidak ada tagihan pada periode ini" /> }}
        columns={[
          { title: 'No. Tagihan', dataIndex: 'invoice_number' },
          { title: 'Tanggal', dataIndex: 'order_date', render: (v: string) => formatDate(v) },
          { title: 'Pelanggan', dataIndex: 'customer_name' },
          { title: 'Tipe Member', dataIndex: 'member_type_name', render: (v: string | null) => v ?? '-' },
          { title: 'Gudang', dataIndex: 'master_gudang_name' },
          { title: 'Penjualan (DPP)', dataIndex: 'revenue', align: 'right', render: money },
          { title: 'Retur', dataIndex: 'returned_revenue', align: 'right', render: money },
          { title: 'Penjualan Bersih', dataIndex: 'net_revenue', align: 'right', render: money },
          { title: 'Aturan', dataIndex: 'rule_label' },
          { title: 'Bonus', dataIndex: 'bonus', align: 'right', render: (v: number) => <b>{money(v)}</b> },
        ]}
      />
    </Card>
  );
}
