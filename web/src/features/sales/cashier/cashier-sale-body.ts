import type { SalesPaymentMethod } from '@bo/contract';
import type { CashierSaleBody } from './api/cashier-api';
import type { CartLine } from './cashier-cart-line';
import type { CashierMember } from './cashier-member-search';

/** What the cashier's configuration allows: kasir_add_customer, kasir_price_manual, kasir_discount. */
export interface CashierAllows {
  customer: boolean;
  manual: boolean;
  discount: boolean;
}

/** How the sale is paid, as the payment panel holds it. */
export interface SalePayment {
  method: string;
  bankId?: number;
  cashReceived: number;
}

/**
 * The body of /purchase_order/add_stored for a cashier sale: only what the configuration allows
 * is sent (a member or a walk-in's name, typed prices, discounts); the server checks it again.
 */
export function cashierSaleBody(s: {
  shift: { shift_id: number; gudang_id: number };
  allows: CashierAllows;
  lines: readonly CartLine[];
  orderDiscount: number;
  member: CashierMember | null;
  customerName: string;
  customerPhone: string;
  payment: SalePayment;
}): CashierSaleBody {
  const walkIn = s.allows.customer && !s.member;
  return {
    is_pos: '1',
    shift_id: s.shift.shift_id,
    gudang_id: s.shift.gudang_id,
    payment_method: s.payment.method as SalesPaymentMethod,
    bank_id: s.payment.bankId,
    member_id: s.allows.customer && s.member ? s.member.member_id : undefined,
    cash_received: s.payment.cashReceived,
    order_discount: s.orderDiscount,
    shipping_cost: 0,
    shipping_discount: 0,
    cod_fee: 0,
    customer_name: walkIn && s.customerName.trim() ? s.customerName.trim() : undefined,
    customer_phone: walkIn && s.customerPhone.trim() ? s.customerPhone.trim() : undefined,
    lines: s.lines.map((l) => ({
      product_id: l.product_id,
      unit: 'kecil',
      qty: l.qty,
      ...(s.allows.manual && l.manual !== undefined ? { price: l.manual } : {}),
      discount_type: 'rupiah',
      discount: s.allows.discount ? l.discount : 0,
    })),
  };
}
