import { message } from 'antd';
import { useRef, useState } from 'react';
import { exactMatch } from '../../../components/product-search/product-search-rows';
import { type CashierProduct, findProducts } from './api/cashier-api';
import { parseScan } from './parse-scan';

/**
 * The scan field: what is typed, the matches of a name typed, and the queue of scanned codes. Enter
 * takes the highlighted match, or the product the code names exactly (barcode, SKU), or the only
 * match. The field empties at once and the codes are looked up one after the other, in the order
 * scanned: a scanner's next code never mixes with one still being looked up.
 */
export function useScanQueue(onProduct: (p: CashierProduct, qty: number) => void) {
  const [text, setText] = useState('');
  const [suggest, setSuggest] = useState<CashierProduct[]>([]);
  const [active, setActive] = useState(0);
  const [searching, setSearching] = useState(false);
  const searchSeq = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const onProductRef = useRef(onProduct);
  onProductRef.current = onProduct;

  const add = (p: CashierProduct, qty: number) => {
    onProductRef.current(p, qty);
    setSuggest([]);
  };

  const submit = (typed: string) => {
    if (debounce.current) clearTimeout(debounce.current);
    const { qty, code } = parseScan(typed);
    setText('');
    if (suggest.length && active >= 0 && active < suggest.length) {
      add(suggest[active], qty);
      return;
    }
    if (!code) return;
    ++searchSeq.current; // a name lookup still under way no longer shows its matches
    pending.current++;
    setSearching(true);
    queue.current = queue.current.then(async () => {
      try {
        const rows = await findProducts(code, 10);
        const hit = exactMatch(rows as Parameters<typeof exactMatch>[0], code) as CashierProduct | undefined;
        if (hit) add(hit, qty);
        else if (rows.length === 1) add(rows[0], qty);
        else if (rows.length) {
          // a name with several matches: they are shown to choose from, with the name typed
          setText((now) => now || typed);
          setSuggest(rows);
          setActive(0);
        } else message.warning(`Produk tidak ditemukan: ${code}`);
      } catch {
        // the client has shown the error
      } finally {
        if (--pending.current === 0) setSearching(false);
      }
    });
  };

  /** Names typed (3 characters or more) show matches after a pause; a scanner's fast digits and Enter never wait for it. */
  const change = (typed: string) => {
    setText(typed);
    if (debounce.current) clearTimeout(debounce.current);
    const { code } = parseScan(typed);
    if (code.length < 3 || /^\d+$/.test(code)) {
      setSuggest([]);
      return;
    }
    debounce.current = setTimeout(async () => {
      const seq = ++searchSeq.current;
      const rows = await findProducts(code, 10).catch(() => []);
      if (seq !== searchSeq.current) return;
      setSuggest(rows);
      setActive(0);
    }, 250);
  };

  /** ↑ ↓ among the matches shown; false when none are shown (the arrows then move in the cart). */
  const move = (step: 1 | -1) => {
    if (!suggest.length) return false;
    setActive((a) => Math.max(0, Math.min(suggest.length - 1, a + step)));
    return true;
  };

  return {
    text,
    suggest,
    active,
    searching,
    submit,
    change,
    move,
    /** A match clicked: added with the quantity typed before it ('3*'). */
    pick: (p: CashierProduct) => {
      add(p, parseScan(text).qty);
      setText('');
    },
    clear: () => {
      setText('');
      setSuggest([]);
    },
  };
}

export type ScanQueue = ReturnType<typeof useScanQueue>;
