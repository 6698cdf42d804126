import assert from 'node:assert/strict';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import type { PublicCatalogResponse, PublicOrder } from '@catalogo/contracts/core';
import { apiCall } from '../support/api-call';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { confirmationToken, createSeller, signInWithCookie } from '../support/sellers';
import type { Journey } from '../support/types';
import { createStore } from './public-catalog';

/** The WCAG 2.1 A/AA rule sets the app is held to (docs: axe-core tags). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Phone widths that must not scroll sideways (a small Android, an iPhone 12-15). */
const PHONES = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  summary: string;
}

/** Runs axe-core (injected once per document) on the page as it is now; returns its violations. */
async function axeViolations(page: Page): Promise<Violation[]> {
  const present = await page.evaluate(() => 'axe' in window);
  // page.evaluate runs through the DevTools protocol, so the pages' CSP does not apply to it.
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const runner = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await runner.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 160) ?? '',
    }));
  }, AXE_TAGS);
}

/** Width of the document against the viewport's (sideways scroll when larger). */
function documentWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

/**
 * What sticks out of the viewport, to name the culprit of a sideways scroll: the outermost
 * elements past the right edge (whose parent is not) and the leaves reaching furthest right.
 */
function overflowing(page: Page): Promise<string[]> {
  // A string: tsx would wrap named inner functions in a helper the page does not have.
  return page.evaluate(`(() => {
    const past = (el) => el !== null && el.getBoundingClientRect().right > window.innerWidth + 0.5;
    const describe = (el) =>
      el.tagName.toLowerCase() + '.' + String(el.getAttribute('class') ?? '').split(' ').slice(0, 4).join('.') +
      ' "' + (el.textContent ?? '').trim().slice(0, 30) + '" (right ' +
      Math.round(el.getBoundingClientRect().right) + ')';
    const all = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().width > 0 && past(el),
    );
    const outermost = all.filter((el) => !past(el.parentElement)).slice(0, 3);
    const leaves = all
      .filter((el) => el.childElementCount === 0)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3);
    return [...outermost.map((el) => 'outermost ' + describe(el)), ...leaves.map((el) => 'leaf ' + describe(el))];
  })()`);
}

interface Route {
  /** Shown in the failure list. */
  name: string;
  path: string;
  /** Resolves once the page shows its content (not a skeleton). */
  ready(page: Page): Promise<void>;
  /** Another state of the page (a sheet, a menu) to check after the page itself. */
  open?(page: Page, width: number): Promise<void>;
}

/**
 * Visits `route` at 360, 390 and 1280 px: no sideways scroll on phones (the document is exactly
 * as wide as the viewport) and no axe violation at any width; problems are appended to
 * `problems` (so one run lists them all).
 */
