/**
 * Whether `endpoint` may be registered as a push endpoint (docs/API.md §8), so the API never
 * becomes a request forwarder: an `https:` URL on the default port whose host is one of
 * `allowedHosts` (`*.example.com` allows the subdomains of example.com, not example.com), with no
 * user name or password; with `allowLoopback` (development and tests) also `http://127.0.0.1:<port>`.
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  allowedHosts: readonly string[],
  allowLoopback: boolean,
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopback && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) =>
    allowed.startsWith('*.')
      ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1
      : host === allowed,
  );
}
