import { describe, expect, it } from 'vitest';
import { terbilang } from './terbilang.js';

describe('terbilang', () => {
  it('writes rupiah amounts in Indonesian words', () => {
    expect(terbilang(0)).toBe('nol rupiah');
    expect(terbilang(11)).toBe('sebelas rupiah');
    expect(terbilang(19)).toBe('sembilan belas rupiah');
    expect(terbilang(100)).toBe('seratus rupiah');
    expect(terbilang(1000)).toBe('seribu rupiah');
    expect(terbilang(1_100_111)).toBe('satu juta seratus ribu seratus sebelas rupiah');
    expect(terbilang(1_250_000)).toBe('satu juta dua ratus lima puluh ribu rupiah');
    expect(terbilang(21_000)).toBe('dua puluh satu ribu rupiah');
    expect(terbilang(2_000_000_005)).toBe('dua miliar lima rupiah');
    expect(terbilang(999_999)).toBe('sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah');
    expect(terbilang(1_500.6)).toBe('seribu lima ratus satu rupiah');
    expect(terbilang(-750)).toBe('minus tujuh ratus lima puluh rupiah');
  });
});
