import { describe, expect, it } from 'vitest';
import { isSubmitEnter } from './dialog-keys';

const input = (attrs: Record<string, string> = {}, inPicker = false) => ({
  tagName: 'INPUT',
  type: attrs.type ?? 'text',
  getAttribute: (n: string) => attrs[n] ?? null,
  closest: (s: string) => (inPicker && s === '.ant-picker' ? {} : null),
});

describe('Enter in a dialog form', () => {
  it('submits from a one-line input', () => {
    expect(isSubmitEnter({ key: 'Enter', target: input() })).toBe(true);
    expect(isSubmitEnter({ key: 'Enter', target: input({ type: 'password' }) })).toBe(true);
    // a closed drop-down: Enter submits too
    expect(isSubmitEnter({ key: 'Enter', target: input({ role: 'combobox', 'aria-expanded': 'false' }) })).toBe(true);
  });
  it('leaves other keys, text areas, buttons, open drop-downs, date pickers and input composition alone', () => {
    expect(isSubmitEnter({ key: 'a', target: input() })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', target: { tagName: 'TEXTAREA' } })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', target: { tagName: 'BUTTON' } })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', target: input({ type: 'checkbox' }) })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', target: input({ 'aria-expanded': 'true' }) })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', target: input({}, true) })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', isComposing: true, target: input() })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', shiftKey: true, target: input() })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', defaultPrevented: true, target: input() })).toBe(false);
  });
});
