import { discountLimitOf, type PpnRule, ppnPercent } from '@bo/contract';
import { useQueries } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useConfigValue } from '../../../lib/config';
import { packagePriceQuery } from './api/get-package-price';
import { linePriceQuery } from './api/get-price-by-customer';
import type { OrderForm, OrderLineForm } from './sales-order-form-model';
import { orderPreview, unitPriceOf } from './sales-order-preview';

/**
 * The order form's prices and estimate: each line priced by the server for the customer, the warehouse
 * and the quantity (wholesale tier, member type), then orderPreview over them with the configuration's
 * PPN (ppn, show_ppn: included) and discount limit (sales_discount_limit).
 */
export function useSalesOrderPreview(form: FormInstance<OrderForm>) {
  const lines: OrderLineForm[] = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const memberId = Form.useWatch('member_id', form) ?? undefined;
  const gudangId = Form.useWatch('gudang_id', form) ?? undefined;
  const isPpn = !!Form.useWatch('is_ppn_jual', form);
  const orderDiscount = Form.useWatch('order_discount', form) ?? 0;
  const shippingCost = Form.useWatch('shipping_cost', form) ?? 0;
  const shippingDiscount = Form.useWatch('shipping_discount', form) ?? 0;
  const codFee = Form.useWatch('cod_fee', form) ?? 0;

  const ppnRule: PpnRule = { on: isPpn, percent: ppnPercent(useConfigValue('ppn').data), included: useConfigValue('show_ppn').data === '1' };
  // configuration sales_discount_limit: above it the order waits for another user's approval (0: no limit)
  const discountLimit = discountLimitOf(useConfigValue('sales_discount_limit').data);

  const answers = useQueries({
    queries: lines.map((l) =>
      l?.kind === 'package'
        ? packagePriceQuery({ package_id: l.package_id, gudang_id: gudangId ?? undefined, qty: l.qty })
        : linePriceQuery({ product_id: l?.product_id, user: memberId ?? undefined, gudang_id: gudangId ?? undefined, qty: l?.qty, unit: l?.unit ?? 'besar' }),
    ) as never[],
  }) as { data?: unknown; isFetching: boolean }[];
  const prices = lines.map((l, i) => unitPriceOf(l, answers[i]?.data as Record<string, unknown> | undefined, !!answers[i]?.isFetching));
  const charges = { order_discount: orderDiscount ?? 0, shipping_cost: shippingCost ?? 0, shipping_discount: shippingDiscount ?? 0, cod_fee: codFee ?? 0 };

  return { lines, gudangId, prices, charges, ppnRule, discountLimit, ...orderPreview(lines, prices, charges, ppnRule, discountLimit) };
}

export type SalesOrderPreview = ReturnType<typeof useSalesOrderPreview>;
