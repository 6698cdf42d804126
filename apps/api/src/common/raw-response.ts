import type { ServerResponse } from 'node:http';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { errorBody } from './all-exceptions.filter';
import { DomainError, STATUS_BY_CODE } from './domain-error';

/**
 * Answers written straight to the Node response by the public hot paths (the catalogue and the
 * view counter answer before Express, docs/adr/0024-public-catalogue-fast-path.md), with the
 * bodies of the global exception filter.
 */

const JSON_TYPE = 'application/json; charset=utf-8';
const TOO_MANY_BODY = JSON.stringify(
  errorBody(429, Messages.tooManyRequests, ErrorCode.TooManyRequests),
);

/** Writes a JSON answer (`body`: serialized text, or bytes already encoded) in one socket write. */
export function send(res: ServerResponse, status: number, body: string | Buffer): void {
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** A DomainError → its status and the filter's body; anything else is rethrown. */
export function sendError(res: ServerResponse, error: unknown): void {
  if (!(error instanceof DomainError)) throw error;
  const status = STATUS_BY_CODE[error.code];
  send(res, status, JSON.stringify(errorBody(status, error.messages, error.code)));
}

/** 429 with `Retry-After` (seconds, ≥ 1). */
export function tooMany(res: ServerResponse, retryAfterSeconds: number): void {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  send(res, 429, TOO_MANY_BODY);
}
