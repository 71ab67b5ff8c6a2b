import { Select, Spin } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { exactMatch, MIN_SEARCH, type ProductSearchRow, priceText, productLabel, shouldSearch, stockText, unitText } from './product-search-rows';
import { searchActiveProducts } from './search-products';

type Fetcher<T> = (search: string) => Promise<T[]>;

/**
 * The product picker of document lines (order, receipt, opname, transfer, package contents):
 * searches after 3 characters (200 ms debounce); a scanned barcode followed by Enter picks the
 * product with exactly that barcode (or SKU) at once. Each option shows code, name, unit, price and
 * stock ('2 Box + 3 Strip').
 */
export function ProductSearch<T extends ProductSearchRow = ProductSearchRow>(props: {
  value?: number | null;
  onChange?: (productId: number | null, row?: T) => void;
  /** What the field shows for `value` before any search (e.g. a saved line's product). */
  selectedLabel?: string;
  fetcher?: Fetcher<T>;
  placeholder?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
}) {
  const { value, onChange, selectedLabel, placeholder = 'Ketik 3 huruf atau pindai barcode', id, className, disabled, style } = props;
  const fetcher = (props.fetcher ?? (searchActiveProducts as unknown as Fetcher<T>)) as Fetcher<T>;
  const [rows, setRows] = useState<T[]>([]);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seq = useRef(0);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = async (search: string) => {
    const n = ++seq.current;
    setLoading(true);
    try {
      const found = await fetcher(search.trim());
      if (n === seq.current) setRows(found);
      return found;
    } catch {
      if (n === seq.current) setRows([]);
      return [];
    } finally {
      if (n === seq.current) setLoading(false);
    }
  };
  const pick = (row: T) => {
    setChosen(row);
    setText('');
    setOpen(false);
    onChange?.(row.product_id, row);
  };
  const onSearch = (s: string) => {
    setText(s);
    setOpen(s.length > 0);
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!shouldSearch(s)) {
      seq.current++;
      setRows([]);
      setLoading(false);
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      void run(s);
    }, 200);
  };
  // Capture phase: a code with an exact match is taken here, before the select picks its active option.
  const onKeyDownCapture = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !shouldSearch(text, true)) return;
    const loaded = exactMatch(rows, text);
    const pending = timer.current !== null || loading || rows.length === 0;
    if (!loaded && !pending) return; // the results are in: Enter takes the highlighted option
    e.preventDefault();
    e.stopPropagation();
    if (loaded) return pick(loaded);
    // scanned faster than the debounce: search now and take the exact match, if any
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const code = text;
    void run(code).then((found) => {
      const hit = exactMatch(found, code);
      if (hit) pick(hit);
      else setOpen(true);
    });
  };

  const options = rows.map((r) => ({ value: r.product_id, label: productLabel(r), row: r }));
  const current = chosen && chosen.product_id === value ? chosen : undefined;
  if (value != null && !options.some((o) => o.value === value)) {
    const label = current ? productLabel(current) : (selectedLabel ?? String(value));
    options.unshift({ value, label, row: current as T });
  }

  return (
    <div onKeyDownCapture={onKeyDownCapture} className="product-search-field" style={style}>
      <Select<number | null>
        id={id}
        className={className}
        showSearch={{ filterOption: false, onSearch, searchValue: text }}
        value={value ?? null}
        open={open}
        onOpenChange={(o) => setOpen(o && text.length > 0)}
        disabled={disabled}
        allowClear
        placeholder={placeholder}
        style={{ width: '100%' }}
        popupMatchSelectWidth={false}
        classNames={{ popup: { root: 'product-search-popup' } }}
        notFoundContent={loading ? <Spin size="small" /> : shouldSearch(text) ? 'Produk tidak ditemukan' : `Ketik minimal ${MIN_SEARCH} huruf`}
        options={options}
        optionRender={(o) => {
          const r = (o.data as { row?: T }).row;
          if (!r) return o.label;
          return (
            <div className="product-search-option" style={{ display: 'grid', gridTemplateColumns: '110px 1fr auto', gap: 8, minWidth: 520 }}>
              <span className="pso-code">{r.product_sku}</span>
              <span>
                <span className="pso-name">{r.product_name}</span>
                <br />
                <small className="pso-unit">{unitText(r)}</small>
              </span>
              <span style={{ textAlign: 'right' }}>
                <span className="pso-price">{priceText(r)}</span>
                <br />
                <small className="pso-stock">Stok: {stockText(r)}</small>
              </span>
            </div>
          );
        }}
        onChange={(v) => {
          if (v == null) {
            setChosen(null);
            onChange?.(null);
            return;
          }
          const row = rows.find((r) => r.product_id === v);
          if (row) pick(row);
        }}
      />
    </div>
  );
}
