import { Input, type InputRef, Spin } from 'antd';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { amountOf } from './cashier-shift-panels';
import type { CashierCart } from './use-cashier-cart';

/**
 * Subtotal, the order discount (F7, where kasir_discount allows; a cashier sale cannot wait for an
 * approval, so above sales_discount_limit it is refused) and the total, with a spinner while prices
 * are still being read.
 */
export function SaleTotals(props: { cart: CashierCart; allowDiscount: boolean; discountLimit: number; discountRef: React.Ref<InputRef> }) {
  const { cart, discountLimit } = props;
  return (
    <div className="cashier-totals">
      <div>
        <span>Subtotal</span>
        <span className="cashier-subtotal">{formatRupiah(cart.totals.subtotal)}</span>
      </div>
      {props.allowDiscount && (
        <div>
          <span title={discountLimit ? `Diskon di atas ${discountLimit}% perlu persetujuan; buat sebagai tagihan` : undefined}>
            Diskon (F7){discountLimit ? <small className="cashier-discount-limit"> maks. {discountLimit}%</small> : null}
          </span>
          <Input
            ref={props.discountRef}
            className="cashier-order-discount"
            inputMode="numeric"
            placeholder="0"
            value={cart.orderDiscount}
            style={{ width: 140, textAlign: 'right' }}
            onChange={(e) => cart.setOrderDiscount(e.target.value.replace(/\D/g, '') ? formatNumber(amountOf(e.target.value)) : '')}
          />
        </div>
      )}
      <div className="cashier-grand">
        <span>Total {cart.pricing > 0 && <Spin size="small" className="cashier-pricing" />}</span>
        <span className="cashier-total">{formatRupiah(cart.totals.total)}</span>
      </div>
    </div>
  );
}
