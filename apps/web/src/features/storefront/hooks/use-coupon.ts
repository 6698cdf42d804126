import { useCallback, useEffect, useRef, useState } from 'react';
import { CouponMessages, reaisToCents } from '@catalogo/contracts/core';
import { isApiError } from '@/lib/api';
import { checkCoupon } from '../api/catalog';
import type { CreateOrderBody } from '../utils/checkout';

/** The cart's coupon (docs/API.md §8). */
export type CouponState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  /** The API's discount on the items' subtotal for the cart as it is now, centavos. */
  | { status: 'applied'; code: string; discountCents: number }
  | { status: 'refused'; code: string; message: string };

/** Shown when the check got no answer (offline, timeout, 5xx). */
export const COUPON_CHECK_FAILED =
  'Não foi possível verificar o cupom. Verifique sua conexão e tente de novo.';

const REFUSALS = new Set<string>([
  CouponMessages.invalid,
  CouponMessages.expired,
  CouponMessages.usedUp,
  CouponMessages.firstOrderOnly,
  CouponMessages.phoneRequired,
]);
const MINIMUM_PREFIX = CouponMessages.minimumOrder(0).split('R$')[0]!;

/** True for a coupon's refusal (the API's 422 on an order, docs/API.md §8). */
export function isCouponRefusal(message: string): boolean {
  return REFUSALS.has(message) || message.startsWith(MINIMUM_PREFIX);
}

/** Wait after a cart or phone change before asking the discount again (typing, "+" taps). */
const RECHECK_DELAY_MS = 350;

/**
 * The coupon typed in the cart: "Aplicar" asks `POST …/coupons/check` with the cart's items and
 * the customer's phone and keeps the discount (or the refusal's message); while a code is set,
 * a change of the items or the phone asks again (a percent discount follows the subtotal, a
 * first-order coupon needs the phone). Only the latest answer counts. The server recomputes the
 * discount on the order; this one is for display.
 */
export function useCoupon(slug: string, items: CreateOrderBody['items'], phone: string) {
  const [state, setState] = useState<CouponState>({ status: 'none' });
  const request = useRef<AbortController | null>(null);
  const code = state.status === 'none' ? null : state.code;
  const cartKey = JSON.stringify(items);

  const run = useCallback(
    async (next: string) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setState({ status: 'checking', code: next });
      try {
        const answer = await checkCoupon(
          slug,
          {
            code: next,
            items: JSON.parse(cartKey) as CreateOrderBody['items'],
            ...(phone ? { phone } : {}),
          },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        setState(
          answer.valid
            ? { status: 'applied', code: next, discountCents: reaisToCents(answer.discount) }
            : { status: 'refused', code: next, message: answer.message },
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        const message =
          isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage
            ? error.serverMessage
            : COUPON_CHECK_FAILED;
        setState({ status: 'refused', code: next, message });
      }
    },
    [slug, cartKey, phone],
  );

  /** "Aplicar": checks the typed code (trimmed, upper case); an empty code removes the coupon. */
  const apply = useCallback(
    (typed: string) => {
      const next = typed.trim().toUpperCase();
      if (next === '') {
        request.current?.abort();
        setState({ status: 'none' });
        return;
      }
      void run(next);
    },
    [run],
  );

  /** The order was refused for the coupon (422): its message replaces the discount. */
  const refuse = useCallback((message: string) => {
    request.current?.abort();
    setState((current) =>
      current.status === 'none' ? current : { status: 'refused', code: current.code, message },
    );
  }, []);

  const remove = useCallback(() => {
    request.current?.abort();
    setState({ status: 'none' });
  }, []);

  // The cart or the phone changed while a code is set: ask again (the discount may differ).
  const checked = useRef({ cartKey, phone });
  useEffect(() => {
    if (checked.current.cartKey === cartKey && checked.current.phone === phone) return;
    checked.current = { cartKey, phone };
    if (code === null || items.length === 0) return;
    const timer = setTimeout(() => void run(code), RECHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cartKey, phone, code, items.length, run]);

  useEffect(() => () => request.current?.abort(), []);

  /** The discount to show and subtract, centavos (0 unless applied). */
  const discountCents = state.status === 'applied' ? state.discountCents : 0;
  /** The code sent with the order: only an applied one. */
  const orderCode = state.status === 'applied' ? state.code : undefined;
  return { state, apply, remove, refuse, discountCents, orderCode };
}
