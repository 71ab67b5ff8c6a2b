import { Button, Input } from 'antd';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { lineTotal } from './cashier-cart-line';
import { amountOf } from './cashier-shift-panels';
import type { CashierCart } from './use-cashier-cart';

/** The cart's lines: quantity buttons, a typed price and a discount where the configuration allows them, the line's money. */
export function CartLines({ cart, allowManual, allowDiscount }: { cart: CashierCart; allowManual: boolean; allowDiscount: boolean }) {
  const { lines, selected } = cart;
  return (
    <div className="cashier-lines">
      {lines.length === 0 ? (
        <div className="cashier-empty">Belum ada barang. Pindai barcode untuk mulai.</div>
      ) : (
        lines.map((l, i) => (
          <div key={l.product_id} className={`cashier-line${i === selected ? ' selected' : ''}`} onClick={() => cart.select(i)}>
            <div className="cashier-line-name">
              <b>{l.name}</b>
              <small>
                {l.sku} · {formatRupiah(l.manual ?? l.price)} / {l.unit}
              </small>
            </div>
            <div className="cashier-qty">
              <Button className="cashier-touch cashier-minus" onMouseDown={(e) => e.preventDefault()} onClick={() => cart.changeQty(i, l.qty - 1)}>
                −
              </Button>
              <span className="cashier-line-qty">{l.qty}</span>
              <Button className="cashier-touch cashier-plus" onMouseDown={(e) => e.preventDefault()} onClick={() => cart.changeQty(i, l.qty + 1)}>
                +
              </Button>
            </div>
            {allowManual && (
              <Input
                className="cashier-line-price"
                aria-label="Harga manual"
                inputMode="numeric"
                placeholder={formatNumber(l.price)}
                value={l.manual === undefined ? '' : formatNumber(l.manual)}
                onChange={(e) => {
                  const v = e.target.value.replace(/\D/g, '');
                  cart.setLine(i, { manual: v ? amountOf(v) : undefined });
                }}
              />
            )}
            {allowDiscount && (
              <Input
                className="cashier-line-discount"
                aria-label="Diskon baris (Rp)"
                inputMode="numeric"
                placeholder="Diskon"
                value={l.discount ? formatNumber(l.discount) : ''}
                onChange={(e) => cart.setLine(i, { discount: amountOf(e.target.value) })}
              />
            )}
            <div className="cashier-line-total">{formatRupiah(lineTotal(l))}</div>
            <Button
              className="cashier-touch cashier-line-delete"
              danger
              aria-label={`Hapus ${l.name}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => cart.remove(i)}
            >
              ✕
            </Button>
          </div>
        ))
      )}
    </div>
  );
}
