import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExcludeEndpoint,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { SubscriptionLinkResponse, SuccessResponse } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { NoDefaultRateLimit } from '../../common/rate-limit';
import { SubscriptionService } from './subscription.service';
import { Public } from '../../common/public.decorator';

/** The paid plan: payment link, cancellation and the provider's webhook (docs/PRODUCT.md §7). */
@ApiTags('stripe')
@Controller('stripe')
export class SubscriptionController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  /**
   * `POST /stripe/subscription` (auth) → 201 `{paymentLink}`: Stripe Checkout, or the local
   * checkout page without Stripe. 403 unconfirmed e-mail; 409 already active; 503 provider down.
   */
  @Post('subscription')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Link de pagamento do Plano Único' })
  @ApiResponse({ status: 201, description: '{paymentLink}' })
  @ApiResponse({ status: 403, description: 'E-mail não confirmado' })
  @ApiResponse({ status: 409, description: 'Assinatura já ativa' })
  subscribe(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionLinkResponse> {
    return this.subscriptions.createPaymentLink(user.id);
  }

  /**
   * `POST /stripe/cancel-subscription` (auth) → 200 `{success: true}`: cancels at once (status
   * `canceled`). 409 nothing to cancel; 503 provider down.
   */
  @Post('cancel-subscription')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Cancela a assinatura imediatamente' })
  @ApiResponse({ status: 200, description: 'Cancelada' })
  @ApiResponse({ status: 409, description: 'Nada para cancelar' })
  async cancel(@CurrentUser() user: AuthenticatedUser): Promise<SuccessResponse> {
    await this.subscriptions.cancel(user.id);
    return { success: true };
  }

  /**
   * `POST /stripe/webhook` (public; Stripe only) → 200 `{success: true}`, also for a duplicate
   * or an event of no known seller. The raw body is checked against `Stripe-Signature` with
   * STRIPE_WEBHOOK_SECRET: bad or older than 5 minutes → 400. 404 without Stripe. Exempt from
   * the default per-IP limit (Stripe delivers in bursts from few addresses).
   */
  @Post('webhook')
  @Public()
  @HttpCode(200)
  @NoDefaultRateLimit()
  @ApiExcludeEndpoint()
  async webhook(
    @Req() req: Request & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<SuccessResponse> {
    await this.subscriptions.handleWebhook(req.rawBody, signature);
    return { success: true };
  }
}
