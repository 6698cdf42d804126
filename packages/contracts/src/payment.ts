import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Trim } from './transforms';
import {
  PAYMENT_PROVIDERS,
  PaymentMessages,
  PaymentProviderLimits,
  type PaymentProviderName,
} from './payment-core';

/**
 * Body of `PUT /store/payment-provider` (docs/API.md §8 "Pix online"): Mercado Pago with the
 * seller's access token and an optional webhook secret, or the local test provider (outside
 * production only).
 */
export class ConnectPaymentProviderDto {
  @IsIn(PAYMENT_PROVIDERS, { message: PaymentMessages.invalidProvider })
  provider!: PaymentProviderName;

  @Trim()
  @ValidateIf((o: ConnectPaymentProviderDto) => o.provider === 'mercadopago')
  @MaxLength(PaymentProviderLimits.accessTokenMaxLength, {
    message: PaymentMessages.accessTokenRequired,
  })
  @MinLength(1, { message: PaymentMessages.accessTokenRequired })
  @IsString({ message: PaymentMessages.accessTokenRequired })
  accessToken?: string;

  @Trim()
  @IsOptional()
  @MaxLength(PaymentProviderLimits.webhookSecretMaxLength, {
    message: PaymentMessages.invalidWebhookSecret,
  })
  @IsString({ message: PaymentMessages.invalidWebhookSecret })
  webhookSecret?: string;
}
