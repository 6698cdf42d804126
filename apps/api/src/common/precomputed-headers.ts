import type { IncomingMessage } from 'node:http';
import type { RawMiddleware } from './public-fast-path';

/**
 * Runs a header-only middleware once, records the headers it sets and removes, and returns a
 * middleware that applies that recording to every response. For the public fast path
 * (docs/adr/0024-public-catalogue-fast-path.md): helmet rebuilds its Content-Security-Policy string and a dozen headers on
 * every request, which cost about a third of an uncached catalogue answer in `pnpm bench`; its
 * output never varies with the request in our configuration (static directives, no nonces), so
 * the same headers are sent at the cost of a few `setHeader` calls. Express's routes keep the
 * middleware itself.
 *
 * @throws Error at start-up if the middleware does anything but set/remove headers and call next.
 */
export function precomputeHeaders(middleware: RawMiddleware): RawMiddleware {
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
  middleware(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    recorder as never,
    (err) => {
      if (err) throw err instanceof Error ? err : new Error(String(err));
      called = true;
    },
  );
  if (!called) throw new Error('precomputeHeaders: the middleware did not call next()');
  const headers = [...set];
  const removals = [...removed];
  return (_req, res, next) => {
    for (const name of removals) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
