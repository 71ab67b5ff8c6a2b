import { useEffect, useRef } from 'react';
import type { CashierFocus } from './use-cashier-focus';
import type { CashierPayment } from './use-cashier-payment';

/**
 * The F-keys of the sale screen (the list is CASHIER_SHORTCUTS): they work wherever the focus is, and
 * the browser's own F-key actions are suppressed here. While the receipt is shown, Enter starts the
 * next sale; while the confirmation is open, Enter pays.
 */
export function useCashierKeys(s: {
  focus: CashierFocus;
  payment: CashierPayment;
  /** The close-shift dialog is open: it has the keys. */
  closing: boolean;
  openCloseShift: () => void;
  newSale: () => void;
}) {
  const handler = useRef<(e: KeyboardEvent) => void>(() => undefined);
  handler.current = (e: KeyboardEvent) => {
    const { focus, payment } = s;
    if (s.closing) return;
    if (payment.receipt) {
      if (e.key === 'Enter' && !(document.activeElement instanceof HTMLButtonElement)) {
        e.preventDefault();
        s.newSale();
      }
      return;
    }
    // Enter pays wherever the focus is while the confirmation is open, unless it is on Batal or the close
    // button: the dialog's focus moves as it opens, and an Enter must never fall between two elements.
    // The Enter that opened the confirmation (in Uang diterima) reaches here too once the page has drawn
    // the dialog: it began before the dialog opened, so it does not pay.
    if (payment.confirming) {
      const onCancel = document.activeElement?.closest('.cashier-confirm-cancel, .ant-modal-close');
      if (e.key === 'Enter' && !onCancel && e.timeStamp > payment.confirmSince.current) {
        e.preventDefault();
        void payment.pay();
      }
      return;
    }
    const handled = (() => {
      switch (e.key) {
        case 'F2':
          focus.scan.current?.focus();
          return true;
        case 'F4':
          payment.chooseNext();
          return true;
        case 'F6':
          focus.member.current?.focus();
          return true;
        case 'F7':
          focus.discount.current?.focus();
          return true;
        case 'F8':
          if (payment.needsBank) focus.bank.current?.focus();
          else focus.cash.current?.focus();
          return true;
        case 'F9':
          payment.start();
          return true;
        case 'F10':
          s.openCloseShift();
          return true;
        default:
          return false;
      }
    })();
    if (handled) e.preventDefault();
  };
  useEffect(() => {
    const h = (e: KeyboardEvent) => handler.current(e);
    window.addEventListener('keydown', h);
    return () => window.removeEventListener('keydown', h);
  }, []);
}
