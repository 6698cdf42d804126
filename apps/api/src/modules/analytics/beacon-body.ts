import type { NextFunction, Request, Response } from 'express';
import { text } from 'express';
import { Messages } from '@catalogo/contracts/core';
import { errorBody } from '../../common/all-exceptions.filter';

const readText = text({ type: 'text/plain', limit: '1kb' });

/**
 * `navigator.sendBeacon` can only send a CORS-safelisted type without a preflight, so the public
 * page posts its funnel events as `text/plain` holding JSON. The app's JSON parser leaves such a
 * body unread; this middleware (mounted on the events route only) reads it (at most 1 kB) and
 * parses the JSON, answering 400 with the global error body when it is not JSON.
 */
export function beaconBody(req: Request, res: Response, next: NextFunction): void {
  if (req.body !== undefined && typeof req.body === 'object') return next();
  readText(req, res, (err?: unknown) => {
    if (err) {
      const status = (err as { type?: string }).type === 'entity.too.large' ? 413 : 400;
      res
        .status(status)
        .json(
          errorBody(status, status === 413 ? Messages.payloadTooLarge : Messages.malformedJson),
        );
      return;
    }
    if (typeof req.body === 'string') {
      try {
        req.body = JSON.parse(req.body) as unknown;
      } catch {
        res.status(400).json(errorBody(400, Messages.malformedJson));
        return;
      }
    }
    next();
  });
}
