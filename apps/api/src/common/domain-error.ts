import { ErrorStatus, type ErrorCode } from '@catalogo/contracts/core';

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

/** HTTP status of each error code: `ErrorStatus` of the contracts (the one mapping). */
export const STATUS_BY_CODE = ErrorStatus;
