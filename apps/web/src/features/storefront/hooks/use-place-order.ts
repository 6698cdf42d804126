import { useCallback, useRef, useState } from 'react';
import { CustomerMessages, type PublicOrder } from '@catalogo/contracts/core';
import { isApiError } from '@/lib/api';
import { createOrder } from '../api/catalog';
import { attemptFor, type CreateOrderBody } from '../utils/checkout';
import { loadPendingAttempt, savePendingAttempt } from '../utils/storage';

export type PlaceOrderState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'placed'; order: PublicOrder }
  /** `httpStatus`: the API's refusal (409: the catalogue changed under the cart), 0 for none. */
  | { status: 'failed'; message: string; httpStatus: number };

/**
 * The message for a failed `POST …/orders`: the API's own Portuguese message for a refusal
 * (400, 409 naming the item, 422 store rule, 429), else "copy the text and send it by hand".
 */
export function orderFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage)
    return error.serverMessage;
  return CustomerMessages.orderSaveFailed;
}

/** True when the API answered the attempt (a refusal), so its key may be dropped. */
function answered(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * "Fazer pedido": sends the order with an `Idempotency-Key` kept (in memory and in
 * localStorage) until the order is answered, so a double tap, a retry after a timeout or a
 * reload re-sends the same key and the API returns the first order instead of a second one.
 * A tap while a request is in flight is ignored. Resolves the order, or undefined on failure
 * (then `state` holds the message).
 */
export function usePlaceOrder(slug: string) {
  const [state, setState] = useState<PlaceOrderState>({ status: 'idle' });
  const inFlight = useRef(false);

  const place = useCallback(
    async (body: CreateOrderBody): Promise<PublicOrder | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const attempt = attemptFor(loadPendingAttempt(slug), body);
      savePendingAttempt(slug, attempt);
      setState({ status: 'sending' });
      try {
        const order = await createOrder(slug, body, attempt.key);
        savePendingAttempt(slug, undefined);
        setState({ status: 'placed', order });
        return order;
      } catch (error) {
        // No answer (timeout, offline, 5xx) keeps the key: the order may exist already.
        if (answered(error)) savePendingAttempt(slug, undefined);
        setState({
          status: 'failed',
          message: orderFailureMessage(error),
          httpStatus: isApiError(error) ? error.status : 0,
        });
        return undefined;
      } finally {
        inFlight.current = false;
      }
    },
    [slug],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, place, reset };
}
