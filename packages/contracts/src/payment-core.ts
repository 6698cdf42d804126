/**
 * The seller's Pix provider (docs/API.md §8 "Pix online"), the dependency-free half: provider
 * names, the answer of `GET/PUT /store/payment-provider` and its Portuguese messages.
 */

/** Providers a seller may connect; `local` ("Pix de teste") exists only outside production. */
export const PAYMENT_PROVIDERS = ['mercadopago', 'local'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Answer of `GET/PUT /store/payment-provider`; the token is never sent back. */
export interface PaymentProviderInfo {
  /** Null when none is connected (then orders carry the static Pix). */
  provider: PaymentProviderName | null;
  connected: boolean;
  /** The account's name at the provider (e.g. its nickname), or null. */
  accountName: string | null;
  /** True for a production account, false for a test one (and the local provider). */
  liveMode: boolean;
}

/** Limits of the provider connection. */
export const PaymentProviderLimits = {
  accessTokenMaxLength: 300,
  webhookSecretMaxLength: 300,
} as const;

/** Portuguese messages of the Pix provider (docs/API.md §8). */
export const PaymentMessages = {
  invalidProvider: 'Escolha o provedor de pagamento: Mercado Pago.',
  accessTokenRequired: 'Cole o Access Token da sua conta do Mercado Pago.',
  invalidWebhookSecret: 'A assinatura secreta do webhook deve ter até 300 caracteres.',
  mercadoPagoRefused: 'Não foi possível conectar ao Mercado Pago: verifique o token.',
  localProviderRefused: 'O Pix de teste só existe fora de produção.',
  pixNotExpired: 'O código Pix deste pedido ainda vale: use o código mostrado.',
  pixNotOnline: 'Este pedido não tem Pix online.',
  refundFailed: (detail: string) =>
    `Não foi possível devolver o Pix pelo provedor de pagamento: ${detail}. O pedido não foi cancelado.`,
  simulationRefused: 'A simulação de pagamento só existe fora de produção.',
} as const;
