import type { CashierShiftSummary, SalesPaymentMethod } from '@bo/contract';
import { Button, Input, type InputRef, Modal, message, type RefSelectProps, Select, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, newIdempotencyKey } from '../../../api/client';
import { exactMatch } from '../../../components/product-search/product-search-rows';
import { useConfigValue, useGeneralConfig } from '../../../lib/config';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { useProfile } from '../../../lib/session';
import {
  type CashierProduct,
  type CashierSaleDetail,
  findProducts,
  priceOf,
  saleDetail,
  storeSale,
  useCurrentShift,
  usePaymentMethods,
} from './api/cashier-api';
import { useBanks } from '../order/api/get-banks';
import { type CashierMember, MemberSearch } from './cashier-member-search';
import { AmountKeys, CashierStyle } from './cashier-style';
import { amountOf, CashInput, CloseShiftModal, OpenShiftPanel } from './cashier-shift-panels';
import type { ReceiptMeta, ReceiptPaper } from './print-cashier-receipt';
import { RECEIPT_CSS } from './receipt-css';

/** The receipt and its prints load with the first sale, not with the page (the page must be ready to scan at once). */
const receiptModule = () => import('./print-cashier-receipt');
type ReceiptModule = Awaited<ReturnType<typeof receiptModule>>;

interface CartLine {
  product_id: number;
  name: string;
  sku: string;
  unit: string;
  qty: number;
  /** Price per small unit: the server's for the warehouse and quantity (wholesale tier), the search's until it answers. */
  price: number;
  /** A typed price (only where kasir_price_manual allows). */
  manual?: number;
  /** Rupiah off the line (only where kasir_discount allows). */
  discount: number;
}

const lineTotal = (l: CartLine) => Math.max(0, (l.manual ?? l.price) * l.qty - l.discount);
/** '3*8991234567' → 3 of code 8991234567; a plain code is 1. */
export function parseScan(text: string): { qty: number; code: string } {
  const m = /^\s*(\d{1,4})\s*\*\s*(.*)$/.exec(text);
  return m ? { qty: Math.max(1, Number(m[1])), code: m[2].trim() } : { qty: 1, code: text.trim() };
}
/** A method that needs a receiving account (needs_bank) without one: refused at the account, before sending. */
const BANK_REQUIRED = 'Rekening wajib dipilih untuk metode pembayaran ini';
const SHORTCUTS: [string, string][] = [
  ['Enter', 'Tambah / pilih'],
  ['3*kode', 'Jumlah 3'],
  ['+ / −', 'Jumlah baris'],
  ['↑ ↓', 'Pilih baris'],
  ['Del', 'Hapus baris'],
  ['F2', 'Cari'],
  ['F4', 'Metode bayar'],
  ['F6', 'Member'],
  ['F7', 'Diskon'],
  ['F8', 'Uang diterima'],
  ['F9', 'Bayar'],
  ['F10', 'Tutup shift'],
  ['Esc', 'Batal cari / hapus member'],
];

/**
 * Penjualan › Kasir (/sale/kasir): sales on a cashier's open shift, to a walk-in customer or (where
 * kasir_add_customer = '1') a member chosen by F6, priced by its member type; cash, or another method
 * with the receiving account of Kas & Bank.
 */
export function CashierPage() {
  const current = useCurrentShift();
  const navigate = useNavigate();
  if (current.isLoading || !current.data)
    return (
      <div className="cashier-page cashier-loading">
        <CashierStyle />
        <Spin size="large" />
      </div>
    );
  return (
    <div className="cashier-page">
      <CashierStyle />
      {current.data.shift ? (
        <SaleScreen shift={current.data.shift} onShiftChange={() => current.refetch()} onExit={() => navigate('/')} />
      ) : (
        <div className="cashier-center">
          <div className="cashier-topbar">
            <strong>Kasir</strong>
            <Button className="cashier-touch cashier-exit" onClick={() => navigate('/')}>
              Keluar
            </Button>
          </div>
          <OpenShiftPanel current={current.data} onOpened={() => current.refetch()} />
        </div>
      )}
    </div>
  );
}

