import assert from 'node:assert/strict';
import type { PublicOrder } from '@catalogo/contracts/core';
import { apiCall } from '../support/api-call';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { fakeWhatsApp } from '../support/fake-sites';
import { signInWithCookie } from '../support/sellers';
import type { Journey } from '../support/types';
import { createStore } from './public-catalog';

const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/**
 * docs/API.md §8 "Customers and coupons": a customer (390×844) orders, comes back, sees "Seu
 * último pedido" with their data prefilled, reorders in two taps ("Pedir de novo", "Fazer
 * pedido") with a coupon typed in the cart; the seller (1280×800) finds them in "Clientes" with
 * two orders and sees the coupon used once in "Cupons".
 */
export const customerJourneys: Journey[] = [
  {
    name: 'customers: a customer orders, comes back, reorders in two taps with a coupon; the seller sees them',
    async run({ newPage, webUrl, apiUrl, snap, uniqueEmail, step }) {
      step('seller, store, items and the coupon VOLTA10 (10 %, once per customer) through the API');
      const slug = uniqueSlug('volta');
      const token = await createStore(apiUrl, {
        email: uniqueEmail('volta'),
        phone: '11987654321',
        name: 'Salgaderia do Zé',
        slug,
        items: [
          { name: 'Coxinha', price: 7, category: 'Salgados' },
          { name: 'Suco de Laranja', price: 9, category: 'Bebidas' },
        ],
      });
      await apiCall(
        apiUrl,
        'POST',
        '/coupons',
        { code: 'VOLTA10', kind: 'percent', value: 10, maxUsesPerCustomer: 1 },
        token,
      );

      step('the customer orders 2 Coxinhas and 1 Suco for pickup (first visit)');
      const { context, page } = await newPage();
      await fakeWhatsApp(context);
      await page.goto(`${webUrl}/${slug}`);
      await page.getByRole('heading', { level: 1, name: 'Salgaderia do Zé' }).waitFor();
      assert.equal(await page.getByTestId('last-order').count(), 0, 'a first visit has no card');
      await page.getByRole('button', { name: 'Adicionar Coxinha ao carrinho' }).click();
      await page.getByRole('button', { name: 'Adicionar Coxinha ao carrinho' }).click();
      await page.getByRole('button', { name: 'Adicionar Suco de Laranja ao carrinho' }).click();
      await page.getByRole('heading', { name: 'Seu carrinho' }).scrollIntoViewIfNeeded();
      await page.getByLabel('Seu nome', { exact: true }).fill('Paula Reis');
      await page.getByLabel('Seu WhatsApp (opcional)').pressSequentially('21998765432');
      await page.getByRole('radio', { name: 'Retirada no local' }).check();
      const first = page.waitForResponse(
        (r) =>
          r.url().endsWith(`/public-catalog/${slug}/orders`) && r.request().method() === 'POST',
      );
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Fazer pedido' }).click(),
      ]);
      assert.equal((await first).status(), 201);
      await popup.close();
      await page.getByText('Pedido nº 1 registrado!').waitFor();

      step('the customer comes back: "Seu último pedido", data prefilled');
      await page.goto(`${webUrl}/${slug}`);
      const card = page.getByTestId('last-order');
      await card.getByRole('heading', { name: 'Seu último pedido' }).waitFor();
      assert.match((await card.textContent()) ?? '', /Olá, Paula!/);
      assert.match((await card.textContent()) ?? '', /2x Coxinha, 1x Suco de Laranja/);
      await snap(page, 'customers-last-order');

      step('tap 1: "Pedir de novo" fills the cart at today\'s prices');
      await card.getByRole('button', { name: 'Pedir de novo' }).click();
      await page.getByText('Pronto! Seu último pedido está no carrinho.').waitFor();
      const cart = page.getByRole('list', { name: 'Itens do carrinho' });
      await cart.getByText('Coxinha').waitFor();
      assert.equal(
        ((await page.getByTestId('cart-total').textContent()) ?? '').replace(/\s/g, ' '),
        'R$ 23,00',
      );
      assert.equal(await page.getByLabel('Seu nome', { exact: true }).inputValue(), 'Paula Reis');
      assert.ok(await page.getByRole('radio', { name: 'Retirada no local' }).isChecked());

      step('the coupon: VOLTA10 shows -R$ 2,30 before ordering');
      await page.getByLabel('Cupom de desconto').fill('volta10');
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await page.getByTestId('coupon-applied').waitFor();
      const money = async (id: string) =>
        ((await page.getByTestId(id).textContent()) ?? '').replace(/\s/g, ' ');
      assert.equal(await money('cart-discount'), '-R$ 2,30');
      assert.equal(await money('cart-total'), 'R$ 20,70');
      assert.match(
        await page.getByLabel('Texto do pedido').inputValue(),
        /Cupom VOLTA10: -R\$ 2,30/,
      );
      await snap(page, 'customers-coupon');

      step('tap 2: "Fazer pedido" — the order carries the coupon and its discount');
      const second = page.waitForResponse(
        (r) =>
          r.url().endsWith(`/public-catalog/${slug}/orders`) && r.request().method() === 'POST',
      );
      const [popup2] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Fazer pedido' }).click(),
      ]);
      const answer = await second;
      assert.equal(answer.status(), 201);
      assert.deepEqual(JSON.parse(answer.request().postData() ?? '{}').couponCode, 'VOLTA10');
      const order = (await answer.json()) as PublicOrder;
      assert.equal(order.couponCode, 'VOLTA10');
      assert.equal(order.discount, 2.3);
      assert.equal(order.total, 20.7);
      assert.match(decodeURIComponent(popup2.url()), /Cupom VOLTA10: -R\$ 2,30/);
      await popup2.close();
      await page.getByText('Pedido nº 2 registrado!').waitFor();

      step('the status page shows the coupon and links "Pedir de novo" back to the store');
      await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
      await page.getByRole('heading', { name: 'Pedido nº 2' }).waitFor();
      await page.getByText('Cupom VOLTA10').waitFor();
      await page.getByRole('link', { name: 'Pedir de novo' }).click();
      await page.getByText('Pronto! Seu último pedido está no carrinho.').waitFor();
      assert.equal(new URL(page.url()).search, '', 'the reorder parameter is dropped');

      step('the seller (1280×800) sees the customer with two orders in "Clientes"');
      const seller = await newPage();
      const sp = seller.page;
      await sp.setViewportSize(DESKTOP_VIEWPORT);
      await signInWithCookie(seller.context, webUrl, token);
      await sp.goto(`${webUrl}/admin`);
      await sp
        .getByRole('navigation', { name: 'Painel' })
        .getByRole('link', { name: 'Clientes' })
        .click();
      await sp.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
      const row = sp.getByTestId('customers-list').getByRole('button', { name: /Paula Reis/ });
      await row.waitFor();
      assert.equal(await row.getByTestId('customer-orders').textContent(), '2 pedidos');
      await row.click();
      const sheet = sp.getByRole('dialog', { name: 'Paula Reis' });
      await sheet.getByTestId('customer-orders-list').waitFor();
      assert.equal(
        await sheet.getByTestId('customer-orders-list').getByRole('listitem').count(),
        2,
      );
      assert.equal(
        await sheet.getByRole('link', { name: 'Conversar no WhatsApp' }).getAttribute('href'),
        'https://wa.me/5521998765432',
      );
      await snap(sp, 'customers-panel');
      await sp.setViewportSize(DESKTOP_VIEWPORT); // snap leaves the phone size
      await sp.keyboard.press('Escape');

      step('"Cupons" shows VOLTA10 used once, with that order\'s revenue');
      await sp.goto(`${webUrl}/admin`);
      await sp
        .getByRole('navigation', { name: 'Painel' })
        .getByRole('link', { name: 'Cupons' })
        .click();
      const coupon = sp.getByRole('region', { name: 'Cupom VOLTA10' });
      await coupon.waitFor();
      assert.equal(await coupon.getByTestId('coupon-uses').textContent(), '1');
      assert.equal(
        ((await coupon.getByTestId('coupon-revenue').textContent()) ?? '').replace(/\s/g, ' '),
        'R$ 20,70',
      );
      await snap(sp, 'coupons-panel');
    },
  },
];
