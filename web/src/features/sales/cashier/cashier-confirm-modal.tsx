import { Modal } from 'antd';
import { formatRupiah } from '../../../lib/format-number';
import type { CashierMember } from './cashier-member-search';
import { amountOf } from './cashier-shift-panels';
import type { CashierPayment } from './use-cashier-payment';

/** Konfirmasi Pembayaran: the figures once more; Enter pays (useCashierKeys), Esc goes back to the sale. */
export function ConfirmPaymentModal(props: {
  payment: CashierPayment;
  total: number;
  member: CashierMember | null;
  afterClose: () => void;
  onCancel: () => void;
}) {
  const { payment, total, member } = props;
  const { method, cash } = payment;
  return (
    <Modal
      open={payment.confirming}
      destroyOnHidden
      focusTriggerAfterClose={false}
      afterOpenChange={(o) => {
        if (!o) props.afterClose();
      }}
      className="cashier-confirm"
      title="Konfirmasi Pembayaran"
      okText="Bayar (Enter)"
      cancelText="Batal (Esc)"
      okButtonProps={{ autoFocus: true, className: 'cashier-confirm-ok cashier-touch', loading: payment.paying }}
      cancelButtonProps={{ className: 'cashier-confirm-cancel cashier-touch' }}
      onOk={payment.pay}
      onCancel={props.onCancel}
    >
      <table className="cashier-figures">
        <tbody>
          <tr>
            <td>Total</td>
            <td className="cashier-confirm-total">{formatRupiah(total)}</td>
          </tr>
          {member && (
            <tr>
              <td>Member</td>
              <td className="cashier-confirm-member">{member.member_name}</td>
            </tr>
          )}
          <tr>
            <td>Pembayaran</td>
            <td>{payment.methodLabel(method)}</td>
          </tr>
          {payment.needsBank && (
            <tr>
              <td>Rekening</td>
              <td className="cashier-confirm-bank">{payment.bankLabel(payment.bankId)}</td>
            </tr>
          )}
          {method === 'cash' && (
            <>
              <tr>
                <td>Uang diterima</td>
                <td>{formatRupiah(cash ? amountOf(cash) : total)}</td>
              </tr>
              <tr>
                <td>Kembalian</td>
                <td className="cashier-confirm-change">{formatRupiah(cash ? amountOf(cash) - total : 0)}</td>
              </tr>
            </>
          )}
        </tbody>
      </table>
    </Modal>
  );
}
