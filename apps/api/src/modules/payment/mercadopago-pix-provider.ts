import {
  PixProviderError,
  reaisToExactCents,
  type PixAccount,
  type PixPaymentCreated,
  type PixPaymentRead,
  type PixPaymentRequest,
  type PixProvider,
  type PixProviderStatus,
} from './pix-provider';

/** Mercado Pago's payment statuses that mean "not paid yet". */
const WAITING = new Set(['pending', 'in_process', 'authorized']);

/** The parts of Mercado Pago's payment object read here. */
interface MercadoPagoPayment {
  id?: number | string;
  status?: string;
  transaction_amount?: number;
  external_reference?: string | null;
  date_of_expiration?: string | null;
  point_of_interaction?: {
    transaction_data?: { qr_code?: string; qr_code_base64?: string };
  };
}

/**
 * Mercado Pago's Pix over its documented REST API with `fetch` (the official `mercadopago` SDK
 * has a fixed base URL, so tests could not point it at a fake): `GET /users/me` checks a token,
 * `POST /v1/payments` (with `X-Idempotency-Key`) creates a Pix payment, `GET /v1/payments/{id}`
 * reads one and `POST /v1/payments/{id}/refunds` refunds it in full. Each call has a timeout.
 */
export class MercadoPagoPixProvider implements PixProvider {
  constructor(
    /** e.g. https://api.mercadopago.com, without a trailing slash. */
    private readonly apiBase: string,
    /** Per-request timeout, ms. */
    private readonly timeoutMs: number,
  ) {}

  /** The token's account (its nickname or name); null when Mercado Pago refuses the token. */
  async verify(token: string): Promise<PixAccount | null> {
    let me: { nickname?: string; first_name?: string; last_name?: string };
    try {
      me = await this.call(token, 'GET', '/users/me');
    } catch (error) {
      if (error instanceof PixProviderError && error.kind === 'refused') return null;
      throw error;
    }
    const name = [me.first_name, me.last_name].filter(Boolean).join(' ') || me.nickname || null;
    // Test credentials start with TEST- (older accounts) or belong to a TESTUSER… account.
    const liveMode = !token.startsWith('TEST-') && !/^TESTUSER/i.test(me.nickname ?? '');
    return { accountName: name, liveMode };
  }

  /** Creates the Pix payment; the customer's e-mail is a placeholder (none is asked for). */
  async create(token: string, request: PixPaymentRequest): Promise<PixPaymentCreated> {
    const body = {
      transaction_amount: Number((request.amountCents / 100).toFixed(2)),
      payment_method_id: 'pix',
      description: request.description,
      external_reference: request.orderId,
      date_of_expiration: mercadoPagoDate(request.expiresAt),
      payer: { email: `cliente+${request.orderId.replace(/-/g, '')}@catalogo.app` },
      ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
    };
    const paid = await this.call<MercadoPagoPayment>(token, 'POST', '/v1/payments', body, {
      'X-Idempotency-Key': request.idempotencyKey,
    });
    const data = paid.point_of_interaction?.transaction_data;
    if (paid.id === undefined || !data?.qr_code)
      throw new PixProviderError('unavailable', 'resposta sem código Pix');
    return {
      id: String(paid.id),
      brCode: data.qr_code,
      qrCodePng: data.qr_code_base64 ? `data:image/png;base64,${data.qr_code_base64}` : null,
      expiresAt: paid.date_of_expiration ? new Date(paid.date_of_expiration) : request.expiresAt,
    };
  }

  /** Reads a payment: approved, refunded (or charged back), cancelled (expired), pending. */
  async read(token: string, paymentId: string): Promise<PixPaymentRead> {
    const payment = await this.call<MercadoPagoPayment>(
      token,
      'GET',
      `/v1/payments/${encodeURIComponent(paymentId)}`,
    );
    const raw = payment.status ?? '';
    const status: PixProviderStatus =
      raw === 'approved'
        ? 'approved'
        : raw === 'refunded' || raw === 'charged_back'
          ? 'refunded'
          : raw === 'cancelled' || raw === 'rejected'
            ? 'cancelled'
            : WAITING.has(raw)
              ? 'pending'
              : 'other';
    return {
      id: String(payment.id ?? paymentId),
      status,
      amountCents: reaisToExactCents(payment.transaction_amount),
      externalReference: payment.external_reference ?? null,
    };
  }

  /** Refunds the whole payment (an empty body: the full amount). */
  async refund(token: string, paymentId: string): Promise<void> {
    await this.call(
      token,
      'POST',
      `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
      {},
      {
        'X-Idempotency-Key': `refund-${paymentId}`,
      },
    );
  }

  /**
   * One JSON call. @throws PixProviderError: `refused` for a 4xx (with Mercado Pago's message),
   * `unavailable` for a 5xx, a network error or the timeout.
   */
  private async call<T>(
    token: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PixProviderError('unavailable', `Mercado Pago fora do ar (${String(error)})`);
    }
    const text = await res.text().catch(() => '');
    if (res.status >= 500)
      throw new PixProviderError('unavailable', `Mercado Pago respondeu ${res.status}`);
    if (res.status >= 400) {
      let message = `Mercado Pago recusou (${res.status})`;
      try {
        const parsed = JSON.parse(text) as { message?: unknown };
        if (typeof parsed.message === 'string' && parsed.message)
          message = `Mercado Pago recusou: ${parsed.message.slice(0, 200)}`;
      } catch {
        // not JSON: the status is enough
      }
      throw new PixProviderError('refused', message);
    }
    try {
      return (text ? JSON.parse(text) : {}) as T;
    } catch {
      throw new PixProviderError('unavailable', 'resposta inválida do Mercado Pago');
    }
  }
}

/** `yyyy-MM-ddTHH:mm:ss.SSS+00:00`: the date format Mercado Pago documents (with an offset). */
function mercadoPagoDate(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}
