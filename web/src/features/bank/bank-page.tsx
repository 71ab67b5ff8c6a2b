import { FileExcelOutlined } from '@ant-design/icons';
import { salesPaymentMethodLabel } from '@bo/contract';
import { Button, Card, DatePicker, Input, message, Select, Space, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { type ComponentType, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PaymentPrintButtons } from '../../components/payment/payment-print-buttons';
import { formatNumber, formatRupiah } from '../../lib/format-number';
import {
  type BankAccountBalance,
  type BankFilters,
  type BankMovementRow,
  exportBank,
  type Paging,
  useBankMovements,
  useBankSummary,
} from './api/bank-trans-api';

const today = () => dayjs().format('YYYY-MM-DD');
const monthStart = () => dayjs().startOf('month').format('YYYY-MM-DD');
/** The account filter's value of the row 'Tanpa Rekening' (approved payments without an account). */
const NO_ACCOUNT = -1;
const accountKey = (a: Pick<BankAccountBalance, 'kasbank_id'>) => a.kasbank_id ?? NO_ACCOUNT;

function ExcelButton({ kind, filters }: { kind: 'movements' | 'summary'; filters: BankFilters }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FileExcelOutlined />}
      className={`bank-excel-${kind}`}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          message.success(`Berkas ${await exportBank(kind, filters)} diunduh`);
        } catch (e) {
          message.error((e as Error).message || 'Gagal mengunduh Excel');
        } finally {
          setBusy(false);
        }
      }}
    >
      Excel
    </Button>
  );
}

const money = (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatRupiah(v)}</span>;

const accountColumns: ColumnsType<BankAccountBalance> = [
  {
    title: 'Akun',
    key: 'account',
    render: (_, a) => (
      <Space direction="vertical" size={0}>
        <strong>{a.kasbank_name}</strong>
        <Typography.Text style={{ fontSize: 12, color: '#595959' }}>
          {[a.kasbank_code, a.kasbank_type === 'kas' ? 'Kas' : a.kasbank_type === 'bank' ? 'Bank' : null, a.kasbank_bank_name, a.kasbank_account_number]
            .filter(Boolean)
            .join(' · ') || 'Pembayaran tanpa akun Kas & Bank'}
        </Typography.Text>
      </Space>
    ),
  },
  { title: 'Saldo Awal', dataIndex: 'opening', align: 'right', className: 'col-opening', render: money },
  { title: 'Masuk', dataIndex: 'money_in', align: 'right', className: 'col-in', render: money },
  { title: 'Keluar', dataIndex: 'money_out', align: 'right', className: 'col-out', render: money },
  { title: 'Saldo Akhir', dataIndex: 'closing', align: 'right', className: 'col-closing', render: (v: number) => <strong>{money(v)}</strong> },
  { title: 'Transaksi', dataIndex: 'movement_count', align: 'right', render: (v: number) => formatNumber(v) },
];

const movementColumns: ColumnsType<BankMovementRow> = [
  { title: 'Tanggal', dataIndex: 'payment_date', width: 105, render: (v: string) => dayjs(v).format('DD-MM-YYYY') },
  {
    title: 'No. Pembayaran',
    key: 'number',
    width: 190,
    render: (_, m) => (
      <Space direction="vertical" size={0}>
        {m.payment_number}
        <Tag color={m.money_in > 0 ? 'green' : 'red'}>{m.money_in > 0 ? 'Masuk · Pelanggan' : 'Keluar · Supplier'}</Tag>
      </Space>
    ),
  },
  { title: 'Akun', dataIndex: 'kasbank_name', width: 150 },
  { title: 'Pelanggan / Supplier', dataIndex: 'party_name', width: 170, render: (v: string | null) => v ?? '-' },
  { title: 'Dokumen', dataIndex: 'document_numbers', width: 170, ellipsis: { showTitle: true } },
  { title: 'Metode', dataIndex: 'payment_method', width: 110, render: (v: string | null) => salesPaymentMethodLabel(v) ?? v ?? '-' },
  { title: 'Masuk', dataIndex: 'money_in', align: 'right', className: 'col-in', render: (v: number) => (v ? money(v) : '-') },
  { title: 'Keluar', dataIndex: 'money_out', align: 'right', className: 'col-out', render: (v: number) => (v ? money(v) : '-') },
  { title: 'Saldo Akun', dataIndex: 'balance', align: 'right', className: 'col-balance', render: (v: number) => <strong>{money(v)}</strong> },
  { title: '', key: 'print', width: 96, fixed: 'right', render: (_, m) => <PaymentPrintButtons paymentId={m.payment_id} size="small" pdf={false} /> },
];

