import { describe, expect, it } from 'vitest';
import {
  cepDigits,
  formatCep,
  formatUf,
  isAddressEmpty,
  sanitizeAddress,
  emptyAddress,
} from './address';

describe('CEP mask (00000-000, max 9)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01001', '01001'],
    ['010010', '01001-0'],
    ['01001000', '01001-000'],
    ['01001-000', '01001-000'],
    ['01.001-000', '01001-000'],
    ['010010009999', '01001-000'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatCep(input)).toBe(expected);
    expect(formatCep(input).length).toBeLessThanOrEqual(9);
  });

  it('keeps at most 8 digits', () => {
    expect(cepDigits('01001-000')).toBe('01001000');
    expect(cepDigits('123456789')).toBe('12345678');
  });
});

describe('UF (2 letters, upper-case)', () => {
  it.each([
    ['sp', 'SP'],
    ['Rj', 'RJ'],
    ['mgx', 'MG'],
    ['s1p', 'SP'],
    ['', ''],
    ['é', 'E'],
  ])('%j → %j', (input, expected) => {
    expect(formatUf(input)).toBe(expected);
  });
});

describe('address', () => {
  it('is empty when all fields are empty (blanks count as empty)', () => {
    expect(isAddressEmpty(emptyAddress)).toBe(true);
    expect(isAddressEmpty({ ...emptyAddress, numero: '  ' })).toBe(true);
    expect(isAddressEmpty({ ...emptyAddress, complemento: 'fundos' })).toBe(false);
  });

  it('sanitizes a saved address', () => {
    expect(sanitizeAddress({ cep: '01001000', uf: 'sp', numero: 12, extra: 'x' })).toEqual({
      ...emptyAddress,
      cep: '01001-000',
      uf: 'SP',
    });
    expect(sanitizeAddress(null)).toEqual(emptyAddress);
  });
});
