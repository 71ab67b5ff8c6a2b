import type { CashierShiftCurrent, CashierShiftSummary } from '@bo/contract';
import { Alert, Button, Input, Modal, Radio, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useWarehouseOptions } from '../../../api/get-warehouse-options';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { useProfile } from '../../../lib/session';
import { closeShift, openShift, shiftSummary } from './api/cashier-api';

/** Digits of an amount typed the Indonesian way ('100.000', '100000', 'Rp 100.000,-'): whole rupiah. */
export const amountOf = (text: string) => {
  const digits = text.replace(/,-?$/, '').replace(/,\d*$/, '').replace(/\D/g, '');
  return digits ? Number(digits) : 0;
};
/** An amount as typed: '100000' shows '100.000' while typing. */
export const amountText = (text: string) => (text.replace(/\D/g, '') ? formatNumber(amountOf(text)) : '');

/** A money input typed the Indonesian way: thousands grouped with '.' as one types. */
export function CashInput(props: {
  value: string;
  onChange: (v: string) => void;
  className: string;
  onEnter?: () => void;
  autoFocus?: boolean;
  inputRef?: React.Ref<import('antd').InputRef>;
  placeholder?: string;
  size?: 'large' | 'middle';
}) {
  return (
    <Input
      ref={props.inputRef}
      className={props.className}
      inputMode="numeric"
      autoComplete="off"
      autoFocus={props.autoFocus}
      placeholder={props.placeholder ?? '0'}
      value={props.value}
      size={props.size ?? 'large'}
      style={{ fontSize: 22, height: 48, textAlign: 'right' }}
      onChange={(e) => props.onChange(amountText(e.target.value))}
      onPressEnter={(e) => {
        e.preventDefault();
        props.onEnter?.();
      }}
    />
  );
}

/** The master shift whose hours hold now (across midnight too), else the first. */
function shiftForNow(shifts: CashierShiftCurrent['master_shifts']) {
  const d = new Date();
  const now = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  const hit = shifts.find((s) => {
    if (!s.shift_start || !s.shift_end) return false;
    return s.shift_start <= s.shift_end ? now >= s.shift_start && now < s.shift_end : now >= s.shift_start || now < s.shift_end;
  });
  return (hit ?? shifts[0])?.shift_id;
}

/** Before the first sale: choose the shift and warehouse, count the opening cash, open the session. */
export function OpenShiftPanel(props: { current: CashierShiftCurrent; onOpened: () => void }) {
  const profile = useProfile();
  const warehouses = useWarehouseOptions();
  const options = (warehouses.data?.data ?? []).map((w) => ({ value: Number(w.master_gudang_id), label: w.master_gudang_name }));
  const [shiftId, setShiftId] = useState<number | undefined>(() => shiftForNow(props.current.master_shifts));
  const [gudangId, setGudangId] = useState<number | undefined>();
  const [cash, setCash] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (gudangId === undefined && options.length) {
      const active = options.find((o) => o.value === Number(profile?.admin_gudang_id_active));
      setGudangId((active ?? options[0]).value);
    }
  }, [options, gudangId, profile]);

  const submit = async () => {
    if (!shiftId || !gudangId || busy) return;
    setBusy(true);
    try {
      await openShift({ master_shift_id: shiftId, gudang_id: gudangId, opening_cash: amountOf(cash) });
      props.onOpened();
    } catch (e) {
      if (e instanceof ApiError) {
        e.claimFieldErrors();
        setErrors(e.errors);
      }
    } finally {
      setBusy(false);
    }
  };
  const errorText = Object.values(errors).flat().join(' ');
  if (!props.current.master_shifts.length)
    return (
      <div className="cashier-open-shift cashier-card">
        <Alert
          type="warning"
          showIcon
          message="Belum ada shift kasir aktif"
          description="Tambahkan shift di Pengaturan › Shift Kasir, lalu buka halaman ini lagi."
        />
      </div>
    );
  return (
    <div className="cashier-open-shift cashier-card">
      <h2>Buka Shift</h2>
      <p>Hitung uang di laci kas sebelum penjualan pertama.</p>
      <div className="cashier-field">
        <span className="cashier-label">Shift</span>
        <Radio.Group
          className="cashier-shift-choice"
          optionType="button"
          buttonStyle="solid"
          value={shiftId}
          onChange={(e) => setShiftId(e.target.value)}
          options={props.current.master_shifts.map((s) => ({ value: s.shift_id, label: `${s.shift_name} (${s.shift_start ?? ''}–${s.shift_end ?? ''})` }))}
        />
      </div>
      <div className="cashier-field">
        <span className="cashier-label">Gudang</span>
        {warehouses.isLoading ? (
          <Spin size="small" />
        ) : (
          <Radio.Group
            className="cashier-gudang-choice"
            optionType="button"
            buttonStyle="solid"
            value={gudangId}
            onChange={(e) => setGudangId(e.target.value)}
            options={options}
          />
        )}
      </div>
      <div className="cashier-field">
        <label className="cashier-label" htmlFor="cashier-opening-cash">
          Kas awal (Rp)
        </label>
        <CashInput className="cashier-opening-cash" value={cash} onChange={setCash} onEnter={submit} autoFocus />
      </div>
      {errorText && <Alert className="cashier-open-error" type="error" showIcon message={errorText} />}
      <Button type="primary" size="large" block className="cashier-open-submit cashier-touch" loading={busy} disabled={!shiftId || !gudangId} onClick={submit}>
        Buka Shift (Enter)
      </Button>
    </div>
  );
}

