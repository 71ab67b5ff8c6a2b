import { useCallback, useMemo, useRef, useState } from 'react';
import { type CashierProduct, priceOf } from './api/cashier-api';
import { type CartLine, cartTotals } from './cashier-cart-line';
import { amountOf } from './cashier-shift-panels';

/**
 * The cart of one sale: its lines, the selected line, the order discount and the totals. Every line is
 * priced by the server for the shift's warehouse, its quantity (wholesale tiers) and the chosen member
 * (member type discount); `pricing` counts the price reads still on their way.
 */
export function useCashierCart(gudangId: number, allowDiscount: boolean) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [selected, setSelected] = useState(0);
  const [orderDiscount, setOrderDiscount] = useState('');
  const [pricing, setPricing] = useState(0);
  /** The member the prices are for: a price read for another member is dropped. */
  const memberId = useRef<number | undefined>(undefined);
  // moves at once on every change: queued scans may add before React renders
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const commit = useCallback((next: CartLine[]) => {
    linesRef.current = next;
    setLines(next);
  }, []);

  /** The server's price of a line for its quantity and the member, kept only while both are the same. */
  const refreshPrice = useCallback(
    (productId: number, qty: number) => {
      const forMember = memberId.current;
      setPricing((n) => n + 1);
      void priceOf(productId, gudangId, qty, forMember)
        .then((p) => {
          if (memberId.current !== forMember) return;
          setLines((ls) => ls.map((l) => (l.product_id === productId && l.qty === qty ? { ...l, price: p.price } : l)));
        })
        .catch(() => undefined)
        .finally(() => setPricing((n) => n - 1));
    },
    [gudangId],
  );

  /** A product scanned or picked: one more line, or more of the line it already has. */
  const add = useCallback(
    (p: CashierProduct, qty: number) => {
      const ls = linesRef.current;
      const at = ls.findIndex((l) => l.product_id === p.product_id);
      let newQty = qty;
      if (at >= 0) {
        newQty = ls[at].qty + qty;
        commit(ls.map((l, i) => (i === at ? { ...l, qty: newQty } : l)));
        setSelected(at);
      } else {
        const line: CartLine = {
          product_id: p.product_id,
          name: p.product_name,
          sku: p.product_sku,
          unit: p.product_satuan_kecil_name ?? '',
          qty,
          price: Number(p.product_price_sale) || 0,
          discount: 0,
        };
        commit([...ls, line]);
        setSelected(ls.length);
      }
      refreshPrice(p.product_id, newQty);
    },
    [commit, refreshPrice],
  );

  const changeQty = (index: number, qty: number) => {
    const l = linesRef.current[index];
    if (!l) return;
    const q = Math.max(1, qty);
    commit(linesRef.current.map((x, i) => (i === index ? { ...x, qty: q } : x)));
    refreshPrice(l.product_id, q);
  };
  const remove = (index: number) => {
    const next = linesRef.current.filter((_, i) => i !== index);
    commit(next);
    setSelected(Math.max(0, Math.min(index, next.length - 1)));
  };
  /** A typed price or discount of a line (no new price read: neither changes the quantity). */
  const setLine = (index: number, patch: Partial<Pick<CartLine, 'manual' | 'discount'>>) =>
    commit(linesRef.current.map((x, i) => (i === index ? { ...x, ...patch } : x)));

  /** A member chosen or cleared: every line priced again for it (the server charges by its member type). */
  const priceFor = (member: number | undefined) => {
    memberId.current = member;
    for (const l of linesRef.current) refreshPrice(l.product_id, l.qty);
  };

  const reset = () => {
    commit([]);
    setSelected(0);
    setOrderDiscount('');
    memberId.current = undefined;
  };

  const totals = useMemo(() => cartTotals(lines, amountOf(orderDiscount), allowDiscount), [lines, orderDiscount, allowDiscount]);

  return {
    lines,
    selected,
    select: setSelected,
    selectNext: () => setSelected((s) => Math.min(linesRef.current.length - 1, s + 1)),
    selectPrevious: () => setSelected((s) => Math.max(0, s - 1)),
    pricing,
    add,
    changeQty,
    remove,
    setLine,
    priceFor,
    orderDiscount,
    setOrderDiscount,
    totals,
    reset,
  };
}

export type CashierCart = ReturnType<typeof useCashierCart>;
