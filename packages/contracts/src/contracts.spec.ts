import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import {
  CatalogItemInputDto,
  LoginDto,
  Messages,
  ProcessCatalogDto,
  RegisterDto,
  SignUpFormValues,
  SubscriptionStatusLabels,
  UpdatePhoneDto,
  UpdateSlugDto,
  UpdateStoreInfoDto,
  isBrazilianPhone,
} from './index';

type Ctor<T> = new () => T;

/** Validates a plain body the way the API's ValidationPipe does; returns the messages. */
function messagesOf<T extends object>(cls: Ctor<T>, body: unknown): string[] {
  const instance = plainToInstance(cls, body);
  const errors = validateSync(instance as object, { whitelist: true, forbidNonWhitelisted: true });
  const flat = (e: ValidationError[]): string[] =>
    e.flatMap((x) => [...Object.values(x.constraints ?? {}), ...flat(x.children ?? [])]);
  return flat(errors);
}

describe('RegisterDto', () => {
  const ok = { email: 'ana@example.com', password: '12345678' };

  it('accepts a valid body with and without a phone', () => {
    expect(messagesOf(RegisterDto, ok)).toEqual([]);
    expect(messagesOf(RegisterDto, { ...ok, phone: '11987654321' })).toEqual([]);
  });

  it.each(['ana', 'ana@', 'ana@example', '@example.com', 'ana @example.com', ''])(
    'rejects the e-mail %p with "Email inválido"',
    (email) => {
      expect(messagesOf(RegisterDto, { ...ok, email })).toContain(Messages.invalidEmail);
    },
  );

  it('rejects a non-string e-mail', () => {
    expect(messagesOf(RegisterDto, { ...ok, email: 12 })).toContain(Messages.invalidEmail);
  });

  it('trims and lower-cases the e-mail', () => {
    const dto = plainToInstance(RegisterDto, { ...ok, email: '  Ana@Example.COM ' });
    expect(dto.email).toBe('ana@example.com');
  });

  it('requires 8 to 128 password characters', () => {
    expect(messagesOf(RegisterDto, { ...ok, password: '1234567' })).toEqual([
      Messages.passwordTooShort,
    ]);
    expect(messagesOf(RegisterDto, { ...ok, password: 'x'.repeat(128) })).toEqual([]);
    expect(messagesOf(RegisterDto, { ...ok, password: 'x'.repeat(129) })).toEqual([
      Messages.passwordTooLong,
    ]);
  });

  it.each([
    '(11) 98765-4321',
    '1198765432a',
    '119876543',
    '00987654321',
    '11887654321',
    11987654321,
  ])('rejects the phone %p', (phone) => {
    expect(messagesOf(RegisterDto, { ...ok, phone })).toContain(Messages.invalidPhone);
  });

  it('rejects unknown fields', () => {
    expect(messagesOf(RegisterDto, { ...ok, role: 'admin' }).length).toBeGreaterThan(0);
  });
});

describe('LoginDto', () => {
  it('applies the e-mail and password rules', () => {
    expect(messagesOf(LoginDto, { email: 'a@b.com.br', password: '12345678' })).toEqual([]);
    expect(messagesOf(LoginDto, { email: 'x', password: '123' })).toEqual(
      expect.arrayContaining([Messages.invalidEmail, Messages.passwordTooShort]),
    );
  });
});

describe('SignUpFormValues', () => {
  const ok = { email: 'ana@example.com', password: '12345678', confirmPassword: '12345678' };

  it('puts "As senhas não coincidem" on a mismatched confirmation', () => {
    const errors = validateSync(plainToInstance(SignUpFormValues, { ...ok, confirmPassword: 'x' }));
    expect(errors.map((e) => [e.property, Object.values(e.constraints ?? {})])).toEqual([
      ['confirmPassword', [Messages.passwordsDoNotMatch]],
    ]);
  });

  it('validates the digits of a masked phone and treats an empty one as absent', () => {
    expect(messagesOf(SignUpFormValues, { ...ok, phone: '(11) 98765-4321' })).toEqual([]);
    expect(messagesOf(SignUpFormValues, { ...ok, phone: '' })).toEqual([]);
    expect(messagesOf(SignUpFormValues, { ...ok, phone: '(11) 9876' })).toEqual([
      Messages.invalidPhone,
    ]);
  });
});

