import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: method, path and the form-encoded body as flat keys. */
export interface StripeRequest {
  method: string;
  path: string;
  /** e.g. `{'line_items[0][price]': 'price_test', 'metadata[userId]': '…'}`. */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

/** A local stand-in for api.stripe.com reached by the real SDK through STRIPE_API_BASE. */
export interface FakeStripe {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  requests: StripeRequest[];
  /** Requests to `METHOD /path` (path may be a RegExp). */
  calls(method: string, path: string | RegExp): StripeRequest[];
  /** Makes the next requests fail with a 500 until reset with `false`. */
  failing(on: boolean): void;
  close(): Promise<void>;
}

/**
 * Starts a fake Stripe API on a free port of 127.0.0.1 implementing just what the API uses:
 * `POST /v1/customers`, `POST /v1/checkout/sessions`, `DELETE /v1/subscriptions/{id}` (and
 * `POST /v1/subscriptions/{id}/cancel`). Every request is recorded.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  let counter = 0;
  let fail = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const method = req.method ?? 'GET';
      requests.push({ method, path, form, headers: req.headers });
      if (fail) return send(res, 500, error('api_error', 'Falha simulada'));
      counter += 1;
      const now = Math.floor(Date.now() / 1000);
      if (method === 'POST' && path === '/v1/customers') {
        return send(res, 200, {
          id: `cus_fake_${counter}`,
          object: 'customer',
          email: form.email ?? null,
          metadata: pick(form, 'metadata'),
          created: now,
        });
      }
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_fake_${counter}`;
        return send(res, 200, {
          id,
          object: 'checkout.session',
          mode: form.mode,
          customer: form.customer ?? null,
          client_reference_id: form.client_reference_id ?? null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          created: now,
        });
      }
      const cancel =
        /^\/v1\/subscriptions\/([^/]+)$/.exec(path) ??
        /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path);
      if (cancel && (method === 'DELETE' || method === 'POST')) {
        const id = decodeURIComponent(cancel[1]);
        if (id.startsWith('sub_missing')) {
          return send(
            res,
            404,
            error('invalid_request_error', 'No such subscription', 'resource_missing'),
          );
        }
        return send(res, 200, {
          id,
          object: 'subscription',
          status: 'canceled',
          canceled_at: now,
          ended_at: now,
          created: now - 86400,
        });
      }
      return send(
        res,
        404,
        error('invalid_request_error', `Unrecognized request URL (${method}: ${path})`),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls: (method, path) =>
      requests.filter(
        (r) =>
          r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ),
    failing(on) {
      fail = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_fake_${Date.now()}`,
  });
  res.end(JSON.stringify(body));
}

function error(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

/** `metadata[userId]=…` form keys → `{userId: …}`. */
function pick(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const m = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key);
    if (m) out[m[1]] = value;
  }
  return out;
}