/**
 * Saldo & Mutasi of Kas & Bank: for a period, every account's opening balance (its master opening
 * balance plus the approved payments before the period), money in (customer payments), money out
 * (supplier payments) and closing, with the totals of all accounts or of the chosen one; the
 * movements with the account's balance after each, and both as Excel. Only approved payments move
 * money: a pending, rejected or voided one is not a movement.
 */
export function BankBalancesView() {
  const [filters, setFilters] = useState<BankFilters>({ date_start: monthStart(), date_end: today() });
  const [paging, setPaging] = useState<Paging>({ page: 1, perPage: 20 });
  const set = (f: Partial<BankFilters>) => {
    setFilters({ ...filters, ...f });
    setPaging({ ...paging, page: 1 });
  };
  // The balances of every account (the account filter chooses the cards' figures and the movements).
  const summary = useBankSummary({ date_start: filters.date_start, date_end: filters.date_end });
  const movements = useBankMovements(filters, paging);
  const accounts = summary.data?.accounts ?? [];
  const chosen = filters.kasbank_id ? accounts.find((a) => accountKey(a) === filters.kasbank_id) : undefined;
  const figures = chosen ?? summary.data?.totals;
  return (
    <div className="bank-balances">
      <Space wrap style={{ marginBottom: 12 }} className="bank-filters">
        <DatePicker.RangePicker
          className="bank-period"
          format="DD-MM-YYYY"
          allowClear={false}
          value={[dayjs(filters.date_start), dayjs(filters.date_end)]}
          onChange={(v) => v?.[0] && v[1] && set({ date_start: v[0].format('YYYY-MM-DD'), date_end: v[1].format('YYYY-MM-DD') })}
          aria-label="Periode"
        />
        <Select
          className="bank-account"
          allowClear
          placeholder="Semua akun"
          style={{ minWidth: 220 }}
          value={filters.kasbank_id ?? undefined}
          onChange={(v?: number) => set({ kasbank_id: v ?? null })}
          options={accounts.map((a) => ({ value: accountKey(a), label: a.kasbank_name }))}
          aria-label="Akun Kas & Bank"
        />
        <Select
          className="bank-direction"
          allowClear
          placeholder="Masuk dan keluar"
          style={{ minWidth: 160 }}
          value={filters.direction ?? undefined}
          onChange={(v?: 'in' | 'out') => set({ direction: v ?? null })}
          options={[
            { value: 'in', label: 'Uang masuk' },
            { value: 'out', label: 'Uang keluar' },
          ]}
          aria-label="Arah"
        />
        <Input.Search
          allowClear
          className="bank-search"
          placeholder="Cari no. pembayaran, pelanggan/supplier, dokumen"
          onSearch={(v) => set({ search: v })}
          style={{ width: 320 }}
        />
      </Space>
      <Card size="small" className="bank-totals" style={{ marginBottom: 12 }} title={chosen ? chosen.kasbank_name : 'Semua akun'}>
        <Space size={40} wrap>
          <Statistic className="bank-total-opening" title="Saldo Awal" value={figures?.opening ?? 0} formatter={(v) => formatRupiah(Number(v))} />
          <Statistic
            className="bank-total-in"
            title="Masuk"
            value={figures?.money_in ?? 0}
            formatter={(v) => formatRupiah(Number(v))}
            valueStyle={{ color: '#237804' }}
          />
          <Statistic
            className="bank-total-out"
            title="Keluar"
            value={figures?.money_out ?? 0}
            formatter={(v) => formatRupiah(Number(v))}
            valueStyle={{ color: '#a8071a' }}
          />
          <Statistic className="bank-total-closing" title="Saldo Akhir" value={figures?.closing ?? 0} formatter={(v) => formatRupiah(Number(v))} />
        </Space>
      </Card>
      <Card
        size="small"
        title="Saldo per Akun"
        style={{ marginBottom: 12 }}
        extra={<ExcelButton kind="summary" filters={{ date_start: filters.date_start, date_end: filters.date_end }} />}
      >
        <Table<BankAccountBalance>
          size="small"
          className="bank-accounts-table"
          rowKey={(a) => String(accountKey(a))}
          loading={summary.isFetching}
          columns={accountColumns}
          dataSource={accounts}
          pagination={false}
          rowClassName={(a) => (filters.kasbank_id === accountKey(a) ? 'bank-account-chosen' : '')}
          onRow={(a) => ({
            onClick: () => set({ kasbank_id: filters.kasbank_id === accountKey(a) ? null : accountKey(a) }),
            style: { cursor: 'pointer', fontWeight: filters.kasbank_id === accountKey(a) ? 600 : undefined },
            title: 'Klik untuk melihat mutasi akun ini',
          })}
        />
        <Typography.Paragraph className="bank-note" style={{ margin: '8px 0 0', fontSize: 12, color: '#595959' }}>
          Hanya pembayaran yang disetujui yang menggerakkan saldo: pembayaran pelanggan masuk, pembayaran supplier keluar. Pembayaran yang dibatalkan, ditolak
          atau masih menunggu verifikasi tidak dihitung. &ldquo;Tanpa Rekening&rdquo; berisi pembayaran tanpa akun Kas &amp; Bank (mis. bagian ongkir dan biaya
          COD yang ditahan kurir).
        </Typography.Paragraph>
      </Card>
      <Card size="small" title="Mutasi" extra={<ExcelButton kind="movements" filters={filters} />}>
        <Table<BankMovementRow>
          size="small"
          className="bank-movements-table"
          rowKey="payment_id"
          loading={movements.isFetching}
          columns={movementColumns}
          dataSource={movements.data?.data ?? []}
          scroll={{ x: 1400 }}
          locale={{ emptyText: 'Belum ada pembayaran disetujui pada periode ini' }}
          pagination={{
            current: paging.page,
            pageSize: paging.perPage,
            total: movements.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (t) => `${formatNumber(t)} mutasi`,
            onChange: (page, perPage) => setPaging({ page, perPage }),
          }}
        />
      </Card>
    </div>
  );
}

const pages = new Map<ComponentType, ComponentType>();

/**
 * /bank: 'Saldo & Mutasi' (this feature) and 'Akun Kas & Bank' (/bank?tab=akun), the master page of
 * the accounts (given by the page registry, since a feature never imports another).
 */
export function bankPageWith(Accounts: ComponentType): ComponentType {
  let Page = pages.get(Accounts);
  if (!Page) {
    Page = function KasBankPage() {
      // The tab is in the address (?tab=akun), so a link or a reload opens the accounts directly.
      const [params, setParams] = useSearchParams();
      const tab = params.get('tab') === 'akun' ? 'akun' : 'saldo';
      return (
        <Card className="bank-page" title="Kas & Bank">
          <Tabs
            className="bank-tabs"
            activeKey={tab}
            onChange={(k) => setParams(k === 'akun' ? { tab: 'akun' } : {}, { replace: true })}
            destroyOnHidden
            items={[
              { key: 'saldo', label: 'Saldo & Mutasi', children: <BankBalancesView /> },
              { key: 'akun', label: 'Akun Kas & Bank', children: <Accounts /> },
            ]}
          />
        </Card>
      );
    };
    pages.set(Accounts, Page);
  }
  return Page;
}