async function audit(page: Page, webUrl: string, route: Route, problems: string[]): Promise<void> {
  const seen = new Set<string>();
  for (const viewport of [...PHONES, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await page.goto(`${webUrl}${route.path}`);
    await route.ready(page);
    await page.waitForTimeout(250); // entry animations (opacity) settle before colour checks
    const states: Array<[string, () => Promise<void>]> = [['page', async () => undefined]];
    if (route.open) states.push(['open', () => route.open!(page, viewport.width)]);
    for (const [state, enter] of states) {
      await enter();
      if (state !== 'page') await page.waitForTimeout(300);
      const where = `${route.name}${state === 'page' ? '' : ' (open)'} @${viewport.width}px`;
      if (viewport.width < DESKTOP_VIEWPORT.width) {
        const { scrollWidth, innerWidth } = await documentWidth(page);
        if (scrollWidth !== innerWidth)
          problems.push(
            `${where}: scrolls sideways, document ${scrollWidth} px on a ${innerWidth} px screen; ` +
              `past the edge: ${(await overflowing(page)).join(', ')}`,
          );
      }
      for (const v of await axeViolations(page)) {
        const key = `${route.name}|${state}|${v.id}|${v.targets.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(
          `${where}: axe ${v.id} (${v.impact}) ${v.help}: ${v.targets.length} node(s) ` +
            `${v.targets.slice(0, 6).join(' | ')}${v.targets.length > 6 ? ' …' : ''} — ${v.summary}`,
        );
      }
    }
  }
}

const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Waits for a sonner toast (entry animation included). */
const toastShown = (page: Page) => page.locator('[data-sonner-toast]').first().waitFor();

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor();

/**
 * Review round 3: every route, public and panel, meets WCAG 2.1 AA as axe-core checks it (0
 * violations, at 360, 390 and 1280 px, with the cart, the item sheet, the order sheet and the
 * panel's phone menu open) and none scrolls sideways on a 360 or 390 px phone. The panel's
 * header becomes a menu button on phones.
 */
export const accessibilityJourneys: Journey[] = [
  {
    name: 'accessibility: every route has 0 axe WCAG 2.1 AA violations and no sideways scroll at 360/390 px',
    async run(ctx) {
      const { newPage, webUrl, apiUrl, uniqueEmail, step } = ctx;

      step('a seller with a store, items and one Pix pickup order (API)');
      const slug = uniqueSlug('acessivel');
      const token = await createStore(apiUrl, {
        email: uniqueEmail('acessivel'),
        phone: '11987654321',
        name: 'Empório Acessível',
        slug,
        items: [
          { name: 'Pão de Mel', price: 7.5, category: 'Doces' },
          { name: 'Bolo de Cenoura', price: 32, category: 'Doces' },
          { name: 'Café Coado 300ml', price: 6, category: 'Bebidas' },
        ],
      });
      const catalog = await apiCall<PublicCatalogResponse>(
        apiUrl,
        'GET',
        `/public-catalog/${slug}`,
      );
      const order = await apiCall<PublicOrder>(apiUrl, 'POST', `/public-catalog/${slug}/orders`, {
        items: [{ id: catalog.products[0]!.id, quantity: 2 }],
        fulfilment: 'pickup',
        customer: { name: 'Ana Lima', phone: '21998765432' },
        payment: { method: 'pix' },
      });
      // docs/API.md §8: a coupon for /admin/cupons (Ana Lima is /admin/clientes' customer).
      await apiCall(
        apiUrl,
        'POST',
        '/coupons',
        { code: 'VOLTA10', kind: 'percent', value: 10, maxUsesPerCustomer: 1 },
        token,
      );
      const unconfirmed = ctx.uniqueEmail('confirmar');
      await apiCall(apiUrl, 'POST', '/user/register', {
        email: unconfirmed,
        password: 'senha-segura-123',
      });
      const { token: confirmToken } = await confirmationToken(ctx, unconfirmed);
      const member = await createSeller(ctx, { prefix: 'assinante', confirmed: true });

      const problems: string[] = [];
      const visitor = await newPage();
      const publicRoutes: Route[] = [
        { name: 'landing', path: '/', ready: heading(/./) },
        { name: 'signup', path: '/signup', ready: heading('Criar sua conta') },
        { name: 'signin', path: '/signin', ready: heading('Entrar no painel') },
        {
          name: 'signin (session expired toast)',
          path: '/signin?reason=session_expired',
          ready: toastShown,
        },
        { name: 'forgot password', path: '/esqueci-senha', ready: heading('Esqueci minha senha') },
        {
          name: 'reset password',
          path: '/redefinir-senha?token=abc',
          ready: heading('Redefinir senha'),
        },
        { name: 'checkout (plan)', path: '/checkout', ready: heading(/./) },
        {
          name: 'confirm-email (bad link)',
          path: '/confirm-email?token=nao-existe',
          ready: toastShown,
        },
        { name: 'not found', path: '/nada/por/aqui', ready: heading(/Página não encontrada/) },
        {
          name: 'unknown store',
          path: '/loja-que-nao-existe-0',
          ready: heading(/Página não encontrada/),
        },
        {
          name: 'store page',
          path: `/${slug}`,
          ready: heading('Empório Acessível'),
          async open(page) {
            await page
              .getByRole('button', { name: 'Adicionar Bolo de Cenoura ao carrinho' })
              .click();
            const cart = page.getByRole('button', { name: /^Ver carrinho/ });
            if (await cart.isVisible()) {
              await cart.click();
              await page.getByRole('heading', { name: 'Seu carrinho' }).waitFor();
            }
          },
        },
        {
          name: 'order status',
          path: `/${slug}/pedido/${order.token}`,
          ready: (page) => page.getByRole('heading', { name: 'Pedido nº 1' }).waitFor(),
        },
      ];
      for (const route of publicRoutes) {
        step(`public: ${route.name}`);
        await audit(visitor.page, webUrl, route, problems);
      }

      step('confirm-email while the link is being checked (the API call held)');
      const waiting = await newPage();
      await waiting.page.route('**/email/confirm/**', () => undefined); // never answered
      await audit(
        waiting.page,
        webUrl,
        {
          name: 'confirm-email (checking)',
          path: '/confirm-email?token=qualquer',
          ready: heading('Confirmando seu e-mail...'),
        },
        problems,
      );

      step('confirm-email with a good link (a fresh page: it is used once)');
      const confirming = await newPage();
      await audit(
        confirming.page,
        webUrl,
        {
          name: 'confirm-email (good link)',
          path: `/confirm-email?token=${encodeURIComponent(confirmToken)}`,
          // Used once: the first visit lands on /signin, the next ones on / (link already used).
          ready: toastShown,
        },
        problems,
      );

      const seller = await newPage();
      await signInWithCookie(seller.context, webUrl, token);
      const panelRoutes: Route[] = [
        {
          name: 'panel',
          path: '/admin',
          ready: (page) =>
            page
              .getByRole('region', { name: 'Catálogo Existente' })
              .getByRole('cell', { name: 'Bolo de Cenoura', exact: true })
              .waitFor(),
          async open(page) {
            await page
              .getByRole('button', { name: 'Foto e detalhes de Bolo de Cenoura', exact: true })
              .click();
            await page.getByRole('dialog', { name: 'Detalhes de Bolo de Cenoura' }).waitFor();
          },
        },
        {
          name: 'orders',
          path: '/admin/pedidos',
          ready: (page) =>
            page.getByTestId('orders-list').getByRole('button', { name: /nº 1/ }).waitFor(),
          async open(page) {
            await page.getByTestId('orders-list').getByRole('button', { name: /nº 1/ }).click();
            await page.getByRole('dialog', { name: 'Pedido nº 1' }).waitFor();
          },
        },
        {
          name: 'ordering settings',
          path: '/admin/pedidos-e-entrega',
          ready: (page) => page.getByRole('button', { name: 'Salvar' }).waitFor(),
        },
        {
          name: 'performance',
          path: '/admin/desempenho',
          ready: (page) => page.getByTestId('figure-orders').waitFor(),
        },
        {
          name: 'customers',
          path: '/admin/clientes',
          ready: (page) =>
            page
              .getByTestId('customers-list')
              .getByRole('button', { name: /Ana Lima/ })
              .waitFor(),
          async open(page) {
            await page
              .getByTestId('customers-list')
              .getByRole('button', { name: /Ana Lima/ })
              .click();
            await page
              .getByRole('dialog', { name: 'Ana Lima' })
              .getByRole('button', { name: 'Excluir dados do cliente' })
              .waitFor();
          },
        },
        {
          name: 'coupons',
          path: '/admin/cupons',
          ready: (page) => page.getByRole('region', { name: 'Cupom VOLTA10' }).waitFor(),
          async open(page) {
            await page.getByRole('button', { name: 'Novo cupom' }).click();
            await page.getByRole('dialog', { name: 'Novo cupom' }).waitFor();
          },
        },
      ];
      for (const route of panelRoutes) {
        step(`panel: ${route.name}`);
        await audit(seller.page, webUrl, route, problems);
      }

      step('membership (a confirmed seller)');
      const subscriber = await newPage();
      await signInWithCookie(subscriber.context, webUrl, member.accessToken);
      await audit(
        subscriber.page,
        webUrl,
        {
          name: 'membership',
          path: '/membership',
          ready: (page) => page.getByRole('heading', { name: 'Plano Único' }).waitFor(),
        },
        problems,
      );

      assert.equal(problems.length, 0, `${problems.length} problem(s):\n${problems.join('\n')}`);

      step("the panel's phone menu: a labelled button opens the links, Escape closes it");
      const page = seller.page;
      await page.setViewportSize(PHONES[0]!);
      await page.goto(`${webUrl}/admin`);
      const menu = page.getByRole('button', { name: 'Menu do painel' });
      await menu.waitFor();
      assert.equal(await menu.getAttribute('aria-expanded'), 'false');
      await menu.click();
      assert.equal(await menu.getAttribute('aria-expanded'), 'true');
      const item = page.getByRole('menuitem', { name: 'Pedidos e entrega' });
      await item.waitFor();
      assert.ok(
        await page.evaluate(
          () => document.querySelector('[role="menu"]')?.contains(document.activeElement) ?? false,
        ),
        'focus moves into the menu',
      );
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], 'the open menu has no axe violation');
      await page.keyboard.press('Escape');
      await item.waitFor({ state: 'detached' });
      // Radix gives the focus back once the menu has unmounted (a task later): wait for it.
      await page
        .waitForFunction(
          () => document.activeElement?.getAttribute('aria-label') === 'Menu do painel',
        )
        .catch(() => undefined);
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'Menu do painel',
        'focus returns to the menu button',
      );
      await menu.click();
      await page.getByRole('menuitem', { name: 'Desempenho' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/desempenho');
    },
  },
];
