import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { Messages } from '@catalogo/contracts/core';
import type { Journey } from '../support/types';
import { expectPath, expectToast } from '../support/page-helpers';
import { createSeller, fetchMe, signInWithCookie } from '../support/sellers';

const statusBadge = (page: Page) => page.getByTestId('membership-status');

async function expectStatus(page: Page, label: string): Promise<void> {
  await page.getByRole('heading', { name: 'Plano Único' }).waitFor();
  await statusBadge(page).filter({ hasText: label }).waitFor();
  assert.equal((await statusBadge(page).textContent())?.trim(), label);
}

/** On the local checkout page (served by the API), pays and lands on /admin?subscription=success. */
async function payOnLocalCheckout(page: Page, apiUrl: string, webUrl: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(`${apiUrl}/stripe/local-checkout/`));
  const landed = page.waitForRequest(
    (r) => r.isNavigationRequest() && r.url() === `${webUrl}/admin?subscription=success`,
  );
  await page.getByRole('button', { name: 'Pagar' }).click();
  await landed;
  await expectPath(page, '/admin');
}

export const membershipJourneys: Journey[] = [
  {
    name: 'checkout: the plan; "Escolher Plano" → /signup signed out, /membership signed in',
    async run(ctx) {
      const { newPage, webUrl, snap, step } = ctx;
      const { context, page } = await newPage();

      step('/checkout signed out');
      await page.goto(`${webUrl}/checkout`);
      const plan = page.getByRole('region', { name: 'Plano Único' });
      await plan.waitFor();
      assert.match((await plan.textContent()) ?? '', /R\$\s99,00\/mês/);
      for (const feature of [
        'Pedidos ilimitados',
        'Até 50 produtos',
        'Configuração do esquema de pedidos no painel',
        'Link curto para compartilhar',
        'Visualização do número de pedidos solicitados',
      ]) {
        await plan.getByText(feature, { exact: true }).waitFor();
      }
      await snap(page, 'checkout', { fullPage: true });
      await page.getByRole('link', { name: 'Escolher Plano' }).click();
      await expectPath(page, '/signup');

      step('/checkout signed in (token cookie) → /membership');
      await signInWithCookie(context, webUrl, 'qualquer-token');
      await page.goto(`${webUrl}/checkout`);
      assert.equal(
        await page.getByRole('link', { name: 'Escolher Plano' }).getAttribute('href'),
        '/membership',
      );
    },
  },

  {
    name: 'membership: subscribe on the local checkout → Ativo → cancel → Cancelado; keep → /admin',
    async run(ctx) {
      const { newPage, webUrl, apiUrl, snap, step } = ctx;
      const { accessToken } = await createSeller(ctx, { prefix: 'assinante', confirmed: true });
      const { context, page } = await newPage();
      await signInWithCookie(context, webUrl, accessToken);
      const linkRequests: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url() === `${apiUrl}/stripe/subscription`) {
          linkRequests.push(r.url());
        }
      });

      step('/membership of a confirmed seller without a subscription: Inativo');
      await page.goto(`${webUrl}/membership`);
      await expectStatus(page, 'Inativo');
      const plan = page.getByRole('region', { name: 'Plano Único' });
      assert.match((await plan.textContent()) ?? '', /R\$\s99,00\/mês/);
      for (const feature of [
        'Catálogo digital personalizado',
        'Processamento com IA (15 por mês)',
        'Link curto personalizado',
        'Análise de acessos',
        'Atualizações gratuitas',
        'Até 10.000 acessos ao catálogo por mês',
      ]) {
        await plan.getByText(feature, { exact: true }).waitFor();
      }
      await snap(page, 'membership-inactive', { fullPage: true });

      step('"Assinar Agora" → local checkout → "Pagar" → /admin?subscription=success');
      await page.getByRole('button', { name: 'Assinar Agora' }).click();
      await payOnLocalCheckout(page, apiUrl, webUrl);
      assert.equal(linkRequests.length, 1, 'one payment link requested');
      await expectToast(page, Messages.subscriptionUpdated);
      assert.equal((await fetchMe(apiUrl, accessToken)).Subscription?.status, 'active');

      step('/membership: Ativo, no "Assinar Agora"');
      await page.goto(`${webUrl}/membership`);
      await expectStatus(page, 'Ativo');
      assert.equal(await page.getByRole('button', { name: 'Assinar Agora' }).count(), 0);
      await snap(page, 'membership-active', { fullPage: true });

      step('"Cancelar Assinatura" → dialog with the benefits lost → "Cancelar"');
      await page.getByRole('button', { name: 'Cancelar Assinatura' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
      await dialog.waitFor();
      assert.equal(
        await dialog
          .getByRole('list', { name: 'Benefícios perdidos' })
          .getByRole('listitem')
          .count(),
        6,
      );
      await snap(page, 'membership-cancel-dialog');
      await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
      await expectToast(page, Messages.cancelSubscriptionSucceeded);
      await dialog.waitFor({ state: 'hidden' });
      await expectStatus(page, 'Cancelado');
      await expectPath(page, '/membership');
      await snap(page, 'membership-canceled');
      assert.equal((await fetchMe(apiUrl, accessToken)).Subscription?.status, 'canceled');
      assert.equal(linkRequests.length, 1, 'the active subscription requested no link');

      step('subscribe again, then "Manter Assinatura" thanks and goes to /admin');
      await page.getByRole('button', { name: 'Assinar Agora' }).click();
      await payOnLocalCheckout(page, apiUrl, webUrl);
      await page.goto(`${webUrl}/membership`);
      await expectStatus(page, 'Ativo');
      await page.getByRole('button', { name: 'Cancelar Assinatura' }).click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Manter Assinatura' }).click();
      await expectToast(page, 'Obrigado por continuar conosco!');
      await expectPath(page, '/admin');
      assert.equal((await fetchMe(apiUrl, accessToken)).Subscription?.status, 'active');
    },
  },

  {
    name: 'membership: an unconfirmed seller gets the toast and /admin',
    async run(ctx) {
      const { newPage, webUrl, apiUrl, snap, step } = ctx;
      const { accessToken } = await createSeller(ctx, {
        prefix: 'nao-confirmado',
        confirmed: false,
      });
      const { context, page } = await newPage();
      await signInWithCookie(context, webUrl, accessToken);
      const linkRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url() === `${apiUrl}/stripe/subscription`) linkRequests.push(r.url());
      });

      step('open /membership');
      await page.goto(`${webUrl}/membership`);
      await expectToast(page, Messages.verifyEmailToAccess);
      await expectPath(page, '/admin');
      assert.equal(await page.getByRole('button', { name: 'Assinar Agora' }).count(), 0);
      assert.equal(linkRequests.length, 0);
      await snap(page, 'membership-unconfirmed');
    },
  },
];
