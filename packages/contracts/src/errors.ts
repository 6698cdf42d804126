/**
 * Domain error codes. Services throw `DomainError`s carrying one of these; the API's exception
 * filter maps each code to an HTTP status, so services know nothing of HTTP.
 */
export const ErrorCode = {
  Validation: 'VALIDATION',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  PlanLimit: 'PLAN_LIMIT',
  Unavailable: 'UNAVAILABLE',
  /** Upload larger than allowed (413). */
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** Upload whose bytes are not an accepted image type (415). */
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Error body of every non-2xx API answer (NestJS shape, CONTRACT.md §2). */
export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  code?: ErrorCode;
}
