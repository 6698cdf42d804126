import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { PublicOrder } from '@catalogo/contracts/core';
import { apiCall } from '../support/api-call';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../support/browser';
import { fakeWhatsApp } from '../support/fake-sites';
import { signInWithCookie } from '../support/sellers';
import type { Journey, JourneyContext } from '../support/types';
import { createStore } from './public-catalog';

const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

type Viewport = typeof PHONE_VIEWPORT;

/** Marks the document, so a later check can tell that the page was never reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}

/**
 * One round of the online Pix (docs/API.md §8 "Pix online") with the customer's page at
 * `customerSize` and the seller's panel at `sellerSize`: the seller connects "Pix de teste" in
 * "Pedidos e entrega"; the customer orders with Pix and sees the QR code, the copy-and-paste code
 * and the countdown; the payment is confirmed at the provider (the test provider's "simular
 * pagamento", called from outside both pages); the status page and the seller's inbox both show it
 * paid without reloading; the seller cancels, is told the value goes back by Pix, and both pages
 * show the refund.
 */
async function pixRound(
  { newPage, webUrl, apiUrl, snap, uniqueEmail, step }: JourneyContext,
  customerSize: Viewport,
  sellerSize: Viewport,
  label: string,
): Promise<void> {
  const sizes = `customer ${customerSize.width}×${customerSize.height}, seller ${sellerSize.width}×${sellerSize.height}`;
  step(`[${sizes}] seller, store and items through the API`);
  const slug = uniqueSlug('pix');
  const token = await createStore(apiUrl, {
    email: uniqueEmail('pix'),
    phone: '11987654321',
    name: 'Açaí da Bia',
    slug,
    items: [{ name: 'Açaí 500 ml', price: 18.5, category: 'Açaí' }],
  });

  step(`[${sizes}] the seller connects "Pix de teste" in Pedidos e entrega`);
  const seller = await newPage();
  const sp = seller.page;
  await sp.setViewportSize(sellerSize);
  await signInWithCookie(seller.context, webUrl, token);
  await sp.goto(`${webUrl}/admin/pedidos-e-entrega`);
  const card = sp.getByRole('region', { name: 'Pix automático' });
  await card.getByRole('button', { name: 'Usar o Pix de teste (desenvolvimento)' }).click();
  await card.getByTestId('pix-provider-connected').waitFor();
  assert.match(
    (await card.getByTestId('pix-provider-connected').textContent()) ?? '',
    /Conectado: Pix de teste · Teste/,
  );

  step(`[${sizes}] the seller opens Pedidos, live`);
  await sp.goto(`${webUrl}/admin/pedidos`);
  await sp.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
  await sp.getByText('Ao vivo', { exact: false }).waitFor();
  await markDocument(sp);

  step(`[${sizes}] the customer orders 2 Açaí for pickup, paying by Pix`);
  const customer = await newPage();
  await fakeWhatsApp(customer.context);
  const page = customer.page;
  await page.setViewportSize(customerSize);
  await page.goto(`${webUrl}/${slug}`);
  await page.getByRole('heading', { level: 1, name: 'Açaí da Bia' }).waitFor();
  await page.getByRole('button', { name: 'Adicionar Açaí 500 ml ao carrinho' }).click();
  await page.getByRole('button', { name: 'Adicionar Açaí 500 ml ao carrinho' }).click();
  await page.getByLabel('Seu nome', { exact: true }).fill('Joana Lima');
  await page.getByRole('radio', { name: 'Retirada no local' }).check();
  await page.getByRole('radio', { name: 'Pix' }).check();
  const created = page.waitForResponse(
    (r) => r.url().endsWith(`/public-catalog/${slug}/orders`) && r.request().method() === 'POST',
  );
  const [popup] = await Promise.all([
    customer.context.waitForEvent('page'),
    page.getByRole('button', { name: 'Fazer pedido' }).click(),
  ]);
  const answer = await created;
  assert.equal(answer.status(), 201);
  const order = (await answer.json()) as PublicOrder & { token: string };
  assert.equal(order.total, 37);
  assert.equal(order.pix?.mode, 'online', 'a connected provider makes the Pix online');
  await popup.close();

  step(`[${sizes}] the status page: QR code, copia e cola and the countdown`);
  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await page.getByRole('heading', { name: `Pedido nº ${order.number}` }).waitFor();
  await page.getByRole('heading', { name: 'Pague com Pix' }).waitFor();
  await page
    .getByRole('img', { name: /QR code/i })
    .first()
    .waitFor();
  const brCode = await page.getByLabel('Código Pix copia e cola').inputValue();
  assert.match(brCode, /PIX-DE-TESTE/);
  const countdown = (await page.getByTestId('pix-countdown').textContent()) ?? '';
  assert.match(countdown, /^O código vale por mais (29:[0-5]\d|30:00)$/, countdown);
  await snap(page, `pix-online-pending-${label}`, { fullPage: true });
  await page.setViewportSize(customerSize); // snap leaves the phone size
  await markDocument(page);

  step(`[${sizes}] the seller's inbox shows the order awaiting payment`);
  const row = sp.getByTestId('orders-list').getByRole('button', { name: /Joana Lima/ });
  await row.waitFor();
  await row.getByTestId('payment-status').getByText('Aguardando pagamento').waitFor();

  step(`[${sizes}] the provider confirms the payment: both pages show it, no reload`);
  await apiCall(apiUrl, 'POST', `/public-catalog/${slug}/orders/${order.token}/pix/simulate`);
  await page.getByText('Pagamento confirmado').waitFor();
  await row.getByTestId('payment-status').getByText('Pago', { exact: true }).waitFor();
  assert.ok(await sameDocument(page), 'the status page was not reloaded');
  assert.ok(await sameDocument(sp), 'the inbox was not reloaded');
  assert.equal(await page.getByLabel('Código Pix copia e cola').count(), 0, 'the code is gone');
  await snap(page, `pix-online-paid-${label}`, { fullPage: true });
  await page.setViewportSize(customerSize);
  await snap(sp, `pix-online-inbox-paid-${label}`);
  await sp.setViewportSize(sellerSize);

  step(`[${sizes}] the seller cancels: told the value goes back by Pix; refunded`);
  await row.click();
  const sheet = sp.getByRole('dialog', { name: `Pedido nº ${order.number}` });
  await sheet.waitFor();
  await sheet.getByTestId('payment-status').getByText('Pago', { exact: true }).waitFor();
  await sheet.getByRole('button', { name: 'Cancelar pedido' }).click();
  const confirm = sp.getByRole('alertdialog', { name: `Cancelar o pedido nº ${order.number}?` });
  await confirm
    .getByText('O valor será devolvido ao cliente pelo Pix.', { exact: false })
    .waitFor();
  await confirm.getByRole('button', { name: 'Cancelar pedido' }).click();
  await sheet.getByTestId('payment-status').getByText('Reembolsado').waitFor();
  const refunded = await apiCall<PublicOrder>(
    apiUrl,
    'GET',
    `/public-catalog/${slug}/orders/${order.token}`,
  );
  assert.equal(refunded.status, 'canceled');
  assert.equal(refunded.paymentStatus, 'refunded');
  // The status page of a paid order refreshes at its usual pace (every 15 s).
  await page.getByText('Pix devolvido').waitFor({ timeout: 40_000 });
  assert.ok(await sameDocument(page), 'the status page was not reloaded');
  await snap(page, `pix-online-refunded-${label}`, { fullPage: true });
  await customer.context.close();
  await seller.context.close();
}

/** docs/API.md §8 "Pix online", end to end in the browser, at both sizes on both sides. */
export const pixOnlineJourneys: Journey[] = [
  {
    name: 'pix-online: the seller connects Pix de teste; a Pix order turns "Pago" on both pages by itself; cancel refunds it',
    async run(ctx) {
      await pixRound(ctx, PHONE_VIEWPORT, DESKTOP_VIEWPORT, 'phone');
      await pixRound(ctx, DESKTOP_VIEWPORT, PHONE_VIEWPORT, 'desktop');
    },
  },
];
