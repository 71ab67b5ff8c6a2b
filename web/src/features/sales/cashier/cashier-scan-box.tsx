import { Input, type InputRef, Spin } from 'antd';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import type { CashierCart } from './use-cashier-cart';
import type { ScanQueue } from './use-scan-queue';

/**
 * The scan field and the matches of a name typed. Its keys: Enter adds, ↑ ↓ move among the matches
 * (or the cart's lines), Esc drops the text; in an empty field + − change the selected line's
 * quantity and Del removes it.
 */
export function ScanBox({ scan, cart, inputRef }: { scan: ScanQueue; cart: CashierCart; inputRef: React.Ref<InputRef> }) {
  const { lines, selected } = cart;
  const onKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const empty = e.currentTarget.value === '';
    if (e.key === 'Enter') {
      e.preventDefault();
      scan.submit(e.currentTarget.value);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!scan.move(1)) cart.selectNext();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (!scan.move(-1)) cart.selectPrevious();
    } else if (e.key === 'Escape') {
      scan.clear();
    } else if (empty && (e.key === '+' || e.key === '=')) {
      e.preventDefault();
      cart.changeQty(selected, (lines[selected]?.qty ?? 0) + 1);
    } else if (empty && e.key === '-') {
      e.preventDefault();
      cart.changeQty(selected, (lines[selected]?.qty ?? 2) - 1);
    } else if (empty && e.key === 'Delete' && lines.length) {
      e.preventDefault();
      cart.remove(selected);
    }
  };

  return (
    <div className="cashier-scan-box">
      <Input
        ref={inputRef}
        className="cashier-scan"
        autoFocus
        autoComplete="off"
        placeholder="Pindai barcode atau ketik nama produk, Enter (3*kode = 3 pcs)"
        value={scan.text}
        onChange={(e) => scan.change(e.target.value)}
        onKeyDown={onKey}
        suffix={scan.searching ? <Spin size="small" /> : undefined}
      />
      {scan.suggest.length > 0 && (
        <div className="cashier-suggest" role="listbox">
          {scan.suggest.map((p, i) => (
            <div
              key={p.product_id}
              role="option"
              aria-selected={i === scan.active}
              tabIndex={-1}
              className={`cashier-suggest-item${i === scan.active ? ' active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => scan.pick(p)}
              onKeyDown={() => undefined}
            >
              <span>
                <b>{p.product_name}</b> <small>{p.product_sku}</small>
              </span>
              <span>
                {formatRupiah(p.product_price_sale)} · stok {formatNumber(p.product_qty)}
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
