import assert from 'node:assert/strict';
import { Messages, type DashboardInfo, type StoreSettings } from '@catalogo/contracts/core';
import type { Page } from 'playwright-core';
import type { Journey } from '../support/types';
import { expectPath } from '../support/page-helpers';
import { fakeViaCep, fakeWhatsApp } from '../support/fake-sites';

const PASSWORD = 'senha-segura-123';

interface Item {
  name: string;
  price: number;
  category: string;
}

/** A small lanchonete menu; names with "&", "+" and "#" exercise the WhatsApp link encoding. */
const MENU: Item[] = [
  { name: 'X-Salada', price: 18, category: 'Lanches' },
  { name: 'X-Bacon', price: 22.5, category: 'Lanches' },
  { name: 'Misto Quente', price: 9.9, category: 'Lanches' },
  { name: 'Pão de Queijo', price: 4.5, category: 'Lanches' },
  { name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
  { name: 'Suco de Maçã 500ml', price: 11, category: 'Bebidas' },
  { name: 'Água sem Gás', price: 3.5, category: 'Bebidas' },
  { name: 'Batata Frita & Cheddar', price: 24, category: 'Porções' },
  { name: 'Combo #1 (X-Salada + Coca)', price: 22, category: 'Porções' },
  { name: 'Açaí 300ml + granola', price: 15, category: 'Sobremesas' },
  { name: 'Pudim', price: 8, category: 'Sobremesas' },
];

async function call<T>(
  apiUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    // Registration is rate limited per IP (5/min): other journeys of the run may have used it.
    if (response.status === 429 && attempt < 3) {
      const wait = Number(response.headers.get('retry-after') ?? '10');
      await new Promise((r) => setTimeout(r, Math.min(Math.max(wait, 1), 65) * 1000));
      continue;
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

/** A seller with a store through the API: returns the token. */
export async function createStore(
  apiUrl: string,
  seller: { email: string; phone?: string; name?: string; slug: string; items: Item[] },
): Promise<string> {
  await call(apiUrl, 'POST', '/user/register', {
    body: {
      email: seller.email,
      password: PASSWORD,
      ...(seller.phone ? { phone: seller.phone } : {}),
    },
  });
  const { accessToken } = await call<{ accessToken: string }>(apiUrl, 'POST', '/auth/login', {
    body: { email: seller.email, password: PASSWORD },
  });
  if (seller.name)
    await call(apiUrl, 'POST', '/store/info', { body: { name: seller.name }, token: accessToken });
  await call(apiUrl, 'POST', '/short-link', { body: { slug: seller.slug }, token: accessToken });
  if (seller.items.length > 0)
    await call(apiUrl, 'POST', '/catalog/save', { body: seller.items, token: accessToken });
  // a new store delivers and takes cash and card only; these journeys' customers also
  // pick up and pay by Pix (the cart's default).
  const settings = await call<StoreSettings>(apiUrl, 'GET', '/store/settings', {
    token: accessToken,
  });
  await call(apiUrl, 'PUT', '/store/settings', {
    body: {
      ...settings,
      pickup: { enabled: true, address: 'Rua das Flores, 10 - Centro' },
      payment: {
        ...settings.payment,
        pix: {
          enabled: true,
          keyType: 'random',
          key: '123e4567-e12b-12d1-a456-426655440000',
          merchantName: 'Loja do Teste',
          merchantCity: 'Sao Paulo',
        },
      },
    },
    token: accessToken,
  });
  return accessToken;
}

const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Waits for one of the page's own toasts (the light app's outlet, not sonner). */
async function expectNotice(page: Page, text: string): Promise<void> {
  await page.locator('[data-toast]').filter({ hasText: text }).first().waitFor();
}

const productNames = (page: Page) =>
  page
    .locator('section[aria-labelledby="produtos-titulo"] li [data-testid="product-name"]')
    .allTextContents();

/**
 * Waits until the server-rendered `/{slug}` shows `text`: the web server keeps a rendered page
 * for the public catalogue cache's TTL (PUBLIC_CATALOG_CACHE_TTL_MS, 2 s), so a
 * seller's change reaches the page within that time, as it reaches the API's other instances.
 */
export async function waitForRenderedPage(webUrl: string, slug: string, text: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const html = await (await fetch(`${webUrl}/${slug}`)).text();
    if (html.includes(text)) return;
    if (Date.now() > until) throw new Error(`/${slug} does not show "${text}" after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Opens the store link and waits for the catalogue, returning after the access PUT answered. */
async function openStore(page: Page, url: string, title: string): Promise<void> {
  const access = page.waitForResponse(
    (r) => r.url().includes('/store/access/') && r.request().method() === 'PUT',
  );
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  assert.equal((await access).status(), 200);
}

export const publicCatalogJourneys: Journey[] = [
  {
    name: 'public catalogue: search, filter, cart, CEP, copy, saved WhatsApp order, clear (phone)',
    async run({ newPage, webUrl, apiUrl, snap, uniqueEmail, step }) {
      step('seller, store and items through the API');
      const slug = uniqueSlug('lanchonete');
      const token = await createStore(apiUrl, {
        email: uniqueEmail('loja'),
        phone: '11987654321',
        name: 'Lanchonete da Ana',
        slug,
        items: MENU,
      });

      const { context, page } = await newPage();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webUrl });
      const viacepCalls = await fakeViaCep(context, {
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
      });
      await fakeWhatsApp(context);

      step('open the link: store name, categories, every product');
      const jsRequests: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') jsRequests.push(r.url());
      });
      await openStore(page, `${webUrl}/${slug}`, 'Lanchonete da Ana');
      assert.equal(await page.title(), 'Lanchonete da Ana · Catálogo');
      const filters = page.getByRole('group', { name: 'Filtrar por categoria' });
      assert.deepEqual(await filters.getByRole('button').allTextContents(), [
        'Todos',
        'Bebidas',
        'Lanches',
        'Porções',
        'Sobremesas',
      ]);
      assert.equal((await productNames(page)).length, MENU.length);
      assert.ok(
        !jsRequests.some((url) => /\/(app|AdminPage|LandingPage)-/.test(url)),
        `the public link loads none of the full app: ${jsRequests.join(', ')}`,
      );
      await snap(page, 'catalog-top');

      step('search is case- and accent-insensitive');
      const search = page.getByRole('searchbox', { name: 'Buscar produtos' });
      await search.fill('MACA');
      assert.deepEqual(await productNames(page), ['Suco de Maçã 500ml']);
      await search.fill('pizza');
      await page.getByText('Nenhum produto encontrado.').waitFor();
      await snap(page, 'catalog-search-empty');
      await search.fill('');

      step('filter by category');
      await filters.getByRole('button', { name: 'Bebidas' }).click();
      assert.equal(
        await filters.getByRole('button', { name: 'Bebidas' }).getAttribute('aria-pressed'),
        'true',
      );
      assert.equal(
        await filters.getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed'),
        'false',
      );
      assert.deepEqual((await productNames(page)).sort(), [
        'Coca-Cola Lata',
        'Suco de Maçã 500ml',
        'Água sem Gás',
      ]);
      await filters.getByRole('button', { name: 'Todos' }).click();

      step('add, re-add (quantity 2), reduce');
      const add = (name: string) =>
        page.getByRole('button', { name: `Adicionar ${name} ao carrinho` }).click();
      await add('X-Salada');
      await expectNotice(page, Messages.cartItemAdded);
      await add('X-Salada');
      await expectNotice(page, Messages.cartQuantityIncreased);
      await add('X-Salada');
      await add('Combo #1 (X-Salada + Coca)');
      await add('Batata Frita & Cheddar');
      await page.getByRole('button', { name: 'Diminuir quantidade de X-Salada' }).click();
      await expectNotice(page, Messages.cartQuantityReduced);
      await add('Coca-Cola Lata');
      await page.getByRole('button', { name: 'Diminuir quantidade de Coca-Cola Lata' }).click();
      await expectNotice(page, Messages.cartItemRemoved);
      assert.equal(await page.getByTestId('cart-total').textContent(), 'R$ 82,00');
      await page.getByText('2 no carrinho').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, 'catalog-cart-bar');

      step('the sticky cart bar takes the customer to the cart');
      await page.getByRole('button', { name: /^Ver carrinho/ }).click();
      await page.getByRole('heading', { name: 'Seu carrinho' }).waitFor();

      step('address: CEP masked, looked up (intercepted), number focused');
      const toggle = page.getByRole('button', { name: /Endereço de entrega/ });
      assert.match((await toggle.textContent()) ?? '', /Endereço não preenchido/);
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      const cep = page.getByLabel('CEP', { exact: true });
      await cep.pressSequentially('01001000');
      assert.equal(await cep.inputValue(), '01001-000');
      await page
        .getByLabel('Logradouro', { exact: true })
        .and(page.locator('[value="Praça da Sé"]'))
        .waitFor();
      assert.deepEqual(viacepCalls, ['https://viacep.com.br/ws/01001000/json/']);
      assert.equal(await page.getByLabel('Bairro', { exact: true }).inputValue(), 'Sé');
      assert.equal(await page.getByLabel('Cidade', { exact: true }).inputValue(), 'São Paulo');
      assert.equal(await page.getByLabel('UF', { exact: true }).inputValue(), 'SP');
      const numero = page.getByLabel('Número', { exact: true });
      assert.ok(await numero.evaluate((el) => el === document.activeElement), 'número focused');
      await numero.pressSequentially('100');
      await page.getByLabel('Complemento', { exact: true }).fill('Apto 12');
      assert.match((await toggle.textContent()) ?? '', /Endereço preenchido/);

      step('order text');
      const orderBox = page.getByLabel('Texto do pedido', { exact: true });
      const expected = [
        '*Pedido - Lanchonete da Ana*',
        '',
        '2x X-Salada - R$ 36,00',
        '1x Combo #1 (X-Salada + Coca) - R$ 22,00',
        '1x Batata Frita & Cheddar - R$ 24,00',
        '',
        '*Total: R$ 82,00*',
        '',
        '*Endereço de entrega:*',
        'Praça da Sé, 100',
        'Apto 12',
        'Sé',
        'São Paulo/SP',
        'CEP: 01001-000',
      ].join('\n');
      const orderText = await orderBox.inputValue();
      assert.equal(orderText, expected);
      assert.equal(await orderBox.getAttribute('readonly'), '');
      await orderBox.scrollIntoViewIfNeeded();
      await snap(page, 'catalog-order');
      await snap(page, 'catalog-full', { fullPage: true });

      step('a click copies the order text');
      await orderBox.click();
      await expectNotice(page, Messages.copySucceeded);
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), orderText);

      step('the cart and address survive a reload (saved per store)');
      await openStore(page, `${webUrl}/${slug}`, 'Lanchonete da Ana');
      assert.equal(
        await page.getByLabel('Texto do pedido', { exact: true }).inputValue(),
        orderText,
      );

      step('"Fazer pedido" asks the name, saves the order, then opens wa.me with its number');
      await page.getByRole('button', { name: 'Fazer pedido' }).click();
      await page.getByText(Messages.invalidCustomerName, { exact: true }).first().waitFor();
      await page.getByLabel('Seu nome', { exact: true }).fill('Maria');
      const posted = page.waitForResponse(
        (r) =>
          r.url().includes(`/public-catalog/${slug}/orders`) && r.request().method() === 'POST',
      );
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Fazer pedido' }).click(),
      ]);
      const answer = await posted;
      assert.equal(answer.status(), 201);
      assert.ok(answer.request().headers()['idempotency-key'], 'Idempotency-Key sent');
      await popup.waitForLoadState();
      const opened = popup.url();
      assert.ok(opened.startsWith('https://wa.me/5511987654321?text='), `WhatsApp link: ${opened}`);
      const sent = new URL(opened).searchParams.get('text') ?? '';
      assert.ok(sent.startsWith('Pedido nº 1 - Lanchonete da Ana\n'), sent);
      assert.ok(sent.includes('2x X-Salada - R$ 36,00\n'), sent);
      assert.ok(sent.includes('*Total: R$ 82,00*'), sent);
      assert.ok(sent.includes('Praça da Sé, 100\nApto 12\nSé\nSão Paulo/SP\nCEP: 01001-000'), sent);
      assert.match(sent, new RegExp(`Acompanhe o pedido: \\S+/${slug}/pedido/\\S+$`));
      await popup.close();
      await page.getByText('Pedido nº 1 registrado!').waitFor();
      await snap(page, 'catalog-order-placed');

      step('the cart is empty after the order; a new cart can be cleared');
      await page.getByText('Seu carrinho está vazio', { exact: false }).waitFor();
      await add('Pudim');
      await page.getByRole('button', { name: 'Limpar Carrinho' }).click();
      await expectNotice(page, Messages.cartCleared);
      await page.getByText('Seu carrinho está vazio', { exact: false }).waitFor();
      assert.equal(await page.getByLabel('Texto do pedido', { exact: true }).count(), 0);

      step('each view was counted once (dashboard-info)');
      const info = await call<DashboardInfo>(apiUrl, 'GET', '/stripe/dashboard-info', { token });
      assert.equal(info.accessCount, 2);
      assert.ok(info.lastAccessed, 'last access set');
    },
  },

  {
    name: 'public catalogue: empty store, then a store without phone still saves the order',
    async run({ newPage, webUrl, apiUrl, snap, uniqueEmail, step }) {
      step('seller without phone, name or items');
      const slug = uniqueSlug('doces');
      const token = await createStore(apiUrl, { email: uniqueEmail('semzap'), slug, items: [] });
      const first = await newPage();

      step('no product yet');
      await openStore(first.page, `${webUrl}/${slug}`, 'Catálogo de Produtos');
      await first.page.getByText('Nenhum produto cadastrado.').waitFor();
      assert.equal(await first.page.getByRole('searchbox').count(), 0);
      await snap(first.page, 'catalog-empty');

      step('with items: the order text can be copied');
      await call(apiUrl, 'POST', '/catalog/save', {
        body: [
          { name: 'Brigadeiro', price: 2.5, category: 'Doces' },
          { name: 'Bolo de Pote', price: 12, category: 'Doces' },
        ],
        token,
      });
      // A new visitor (the first one's browser may show its cached answer for a few seconds:
      // the API allows stale-while-revalidate), once the rendered page has the items.
      await waitForRenderedPage(webUrl, slug, 'Brigadeiro');
      const { page } = await newPage();
      await openStore(page, `${webUrl}/${slug}`, 'Catálogo de Produtos');
      await page.getByRole('button', { name: 'Adicionar Brigadeiro ao carrinho' }).click();
      await page.getByRole('button', { name: 'Adicionar Brigadeiro ao carrinho' }).click();
      assert.equal(
        await page.getByLabel('Texto do pedido', { exact: true }).inputValue(),
        '*Pedido - Catálogo de Produtos*\n\n2x Brigadeiro - R$ 5,00\n\n*Total: R$ 5,00*',
      );
      await page.getByRole('button', { name: 'Copiar pedido' }).scrollIntoViewIfNeeded();
      await snap(page, 'catalog-no-phone');

      step('without a phone the order is still saved: number and status link, no WhatsApp');
      await page.getByLabel('Seu nome', { exact: true }).fill('João');
      await page.getByRole('radio', { name: 'Retirada no local' }).check();
      // docs/PRODUCT.md §2: "Fazer pedido" only with a WhatsApp number; else "Enviar pedido".
      assert.equal(await page.getByRole('button', { name: 'Fazer pedido' }).count(), 0);
      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      await page.getByText('Pedido nº 1 registrado!').waitFor();
      assert.equal(await page.getByRole('link', { name: 'Enviar pedido no WhatsApp' }).count(), 0);
      await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
      await page.getByRole('heading', { name: 'Pedido nº 1' }).waitFor();
      assert.equal(await page.getByRole('link', { name: /WhatsApp/ }).count(), 0);
    },
  },

  {
    name: 'public catalogue: an unknown store link shows the 404 page',
    async run({ newPage, webUrl, snap, step }) {
      const { page } = await newPage();
      step('open an unknown slug');
      await page.goto(`${webUrl}/${uniqueSlug('nao-existe')}`);
      await page.getByRole('heading', { name: 'Oops! Página não encontrada' }).waitFor();
      await snap(page, 'catalog-not-found');
      step('back to the home page');
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await expectPath(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Monte Seu Pedido' }).waitFor();
    },
  },
];
