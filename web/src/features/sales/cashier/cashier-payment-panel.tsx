import { Button, Select } from 'antd';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { AmountKeys } from './cashier-style';
import { CashInput } from './cashier-shift-panels';
import type { CashierFocus } from './use-cashier-focus';
import type { CashierPayment } from './use-cashier-payment';

/** Pembayaran (F4): the method, the receiving account or the cash received with its change, and Bayar (F9). */
export function PaymentPanel(props: { payment: CashierPayment; total: number; hasLines: boolean; focus: CashierFocus }) {
  const { payment, total, focus } = props;
  const { method, change, banks } = payment;
  return (
    <>
      <div className="cashier-field">
        <span className="cashier-label">Pembayaran (F4)</span>
        <div className="cashier-payments">
          {payment.methods.map((p) => (
            <Button
              key={p.value}
              className={`cashier-touch cashier-pay-${p.value}`}
              type={method === p.value ? 'primary' : 'default'}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => payment.choose(p.value)}
            >
              {p.label}
            </Button>
          ))}
        </div>
      </div>
      {payment.needsBank && (
        <div className="cashier-field">
          <label className="cashier-label" htmlFor="cashier-bank">
            Rekening tujuan (F8)
          </label>
          <Select
            ref={focus.bank}
            id="cashier-bank"
            className="cashier-bank cashier-touch"
            size="large"
            showSearch
            optionFilterProp="label"
            placeholder="Pilih rekening penerima"
            status={payment.bankError ? 'error' : undefined}
            loading={banks.isLoading}
            notFoundContent="Belum ada rekening Kas & Bank"
            value={payment.bankId ?? undefined}
            options={(banks.data ?? []).map((b) => ({ value: b.value, label: b.label }))}
            onChange={(v: number) => payment.chooseBank(v)}
          />
          {payment.bankError && (
            <div className="cashier-field-error cashier-bank-error" role="alert">
              {payment.bankError}
            </div>
          )}
        </div>
      )}
      {payment.unverified && (
        <div className="cashier-unverified-note" role="note">
          Pembayaran ini belum terverifikasi di kasir: penjualan tercatat <b>belum lunas</b> sampai pembayarannya ditandai lunas di Tagihan.
        </div>
      )}
      {method === 'cash' && (
        <div className="cashier-field">
          <label className="cashier-label" htmlFor="cashier-cash">
            Uang diterima (F8)
          </label>
          <CashInput inputRef={focus.cash} className="cashier-cash" value={payment.cash} onChange={payment.setCash} onEnter={payment.start} />
          <AmountKeys total={total} onPick={(n) => payment.setCash(formatNumber(n))} />
        </div>
      )}
      {method === 'cash' && (
        <div className={`cashier-change-box${change < 0 ? ' short' : ''}`}>
          <span>{change < 0 ? 'Kurang' : 'Kembalian'}</span>
          <span className="cashier-change">{formatRupiah(Math.abs(change))}</span>
        </div>
      )}
      <Button type="primary" size="large" block className="cashier-pay cashier-touch" disabled={!props.hasLines} onClick={payment.start}>
        Bayar (F9)
      </Button>
    </>
  );
}
