import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
import { precomputeHeaders } from './precomputed-headers';
import type { RawMiddleware } from './public-fast-path';

/** A response that only keeps headers, as Node's does (names case-insensitive). */
function response(): ServerResponse & { headers: Record<string, unknown> } {
  const headers: Record<string, unknown> = {};
  return {
    headers,
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => headers[name.toLowerCase()],
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse & { headers: Record<string, unknown> };
}

function run(middleware: RawMiddleware, headers: Record<string, string>) {
  const res = response();
  let nexts = 0;
  middleware({ headers, method: 'GET', url: '/x' } as IncomingMessage, res, () => (nexts += 1));
  return { headers: res.headers, nexts };
}

describe('precomputeHeaders', () => {
  const allowed = 'https://app.catalogo.example';
  const policy = cors({
    origin: (origin, cb) => cb(null, origin === allowed),
    credentials: true,
  }) as RawMiddleware;

  it('varying by Origin, answers each origin as CORS itself does', () => {
    let calls = 0;
    const counted: RawMiddleware = (req, res, next) => ((calls += 1), policy(req, res, next));
    const replayed = precomputeHeaders(counted, 'origin');
    for (const origin of [allowed, 'https://evil.example', undefined, allowed, allowed]) {
      const headers: Record<string, string> = origin === undefined ? {} : { origin };
      const before = calls;
      const expected = run(policy, headers);
      const got = run(replayed, headers);
      expect(got).toEqual(expected);
      expect(calls - before).toBeLessThanOrEqual(1);
    }
    expect(run(replayed, { origin: allowed }).headers['access-control-allow-origin']).toBe(allowed);
    expect(run(replayed, { origin: 'https://evil.example' }).headers).not.toHaveProperty(
      'access-control-allow-origin',
    );
    // Recorded once per distinct origin (3), not per request.
    expect(calls).toBe(3);
  });

  it('refuses a middleware that does not call next', () => {
    expect(() => precomputeHeaders(() => undefined)).toThrow(/did not call next/);
  });
});
