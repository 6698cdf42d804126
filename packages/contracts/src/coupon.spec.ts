import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { CouponCheckDto, CouponDto, CouponMessages, CreateOrderDto } from './index';

function messagesOf<T extends object>(cls: new () => T, body: unknown): string[] {
  const instance = plainToInstance(cls, body);
  const errors = validateSync(instance as object, { whitelist: true, forbidNonWhitelisted: true });
  const flat = (e: ValidationError[]): string[] =>
    e.flatMap((x) => [...Object.values(x.constraints ?? {}), ...flat(x.children ?? [])]);
  return flat(errors);
}

describe('CouponDto', () => {
  const ok = { code: 'bemvindo10', kind: 'percent', value: 10 };

  it('accepts a code in any case and keeps it upper case', () => {
    const dto = plainToInstance(CouponDto, ok);
    expect(validateSync(dto)).toEqual([]);
    expect(dto.code).toBe('BEMVINDO10');
  });

  it.each<[unknown, string]>([
    [{ ...ok, code: 'AB' }, CouponMessages.invalidCode],
    [{ ...ok, code: 'COM ESPAÇO' }, CouponMessages.invalidCode],
    [{ ...ok, kind: 'gift' }, CouponMessages.invalidKind],
    [{ ...ok, value: 0 }, CouponMessages.invalidPercent],
    [{ ...ok, value: 101 }, CouponMessages.invalidPercent],
    [{ ...ok, value: 10.5 }, CouponMessages.invalidPercent],
    [{ ...ok, kind: 'fixed', value: 0 }, CouponMessages.invalidAmount],
    [{ ...ok, kind: 'fixed', value: 1.234 }, CouponMessages.invalidAmount],
    [{ ...ok, minimumOrder: -1 }, CouponMessages.invalidMinimumOrder],
    [{ ...ok, startsAt: '01/05/2026' }, CouponMessages.invalidDate],
    [{ ...ok, maxUses: 0 }, CouponMessages.invalidMaxUses],
    [{ ...ok, maxUsesPerCustomer: 1.5 }, CouponMessages.invalidMaxUses],
  ])('refuses %j with its message', (body, message) => {
    expect(messagesOf(CouponDto, body)).toContain(message);
  });

  it('accepts a fixed amount in reais, dates and limits', () => {
    expect(
      messagesOf(CouponDto, {
        ...ok,
        kind: 'fixed',
        value: 12.5,
        minimumOrder: 30,
        firstOrderOnly: true,
        startsAt: '2026-05-01T00:00:00-03:00',
        endsAt: '2026-05-31T23:59:59-03:00',
        maxUses: 10,
        maxUsesPerCustomer: 1,
        active: false,
      }),
    ).toEqual([]);
  });
});

describe('CouponCheckDto and the order body', () => {
  it('reads a check with items and an optional masked phone', () => {
    const id = '7d9f2f0e-6a8e-4d0c-9d53-1f6f1c1c1c1c';
    const dto = plainToInstance(CouponCheckDto, {
      code: ' bemvindo10 ',
      items: [{ id, quantity: 1 }],
      phone: '(11) 98765-4321',
    });
    expect(validateSync(dto)).toEqual([]);
    expect(dto).toMatchObject({ code: 'BEMVINDO10', phone: '11987654321' });
  });

  it('takes an optional couponCode on the order (empty = none)', () => {
    const dto = plainToInstance(CreateOrderDto, { couponCode: ' x10 ' });
    expect(dto.couponCode).toBe('X10');
    expect(plainToInstance(CreateOrderDto, { couponCode: '  ' }).couponCode).toBeUndefined();
  });
});
