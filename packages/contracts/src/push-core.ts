/**
 * Seller alerts (docs/API.md §8), the dependency-free half: Web Push devices, the push message,
 * limits and Portuguese messages. Browser-safe (the DTO is in `push.ts`).
 */

/** Limits of the seller's push devices. */
export const PushLimits = {
  /** Devices (push subscriptions) one seller may register; the next one → 409. */
  maxDevices: 10,
  /** A device's label ("Celular da cozinha"), trimmed. */
  labelMaxLength: 60,
  /** A push service endpoint URL. */
  endpointMaxLength: 2048,
  /** The payload of one push message, in bytes (JSON, UTF-8). */
  maxPayloadBytes: 3072,
  /** Lifetime of a push message at the push service, in seconds. */
  ttlSeconds: 3600,
  /**
   * Push requests in flight at once per push service (the endpoint's origin) and API process: each
   * push service has its own lane, so one that stalls (timeouts and their retries) never delays
   * another's messages (docs/API.md §8).
   */
  concurrencyPerService: 8,
} as const;

/** `GET /push/vapid-public-key`: the application server key for `pushManager.subscribe`. */
export interface VapidPublicKeyResponse {
  /** Uncompressed P-256 point (65 bytes), base64url without padding. */
  publicKey: string;
}

/** One of the seller's devices (`POST`/`GET /push/subscriptions`). */
export interface PushDevice {
  id: string;
  label: string | null;
  /** ISO 8601. */
  createdAt: string;
  /**
   * Last message the push service accepted for this device (ISO 8601), or null. Sent by
   * `GET /push/subscriptions`; the answer of `POST` is `{id, label, createdAt}` (docs/API.md §8).
   */
  lastSuccessAt?: string | null;
}

/** Kinds of push message. */
export const PUSH_MESSAGE_TYPES = ['order.created', 'order.paid', 'test'] as const;
export type PushMessageType = (typeof PUSH_MESSAGE_TYPES)[number];

/**
 * The JSON payload of a push message (≤ `PushLimits.maxPayloadBytes`), as the service worker
 * receives it. `total` in reais (2 decimals); `url` opens the order in the panel
 * (`/admin/pedidos?pedido=<id>`). A test message (`POST /push/test`) has `type: "test"`, no order
 * fields and `url` = the orders page.
 */
export interface PushMessage {
  type: PushMessageType;
  orderId?: string;
  number?: number;
  total?: number;
  customerName?: string;
  url: string;
}

/** The panel's address of one order: `/admin/pedidos?pedido=<id>` (the push message's `url`). */
export function adminOrderPath(orderId: string): string {
  return `/admin/pedidos?pedido=${encodeURIComponent(orderId)}`;
}

/** Portuguese messages of the push devices (400/409 answers). */
export const PushMessages = {
  invalidEndpoint:
    'Endereço de notificação inválido: use o serviço de notificações do navegador (Chrome, Firefox, Edge ou Safari).',
  invalidKeys: 'Chaves de notificação inválidas: ative as notificações novamente neste aparelho.',
  invalidLabel: `O nome do aparelho deve ter até ${PushLimits.labelMaxLength} caracteres.`,
  tooManyDevices: `Você já tem ${PushLimits.maxDevices} aparelhos com notificações. Remova um para ativar neste.`,
  deviceNotFound: 'Aparelho não encontrado.',
  testTitle: 'Notificações ativadas',
} as const;
