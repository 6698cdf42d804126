import { isValidPixKey, normalisePixKey, normalisePixText } from './pix';

describe('Pix keys', () => {
  it('normalises phone, e-mail and random keys', () => {
    expect(normalisePixKey('phone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalisePixKey('phone', '+55 11 98765-4321')).toBe('+5511987654321');
    expect(normalisePixKey('email', ' Ana@Example.COM ')).toBe('ana@example.com');
    expect(normalisePixKey('random', 'ABCDEF01-2345-4678-9ABC-DEF012345678')).toBe(
      'abcdef01-2345-4678-9abc-def012345678',
    );
  });

  it('checks each type of normalised key', () => {
    expect(isValidPixKey('cpf', normalisePixKey('cpf', '529.982.247-25') as string)).toBe(true);
    expect(isValidPixKey('cnpj', normalisePixKey('cnpj', '11.222.333/0001-81') as string)).toBe(
      true,
    );
    expect(isValidPixKey('phone', '+5511987654321')).toBe(true);
    expect(isValidPixKey('phone', '+5500987654321')).toBe(false);
    expect(isValidPixKey('email', 'ana@')).toBe(false);
    expect(isValidPixKey('random', 'not-a-uuid')).toBe(false);
  });

  it('keeps the BR Code text to plain letters, digits and . - &', () => {
    expect(normalisePixText('  Lanchonete   da Conceição! ')).toBe('Lanchonete da Conceicao');
  });
});
