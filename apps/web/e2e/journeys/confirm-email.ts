import assert from 'node:assert/strict';
import { Messages } from '@catalogo/contracts/core';
import type { Journey } from '../support/types';
import { expectPath, expectToast } from '../support/page-helpers';
import { SELLER_PASSWORD, confirmationToken, fetchMe } from '../support/sellers';

export const confirmEmailJourneys: Journey[] = [
  {
    name: 'confirm-email: sign-up → e-mailed link → toast and /signin → sign in, e-mail verified',
    async run(ctx) {
      const { newPage, webUrl, apiUrl, snap, uniqueEmail, step } = ctx;
      const { context, page } = await newPage();
      const email = uniqueEmail('confirma');

      step('register through the form');
      await page.goto(`${webUrl}/signup`);
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(SELLER_PASSWORD);
      await page.getByLabel('Confirmar senha', { exact: true }).fill(SELLER_PASSWORD);
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await expectPath(page, '/signin');

      step('the confirmation e-mail arrives (SMTP capture) with the web link');
      const { link, token } = await confirmationToken(ctx, email);

      step('open the link (no token cookie): the waiting state, then the toast and /signin');
      let releaseConfirm!: () => void;
      const confirmHeld = new Promise<void>((resolve) => (releaseConfirm = resolve));
      const confirmCalls: string[] = [];
      await page.route('**/email/confirm/**', async (route) => {
        confirmCalls.push(route.request().url());
        await confirmHeld;
        await route.continue();
      });
      await page.goto(link);
      await page.getByRole('heading', { name: 'Confirmando seu e-mail...' }).waitFor();
      await snap(page, 'confirm-email-pending');
      releaseConfirm();
      await expectToast(page, Messages.confirmEmailSucceeded);
      await expectPath(page, '/signin');
      assert.equal(confirmCalls.length, 1, 'POST /email/confirm/{token} made exactly once');
      assert.equal(confirmCalls[0], `${apiUrl}/email/confirm/${encodeURIComponent(token)}`);
      await snap(page, 'confirm-email-success');
      await page.unroute('**/email/confirm/**');

      step('sign in: /admin, and the e-mail is confirmed');
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(SELLER_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expectPath(page, '/admin');
      const cookie = (await context.cookies()).find((c) => c.name === 'token');
      assert.ok(cookie, 'token cookie set');
      const me = await fetchMe(apiUrl, decodeURIComponent(cookie.value));
      assert.equal(me.isEmailConfirmed, true, 'GET /user/me says the e-mail is confirmed');

      // The admin account card: "E-mail verificado" → "Sim".
      const verified = page.getByTestId('email-verified');
      await verified.filter({ hasText: 'Sim' }).waitFor();
      assert.equal((await verified.textContent())?.trim(), 'Sim');
      await snap(page, 'confirm-email-admin-verified');

      step('the link is single-use: opening it again fails');
      await page.goto(link);
      await expectToast(page, Messages.confirmEmailFailed);
      await expectPath(page, '/');
    },
  },

  {
    name: 'confirm-email: no token → toast and /; bad token → toast and /',
    async run({ newPage, webUrl, snap, step }) {
      const { page } = await newPage();
      const confirmCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/email/confirm/')) confirmCalls.push(r.url());
      });

      step('/confirm-email without a token');
      await page.goto(`${webUrl}/confirm-email`);
      await expectToast(page, Messages.invalidConfirmationToken);
      await expectPath(page, '/');
      assert.equal(confirmCalls.length, 0, 'no confirmation call without a token');
      await page.getByRole('heading', { level: 1, name: 'Monte Seu Pedido' }).waitFor();
      await snap(page, 'confirm-email-missing-token');

      step('/confirm-email with an unknown token');
      const { page: page2 } = await newPage();
      page2.on('request', (r) => {
        if (r.url().includes('/email/confirm/')) confirmCalls.push(r.url());
      });
      await page2.goto(`${webUrl}/confirm-email?token=token-que-nao-existe`);
      await expectToast(page2, Messages.confirmEmailFailed);
      await expectPath(page2, '/');
      assert.equal(confirmCalls.length, 1, 'one confirmation call for the bad token');
      await snap(page2, 'confirm-email-failed');
    },
  },
];
