import { describe, expect, it } from 'vitest';
import type { OrderLineForm } from './sales-order-form-model';
import { orderPreview, type UnitPrice, unitPriceOf } from './sales-order-preview';

const product = (over: Partial<OrderLineForm>): OrderLineForm => ({
  kind: 'product',
  product_id: 1,
  product_name: 'P',
  isi: 10,
  besar: 'Box',
  kecil: 'Strip',
  unit: 'besar',
  qty: 1,
  discount_type: 'percent',
  discount: null,
  ...over,
});
const at = (price: number): UnitPrice => ({ price, fetching: false });
const noCharges = { order_discount: 0, shipping_cost: 0, shipping_discount: 0, cod_fee: 0 };
const noPpn = { on: false, percent: 11, included: false };

describe('the order form preview', () => {
  it('gives the figures of e2e/sales-orders: 2 Box × 10.000, 5 Strip × 3.000 less 10 %, shipping 10.000', () => {
    const lines = [product({ qty: 2 }), product({ product_id: 2, unit: 'kecil', qty: 5, discount: 10 })];
    const p = orderPreview(lines, [at(10_000), at(3_000)], { ...noCharges, shipping_cost: 10_000 }, noPpn, 0);
    expect(p.lineTotals).toEqual([20_000, 13_500]);
    expect(p).toMatchObject({ subtotal: 33_500, grand: 43_500, needsApproval: false });
    // the edit: 3 Box
    expect(orderPreview([{ ...lines[0], qty: 3 }, lines[1]], [at(10_000), at(3_000)], { ...noCharges, shipping_cost: 10_000 }, noPpn, 0).grand).toBe(53_500);
  });

  it('adds PPN on the subtotal less the order discount, or splits it out of prices that include it; shipping and COD carry none', () => {
    const lines = [product({ qty: 1 })];
    const charges = { order_discount: 10_000, shipping_cost: 5_000, shipping_discount: 1_000, cod_fee: 2_000 };
    expect(orderPreview(lines, [at(110_000)], charges, { on: true, percent: 11, included: false }, 0)).toMatchObject({
      subtotal: 110_000,
      dpp: 100_000,
      ppn: 11_000,
      grand: 117_000,
    });
    expect(orderPreview(lines, [at(121_000)], charges, { on: true, percent: 11, included: true }, 0)).toMatchObject({
      dpp: 100_000,
      ppn: 11_000,
      grand: 117_000,
    });
  });

  it('prices a package as its total per package and takes no discount on it', () => {
    const pkg: OrderLineForm = { ...product({}), kind: 'package', package_id: 4, qty: 2, discount: 50 };
    expect(unitPriceOf(pkg, { package: { total: 30_000, qty: 2 } }, false)).toEqual({ price: 15_000, fetching: false });
    expect(orderPreview([pkg], [at(15_000)], noCharges, noPpn, 10)).toMatchObject({ lineTotals: [30_000], needsApproval: false });
  });

  it('asks for an approval when a line or the order is discounted above the limit (e2e/sales-discount-approval: 25 % over 10 %)', () => {
    const line = product({ qty: 1, discount: 25 });
    expect(orderPreview([line], [at(10_000)], noCharges, noPpn, 10).needsApproval).toBe(true);
    expect(orderPreview([{ ...line, discount: 10 }], [at(10_000)], noCharges, noPpn, 10).needsApproval).toBe(false);
    expect(orderPreview([{ ...line, discount: 0 }], [at(10_000)], { ...noCharges, order_discount: 1_001 }, noPpn, 10).needsApproval).toBe(true);
    expect(orderPreview([line], [at(10_000)], noCharges, noPpn, 0).needsApproval).toBe(false);
  });

  it("reads a product's price answer with its source and small-unit price; nothing before the answer", () => {
    expect(unitPriceOf(product({}), { price: 10_000, price_small: 1_000, price_source: 'grosir' }, true)).toEqual({
      price: 10_000,
      small: 1_000,
      source: 'grosir',
      fetching: true,
    });
    expect(unitPriceOf(product({}), undefined, true)).toEqual({ price: 0, fetching: true });
  });
});
