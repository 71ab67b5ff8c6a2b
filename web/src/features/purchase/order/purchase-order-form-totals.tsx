import { documentTotals, lineMoney, type PpnRule } from '@bo/contract';
import { Descriptions, Typography } from 'antd';
import { formatRupiah } from '../../../lib/format-number';

/** What a form line holds of its money (empty fields are null). */
export type LineMoneyFields = { qty: number | null; price: number | null; discount_type: 'percent' | 'rupiah'; discount: number | null };

/** A line's money by the contract's rule (lineMoney), the one the server stores. */
export const moneyOf = (l: LineMoneyFields | undefined) =>
  lineMoney(l ? { qty: l.qty ?? 0, price: l.price ?? 0, discount_type: l.discount_type, discount: l.discount ?? 0 } : { qty: 0, price: 0 });

/** The order's totals by the contract's rule (documentTotals: no order discount nor shipping on a purchase order). */
export const orderTotals = (lines: (LineMoneyFields | undefined)[], ppn: PpnRule) => documentTotals(lines.map(moneyOf), {}, ppn);

export const ppnRateText = (percent: number) => `PPN ${String(percent).replace('.', ',')}%`;

/** The totals box under a supplier order's lines, computed with the server's money rules before saving. */
export function PurchaseOrderTotals({ lines, ppn }: { lines: (LineMoneyFields | undefined)[]; ppn: PpnRule }) {
  const t = orderTotals(lines, ppn);
  return (
    <>
      <Descriptions size="small" column={1} className="po-form-preview" style={{ maxWidth: 420, marginLeft: 'auto', marginTop: 12 }} bordered>
        <Descriptions.Item label="Subtotal">{formatRupiah(t.subtotal)}</Descriptions.Item>
        {ppn.on && <Descriptions.Item label="DPP">{formatRupiah(t.dpp)}</Descriptions.Item>}
        {ppn.on && <Descriptions.Item label={`${ppnRateText(ppn.percent)}${ppn.included ? ' (termasuk)' : ''}`}>{formatRupiah(t.ppn)}</Descriptions.Item>}
        <Descriptions.Item label="Perkiraan Total">
          <b>{formatRupiah(t.grand_total)}</b>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'right', fontSize: 12, marginTop: 4 }}>
        Perkiraan; total yang tersimpan dihitung server saat pesanan disimpan.
      </Typography.Paragraph>
    </>
  );
}
