import type { InputRef, RefSelectProps } from 'antd';
import { useCallback, useMemo, useRef } from 'react';

/** The fields the keys move the focus to. */
export function useCashierFocus() {
  const scan = useRef<InputRef>(null);
  const cash = useRef<InputRef>(null);
  const discount = useRef<InputRef>(null);
  const member = useRef<InputRef>(null);
  const bank = useRef<RefSelectProps>(null);
  /** Back to the scan field once the current event (a click, a dialog closing) is over. */
  const focusScan = useCallback(() => setTimeout(() => scan.current?.focus(), 0), []);
  return useMemo(() => ({ scan, cash, discount, member, bank, focusScan }), [focusScan]);
}

export type CashierFocus = ReturnType<typeof useCashierFocus>;
