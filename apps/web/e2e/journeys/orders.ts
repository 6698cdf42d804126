import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { signInWithCookie } from '../support/sellers';
import type { Journey } from '../support/types';
import { createStore } from './public-catalog';
import { fakeWhatsApp } from '../support/fake-sites';

const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The step of the customer's timeline marked as the current one. */
const currentStep = (page: Page) =>
  page
    .getByRole('list', { name: 'Situação do pedido' })
    .locator('li[aria-current="step"] p')
    .first();

/**
 * a customer (390×844) orders for pickup and lands on WhatsApp with the numbered text;
 * the seller (1280×800) sees the order arrive without reloading, confirms it and marks it ready;
 * the customer's status page shows the new status by itself.
 */
export const orderJourneys: Journey[] = [
  {
    name: 'orders: customer orders for pickup, seller sees it live and moves it, status page follows',
    async run({ newPage, webUrl, apiUrl, snap, uniqueEmail, step }) {
      step('seller, store and items through the API');
      const slug = uniqueSlug('pedidos');
      const token = await createStore(apiUrl, {
        email: uniqueEmail('pedidos'),
        phone: '11987654321',
        name: 'Pizzaria do Zé',
        slug,
        items: [
          { name: 'Pizza Calabresa', price: 45, category: 'Pizzas' },
          { name: 'Guaraná 2L', price: 12.5, category: 'Bebidas' },
        ],
      });

      step('the seller opens Pedidos (1280×800): empty and live');
      const seller = await newPage();
      await seller.page.setViewportSize(DESKTOP_VIEWPORT);
      await signInWithCookie(seller.context, webUrl, token);
      await seller.page.goto(`${webUrl}/admin/pedidos`);
      await seller.page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
      await seller.page.getByText('Nenhum pedido ainda', { exact: false }).waitFor();
      await seller.page.getByText('Ao vivo', { exact: false }).waitFor();

      step('the customer fills the cart, name, phone and pickup (390×844)');
      const customer = await newPage();
      await fakeWhatsApp(customer.context);
      const page = customer.page;
      await page.goto(`${webUrl}/${slug}`);
      await page.getByRole('heading', { level: 1, name: 'Pizzaria do Zé' }).waitFor();
      await page.getByRole('button', { name: 'Adicionar Pizza Calabresa ao carrinho' }).click();
      await page.getByRole('button', { name: 'Adicionar Pizza Calabresa ao carrinho' }).click();
      await page.getByRole('button', { name: 'Adicionar Guaraná 2L ao carrinho' }).click();
      await page.getByLabel('Seu nome', { exact: true }).fill('Maria Souza');
      const phone = page.getByLabel('Seu WhatsApp (opcional)', { exact: true });
      await phone.pressSequentially('21998765432');
      assert.equal(await phone.inputValue(), '(21) 99876-5432');
      await page.getByRole('radio', { name: 'Retirada no local' }).check();
      await page.getByRole('radio', { name: 'Dinheiro' }).check();
      await page.getByLabel('Troco para quanto? (opcional)', { exact: true }).fill('150');
      await page.getByLabel('Observações (opcional)', { exact: true }).fill('Sem cebola');
      await snap(page, 'order-checkout');

      step('"Fazer pedido" lands on WhatsApp with the numbered text and the status link');
      const [popup] = await Promise.all([
        customer.context.waitForEvent('page'),
        page.getByRole('button', { name: 'Fazer pedido' }).click(),
      ]);
      await popup.waitForLoadState();
      const opened = popup.url();
      assert.ok(opened.startsWith('https://wa.me/5511987654321?text='), opened);
      const text = new URL(opened).searchParams.get('text') ?? '';
      assert.ok(text.startsWith('Pedido nº 1 - Pizzaria do Zé\n'), text);
      assert.ok(text.includes('2x Pizza Calabresa - R$ 90,00'), text);
      assert.ok(text.includes('*Total: R$ 102,50*'), text);
      assert.ok(text.includes('*Cliente:* Maria Souza - (21) 99876-5432'), text);
      assert.ok(text.includes('*Retirada no local*'), text);
      assert.ok(text.includes('*Pagamento:* Dinheiro (troco para R$ 150,00)'), text);
      const statusUrl = /Acompanhe o pedido: (\S+)$/.exec(text)?.[1];
      assert.ok(statusUrl?.startsWith(`${webUrl}/${slug}/pedido/`), `status link: ${statusUrl}`);
      await popup.close();
      await page.getByText('Pedido nº 1 registrado!').waitFor();

      step('the seller sees the order appear without reloading: toast, highlight, tab count');
      const sp = seller.page;
      await sp.locator('[data-sonner-toast]').filter({ hasText: 'Novo pedido nº 1' }).waitFor();
      const row = sp.getByTestId('orders-list').getByRole('button', { name: /nº 1/ });
      await row.waitFor();
      assert.equal(await row.getAttribute('data-new'), 'true');
      assert.match((await row.textContent()) ?? '', /Maria Souza/);
      assert.equal(await sp.title(), '(1) Pedidos · Monte Seu Pedido');
      await snap(sp, 'orders-new');
      await sp.setViewportSize(DESKTOP_VIEWPORT);

      step('the customer opens the status link: Recebido');
      await page.goto(statusUrl!);
      await page.getByRole('heading', { name: 'Pedido nº 1' }).waitFor();
      assert.equal(await currentStep(page).textContent(), 'Recebido (agora)');
      assert.ok(
        (
          await page
            .getByRole('link', { name: 'Falar com a loja no WhatsApp' })
            .getAttribute('href')
        )?.startsWith('https://wa.me/5511987654321?text='),
      );
      await snap(page, 'order-status-received', { fullPage: true });

      step('the seller opens it, confirms it and marks it ready for pickup');
      await row.click();
      const sheet = sp.getByRole('dialog', { name: 'Pedido nº 1' });
      await sheet.waitFor();
      assert.equal(await sp.title(), 'Pedidos · Monte Seu Pedido');
      await sheet.getByText('Sem cebola').waitFor();
      await sheet.getByRole('button', { name: 'Confirmar pedido' }).click();
      await sheet.getByRole('button', { name: 'Iniciar preparo' }).click();
      await sheet.getByRole('button', { name: 'Pronto para retirada' }).click();
      await sheet.getByRole('button', { name: 'Concluir pedido' }).waitFor();
      const notify = sheet.getByRole('link', { name: 'Avisar o cliente no WhatsApp' });
      assert.equal(
        new URL((await notify.getAttribute('href'))!).searchParams.get('text'),
        'Seu pedido nº 1 está pronto para retirada.',
      );
      assert.ok((await notify.getAttribute('href'))!.startsWith('https://wa.me/5521998765432?'));
      await snap(sp, 'orders-detail');

      step("the customer's page shows the new status by itself");
      await page
        .getByRole('list', { name: 'Situação do pedido' })
        .locator('li[aria-current="step"]')
        .filter({ hasText: 'Pronto para retirada' })
        .waitFor({ timeout: 25_000 });
      await snap(page, 'order-status-ready', { fullPage: true });
    },
  },
];
