import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import {
  CouponCheckDto,
  CouponDto,
  CouponMessages,
  CreateOrderDto,
  buildOrderWhatsappText,
  checkCoupon,
  couponDiscountCents,
  type CouponCheckContext,
  type CouponRule,
} from './index';

function messagesOf<T extends object>(cls: new () => T, body: unknown): string[] {
  const instance = plainToInstance(cls, body);
  const errors = validateSync(instance as object, { whitelist: true, forbidNonWhitelisted: true });
  const flat = (e: ValidationError[]): string[] =>
    e.flatMap((x) => [...Object.values(x.constraints ?? {}), ...flat(x.children ?? [])]);
  return flat(errors);
}

const base: CouponRule = {
  kind: 'percent',
  value: 10,
  minimumOrderCents: 0,
  firstOrderOnly: false,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
  uses: 0,
};
const now = new Date('2026-05-10T12:00:00Z');
const ctx: CouponCheckContext = {
  subtotalCents: 5000,
  now,
  phone: '11987654321',
  customerOrders: 0,
  customerUses: 0,
};

describe('couponDiscountCents', () => {
  it('takes a percent of the subtotal, rounded half up to the centavo', () => {
    expect(couponDiscountCents({ kind: 'percent', value: 10 }, 5000)).toBe(500);
    expect(couponDiscountCents({ kind: 'percent', value: 15 }, 1999)).toBe(300); // 299.85
    expect(couponDiscountCents({ kind: 'percent', value: 100 }, 1234)).toBe(1234);
  });

  it('takes a fixed amount, never more than the subtotal (never below zero)', () => {
    expect(couponDiscountCents({ kind: 'fixed', value: 1000 }, 5000)).toBe(1000);
    expect(couponDiscountCents({ kind: 'fixed', value: 1000 }, 600)).toBe(600);
    expect(couponDiscountCents({ kind: 'fixed', value: 1000 }, 0)).toBe(0);
  });
});

describe('checkCoupon', () => {
  it('gives the discount of a valid coupon', () => {
    expect(checkCoupon(base, ctx)).toEqual({ ok: true, discountCents: 500 });
  });

  it.each<[string, Partial<CouponRule>, Partial<CouponCheckContext>, string]>([
    ['off', { active: false }, {}, CouponMessages.invalid],
    ['not yet valid', { startsAt: new Date('2026-06-01T00:00:00Z') }, {}, CouponMessages.invalid],
    ['past its end', { endsAt: new Date('2026-05-01T00:00:00Z') }, {}, CouponMessages.expired],
    ['used up', { maxUses: 10, uses: 10 }, {}, CouponMessages.usedUp],
    [
      'used up by this customer',
      { maxUsesPerCustomer: 1 },
      { customerUses: 1 },
      CouponMessages.usedUp,
    ],
    [
      'first order only, customer ordered',
      { firstOrderOnly: true },
      { customerOrders: 1 },
      CouponMessages.firstOrderOnly,
    ],
    [
      'first order only, no phone',
      { firstOrderOnly: true },
      { phone: null },
      CouponMessages.phoneRequired,
    ],
    [
      'below its minimum',
      { minimumOrderCents: 6000 },
      {},
      'Pedido mínimo para este cupom: R$ 60,00.',
    ],
  ])('refuses a coupon %s', (_name, coupon, context, message) => {
    expect(checkCoupon({ ...base, ...coupon }, { ...ctx, ...context })).toEqual({
      ok: false,
      message,
    });
  });

  it('accepts on the last day and the first order', () => {
    expect(
      checkCoupon(
        {
          ...base,
          firstOrderOnly: true,
          endsAt: new Date('2026-05-10T12:00:00Z'),
          maxUses: 10,
          uses: 9,
        },
        ctx,
      ),
    ).toEqual({ ok: true, discountCents: 500 });
  });
});

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

describe('the order text with a coupon', () => {
  it('shows the subtotal, the coupon line and the discounted total', () => {
    const text = buildOrderWhatsappText({
      number: 3,
      storeName: 'Loja',
      lines: [{ name: 'X-Salada', quantity: 2, lineTotalCents: 3600 }],
      subtotalCents: 3600,
      deliveryFeeCents: 500,
      totalCents: 3740,
      couponCode: 'BEMVINDO10',
      discountCents: 360,
      fulfilment: 'delivery',
      customer: { name: 'Maria' },
      payment: { method: 'pix' },
      statusUrl: 'http://x/loja/pedido/t',
    });
    expect(text).toContain(
      'Subtotal: R$ 36,00\nCupom BEMVINDO10: -R$ 3,60\nTaxa de entrega: R$ 5,00\n*Total: R$ 37,40*',
    );
  });
});
