import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { RawMiddleware } from './public-fast-path';

/** What a header-only middleware did to a response: headers set, then headers removed. */
interface Recording {
  headers: [string, string | number | readonly string[]][];
  removals: string[];
}

/** Distinct values of the `varyBy` request header whose recordings are kept. */
const RECORDINGS_BY_VALUE = 100;

/**
 * Runs a header-only middleware once, records the headers it sets and removes, and returns a
 * middleware that applies that recording to every response. For the public fast path
 * (docs/adr/0024-public-catalogue-fast-path.md): helmet rebuilds its Content-Security-Policy
 * string and a dozen headers on every request, which cost about a third of an uncached catalogue
 * answer in `pnpm bench`; its output never varies with the request in our configuration (static
 * directives, no nonces), so the same headers are sent at the cost of a few `setHeader` calls.
 * Express's routes keep the middleware itself.
 *
 * With `varyBy` (a lower-case request header name), the middleware's output may depend on that
 * header alone (CORS on `origin`, for GET and PUT): it is recorded once per value, at its first
 * request, and the last RECORDINGS_BY_VALUE values are kept (`lru-cache`).
 *
 * @throws Error (at start-up, or at a value's first request) if the middleware does anything but
 *   set/remove/read headers and call next.
 */
export function precomputeHeaders(middleware: RawMiddleware, varyBy?: string): RawMiddleware {
  const apply = ({ headers, removals }: Recording, res: ServerResponse): void => {
    for (const name of removals) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
  };
  if (varyBy === undefined) {
    const recording = record(middleware, {});
    return (_req, res, next) => (apply(recording, res), next());
  }
  const recordings = new LRUCache<string, Recording>({ max: RECORDINGS_BY_VALUE });
  return (req, res, next) => {
    const value = req.headers[varyBy];
    const key = Array.isArray(value) ? value.join(', ') : (value ?? '');
    let recording = recordings.get(key);
    if (!recording) {
      recording = record(middleware, value === undefined ? {} : { [varyBy]: value });
      recordings.set(key, recording);
    }
    apply(recording, res);
    next();
  };
}

/** Runs `middleware` on a GET of `/` with `headers` against a recorder. */
function record(middleware: RawMiddleware, headers: IncomingHttpHeaders): Recording {
  const set = new Map<string, string | number | readonly string[]>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, value);
      removed.delete(name.toLowerCase());
      return recorder;
    },
    removeHeader(name: string) {
      removed.add(name.toLowerCase());
      for (const key of set.keys()) if (key.toLowerCase() === name.toLowerCase()) set.delete(key);
    },
    getHeader(name: string) {
      for (const [key, value] of set) if (key.toLowerCase() === name.toLowerCase()) return value;
      return undefined;
    },
  };
  let called = false;
  middleware({ headers, method: 'GET', url: '/' } as IncomingMessage, recorder as never, (err) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    called = true;
  });
  if (!called) throw new Error('precomputeHeaders: the middleware did not call next()');
  return { headers: [...set], removals: [...removed] };
}
