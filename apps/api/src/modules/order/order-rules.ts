import { Injectable } from '@nestjs/common';
import type { CreateOrderDto } from '@catalogo/contracts';

/** What the store rules see of an order being created (money in centavos). */
export interface OrderRuleContext {
  storeId: string;
  dto: CreateOrderDto;
  subtotalCents: number;
}

/** What the store rules see of a created order, for the Pix "copia e cola". */
export interface OrderPixContext {
  storeId: string;
  number: number;
  token: string;
  totalCents: number;
  paymentMethod: CreateOrderDto['payment']['method'];
}

/**
 * The store's ordering rules (CONTRACT.md §6 "Ordering options"): the hook where the delivery
 * fee, the 422 refusals (minimum, fulfilment or payment not offered, bairro not served, store
 * closed) and the Pix code plug in once store settings exist. Today every store takes every
 * order, with no fee and no Pix code.
 */
@Injectable()
export class OrderRules {
  /**
   * Refuses an order the store does not take (a DomainError with a Portuguese message); the
   * default store takes every order.
   */
  check(_context: OrderRuleContext): Promise<void> {
    return Promise.resolve();
  }

  /** Delivery fee in centavos (0 until store settings exist). */
  deliveryFeeCents(_context: OrderRuleContext): number {
    return 0;
  }

  /** The Pix "copia e cola" for a Pix order, or null (no store Pix key yet). */
  pix(_context: OrderPixContext): { brCode: string } | null {
    return null;
  }
}
