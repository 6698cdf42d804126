import {
  centsToReais,
  digitsToCents,
  formatBRL,
  formatCentsBRL,
  formatOrderMoney,
  hasAtMostTwoDecimals,
  reaisToCents,
} from './money';

describe('money', () => {
  it('converts reais and centavos exactly', () => {
    expect(reaisToCents(19.9)).toBe(1990);
    expect(reaisToCents(0.01)).toBe(1);
    expect(reaisToCents(99999.99)).toBe(9999999);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(centsToReais(1290)).toBe(12.9);
  });

  it('formats BRL the Brazilian way', () => {
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatCentsBRL(1290).replace(/\s/g, ' ')).toBe('R$ 12,90');
  });

  it('reads price inputs as digits in centavos', () => {
    expect(digitsToCents('1290')).toBe(1290);
    expect(digitsToCents('R$ 12,90')).toBe(1290);
    expect(digitsToCents('abc')).toBe(0);
    expect(digitsToCents('')).toBe(0);
  });

  it('knows two decimals from three', () => {
    expect(hasAtMostTwoDecimals(12.9)).toBe(true);
    expect(hasAtMostTwoDecimals(99999.99)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  });

  it('formats centavos for copied texts with a normal space', () => {
    expect(formatOrderMoney(123450)).toBe('R$ 1.234,50');
    expect(formatOrderMoney(30)).toBe('R$ 0,30');
    expect(formatOrderMoney(5800)).not.toContain('\u00a0');
  });
});
