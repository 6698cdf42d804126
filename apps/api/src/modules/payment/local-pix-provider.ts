import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type {
  PixAccount,
  PixPaymentCreated,
  PixPaymentRead,
  PixPaymentRequest,
  PixProvider,
} from './pix-provider';

/** One fake payment of the local provider. */
interface LocalPayment {
  amountCents: number;
  orderId: string;
  status: 'pending' | 'approved' | 'refunded';
}

/**
 * "Pix de teste" (docs/API.md §8, development only): fake payments kept in this process's memory,
 * paid by "simular pagamento" (`simulatePaid`). Its code is no real BR Code: no bank app pays it.
 * Never used in production (the connection and the simulation are refused there).
 */
export class LocalPixProvider implements PixProvider {
  private readonly payments = new Map<string, LocalPayment>();
  private readonly byKey = new Map<string, string>();

  /** The local provider needs no credential. */
  verify(): Promise<PixAccount> {
    return Promise.resolve({ accountName: 'Pix de teste', liveMode: false });
  }

  /** A fake payment (the same key gives the same payment). */
  async create(_credential: string, request: PixPaymentRequest): Promise<PixPaymentCreated> {
    const id = this.byKey.get(request.idempotencyKey) ?? `local-${randomUUID()}`;
    this.byKey.set(request.idempotencyKey, id);
    if (!this.payments.has(id))
      this.payments.set(id, {
        amountCents: request.amountCents,
        orderId: request.orderId,
        status: 'pending',
      });
    const brCode = `PIX-DE-TESTE ${id} R$ ${(request.amountCents / 100).toFixed(2)}`;
    return {
      id,
      brCode,
      qrCodePng: await QRCode.toDataURL(brCode, { margin: 1 }),
      expiresAt: request.expiresAt,
    };
  }

  /** The fake payment; unknown ids (another process, a restart) read as pending. */
  read(_credential: string, paymentId: string): Promise<PixPaymentRead> {
    const payment = this.payments.get(paymentId);
    return Promise.resolve({
      id: paymentId,
      status: payment?.status ?? 'pending',
      amountCents: payment?.amountCents ?? null,
      externalReference: payment?.orderId ?? null,
    });
  }

  refund(_credential: string, paymentId: string): Promise<void> {
    const payment = this.payments.get(paymentId);
    if (payment) payment.status = 'refunded';
    return Promise.resolve();
  }

  /** "Simular pagamento": marks the payment approved for `amountCents` (the order's total). */
  simulatePaid(paymentId: string, orderId: string, amountCents: number): void {
    const payment = this.payments.get(paymentId);
    if (payment) payment.status = 'approved';
    else this.payments.set(paymentId, { amountCents, orderId, status: 'approved' });
  }
}