const differenceText = (d: number) => (d === 0 ? 'Pas (tidak ada selisih)' : d < 0 ? `Kurang ${formatRupiah(-d)}` : `Lebih ${formatRupiah(d)}`);

/** 'Tutup Shift': the session's figures, the cash counted, the difference; closing stores them. */
export function CloseShiftModal(props: { shiftId: number; open: boolean; onClose: () => void; onClosed: () => void; afterClose?: () => void }) {
  const [summary, setSummary] = useState<CashierShiftSummary | null>(null);
  const [cash, setCash] = useState('');
  const [result, setResult] = useState<{ expected_cash: number; closing_cash: number; cash_difference: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<import('antd').InputRef>(null);
  useEffect(() => {
    if (!props.open) return;
    setResult(null);
    setCash('');
    setSummary(null);
    void shiftSummary(props.shiftId).then(setSummary);
  }, [props.open, props.shiftId]);
  const counted = amountOf(cash);
  const liveDiff = useMemo(() => (summary && cash ? counted - summary.expected_cash : null), [summary, cash, counted]);
  const submit = async () => {
    if (busy || !cash) return;
    setBusy(true);
    try {
      setResult(await closeShift({ shift_id: props.shiftId, closing_cash: counted }));
    } finally {
      setBusy(false);
    }
  };
  const rows: [string, string][] = summary
    ? [
        ['Shift', `${summary.shift_name} · ${summary.master_gudang_name ?? ''}`],
        ['Kas awal', formatRupiah(summary.opening_cash)],
        ['Jumlah penjualan', `${summary.sale_count} transaksi · ${formatRupiah(summary.sales_total)}`],
        ['Penjualan tunai', formatRupiah(summary.cash_sales_total)],
        ['Uang tunai diterima', formatRupiah(summary.cash_received_total)],
        ['Kembalian diberikan', formatRupiah(summary.change_total)],
        ['Kas seharusnya', formatRupiah(summary.expected_cash)],
        ...summary.payments
          .filter((p) => p.payment_method !== 'cash')
          .map((p) => [`Non-tunai: ${p.payment_method.toUpperCase()}`, `${p.sale_count} · ${formatRupiah(p.total)}`] as [string, string]),
      ]
    : [];
  return (
    <Modal
      open={props.open}
      title="Tutup Shift"
      className="cashier-close-modal"
      focusTriggerAfterClose={false}
      onCancel={result ? props.onClosed : props.onClose}
      afterOpenChange={(o) => (o ? inputRef.current?.focus() : props.afterClose?.())}
      footer={
        result ? (
          <Button type="primary" size="large" className="cashier-close-done cashier-touch" autoFocus onClick={props.onClosed}>
            Selesai
          </Button>
        ) : (
          [
            <Button key="cancel" size="large" className="cashier-touch" onClick={props.onClose}>
              Batal
            </Button>,
            <Button key="ok" type="primary" danger size="large" className="cashier-close-submit cashier-touch" loading={busy} disabled={!cash} onClick={submit}>
              Tutup Shift
            </Button>,
          ]
        )
      }
    >
      {!summary ? (
        <Spin />
      ) : (
        <div className="cashier-close-summary">
          <table className="cashier-figures">
            <tbody>
              {rows.map(([k, v]) => (
                <tr key={k}>
                  <td>{k}</td>
                  <td>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result ? (
            <div className={`cashier-close-result ${result.cash_difference < 0 ? 'short' : ''}`}>
              <div>Kas dihitung: {formatRupiah(result.closing_cash)}</div>
              <div>Kas seharusnya: {formatRupiah(result.expected_cash)}</div>
              <div className="cashier-close-difference">Selisih: {differenceText(result.cash_difference)}</div>
            </div>
          ) : (
            <div className="cashier-field">
              <label className="cashier-label" htmlFor="cashier-closing-cash">
                Kas akhir dihitung (Rp)
              </label>
              <CashInput inputRef={inputRef} className="cashier-closing-cash" value={cash} onChange={setCash} onEnter={submit} />
              {liveDiff !== null && <div className={`cashier-live-difference ${liveDiff < 0 ? 'short' : ''}`}>Selisih: {differenceText(liveDiff)}</div>}
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
