import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { OrderLimits } from '@catalogo/contracts/core';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { signInWithCookie } from '../support/sellers';
import type { Journey } from '../support/types';
import { createStore } from './public-catalog';
import { fakeViaCep, fakeWhatsApp } from '../support/fake-sites';

const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Today in the seller's time zone, as the Desempenho table writes it ("24/11"). */
function todayLabel(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: OrderLimits.timeZone,
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}/${part('month')}`;
}

/** The cells of today's row in the page's table of daily numbers (for screen readers). */
async function todayRow(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Números por dia, últimos 7 dias' });
  await table.waitFor({ state: 'attached' });
  const row = table.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: todayLabel(), exact: true }),
  });
  return (await row.getByRole('cell').allTextContents()).map((t) => t.replace(/\s/g, ' '));
}

/**
 * a customer (390×844) visits a store, adds two items (one `cart_started` beacon),
 * opens the order form (one `checkout_opened`) and orders for delivery; the seller's Desempenho
 * page (1280×800) shows 1 visit, 1 cart, 1 order and the order's revenue for today.
 */
export const performanceJourneys: Journey[] = [
  {
    name: 'performance: visit, cart, order form and order show as 1/1/1 and revenue on Desempenho',
    async run({ newPage, webUrl, apiUrl, snap, uniqueEmail, step }) {
      step('seller, store and items through the API');
      const slug = uniqueSlug('desempenho');
      const token = await createStore(apiUrl, {
        email: uniqueEmail('desempenho'),
        phone: '11987654321',
        name: 'Açaí da Bia',
        slug,
        items: [
          { name: 'Açaí 500 ml', price: 22, category: 'Açaí' },
          { name: 'Água de coco', price: 8.5, category: 'Bebidas' },
        ],
      });

      step('the customer visits the store and adds two items: one cart_started beacon');
      const { context, page } = await newPage();
      await fakeViaCep(context, { logradouro: 'Praça da Sé', bairro: 'Sé' });
      await fakeWhatsApp(context);
      const beacons: string[] = [];
      page.on('request', (request) => {
        if (request.url() === `${apiUrl}/public-catalog/${slug}/events`)
          beacons.push(request.postData() ?? '');
      });
      const access = page.waitForResponse(
        (r) => r.url().includes('/store/access/') && r.request().method() === 'PUT',
      );
      await page.goto(`${webUrl}/${slug}`);
      await page.getByRole('heading', { level: 1, name: 'Açaí da Bia' }).waitFor();
      assert.equal((await access).status(), 200);
      const firstBeacon = page.waitForResponse((r) =>
        r.url().endsWith(`/public-catalog/${slug}/events`),
      );
      await page.getByRole('button', { name: 'Adicionar Açaí 500 ml ao carrinho' }).click();
      assert.equal((await firstBeacon).status(), 204);
      await page.getByRole('button', { name: 'Adicionar Água de coco ao carrinho' }).click();
      assert.deepEqual(beacons, ['{"type":"cart_started"}']);

      step('the customer opens the order form (address, name) and orders for delivery');
      await page.getByRole('heading', { name: 'Seu carrinho' }).scrollIntoViewIfNeeded();
      const toggle = page.getByRole('button', { name: /Endereço de entrega/ });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page.getByLabel('CEP', { exact: true }).pressSequentially('01001000');
      await page
        .getByLabel('Logradouro', { exact: true })
        .and(page.locator('[value="Praça da Sé"]'))
        .waitFor();
      await page.getByLabel('Número', { exact: true }).pressSequentially('100');
      await page.getByLabel('Seu nome', { exact: true }).fill('Carla');
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
      const order = (await answer.json()) as { total: number };
      await popup.close();
      await page.getByText('Pedido nº 1 registrado!').waitFor();
      assert.deepEqual(beacons, ['{"type":"cart_started"}', '{"type":"checkout_opened"}']);

      step('the seller opens Desempenho from the panel (1280×800)');
      const seller = await newPage();
      const sp = seller.page;
      await sp.setViewportSize(DESKTOP_VIEWPORT);
      await signInWithCookie(seller.context, webUrl, token);
      await sp.goto(`${webUrl}/admin`);
      await sp.getByRole('link', { name: 'Desempenho' }).click();
      await sp.getByRole('heading', { level: 1, name: 'Desempenho' }).waitFor();
      assert.equal(
        await sp.getByRole('button', { name: '7 dias' }).getAttribute('aria-pressed'),
        'true',
      );

      step('Desempenho shows 1 visit, 1 cart, 1 order and the revenue for today');
      // Counts are written in batches every second: reload until they are in.
      const revenue = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
        .format(order.total)
        .replace(/\s/g, ' ');
      const expected = ['1', '1', '1', '1', revenue];
      let cells: string[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        cells = await todayRow(sp);
        if (cells.join('|') === expected.join('|')) break;
        await sp.waitForTimeout(500);
        await sp.reload();
        await sp.getByRole('heading', { level: 1, name: 'Desempenho' }).waitFor();
      }
      assert.deepEqual(cells, expected);
      const figure = async (id: string) =>
        ((await sp.getByTestId(id).locator('dd').first().textContent()) ?? '').replace(/\s/g, ' ');
      assert.equal(await figure('figure-visits'), '1');
      assert.equal(await figure('figure-carts'), '1');
      assert.equal(await figure('figure-orders'), '1');
      assert.equal(await figure('figure-revenue'), revenue);
      const funnel = sp.getByRole('list', { name: 'Funil: visitas, carrinhos, pedidos' });
      assert.deepEqual(
        (await funnel.getByRole('listitem').allTextContents()).map((t) => t.replace(/\s/g, ' ')),
        ['Visitas1 (100 %)', 'Carrinhos1 (100 % das visitas)', 'Pedidos1 (100 % das visitas)'],
      );
      const top = sp.getByTestId('top-items');
      await top.getByRole('row').filter({ hasText: 'Açaí 500 ml' }).waitFor();
      await sp.getByRole('progressbar', { name: /^\d+ de 10\.000 acessos este mês$/ }).waitFor();
      await sp.getByTestId('daily-chart').locator('svg').first().waitFor();
      await snap(sp, 'performance-today', { fullPage: true });

      step('the 30-day period loads on the switch');
      await sp.getByRole('button', { name: '30 dias' }).click();
      await sp.getByRole('table', { name: 'Números por dia, últimos 30 dias' }).waitFor();
      assert.equal(await figure('figure-orders'), '1');
    },
  },
];
