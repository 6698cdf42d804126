import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExcludeEndpoint,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ConnectPaymentProviderDto } from '@catalogo/contracts';
import type { OnlineOrderPix, PaymentProviderInfo } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { Public } from '../../common/public.decorator';
import { ApiDtoBody } from '../../common/swagger';
import { PaymentService } from './payment.service';

/** The seller's Pix provider (docs/API.md §8 "Pix online"). */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('store/payment-provider')
export class PaymentProviderController {
  constructor(private readonly payments: PaymentService) {}

  /** `GET /store/payment-provider` → `{provider, connected, accountName, liveMode}`. */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Provedor de Pix conectado (sem o token)' })
  info(@CurrentUser() user: AuthenticatedUser): Promise<PaymentProviderInfo> {
    return this.payments.info(user.id);
  }

  /**
   * `PUT /store/payment-provider {provider, accessToken?, webhookSecret?}` → 200 as `GET`; 400
   * for a token Mercado Pago refuses (or the local provider in production), 503 when Mercado
   * Pago cannot be reached. The token is checked, stored encrypted and never sent back.
   */
  @Put()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Conecta o Mercado Pago (ou o Pix de teste fora de produção)' })
  @ApiDtoBody(ConnectPaymentProviderDto)
  connect(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ConnectPaymentProviderDto,
  ): Promise<PaymentProviderInfo> {
    return this.payments.connect(user.id, dto);
  }

  /** `DELETE /store/payment-provider` → 204: Pix orders carry the static code again. */
  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Desconecta o provedor de Pix' })
  async disconnect(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.payments.disconnect(user.id);
  }
}

/** The providers' notifications (public: the payment is always read again from the provider). */
@ApiTags('payments')
@Controller('payments/webhooks')
@Public()
export class PaymentWebhookController {
  constructor(private readonly payments: PaymentService) {}

  /**
   * `POST /payments/webhooks/mercadopago/{storeId}` → 200 for any well-formed notification
   * (applied once, or ignored); 401 for a bad `x-signature` when the store has a webhook secret;
   * 503 when the payment cannot be read (Mercado Pago retries).
   */
  @Post('mercadopago/:storeId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Notificação de pagamento do Mercado Pago' })
  @ApiResponse({ status: 401, description: 'Assinatura inválida' })
  async mercadoPago(
    @Param('storeId') storeId: string,
    @Query() query: Record<string, unknown>,
    // The body is only a hint (type, data.id): never trusted. Not a DTO: any JSON is accepted.
    @Body() body: unknown,
    @Headers('x-signature') signature: string | undefined,
    @Headers('x-request-id') requestId: string | undefined,
  ): Promise<{ received: true }> {
    const hint = (typeof body === 'object' && body !== null ? body : {}) as {
      type?: unknown;
      data?: { id?: unknown };
    };
    const text = (v: unknown): string | undefined =>
      typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
    await this.payments.mercadoPagoWebhook(storeId, {
      signature,
      requestId,
      dataId: text(query['data.id']) ?? text(hint.data?.id),
      type: text(query.type) ?? text(query.topic) ?? text(hint.type),
    });
    return { received: true };
  }
}

/** The customer's Pix routes (anonymous; the status page's token is the credential). */
@ApiTags('orders')
@Controller('public-catalog')
@Public()
export class PublicPixController {
  constructor(private readonly payments: PaymentService) {}

  /**
   * `POST /public-catalog/{slug}/orders/{token}/pix` → 200 with a new online Pix for an order
   * whose code expired (or could not be created); 409 while the code is valid or once paid; 404
   * for an unknown order or one without online Pix.
   */
  @Post(':slug/orders/:token/pix')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Gera um novo código Pix para um pedido' })
  @ApiResponse({ status: 409, description: 'O código atual ainda vale, ou o pedido está pago' })
  newCode(@Param('slug') slug: string, @Param('token') token: string): Promise<OnlineOrderPix> {
    return this.payments.newCode(slug, token);
  }

  /**
   * `POST /public-catalog/{slug}/orders/{token}/pix/simulate` ("simular pagamento" of the Pix
   * de teste) → 200 with the paid Pix; 403 in production; 404 without a local payment.
   */
  @Post(':slug/orders/:token/pix/simulate')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  simulate(@Param('slug') slug: string, @Param('token') token: string): Promise<OnlineOrderPix> {
    return this.payments.simulateLocalPayment(slug, token);
  }
}