function SaleScreen(props: { shift: CashierShiftSummary; onShiftChange: () => void; onExit: () => void }) {
  const { shift } = props;
  const profile = useProfile();
  const company = useGeneralConfig().data;
  const allowDiscount = useConfigValue('kasir_discount').data === '1';
  const allowManual = useConfigValue('kasir_price_manual').data === '1';
  const allowCustomer = useConfigValue('kasir_add_customer').data === '1';
  // the methods the server takes at the cashier (komponen/payment `cashier`; COD and Tempo are not)
  const payments = (usePaymentMethods().data ?? []).filter((p) => p.cashier);
  // configuration sales_discount_limit: a cashier sale cannot wait for an approval, so a discount above it is refused
  const discountLimit = Math.max(0, Math.min(100, Number(useConfigValue('sales_discount_limit').data) || 0));

  const [lines, setLines] = useState<CartLine[]>([]);
  const [selected, setSelected] = useState(0);
  const [scan, setScan] = useState('');
  const [suggest, setSuggest] = useState<CashierProduct[]>([]);
  const [active, setActive] = useState(0);
  const [searching, setSearching] = useState(false);
  const [payment, setPayment] = useState('cash');
  const [cash, setCash] = useState('');
  const [orderDiscount, setOrderDiscount] = useState('');
  const [customerName, setCustomerName] = useState('');
  const [customerPhone, setCustomerPhone] = useState('');
  /** The chosen member (a contact): sent as member_id; the server prices by its member type. */
  const [member, setMember] = useState<CashierMember | null>(null);
  const [memberError, setMemberError] = useState<string>();
  /** The receiving account of Kas & Bank, for a method that needs one (needs_bank). */
  const [bankId, setBankId] = useState<number | null>(null);
  const [bankError, setBankError] = useState<string>();
  /** Price reads still on their way: the payment waits for them, so the total shown is the total charged. */
  const [pricing, setPricing] = useState(0);
  const [payWhenPriced, setPayWhenPriced] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [receipt, setReceipt] = useState<CashierSaleDetail | null>(null);
  const [paper, setPaper] = useState<ReceiptPaper>(() => (localStorage.getItem('cashier_paper') as ReceiptPaper | null) ?? '58');
  const [closing, setClosing] = useState(false);
  /** The sale's Idempotency-Key: made when the sale starts, sent again on every retry of its payment. */
  const saleKey = useRef(newIdempotencyKey());
  const scanRef = useRef<InputRef>(null);
  const cashRef = useRef<InputRef>(null);
  const discountRef = useRef<InputRef>(null);
  const memberRef = useRef<InputRef>(null);
  const bankRef = useRef<RefSelectProps>(null);
  const chosenMember = useRef<number | undefined>(undefined);
  chosenMember.current = member?.member_id;
  const newSaleRef = useRef<HTMLButtonElement>(null);
  /** When the confirmation opened (performance.now()): an Enter that began before does not pay. */
  const confirmSince = useRef(0);
  const printing = useRef<ReceiptModule | null>(null);
  const receiptRef = useRef<CashierSaleDetail | null>(null);
  receiptRef.current = receipt;
  const searchSeq = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;

  const focusScan = useCallback(() => setTimeout(() => scanRef.current?.focus(), 0), []);
  const subtotal = useMemo(() => lines.reduce((a, l) => a + lineTotal(l), 0), [lines]);
  const discount = allowDiscount ? Math.min(amountOf(orderDiscount), subtotal) : 0;
  const total = subtotal - discount;
  const received = payment === 'cash' ? amountOf(cash) : total;
  const change = payment === 'cash' && cash ? received - total : 0;
  const needsBank = !!payments.find((p) => p.value === payment)?.needs_bank;
  const banks = useBanks(needsBank || !!receipt?.bank_id);
  const bankLabel = (id: number | null | undefined) => (id ? banks.data?.find((b) => b.value === id)?.label : undefined);
  /** What the receipt adds to the stored sale: the cashier, the shift, the member's type and the account's name. */
  const receiptMeta: ReceiptMeta = {
    cashier: receipt?.created_by_name ?? undefined,
    shift: shift.shift_name,
    memberType: receipt?.member_id && member?.member_id === receipt.member_id ? (member.member_type_name ?? undefined) : undefined,
    bank: bankLabel(receipt?.bank_id),
  };

  /**
   * The server's price of a line for its quantity (wholesale tiers) and the chosen member (member type
   * discount), kept only while the quantity and the member are the same.
   */
  const refreshPrice = useCallback(
    (productId: number, qty: number) => {
      const memberId = chosenMember.current;
      setPricing((n) => n + 1);
      void priceOf(productId, shift.gudang_id, qty, memberId)
        .then((p) => {
          if (chosenMember.current !== memberId) return;
          setLines((ls) => ls.map((l) => (l.product_id === productId && l.qty === qty ? { ...l, price: p.price } : l)));
        })
        .catch(() => undefined)
        .finally(() => setPricing((n) => n - 1));
    },
    [shift.gudang_id],
  );

  /** A member chosen or cleared: every line priced again for it (the server charges by its member type). */
  const chooseMember = (m: CashierMember | null) => {
    setMember(m);
    setMemberError(undefined);
    chosenMember.current = m?.member_id;
    for (const l of linesRef.current) refreshPrice(l.product_id, l.qty);
    if (m) focusScan();
  };

  /** A payment method; one that needs a receiving account moves the focus to the account. */
  const choosePayment = (value: string) => {
    setPayment(value);
    setBankError(undefined);
    const needs = !!payments.find((p) => p.value === value)?.needs_bank;
    setTimeout(() => (needs ? bankRef.current?.focus() : value === 'cash' ? cashRef.current?.focus() : undefined), 0);
  };

  const addProduct = useCallback(
    (p: CashierProduct, qty: number) => {
      const ls = linesRef.current;
      const at = ls.findIndex((l) => l.product_id === p.product_id);
      let newQty = qty;
      // linesRef moves at once: queued scans may add before React renders
      if (at >= 0) {
        newQty = ls[at].qty + qty;
        linesRef.current = ls.map((l, i) => (i === at ? { ...l, qty: newQty } : l));
        setLines(linesRef.current);
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
        linesRef.current = [...ls, line];
        setLines(linesRef.current);
        setSelected(ls.length);
      }
      refreshPrice(p.product_id, newQty);
      setSuggest([]);
    },
    [refreshPrice],
  );

  const changeQty = (index: number, qty: number) => {
    const l = lines[index];
    if (!l) return;
    const q = Math.max(1, qty);
    setLines(lines.map((x, i) => (i === index ? { ...x, qty: q } : x)));
    refreshPrice(l.product_id, q);
  };
  const removeLine = (index: number) => {
    const next = lines.filter((_, i) => i !== index);
    setLines(next);
    setSelected(Math.max(0, Math.min(index, next.length - 1)));
  };

  /**
   * Enter in the scan field: the highlighted match, or the product the code names exactly (barcode,
   * SKU), or the only match. The field empties at once and the codes are looked up one after the
   * other, in the order scanned: a scanner's next code never mixes with one still being looked up.
   */
  const scanQueue = useRef<Promise<void>>(Promise.resolve());
  const pendingScans = useRef(0);
  const submitScan = (text: string) => {
    if (debounce.current) clearTimeout(debounce.current);
    const { qty, code } = parseScan(text);
    setScan('');
    if (suggest.length && active >= 0 && active < suggest.length) {
      addProduct(suggest[active], qty);
      return;
    }
    if (!code) return;
    ++searchSeq.current; // a name lookup still under way no longer shows its matches
    pendingScans.current++;
    setSearching(true);
    scanQueue.current = scanQueue.current.then(async () => {
      try {
        const rows = await findProducts(code, 10);
        const hit = exactMatch(rows as Parameters<typeof exactMatch>[0], code) as CashierProduct | undefined;
        if (hit) addProduct(hit, qty);
        else if (rows.length === 1) addProduct(rows[0], qty);
        else if (rows.length) {
          // a name with several matches: they are shown to choose from, with the name typed
          setScan((now) => now || text);
          setSuggest(rows);
          setActive(0);
        } else message.warning(`Produk tidak ditemukan: ${code}`);
      } catch {
        // the client has shown the error
      } finally {
        if (--pendingScans.current === 0) setSearching(false);
      }
    });
  };

  /** Names typed (3 characters or more) show matches after a pause; a scanner's fast digits and Enter never wait for it. */
  const onScanChange = (text: string) => {
    setScan(text);
    if (debounce.current) clearTimeout(debounce.current);
    const { code } = parseScan(text);
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

  const onScanKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const empty = e.currentTarget.value === '';
    if (e.key === 'Enter') {
      e.preventDefault();
      submitScan(e.currentTarget.value);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (suggest.length) setActive((a) => Math.min(suggest.length - 1, a + 1));
      else setSelected((s) => Math.min(lines.length - 1, s + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (suggest.length) setActive((a) => Math.max(0, a - 1));
      else setSelected((s) => Math.max(0, s - 1));
    } else if (e.key === 'Escape') {
      setScan('');
      setSuggest([]);
    } else if (empty && (e.key === '+' || e.key === '=')) {
      e.preventDefault();
      changeQty(selected, (lines[selected]?.qty ?? 0) + 1);
    } else if (empty && e.key === '-') {
      e.preventDefault();
      changeQty(selected, (lines[selected]?.qty ?? 2) - 1);
    } else if (empty && e.key === 'Delete' && lines.length) {
      e.preventDefault();
      removeLine(selected);
    }
  };

  const startPay = () => {
    // scans still being looked up and prices still being read come first
    if (pricing > 0 || searching) {
      setPayWhenPriced(true);
      return;
    }
    if (!lines.length) {
      message.warning('Belum ada barang');
      focusScan();
      return;
    }
    if (needsBank && !bankId) {
      setBankError(BANK_REQUIRED);
      bankRef.current?.focus();
      return;
    }
    if (payment === 'cash' && !cash) setCash(formatNumber(total));
    else if (payment === 'cash' && amountOf(cash) < total) {
      message.error(`Uang diterima kurang dari total (${formatRupiah(total)})`);
      cashRef.current?.focus();
      return;
    }
    confirmSince.current = performance.now();
    setConfirming(true);
  };
  const startPayRef = useRef(startPay);
  startPayRef.current = startPay;
  useEffect(() => {
    if (payWhenPriced && pricing === 0 && !searching) {
      setPayWhenPriced(false);
      startPayRef.current();
    }
  }, [payWhenPriced, pricing, searching]);

  const payingRef = useRef(false);
  const pay = async () => {
    if (payingRef.current) return;
    payingRef.current = true;
    setPaying(true);
    try {
      const saved = await storeSale(
        {
          is_pos: '1',
          shift_id: shift.shift_id,
          gudang_id: shift.gudang_id,
          payment_method: payment as SalesPaymentMethod,
          bank_id: needsBank && bankId ? bankId : undefined,
          member_id: allowCustomer && member ? member.member_id : undefined,
          cash_received: payment === 'cash' ? amountOf(cash) || total : total,
          order_discount: discount,
          shipping_cost: 0,
          shipping_discount: 0,
          cod_fee: 0,
          customer_name: allowCustomer && !member && customerName.trim() ? customerName.trim() : undefined,
          customer_phone: allowCustomer && !member && customerPhone.trim() ? customerPhone.trim() : undefined,
          lines: lines.map((l) => ({
            product_id: l.product_id,
            unit: 'kecil',
            qty: l.qty,
            ...(allowManual && l.manual !== undefined ? { price: l.manual } : {}),
            discount_type: 'rupiah',
            discount: allowDiscount ? l.discount : 0,
          })),
        },
        saleKey.current,
      );
      setConfirming(false);
      const [detail, mod] = await Promise.all([saleDetail(saved.order_id), receiptModule()]);
      printing.current = mod;
      setReceipt(detail);
      props.onShiftChange();
    } catch (e) {
      setConfirming(false);
      if (e instanceof ApiError && e.errors.shift_id) props.onShiftChange();
      // The member's and the account's errors show at their fields; the rest as the toast.
      if (e instanceof ApiError && (e.errors.member_id || e.errors.bank_id)) {
        setMemberError(e.errors.member_id?.[0]);
        setBankError(e.errors.bank_id?.[0]);
        e.claimFieldErrors(Object.entries(e.errors).flatMap(([f, ms]) => (f === 'member_id' || f === 'bank_id' ? [] : ms)));
        if (e.errors.bank_id) bankRef.current?.focus();
        else memberRef.current?.focus();
        return;
      }
      focusScan();
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  };

  const newSale = () => {
    setReceipt(null);
    setLines([]);
    setSelected(0);
    setCash('');
    setOrderDiscount('');
    setCustomerName('');
    setCustomerPhone('');
    setMember(null);
    setMemberError(undefined);
    chosenMember.current = undefined;
    setBankId(null);
    setBankError(undefined);
    setPayment('cash');
    saleKey.current = newIdempotencyKey();
    focusScan();
  };

  // F-keys work wherever the focus is (the browser's own F-key actions are suppressed here).
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  keys.current = (e: KeyboardEvent) => {
    if (closing) return;
    if (receipt) {
      if (e.key === 'Enter' && !(document.activeElement instanceof HTMLButtonElement)) {
        e.preventDefault();
        newSale();
      }
      return;
    }
    // Enter pays wherever the focus is while the confirmation is open, unless it is on Batal or the close
    // button: the dialog's focus moves as it opens, and an Enter must never fall between two elements.
    // The Enter that opened the confirmation (in Uang diterima) reaches here too once the page has drawn
    // the dialog: it began before the dialog opened, so it does not pay.
    if (confirming) {
      const onCancel = document.activeElement?.closest('.cashier-confirm-cancel, .ant-modal-close');
      if (e.key === 'Enter' && !onCancel && e.timeStamp > confirmSince.current) {
        e.preventDefault();
        void pay();
      }
      return;
    }
    const handled = (() => {
      switch (e.key) {
        case 'F2':
          scanRef.current?.focus();
          return true;
        case 'F4':
          if (payments.length) choosePayment(payments[(payments.findIndex((p) => p.value === payment) + 1) % payments.length].value);
          return true;
        case 'F6':
          memberRef.current?.focus();
          return true;
        case 'F7':
          discountRef.current?.focus();
          return true;
        case 'F8':
          if (needsBank) bankRef.current?.focus();
          else cashRef.current?.focus();
          return true;
        case 'F9':
          startPay();
          return true;
        case 'F10':
          setClosing(true);
          return true;
        default:
          return false;
      }
    })();
    if (handled) e.preventDefault();
  };
  useEffect(() => {
    const h = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', h);
    return () => window.removeEventListener('keydown', h);
  }, []);

  return (
    <div className="cashier-screen">
      <div className="cashier-topbar">
        <strong>Kasir</strong>
        <span className="cashier-shift-info">
          Shift <b>{shift.shift_name}</b> · {shift.master_gudang_name} · {profile.admin_person_full_name || profile.name} · Kas awal{' '}
          {formatRupiah(shift.opening_cash)} · {shift.sale_count} penjualan · Kas seharusnya <b>{formatRupiah(shift.expected_cash)}</b>
        </span>
        <span className="cashier-topbar-actions">
          <Button className="cashier-touch cashier-close-shift" danger onClick={() => setClosing(true)}>
            Tutup Shift (F10)
          </Button>
          <Button className="cashier-touch cashier-exit" onClick={props.onExit}>
            Keluar
          </Button>
        </span>
      </div>
      <div className="cashier-body">
        <div className="cashier-main">
          <div className="cashier-scan-box">
            <Input
              ref={scanRef}
              className="cashier-scan"
              autoFocus
              autoComplete="off"
              placeholder="Pindai barcode atau ketik nama produk, Enter (3*kode = 3 pcs)"
              value={scan}
              onChange={(e) => onScanChange(e.target.value)}
              onKeyDown={onScanKey}
              suffix={searching ? <Spin size="small" /> : undefined}
            />
            {suggest.length > 0 && (
              <div className="cashier-suggest" role="listbox">
                {suggest.map((p, i) => (
                  <div
                    key={p.product_id}
                    role="option"
                    aria-selected={i === active}
                    tabIndex={-1}
                    className={`cashier-suggest-item${i === active ? ' active' : ''}`}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => {
                      addProduct(p, parseScan(scan).qty);
                      setScan('');
                    }}
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
          <div className="cashier-lines">
            {lines.length === 0 ? (
              <div className="cashier-empty">Belum ada barang. Pindai barcode untuk mulai.</div>
            ) : (
              lines.map((l, i) => (
                <div key={l.product_id} className={`cashier-line${i === selected ? ' selected' : ''}`} onClick={() => setSelected(i)}>
                  <div className="cashier-line-name">
                    <b>{l.name}</b>
                    <small>
                      {l.sku} · {formatRupiah(l.manual ?? l.price)} / {l.unit}
                    </small>
                  </div>
                  <div className="cashier-qty">
                    <Button className="cashier-touch cashier-minus" onMouseDown={(e) => e.preventDefault()} onClick={() => changeQty(i, l.qty - 1)}>
                      −
                    </Button>
                    <span className="cashier-line-qty">{l.qty}</span>
                    <Button className="cashier-touch cashier-plus" onMouseDown={(e) => e.preventDefault()} onClick={() => changeQty(i, l.qty + 1)}>
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
                        setLines(lines.map((x, j) => (j === i ? { ...x, manual: v ? amountOf(v) : undefined } : x)));
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
                      onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, discount: amountOf(e.target.value) } : x)))}
                    />
                  )}
                  <div className="cashier-line-total">{formatRupiah(lineTotal(l))}</div>
                  <Button
                    className="cashier-touch cashier-line-delete"
                    danger
                    aria-label={`Hapus ${l.name}`}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => removeLine(i)}
                  >
                    ✕
                  </Button>
                </div>
              ))
            )}
          </div>
          <div className="cashier-shortcuts">
            {SHORTCUTS.map(([k, v]) => (
              <span key={k}>
                <kbd>{k}</kbd> {v}
              </span>
            ))}
          </div>
        </div>
        <div className="cashier-side">
          <div className="cashier-field">
            <span className="cashier-label">Pelanggan</span>
            {allowCustomer ? (
              <div className="cashier-customer">
                <MemberSearch inputRef={memberRef} member={member} onPick={chooseMember} error={memberError} />
                {!member && (
                  <div className="cashier-walkin-fields">
                    <Input
                      className="cashier-customer-name"
                      aria-label="Nama pelanggan umum"
                      placeholder="Nama (kosong: umum)"
                      value={customerName}
                      onChange={(e) => setCustomerName(e.target.value)}
                    />
                    <Input
                      className="cashier-customer-phone"
                      aria-label="Telepon pelanggan umum"
                      placeholder="Telepon"
                      value={customerPhone}
                      onChange={(e) => setCustomerPhone(e.target.value)}
                    />
                  </div>
                )}
              </div>
            ) : (
              <div className="cashier-walkin">Pelanggan Umum</div>
            )}
          </div>
          <div className="cashier-totals">
            <div>
              <span>Subtotal</span>
              <span className="cashier-subtotal">{formatRupiah(subtotal)}</span>
            </div>
            {allowDiscount && (
              <div>
                <span title={discountLimit ? `Diskon di atas ${discountLimit}% perlu persetujuan; buat sebagai tagihan` : undefined}>
                  Diskon (F7){discountLimit ? <small className="cashier-discount-limit"> maks. {discountLimit}%</small> : null}
                </span>
                <Input
                  ref={discountRef}
                  className="cashier-order-discount"
                  inputMode="numeric"
                  placeholder="0"
                  value={orderDiscount}
                  style={{ width: 140, textAlign: 'right' }}
                  onChange={(e) => setOrderDiscount(e.target.value.replace(/\D/g, '') ? formatNumber(amountOf(e.target.value)) : '')}
                />
              </div>
            )}
            <div className="cashier-grand">
              <span>Total {pricing > 0 && <Spin size="small" className="cashier-pricing" />}</span>
              <span className="cashier-total">{formatRupiah(total)}</span>
            </div>
          </div>
          <div className="cashier-field">
            <span className="cashier-label">Pembayaran (F4)</span>
            <div className="cashier-payments">
              {payments.map((p) => (
                <Button
                  key={p.value}
                  className={`cashier-touch cashier-pay-${p.value}`}
                  type={payment === p.value ? 'primary' : 'default'}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choosePayment(p.value)}
                >
                  {p.label}
                </Button>
              ))}
            </div>
          </div>
          {needsBank && (
            <div className="cashier-field">
              <label className="cashier-label" htmlFor="cashier-bank">
                Rekening tujuan (F8)
              </label>
              <Select
                ref={bankRef}
                id="cashier-bank"
                className="cashier-bank cashier-touch"
                size="large"
                showSearch
                optionFilterProp="label"
                placeholder="Pilih rekening penerima"
                status={bankError ? 'error' : undefined}
                loading={banks.isLoading}
                notFoundContent="Belum ada rekening Kas & Bank"
                value={bankId ?? undefined}
                options={(banks.data ?? []).map((b) => ({ value: b.value, label: b.label }))}
                onChange={(v: number) => {
                  setBankId(v);
                  setBankError(undefined);
                }}
              />
              {bankError && (
                <div className="cashier-field-error cashier-bank-error" role="alert">
                  {bankError}
                </div>
              )}
            </div>
          )}
          {payments.some((p) => p.value === payment && !p.verified) && (
            <div className="cashier-unverified-note" role="note">
              Pembayaran ini belum terverifikasi di kasir: penjualan tercatat <b>belum lunas</b> sampai pembayarannya ditandai lunas di Tagihan.
            </div>
          )}
          {payment === 'cash' && (
            <div className="cashier-field">
              <label className="cashier-label" htmlFor="cashier-cash">
                Uang diterima (F8)
              </label>
              <CashInput inputRef={cashRef} className="cashier-cash" value={cash} onChange={setCash} onEnter={startPay} />
              <AmountKeys total={total} onPick={(n) => setCash(formatNumber(n))} />
            </div>
          )}
          {payment === 'cash' && (
            <div className={`cashier-change-box${change < 0 ? ' short' : ''}`}>
              <span>{change < 0 ? 'Kurang' : 'Kembalian'}</span>
              <span className="cashier-change">{formatRupiah(Math.abs(change))}</span>
            </div>
          )}
          <Button type="primary" size="large" block className="cashier-pay cashier-touch" disabled={!lines.length} onClick={startPay}>
            Bayar (F9)
          </Button>
        </div>
      </div>

      <Modal
        open={confirming}
        destroyOnHidden
        focusTriggerAfterClose={false}
        afterOpenChange={(o) => {
          if (!o && !receiptRef.current) focusScan();
        }}
        className="cashier-confirm"
        title="Konfirmasi Pembayaran"
        okText="Bayar (Enter)"
        cancelText="Batal (Esc)"
        okButtonProps={{ autoFocus: true, className: 'cashier-confirm-ok cashier-touch', loading: paying }}
        cancelButtonProps={{ className: 'cashier-confirm-cancel cashier-touch' }}
        onOk={pay}
        onCancel={() => {
          setConfirming(false);
          focusScan();
        }}
      >
        <table className="cashier-figures">
          <tbody>
            <tr>
              <td>Total</td>
              <td className="cashier-confirm-total">{formatRupiah(total)}</td>
            </tr>
            {member && (
              <tr>
                <td>Member</td>
                <td className="cashier-confirm-member">{member.member_name}</td>
              </tr>
            )}
            <tr>
              <td>Pembayaran</td>
              <td>{payments.find((p) => p.value === payment)?.label ?? payment}</td>
            </tr>
            {needsBank && (
              <tr>
                <td>Rekening</td>
                <td className="cashier-confirm-bank">{bankLabel(bankId)}</td>
              </tr>
            )}
            {payment === 'cash' && (
              <>
                <tr>
                  <td>Uang diterima</td>
                  <td>{formatRupiah(cash ? amountOf(cash) : total)}</td>
                </tr>
                <tr>
                  <td>Kembalian</td>
                  <td className="cashier-confirm-change">{formatRupiah(cash ? amountOf(cash) - total : 0)}</td>
                </tr>
              </>
            )}
          </tbody>
        </table>
      </Modal>

      <Modal
        open={receipt !== null}
        destroyOnHidden
        focusTriggerAfterClose={false}
        afterOpenChange={(o) => {
          if (!o) focusScan();
        }}
        className="cashier-receipt-modal"
        title={receipt ? `Penjualan ${receipt.invoice_number} tersimpan` : ''}
        onCancel={newSale}
        width={paper === 'A4' ? 720 : 420}
        footer={[
          <Button
            key="print"
            size="large"
            className="cashier-print cashier-touch"
            onClick={() => {
              if (receipt) void printing.current?.printReceipt(receipt, paper, company, receiptMeta);
              // Enter after printing starts the next sale (not a second print).
              newSaleRef.current?.focus();
            }}
          >
            Cetak
          </Button>,
          <Button key="new" ref={newSaleRef} type="primary" size="large" autoFocus className="cashier-new-sale cashier-touch" onClick={newSale}>
            Transaksi Baru (Enter)
          </Button>,
        ]}
      >
        {receipt && (
          <>
            {receipt.payment_method === 'cash' || !receipt.payment_method ? (
              <div className="cashier-change-box big">
                <span>Kembalian</span>
                <span className="cashier-receipt-change">{formatRupiah(receipt.change_due)}</span>
              </div>
            ) : (
              <div className="cashier-change-box big">
                <span>{payments.find((p) => p.value === receipt.payment_method)?.label ?? receipt.payment_method}</span>
                {receipt.is_paid ? (
                  <span className="cashier-receipt-paid">{formatRupiah(receipt.paid_amount)}</span>
                ) : (
                  <span className="cashier-receipt-unpaid">Belum lunas · menunggu verifikasi</span>
                )}
              </div>
            )}
            <div className="cashier-papers">
              {(['58', '80', 'A4'] as const).map((p) => (
                <Button
                  key={p}
                  className={`cashier-touch cashier-paper-${p}`}
                  type={paper === p ? 'primary' : 'default'}
                  onClick={() => {
                    setPaper(p);
                    localStorage.setItem('cashier_paper', p);
                  }}
                >
                  {p === 'A4' ? 'A4' : `${p} mm`}
                </Button>
              ))}
            </div>
            <div className="cashier-receipt-preview">
              {/* The same HTML the print window writes, escaped in receiptBodyHtml. */}
              <div
                className={`cashier-receipt paper-${paper === 'A4' ? '80' : paper}`}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: every value is escaped by receiptBodyHtml
                dangerouslySetInnerHTML={{
                  __html: printing.current?.receiptBodyHtml(receipt, company, receiptMeta) ?? '',
                }}
              />
            </div>
          </>
        )}
      </Modal>

      <CloseShiftModal
        shiftId={shift.shift_id}
        afterClose={focusScan}
        open={closing}
        onClose={() => {
          setClosing(false);
          focusScan();
        }}
        onClosed={() => {
          setClosing(false);
          props.onShiftChange();
        }}
      />
      <style>{RECEIPT_CSS}</style>
    </div>
  );
}
