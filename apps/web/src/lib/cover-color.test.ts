import { describe, expect, it } from 'vitest';
import {
  COVER_TEXT_DARK,
  COVER_TEXT_LIGHT,
  contrastRatio,
  coverColors,
  relativeLuminance,
} from './cover-color';

describe('cover colour', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(relativeLuminance('red')).toBeUndefined();
  });

  it('puts white text on dark covers and dark text on light covers', () => {
    expect(coverColors('#1a7f5a')).toEqual({ background: '#1a7f5a', text: COVER_TEXT_LIGHT });
    expect(coverColors('#7c2d12')?.text).toBe(COVER_TEXT_LIGHT);
    expect(coverColors('#fde047')).toEqual({ background: '#fde047', text: COVER_TEXT_DARK });
    expect(coverColors('#ffffff')?.text).toBe(COVER_TEXT_DARK);
  });

  it('whatever the colour, the chosen text reads at ≥ 4.5:1 (WCAG AA)', () => {
    for (const hex of ['#000000', '#ff0000', '#00ff00', '#0000ff', '#808080', '#f59e0b']) {
      const colors = coverColors(hex)!;
      const other = colors.text === COVER_TEXT_LIGHT ? COVER_TEXT_DARK : COVER_TEXT_LIGHT;
      expect(contrastRatio(hex, colors.text)).toBeGreaterThanOrEqual(contrastRatio(hex, other));
      expect(contrastRatio(hex, colors.text)).toBeGreaterThanOrEqual(4.5);
    }
    // Every colour of a 16-step grid (4096 colours).
    const steps = Array.from({ length: 16 }, (_, i) => (i * 17).toString(16).padStart(2, '0'));
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const hex = `#${r}${g}${b}`;
          expect(contrastRatio(hex, coverColors(hex)!.text)).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('falls back to the default look for null or a malformed value', () => {
    expect(coverColors(null)).toBeUndefined();
    expect(coverColors(undefined)).toBeUndefined();
    expect(coverColors('#12345')).toBeUndefined();
    expect(coverColors('javascript:alert(1)')).toBeUndefined();
  });
});
