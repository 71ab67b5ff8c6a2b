import { describe, expect, it } from 'vitest';
import type { CartLine } from './cashier-cart-line';
import type { CashierMember } from './cashier-member-search';
import { cashierSaleBody } from './cashier-sale-body';

const lines: CartLine[] = [
  { product_id: 7, name: 'Paracetamol', sku: 'P', unit: 'Strip', qty: 2, price: 1000, manual: 900, discount: 100 },
  { product_id: 8, name: 'Vitamin C', sku: 'V', unit: 'Strip', qty: 1, price: 2500, discount: 0 },
];
const base = {
  shift: { shift_id: 3, gudang_id: 1 },
  lines,
  orderDiscount: 200,
  member: null,
  customerName: '  Ani ',
  customerPhone: '',
  payment: { method: 'cash', cashReceived: 10_000 },
};

describe('cashierSaleBody', () => {
  it('sends typed prices, discounts and a walk-in name only where the configuration allows them', () => {
    const all = cashierSaleBody({ ...base, allows: { customer: true, manual: true, discount: true } });
    expect(all).toMatchObject({ is_pos: '1', shift_id: 3, gudang_id: 1, payment_method: 'cash', cash_received: 10_000, order_discount: 200 });
    expect(all.customer_name).toBe('Ani');
    expect(all.customer_phone).toBeUndefined();
    expect(all.lines).toEqual([
      { product_id: 7, unit: 'kecil', qty: 2, price: 900, discount_type: 'rupiah', discount: 100 },
      { product_id: 8, unit: 'kecil', qty: 1, discount_type: 'rupiah', discount: 0 },
    ]);
    const none = cashierSaleBody({ ...base, allows: { customer: false, manual: false, discount: false } });
    expect(none.customer_name).toBeUndefined();
    expect(none.lines.map((l) => [l.price, l.discount])).toEqual([
      [undefined, 0],
      [undefined, 0],
    ]);
  });
  it('a chosen member goes as member_id, without the walk-in name; the account goes with its method', () => {
    const member = { member_id: 42, member_name: 'Budi' } as CashierMember;
    const body = cashierSaleBody({
      ...base,
      member,
      allows: { customer: true, manual: false, discount: false },
      payment: { method: 'transfer', bankId: 5, cashReceived: 4500 },
    });
    expect(body).toMatchObject({ member_id: 42, payment_method: 'transfer', bank_id: 5, cash_received: 4500 });
    expect(body.customer_name).toBeUndefined();
  });
});
