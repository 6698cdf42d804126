import { isValidCnpj, isValidCpf } from './cpf-cnpj';

describe('CPF and CNPJ', () => {
  it('checks CPF and CNPJ check digits, alphanumeric CNPJ included', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });
});
