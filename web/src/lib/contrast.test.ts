import { THEME_PRESETS } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, backgroundForWhiteText, contrastRatio, parseHex } from './contrast';

describe('contrast of text on the theme colour', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // the spec's default grey with white text: about 3.8-3.9:1, which made buttons look disabled
    expect(contrastRatio('#828282', '#ffffff')).toBeLessThan(3.9);
  });

  it('darkens the default grey just enough for white text to reach 4.5:1', () => {
    const bg = backgroundForWhiteText('#828282');
    expect(contrastRatio(bg, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(bg, '#ffffff')).toBeLessThan(4.7);
    // still a grey: the same hue
    const [r, g, b] = parseHex(bg) ?? [];
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('leaves a colour that already contrasts unchanged', () => {
    expect(backgroundForWhiteText('#304156')).toBe('#304156');
    expect(backgroundForWhiteText('#212121')).toBe('#212121');
  });

  it('works for every preset and any colour a company may configure', () => {
    for (const c of [...THEME_PRESETS, '#ffffff', '#fadb14', '#13c2c2', '#abc', '#00ff00cc']) {
      expect(contrastRatio(backgroundForWhiteText(c), '#ffffff'), c).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('passes through what is not a hex colour', () => {
    expect(backgroundForWhiteText('red')).toBe('red');
  });
});
