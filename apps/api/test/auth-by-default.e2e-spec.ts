import type { OpenAPIObject } from '@nestjs/swagger';
import { Messages } from '@catalogo/contracts/core';
import { buildOpenApiDocument } from '../src/common/swagger';
import { createTestApp, type TestApp } from './support/app';

/**
 * Deny by default: `JwtAuthGuard` is global and only routes marked
 * `@Public()` are open. Every route of the OpenAPI document (the code that serves /docs) is
 * called without a token and with a forged one: each route not in `PUBLIC` must answer 401 with
 * the contract's message; each route in `PUBLIC` must not. A new route is therefore protected
 * unless someone adds it to `@Public()` AND to this list.
 */

/** Every public route, as `METHOD /openapi/{template}`. Adding one here is a conscious choice. */
const PUBLIC = [
  'GET /health',
  'GET /health/ready',
  'GET /health/live',
  'POST /user/register',
  'POST /auth/login',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'POST /email/confirm/{token}',
  'POST /email/resend-confirmation',
  'GET /public-catalog/{slug}',
  'GET /public-catalog/{slug}/og.png',
  'POST /public-catalog/{slug}/orders',
  'GET /public-catalog/{slug}/orders/{token}',
  'GET /public-catalog/{slug}/orders/{token}/reorder',
  'POST /public-catalog/{slug}/coupons/check',
  'POST /public-catalog/{slug}/events',
  'POST /public-catalog/{slug}/orders/{token}/pix',
  'POST /payments/webhooks/mercadopago/{storeId}',
  'GET /push/vapid-public-key',
  'PUT /store/access/{slug}',
  // Left out of the OpenAPI document on purpose (see UNDOCUMENTED).
  'POST /stripe/webhook',
  'GET /stripe/local-checkout/{token}',
  'POST /stripe/local-checkout/{token}/pay',
  'POST /stripe/local-checkout/{token}/cancel',
  'POST /public-catalog/{slug}/orders/{token}/pix/simulate',
].sort();

/** Routes the OpenAPI document leaves out on purpose (Stripe's webhook, the local checkout). */
const UNDOCUMENTED = [
  'POST /stripe/webhook',
  'GET /stripe/local-checkout/{token}',
  'POST /stripe/local-checkout/{token}/pay',
  'POST /stripe/local-checkout/{token}/cancel',
  // The Pix de teste's "simular pagamento" (development only).
  'POST /public-catalog/{slug}/orders/{token}/pix/simulate',
];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function routesOf(doc: OpenAPIObject): string[] {
  const routes: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) if (item[method]) routes.push(`${method.toUpperCase()} ${path}`);
  }
  return routes;
}

/** A concrete URL for an OpenAPI template: well-formed ids, so only the guard can refuse. */
function urlOf(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === 'slug' ? 'loja-inexistente' : '3f0b6a3e-6f1e-4a51-9a43-0a3f9a8e2b11',
  );
}

describe('Authentication by default (global JwtAuthGuard + @Public)', () => {
  let t: TestApp;
  let routes: string[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = [...routesOf(buildOpenApiDocument(t.app)), ...UNDOCUMENTED];
  });
  afterAll(() => t.close());

  const call = (route: string, token?: string) => {
    const [method, template] = route.split(' ') as [string, string];
    const req = t.http[method.toLowerCase() as 'get'](urlOf(template));
    if (token) void req.set('Authorization', `Bearer ${token}`);
    return method === 'GET' || method === 'DELETE' ? req : req.send({});
  };

  it('reads many routes, and every listed public route exists', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toEqual(expect.arrayContaining(PUBLIC));
  });

  it('answers 401 without a token (and with a forged one) on every non-public route', async () => {
    const protectedRoutes = routes.filter((r) => !PUBLIC.includes(r));
    expect(protectedRoutes).toEqual(
      expect.arrayContaining(['GET /user/me', 'POST /catalog/save', 'GET /orders/events']),
    );
    const notRefused: string[] = [];
    for (const route of protectedRoutes) {
      for (const token of [undefined, 'forged.not-a.jwt']) {
        const res = await call(route, token);
        if (
          res.status !== 401 ||
          (res.body as { message?: unknown }).message !== Messages.unauthorized
        )
          notRefused.push(`${route} (${token ? 'forged token' : 'no token'}) → ${res.status}`);
      }
    }
    expect(notRefused).toEqual([]);
  });

  it('lets every public route through without a token', async () => {
    const refused: string[] = [];
    for (const route of PUBLIC) {
      const res = await call(route);
      if (res.status === 401) refused.push(route);
    }
    expect(refused).toEqual([]);
  });
});
