import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: method, path and the form-encoded body as flat keys. */
export interface StripeRequest {
  method: string;
  path: string;
  /** e.g. `{'line_items[0][price]': 'price_test', 'metadata[userId]': '…'}`. */
  form: Record<string, string>;
  /** Query string parameters (list requests), flat as `form`. */
  query: Record<string, string>;
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
  /**
   * Puts (or replaces) a subscription in the fake's store: what `GET /v1/subscriptions/{id}` and
   * `GET /v1/subscriptions?customer=…` answer. Unknown ids answer 404 resource_missing.
   */
  setSubscription(subscription: FakeSubscription): void;
  /** The Checkout Sessions created so far (their `status` changes when expired). */
  sessions: FakeSession[];
  close(): Promise<void>;
}

/** A subscription held by the fake (period end in Unix seconds). */
export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  periodEnd?: number;
  metadata?: Record<string, string>;
}

/** A Checkout Session held by the fake. */
export interface FakeSession {
  id: string;
  customer: string | null;
  status: 'open' | 'expired' | 'complete';
  url: string;
  expires_at: number;
  created: number;
  success_url: string;
  metadata: Record<string, string>;
}

/**
 * Starts a fake Stripe API on a free port of 127.0.0.1 implementing just what the API uses:
 * `POST /v1/customers`, `POST|GET /v1/checkout/sessions`, `POST /v1/checkout/sessions/{id}/expire`,
 * `GET /v1/subscriptions/{id}`, `GET /v1/subscriptions?customer=…`, `DELETE /v1/subscriptions/{id}`
 * (and `POST /v1/subscriptions/{id}/cancel`). Every request is recorded.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  let counter = 0;
  let fail = false;
  const subscriptions = new Map<string, FakeSubscription>();
  const sessions: FakeSession[] = [];
  const subscriptionBody = (sub: FakeSubscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    metadata: sub.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_end: sub.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400,
        },
      ],
    },
  });
  const sessionBody = (session: FakeSession) => ({
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'unpaid',
    ...session,
  });
  const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const [path, search] = (req.url ?? '/').split('?');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const query = Object.fromEntries(new URLSearchParams(search ?? ''));
      const method = req.method ?? 'GET';
      requests.push({ method, path, form, query, headers: req.headers });
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
        const session: FakeSession = {
          id,
          customer: form.customer ?? null,
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          expires_at: now + 86_400,
          created: now,
          success_url: form.success_url,
          metadata: pick(form, 'metadata'),
        };
        sessions.push(session);
        return send(res, 200, {
          ...sessionBody(session),
          mode: form.mode,
          client_reference_id: form.client_reference_id ?? null,
          cancel_url: form.cancel_url,
        });
      }
      if (method === 'GET' && path === '/v1/checkout/sessions') {
        const found = sessions
          .filter((x) => !query.customer || x.customer === query.customer)
          .filter((x) => !query.status || x.status === query.status)
          .sort((a, b) => b.created - a.created);
        return send(res, 200, list(found.map(sessionBody), path));
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (expire && method === 'POST') {
        const session = sessions.find((x) => x.id === decodeURIComponent(expire[1]));
        if (!session) {
          return send(
            res,
            404,
            error('invalid_request_error', 'No such session', 'resource_missing'),
          );
        }
        if (session.status !== 'open') {
          return send(res, 400, error('invalid_request_error', 'Session is not open'));
        }
        session.status = 'expired';
        return send(res, 200, sessionBody(session));
      }
      if (method === 'GET' && path === '/v1/subscriptions') {
        const found = [...subscriptions.values()].filter(
          (x) =>
            (!query.customer || x.customer === query.customer) &&
            (query.status === 'all' || x.status !== 'canceled'),
        );
        return send(res, 200, list(found.map(subscriptionBody), path));
      }
      const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (one && method === 'GET') {
        const sub = subscriptions.get(decodeURIComponent(one[1]));
        if (!sub) {
          return send(
            res,
            404,
            error('invalid_request_error', 'No such subscription', 'resource_missing'),
          );
        }
        return send(res, 200, subscriptionBody(sub));
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
        const stored = subscriptions.get(id);
        if (stored) stored.status = 'canceled';
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
    setSubscription(subscription) {
      subscriptions.set(subscription.id, { ...subscription });
    },
    sessions,
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
