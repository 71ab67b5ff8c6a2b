import { describe, expect, it } from 'vitest';
import { ppnPercent, splitPpn } from './ppn.js';

describe('PPN of a sale price', () => {
  it('reads the configured rate the way it is typed', () => {
    expect(ppnPercent('11')).toBe(11);
    expect(ppnPercent('11,5')).toBe(11.5);
    expect(ppnPercent('')).toBe(0);
    expect(ppnPercent('0')).toBe(0);
    expect(ppnPercent('abc')).toBe(0);
  });
  it('splits a price that includes PPN into DPP and PPN, in whole rupiah', () => {
    expect(splitPpn(11_100, 11, true)).toEqual({ percent: 11, included: true, dpp: 10_000, ppn: 1_100, total: 11_100 });
    const odd = splitPpn(12_345, 11, true);
    expect(odd.dpp + odd.ppn).toBe(12_345);
    expect(odd.dpp).toBe(11_122);
  });
  it('adds PPN on top of a price without it', () => {
    expect(splitPpn(10_000, 11, false)).toEqual({ percent: 11, included: false, dpp: 10_000, ppn: 1_100, total: 11_100 });
    expect(splitPpn(10_000, 0, false)).toEqual({ percent: 0, included: false, dpp: 10_000, ppn: 0, total: 10_000 });
  });
});