describe('UpdatePhoneDto and isBrazilianPhone', () => {
  it.each([
    ['11987654321', true],
    ['2133334444', true],
    ['61999990000', true],
    ['10987654321', false], // no DDD 10
    ['20987654321', false], // no DDD 20
    ['1198765432', false], // 10 digits starting with 9: mobile without its 9th digit
    ['119876543210', false],
    ['11 98765 4321', false],
  ])('%s → %s', (phone, valid) => {
    expect(isBrazilianPhone(phone)).toBe(valid);
    expect(messagesOf(UpdatePhoneDto, { phone }).length === 0).toBe(valid);
  });
});

describe('CatalogItemInputDto', () => {
  const ok = { name: 'Pão', price: 12.9, category: 'Padaria' };
  it.each([
    [{ ...ok }, []],
    [{ ...ok, price: 0 }, [Messages.invalidItemPrice]],
    [{ ...ok, price: -1 }, [Messages.invalidItemPrice]],
    [{ ...ok, price: 1.234 }, [Messages.invalidItemPrice]],
    [{ ...ok, price: 1e-9 }, [Messages.invalidItemPrice]],
    [{ ...ok, price: 0.004 }, [Messages.invalidItemPrice]],
    [{ ...ok, price: -0 }, [Messages.invalidItemPrice]],
    [{ ...ok, price: 0.01 }, []],
    [{ ...ok, price: 100000.01 }, [Messages.invalidItemPrice]],
    [{ ...ok, price: 100000 }, []],
    [{ ...ok, price: '12.90' }, [Messages.invalidItemPrice]],
    [{ ...ok, name: '   ' }, [Messages.invalidItemName]],
    [{ ...ok, name: 'x'.repeat(121) }, [Messages.invalidItemName]],
    [{ ...ok, category: '' }, [Messages.invalidItemCategory]],
    [{ ...ok, category: 'x'.repeat(61) }, [Messages.invalidItemCategory]],
  ])('%p → %p', (body, expected) => {
    expect(messagesOf(CatalogItemInputDto, body)).toEqual(expected);
  });
});

describe('store DTOs', () => {
  it('checks the store name length', () => {
    expect(messagesOf(UpdateStoreInfoDto, { name: 'Doces da Ana' })).toEqual([]);
    expect(messagesOf(UpdateStoreInfoDto, { name: '' })).toEqual([Messages.invalidStoreName]);
    expect(messagesOf(UpdateStoreInfoDto, { name: 'x'.repeat(81) })).toEqual([
      Messages.invalidStoreName,
    ]);
  });

  it.each([
    ['doces-da-ana', []],
    ['abc', []],
    ['ab', [Messages.invalidSlug]],
    ['-abc', [Messages.invalidSlug]],
    ['abc-', [Messages.invalidSlug]],
    ['Abc', [Messages.invalidSlug]],
    ['açaí', [Messages.invalidSlug]],
    ['x'.repeat(41), [Messages.invalidSlug]],
    ['admin', [Messages.reservedSlug]],
    ['public-catalog', [Messages.reservedSlug]],
  ])('slug %p → %p', (slug, expected) => {
    expect(messagesOf(UpdateSlugDto, { slug })).toEqual(expected);
  });
});

describe('ProcessCatalogDto', () => {
  it('accepts 10.000 characters and refuses 10.001', () => {
    expect(messagesOf(ProcessCatalogDto, { inputData: 'x'.repeat(10000) })).toEqual([]);
    expect(messagesOf(ProcessCatalogDto, { inputData: 'x'.repeat(10001) })).toEqual([
      Messages.inputTooLong,
    ]);
  });
});

describe('messages', () => {
  it('keeps the spec texts verbatim', () => {
    expect(Messages.loginRequired).toBe('Por favor, faça login para acessar esta página.');
    expect(Messages.processingSucceeded(3)).toBe('3 novos itens processados com sucesso.');
    expect(Messages.planItemLimit).toBe('Seu plano permite até 50 produtos.');
    expect(SubscriptionStatusLabels.past_due).toBe('Vencida');
  });
});
