import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ErrorCode, Messages, type ApiErrorBody } from '@catalogo/contracts/core';
import { DomainError, STATUS_BY_CODE } from './domain-error';
import { redactUrl } from '../config/logger';

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Portuguese defaults for framework errors whose message is English. */
const DEFAULT_MESSAGE: Record<number, string> = {
  400: 'Requisição inválida.',
  401: Messages.unauthorized,
  403: Messages.forbiddenDefault,
  404: Messages.notFound,
  405: 'Método não permitido.',
  413: Messages.payloadTooLarge,
  415: 'Tipo de conteúdo não suportado.',
  429: Messages.tooManyRequests,
};

/** Builds the NestJS-shaped error body (docs/API.md §2). */
export function errorBody(
  status: number,
  message: string | string[],
  code?: ErrorCode,
): ApiErrorBody {
  return {
    statusCode: status,
    message,
    error: REASON[status] ?? 'Error',
    ...(code ? { code } : {}),
  };
}

/**
 * The one exception filter: domain errors → their status and Portuguese message; Nest's HTTP
 * exceptions keep their status (English framework texts replaced by Portuguese ones); anything
 * else → 500 with no stack trace in the body, logged with the request id.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { id?: string }>();
    if (res.headersSent) return;

    if (exception instanceof DomainError) {
      const status = STATUS_BY_CODE[exception.code];
      if (exception.retryAfterSeconds !== undefined) {
        res.setHeader('Retry-After', String(exception.retryAfterSeconds));
      }
      res.status(status).json(errorBody(status, exception.messages, exception.code));
      return;
    }

    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      // Our code throws DomainErrors; the only HttpExceptions carrying our own (Portuguese)
      // messages are the ValidationPipe's arrays. Framework texts are English: replace them.
      const m =
        typeof response === 'object' && response !== null && 'message' in response
          ? (response as { message: unknown }).message
          : undefined;
      const message: string | string[] =
        Array.isArray(m) && m.every((t) => typeof t === 'string')
          ? (m as string[])
          : (DEFAULT_MESSAGE[status] ?? Messages.internalError);
      res.status(status).json(errorBody(status, message));
      return;
    }

    this.logger.error(
      { err: exception, requestId: req.id, method: req.method, url: redactUrl(req.originalUrl) },
      exception instanceof Error ? exception.message : 'Unknown error',
    );
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    res.status(status).json(errorBody(status, Messages.internalError));
  }
}
