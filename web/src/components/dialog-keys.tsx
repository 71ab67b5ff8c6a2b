import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

/** Inputs that take focus first: not hidden, not disabled, not read-only. */
const FIELD_SELECTOR =
  'input:not([type=hidden]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), [role=combobox]:not([aria-disabled=true])';

/** The first field of a dialog (a checkbox or radio only when nothing else is there). */
export function firstField(root: ParentNode | null): HTMLElement | null {
  if (!root) return null;
  const all = [...root.querySelectorAll<HTMLElement>(FIELD_SELECTOR)];
  return all.find((el) => !['checkbox', 'radio', 'file'].includes((el as HTMLInputElement).type)) ?? all[0] ?? null;
}

export interface EnterKey {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  target: { tagName?: string; type?: string; getAttribute?: (n: string) => string | null; closest?: (s: string) => unknown } | null;
}

/**
 * Does this key press submit the dialog? Enter in a one-line input does; not in a text area, on a
 * button (which acts itself), in an open drop-down (the Enter picks an option) or a date picker,
 * and not while an input method composes.
 */
export function isSubmitEnter(e: EnterKey): boolean {
  if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.defaultPrevented || e.isComposing) return false;
  const t = e.target;
  if (t?.tagName !== 'INPUT' || !t) return false;
  if (['checkbox', 'radio', 'file', 'button', 'submit'].includes(String(t.type))) return false;
  if (t.getAttribute?.('aria-expanded') === 'true') return false;
  if (t.closest?.('.ant-picker')) return false;
  return true;
}

/**
 * Keyboard behaviour of every dialog form: focus starts in the first field, Enter submits (`onEnter`);
 * Esc closes through the dialog itself (antd Modal `keyboard`).
 */
export function DialogKeys({ onEnter, children, autoFocus = true }: { onEnter?: () => void; children: ReactNode; autoFocus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    // after the dialog has mounted its own focus handling, and again once its fields rendered
    const timers = [0, 120].map((ms) =>
      setTimeout(() => {
        const el = ref.current;
        if (!el || el.contains(document.activeElement)) return;
        firstField(el)?.focus({ preventScroll: true });
      }, ms),
    );
    return () => timers.forEach(clearTimeout);
  }, [autoFocus]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!onEnter) return;
    if (
      isSubmitEnter({
        key: e.key,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        defaultPrevented: e.defaultPrevented,
        isComposing: e.nativeEvent.isComposing,
        target: e.target as HTMLInputElement,
      })
    ) {
      e.preventDefault();
      onEnter();
    }
  };
  return (
    <div ref={ref} onKeyDown={onKeyDown} className="dialog-keys">
      {children}
    </div>
  );
}
