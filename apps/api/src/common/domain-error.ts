import { ErrorCode } from '@catalogo/contracts/core';

/**
 * An expected failure of a business rule. Services throw it with a code and a Portuguese message
 * fit to show a seller; `AllExceptionsFilter` maps the code to an HTTP status.
 */
export class DomainError extends Error {
  /** What the answer's `message` carries: one sentence, or several (validation). */
  readonly messages: string | string[];

  constructor(
    readonly code: ErrorCode,
    message: string | string[],
    /** Seconds after which a rate-limited client may retry (sets `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(Array.isArray(message) ? message.join(' ') : message);
    this.name = 'DomainError';
    this.messages = message;
  }
}

/** HTTP status of each domain error code. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ErrorCode.Validation]: 400,
  [ErrorCode.Unauthorized]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.PlanLimit]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.Unavailable]: 503,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedMediaType]: 415,
};
