import assert from 'node:assert/strict';
import { Messages } from '@catalogo/contracts/core';
import { HtmlValidate } from 'html-validate';
import type { ConsoleMessage, Page } from 'playwright-core';
import type { Journey } from '../support/types';
import { createStore } from './public-catalog';

/** A long name beside a wide price: on a 390 px phone it wraps over several lines. */
const LONG_NAME = 'Bolo Decorado de Aniversário Festa Chocolate Morango';

const MENU = [
  { name: 'X-Salada', price: 18, category: 'Lanches' },
  { name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
  { name: 'Pudim <caseiro>', price: 8, category: 'Sobremesas' },
  { name: LONG_NAME, price: 1250, category: 'Sobremesas' },
];

/** Content-Security-Policy violations the page reports (recorded from its first script on). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]);
}

/**
 * How the product name `name` is laid out: its computed wrapping styles, whether it overflows,
 * how many lines it takes, and the words drawn over more than one line box (broken mid-word).
 */
function nameLayout(page: Page, name: string) {
  return page.evaluate((text) => {
    const element = Array.from(document.querySelectorAll('[data-testid="product-name"]')).find(
      (e) => e.textContent === text,
    ) as HTMLElement;
    const node = element.firstChild as Text;
    const lineTops = new Set<number>();
    const brokenWords: string[] = [];
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
      if (new Set(rects.map((r) => Math.round(r.top))).size > 1) brokenWords.push(match[0]);
      for (const r of rects) lineTops.add(Math.round(r.top));
    }
    const style = getComputedStyle(element);
    return {
      wordBreak: style.wordBreak,
      hyphens: style.hyphens,
      lang: element.closest('[lang]')?.getAttribute('lang'),
      overflows: element.scrollWidth > element.clientWidth,
      lines: lineTops.size,
      brokenWords,
    };
  }, name);
}

/** Console errors and warnings of a page (React reports hydration mismatches there). */
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/** Browser GETs of the store's catalogue (the server's own request is not the browser's). */
function collectCatalogueRequests(page: Page, slug: string): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === `/public-catalog/${slug}`)
      requests.push(request.url());
  });
  return requests;
}

/** Opens the link and waits until React has hydrated (its first effect counts the visit). */
async function openAndHydrate(page: Page, url: string): Promise<void> {
  const access = page.waitForResponse(
    (r) => r.url().includes('/store/access/') && r.request().method() === 'PUT',
  );
  await page.goto(url);
  await access;
}

export const ssrJourneys: Journey[] = [
  {
    name: 'server-rendered store link: valid HTML under a CSP, readable without JavaScript, hydrates with no second request, warning or CSP block, names wrap between words, cart kept',
    async run({ browser, newPage, webUrl, apiUrl, uniqueEmail, step, snap }) {
      step('seller, store and items through the API');
      const slug = `ssr-${Date.now().toString(36)}`;
      await createStore(apiUrl, {
        email: uniqueEmail('ssr'),
        phone: '11987654321',
        name: 'Doces & "Salgados" da Bia',
        slug,
        items: MENU,
      });

      step('without JavaScript (a link preview robot): the header, items and prices are there');
      const robot = await browser.newContext({
        javaScriptEnabled: false,
        userAgent: 'WhatsApp/2.23.20.0 A',
      });
      try {
        const bare = await robot.newPage();
        const response = await bare.goto(`${webUrl}/${slug}`);
        assert.equal(response?.status(), 200);
        await bare.getByRole('heading', { level: 1, name: 'Doces & "Salgados" da Bia' }).waitFor();
        for (const item of MENU) await bare.getByText(item.name, { exact: true }).waitFor();
        await bare
          .getByText(/R\$\s18,00/)
          .first()
          .waitFor();
        assert.equal(
          await bare.locator('meta[property="og:title"]').getAttribute('content'),
          'Doces & "Salgados" da Bia',
        );
      } finally {
        await robot.close();
      }

      step('the server’s HTML: valid (html-validate standard), under a CSP, buttons enabled');
      const served = await fetch(`${webUrl}/${slug}`);
      const html = await served.text();
      assert.match(served.headers.get('content-security-policy') ?? '', /script-src 'self';/);
      const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(
        html,
      );
      assert.deepEqual(
        report.results.flatMap((r) =>
          r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`),
        ),
        [],
      );
      assert.doesNotMatch(html, /<(?:button|input)\b[^>]*\bdisabled\b/);

      step('with JavaScript: hydrates on the HTML, no catalogue request, no warning, no CSP block');
      const { page } = await newPage();
      const consoleMessages = collectConsole(page);
      const catalogueRequests = collectCatalogueRequests(page, slug);
      const cspViolations = await recordCspViolations(page);
      await openAndHydrate(page, `${webUrl}/${slug}`);
      assert.equal(await page.title(), 'Doces & "Salgados" da Bia · Catálogo');
      assert.deepEqual(catalogueRequests, [], 'the browser asked for the catalogue again');
      assert.deepEqual(consoleMessages, [], 'console errors or warnings during hydration');
      assert.deepEqual(await cspViolations(), [], 'Content-Security-Policy violations');

      step('390 px: a long name beside a wide price wraps between words, never inside one');
      assert.equal(page.viewportSize()?.width, 390);
      const layout = await nameLayout(page, LONG_NAME);
      assert.deepEqual(
        { ...layout, lines: layout.lines > 1 },
        {
          wordBreak: 'normal',
          hyphens: 'auto',
          lang: 'pt-BR',
          overflows: false,
          lines: true,
          brokenWords: [],
        },
      );

      step('the cart works on the hydrated page');
      await page.getByRole('button', { name: 'Adicionar X-Salada ao carrinho' }).click();
      await page.locator('[data-toast]').filter({ hasText: Messages.cartItemAdded }).waitFor();
      await page.getByRole('button', { name: 'Adicionar Pudim <caseiro> ao carrinho' }).click();
      await page.locator('[data-toast]').filter({ hasText: Messages.cartItemAdded }).waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="cart-total"]')?.textContent === 'R$ 26,00',
      );

      step('reload: the saved cart comes back after hydration, still without a warning');
      await openAndHydrate(page, `${webUrl}/${slug}`);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="cart-total"]')?.textContent === 'R$ 26,00',
      );
      assert.deepEqual(catalogueRequests, [], 'the browser asked for the catalogue again');
      assert.deepEqual(consoleMessages, [], 'console errors or warnings after the reload');
      assert.deepEqual(await cspViolations(), [], 'Content-Security-Policy violations');
      await snap(page, 'ssr-hydrated-cart');

      step('an unknown store is a 404 page');
      const missing = await page.goto(`${webUrl}/loja-que-nao-existe-${slug}`);
      assert.equal(missing?.status(), 404);
      await page.getByRole('heading', { name: 'Oops! Página não encontrada' }).waitFor();
    },
  },
];
