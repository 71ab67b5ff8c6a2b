import { message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError, newIdempotencyKey } from '../../../api/client';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { useBanks } from '../order/api/get-banks';
import { type CashierSaleBody, type CashierSaleDetail, saleDetail, storeSale, type usePaymentMethods } from './api/cashier-api';
import type { SalePayment } from './cashier-sale-body';
import { amountOf } from './cashier-shift-panels';
import type { CashierFocus } from './use-cashier-focus';

export type CashierPaymentMethod = NonNullable<ReturnType<typeof usePaymentMethods>['data']>[number];

/** The receipt and its prints load with the first sale, not with the page (the page must be ready to scan at once). */
const receiptModule = () => import('./print-cashier-receipt');
export type ReceiptModule = Awaited<ReturnType<typeof receiptModule>>;

/** A method that needs a receiving account (needs_bank) without one: refused at the account, before sending. */
const BANK_REQUIRED = 'Rekening wajib dipilih untuk metode pembayaran ini';

/**
 * The payment of one sale: the method (cash, or another with the receiving account of Kas & Bank),
 * the cash received and the change, the confirmation, the send (with the sale's Idempotency-Key, made
 * when the sale starts and sent again on every retry) and the stored sale for the receipt.
 */
export function useCashierPayment(o: {
  /** The methods the server takes at the cashier (komponen/payment `cashier`). */
  methods: CashierPaymentMethod[];
  total: number;
  hasLines: boolean;
  /** Scans still being looked up or prices still being read: the payment waits for them, so the total shown is the total charged. */
  waiting: boolean;
  focus: CashierFocus;
  body: (payment: SalePayment) => CashierSaleBody;
  onShiftChange: () => void;
  onMemberError: (error: string | undefined) => void;
}) {
  const { methods, total, focus } = o;
  const [method, setMethod] = useState('cash');
  const [cash, setCash] = useState('');
  const [bankId, setBankId] = useState<number | null>(null);
  const [bankError, setBankError] = useState<string>();
  const [payWhenReady, setPayWhenReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [receipt, setReceipt] = useState<CashierSaleDetail | null>(null);
  const saleKey = useRef(newIdempotencyKey());
  /** When the confirmation opened (performance.now()): an Enter that began before does not pay. */
  const confirmSince = useRef(0);
  const printing = useRef<ReceiptModule | null>(null);
  const receiptRef = useRef(receipt);
  receiptRef.current = receipt;

  const methodOf = (value: string) => methods.find((p) => p.value === value);
  const needsBank = !!methodOf(method)?.needs_bank;
  const banks = useBanks(needsBank || !!receipt?.bank_id);
  const bankLabel = (id: number | null | undefined) => (id ? banks.data?.find((b) => b.value === id)?.label : undefined);
  const change = method === 'cash' && cash ? amountOf(cash) - total : 0;

  /** A payment method; one that needs a receiving account moves the focus to the account. */
  const choose = (value: string) => {
    setMethod(value);
    setBankError(undefined);
    const needs = !!methodOf(value)?.needs_bank;
    setTimeout(() => (needs ? focus.bank.current?.focus() : value === 'cash' ? focus.cash.current?.focus() : undefined), 0);
  };

  const start = () => {
    // scans still being looked up and prices still being read come first
    if (o.waiting) {
      setPayWhenReady(true);
      return;
    }
    if (!o.hasLines) {
      message.warning('Belum ada barang');
      focus.focusScan();
      return;
    }
    if (needsBank && !bankId) {
      setBankError(BANK_REQUIRED);
      focus.bank.current?.focus();
      return;
    }
    if (method === 'cash' && !cash) setCash(formatNumber(total));
    else if (method === 'cash' && amountOf(cash) < total) {
      message.error(`Uang diterima kurang dari total (${formatRupiah(total)})`);
      focus.cash.current?.focus();
      return;
    }
    confirmSince.current = performance.now();
    setConfirming(true);
  };
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (payWhenReady && !o.waiting) {
      setPayWhenReady(false);
      startRef.current();
    }
  }, [payWhenReady, o.waiting]);

  const payingRef = useRef(false);
  const pay = async () => {
    if (payingRef.current) return;
    payingRef.current = true;
    setPaying(true);
    try {
      const body = o.body({
        method,
        bankId: needsBank && bankId ? bankId : undefined,
        cashReceived: method === 'cash' ? amountOf(cash) || total : total,
      });
      const saved = await storeSale(body, saleKey.current);
      setConfirming(false);
      const [detail, mod] = await Promise.all([saleDetail(saved.order_id), receiptModule()]);
      printing.current = mod;
      setReceipt(detail);
      o.onShiftChange();
    } catch (e) {
      setConfirming(false);
      if (e instanceof ApiError && e.errors.shift_id) o.onShiftChange();
      // The member's and the account's errors show at their fields; the rest as the toast.
      if (e instanceof ApiError && (e.errors.member_id || e.errors.bank_id)) {
        o.onMemberError(e.errors.member_id?.[0]);
        setBankError(e.errors.bank_id?.[0]);
        e.claimFieldErrors(Object.entries(e.errors).flatMap(([f, ms]) => (f === 'member_id' || f === 'bank_id' ? [] : ms)));
        if (e.errors.bank_id) focus.bank.current?.focus();
        else focus.member.current?.focus();
        return;
      }
      focus.focusScan();
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  };

  return {
    methods,
    method,
    methodLabel: (value: string) => methodOf(value)?.label ?? value,
    /** Recorded as unpaid until it is marked paid in Tagihan (a method not verified at the cashier). */
    unverified: methods.some((p) => p.value === method && !p.verified),
    choose,
    /** F4: the next method. */
    chooseNext: () => {
      if (methods.length) choose(methods[(methods.findIndex((p) => p.value === method) + 1) % methods.length].value);
    },
    cash,
    setCash,
    change,
    needsBank,
    banks,
    bankLabel,
    bankId,
    bankError,
    chooseBank: (id: number) => {
      setBankId(id);
      setBankError(undefined);
    },
    start,
    confirming,
    confirmSince,
    cancelConfirm: () => setConfirming(false),
    pay,
    paying,
    receipt,
    /** Read when a dialog has closed (its callback may be older than the last render). */
    hasReceipt: () => receiptRef.current !== null,
    printing,
    /** The next sale: a new key, back to cash, nothing received. */
    reset: () => {
      setReceipt(null);
      setCash('');
      setBankId(null);
      setBankError(undefined);
      setMethod('cash');
      saleKey.current = newIdempotencyKey();
    },
  };
}

export type CashierPayment = ReturnType<typeof useCashierPayment>;
