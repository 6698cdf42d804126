/**
 * One JSON call to the API, for the journeys' and scripts' setup (sign-up, store, items): sends
 * `body` as JSON and a bearer `token` when given; throws with the method, path, status and body
 * on any non-2xx answer. Returns the parsed JSON answer (undefined for an empty body).
 */
export async function apiCall<T>(
  apiUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
