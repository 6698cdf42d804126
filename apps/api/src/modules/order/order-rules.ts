import { Injectable } from '@nestjs/common';
import type { CreateOrderDto } from '@catalogo/contracts';
import {
  ErrorCode,
  quoteOrder,
  toPublicOrdering,
  type PixSettings,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { OrderingClock } from '../../common/ordering-clock';
import { StoreSettingsService } from '../store/store-settings.service';

/** What the store rules see of an order being created (money in centavos). */
export interface OrderRuleContext {
  storeId: string;
  dto: CreateOrderDto;
  subtotalCents: number;
}

/** What the store rules decide for an accepted order (money in centavos). */
export interface OrderRuleOutcome {
  deliveryFeeCents: number;
  /** "to_agree" (fee "a combinar"), "free" (free-delivery threshold reached) or null. */
  deliveryFeeNote: 'to_agree' | 'free' | null;
  /** The store's pickup address, for a pickup order; else null. */
  pickupAddress: string | null;
  /**
   * The store's Pix settings for a Pix order, else null: the service builds the "copia e cola"
   * once the order's total is known (after a coupon's discount, docs/API.md §8).
   */
  pix: PixSettings | null;
}

/**
 * The store's ordering rules (docs/API.md §6 "Ordering options"), applied with the
 * shared `quoteOrder` of `@catalogo/contracts/core` (the cart computes the same fee and total)
 * and the injected `OrderingClock` for the opening hours (America/Sao_Paulo).
 */
@Injectable()
export class OrderRules {
  constructor(
    private readonly settings: StoreSettingsService,
    private readonly clock: OrderingClock,
  ) {}

  /**
   * Decides the fee, pickup address and Pix settings of an order, or refuses it. One query (the
   * store's settings). The minimum order and the free-delivery threshold read the items'
   * subtotal before any coupon's discount.
   *
   * @throws DomainError(Unprocessable) → 422 with the Portuguese refusal the customer sees: store
   *   closed (and not taking orders while closed), fulfilment or payment not offered, bairro not
   *   served, below the minimum (with the missing amount).
   */
  async evaluate(context: OrderRuleContext): Promise<OrderRuleOutcome> {
    const settings = await this.settings.forStore(context.storeId);
    const now = this.clock.now();
    const { dto } = context;
    const quote = quoteOrder(
      toPublicOrdering(settings, now),
      {
        subtotalCents: context.subtotalCents,
        fulfilment: dto.fulfilment,
        bairro: dto.fulfilment === 'delivery' ? (dto.address?.bairro ?? null) : null,
        paymentMethod: dto.payment.method,
      },
      now,
    );
    if (quote.refusal) throw new DomainError(ErrorCode.OrderRefused, quote.refusal.message);
    return {
      deliveryFeeCents: quote.deliveryFeeCents,
      deliveryFeeNote: quote.freeDelivery ? 'free' : quote.feeToAgree ? 'to_agree' : null,
      pickupAddress: dto.fulfilment === 'pickup' ? settings.pickup.address || null : null,
      pix: dto.payment.method === 'pix' ? settings.payment.pix : null,
    };
  }
}
