/**
 * Error codes of the API's answers (`code` of the error body). Services throw `DomainError`s
 * carrying one of these; `ErrorStatus` maps each to its HTTP status, in this one place (the API's
 * exception filter, its public fast path and the local checkout's HTML filter all read it), so
 * services know nothing of HTTP. Specific business failures have their own code (a client can
 * tell "e-mail taken" from any other 409); the generic codes cover the rest.
 */
export const ErrorCode = {
  // Generic codes, one per kind of failure.
  Validation: 'VALIDATION',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  Unavailable: 'UNAVAILABLE',
  /** A store rule refuses an order → 422. */
  Unprocessable: 'UNPROCESSABLE',
  /** Upload larger than allowed (413). */
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** Upload whose bytes are not an accepted image type (415). */
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',

  // Business failures.
  /** Registration with an e-mail already registered (409). */
  EmailTaken: 'EMAIL_TAKEN',
  /** Slug (short link) used by another store (409). */
  SlugTaken: 'SLUG_TAKEN',
  /** More than the plan's 50 items (403, docs/API.md §3). */
  PlanItemLimit: 'PLAN_ITEM_LIMIT',
  /** The store's image storage quota is used up (403). */
  ImageQuotaExceeded: 'IMAGE_QUOTA_EXCEEDED',
  /** The daily list-processing (AI) quota is used up (429, with Retry-After). */
  AiQuotaExceeded: 'AI_QUOTA_EXCEEDED',
  /** A list of this seller is being processed already (429). */
  ProcessingInProgress: 'PROCESSING_IN_PROGRESS',
  /** Subscribing with an unconfirmed e-mail (403). */
  EmailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  /** Subscribing while the subscription is active (409). */
  SubscriptionAlreadyActive: 'SUBSCRIPTION_ALREADY_ACTIVE',
  /** Cancelling without an active subscription (409). */
  NothingToCancel: 'NOTHING_TO_CANCEL',
  /** Stripe (or the payment provider) failed or timed out (503). */
  PaymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** An order names an item or option that is unavailable, sold out or removed (409). */
  ItemUnavailable: 'ITEM_UNAVAILABLE',
  /** An order status change the workflow does not allow (409). */
  OrderStatusNotAllowed: 'ORDER_STATUS_NOT_ALLOWED',
  /** A store rule refuses the order: minimum, delivery area, closed… (422, docs/API.md §6). */
  OrderRefused: 'ORDER_REFUSED',
  /** The seller's Pix provider refused or failed an operation (a refund) (502). */
  PaymentProviderFailed: 'PAYMENT_PROVIDER_FAILED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status of each error code: the one mapping (see `ErrorCode`). */
export const ErrorStatus: Readonly<Record<ErrorCode, number>> = {
  [ErrorCode.Validation]: 400,
  [ErrorCode.Unauthorized]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.Unavailable]: 503,
  [ErrorCode.Unprocessable]: 422,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedMediaType]: 415,
  [ErrorCode.EmailTaken]: 409,
  [ErrorCode.SlugTaken]: 409,
  [ErrorCode.PlanItemLimit]: 403,
  [ErrorCode.ImageQuotaExceeded]: 403,
  [ErrorCode.AiQuotaExceeded]: 429,
  [ErrorCode.ProcessingInProgress]: 429,
  [ErrorCode.EmailNotConfirmed]: 403,
  [ErrorCode.SubscriptionAlreadyActive]: 409,
  [ErrorCode.NothingToCancel]: 409,
  [ErrorCode.PaymentProviderUnavailable]: 503,
  [ErrorCode.ItemUnavailable]: 409,
  [ErrorCode.OrderStatusNotAllowed]: 409,
  [ErrorCode.OrderRefused]: 422,
  [ErrorCode.PaymentProviderFailed]: 502,
};

/** Error body of every non-2xx API answer (NestJS shape, docs/API.md §2). */
export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  code?: ErrorCode;
}
