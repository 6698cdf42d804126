import {
  CouponMessages,
  checkCoupon,
  couponDiscountCents,
  type CouponCheckContext,
  type CouponRule,
} from './coupon';

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
