import assert from 'node:assert/strict';
import { Messages } from '@catalogo/contracts/core';
import type { Journey } from '../support/types';
import { expectPath, expectToast, fieldError } from '../support/page-helpers';

const PASSWORD = 'senha-segura-123';

export const authJourneys: Journey[] = [
  {
    name: 'landing → sign-up → sign-in → admin shows the e-mail',
    async run({ newPage, webUrl, snap, uniqueEmail, step }) {
      const { context, page } = await newPage();
      const email = uniqueEmail('vendedor');

      step('landing page');
      await page.goto(`${webUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'Monte Seu Pedido' }).waitFor();
      assert.equal(
        await page.title(),
        'Monte Seu Pedido · Catálogo digital com pedidos pelo WhatsApp',
      );
      assert.equal(await page.locator('html').getAttribute('lang'), 'pt-BR');
      for (const text of [
        'Catálogo digital de produtos',
        'Recebimento de pedidos simplificado',
        'Compartilhamento fácil por link',
        'Análise de acessos ao catálogo',
        'Como funciona',
      ]) {
        assert.ok(
          await page.getByText(text, { exact: true }).first().isVisible(),
          `landing shows "${text}"`,
        );
      }
      assert.equal(
        await page.getByRole('link', { name: 'Comece Agora' }).getAttribute('href'),
        '/signup',
      );
      assert.equal(
        await page.getByRole('link', { name: 'Admin Login' }).getAttribute('href'),
        '/signin',
      );
      await snap(page, 'landing-top');
      await snap(page, 'landing', { fullPage: true });

      step('"Criar Conta Grátis" opens the sign-up form');
      await page.getByRole('link', { name: 'Criar Conta Grátis' }).click();
      await expectPath(page, '/signup');
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await page.getByText(Messages.invalidEmail).waitFor();
      assert.equal(await fieldError(page, 'E-mail'), 'Email inválido');
      assert.equal(await fieldError(page, 'Senha'), 'A senha deve ter pelo menos 8 caracteres');
      await snap(page, 'signup-errors');

      step('mismatched confirmation is shown on the confirmation field');
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirmar senha', { exact: true }).fill(`${PASSWORD}x`);
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await page.getByText(Messages.passwordsDoNotMatch).waitFor();
      assert.equal(await fieldError(page, 'Confirmar senha'), 'As senhas não coincidem');

      step('register');
      await page.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
      const phone = page.getByLabel('Telefone celular (opcional)', { exact: true });
      await phone.pressSequentially('11987654321');
      assert.equal(await phone.inputValue(), '(11) 98765-4321');
      const registerRequest = page.waitForRequest((r) => r.url().endsWith('/user/register'));
      await page.getByRole('button', { name: 'Criar conta' }).click();
      const sent = (await registerRequest).postDataJSON() as Record<string, unknown>;
      assert.deepEqual(sent, { email, password: PASSWORD, phone: '11987654321' });
      await expectPath(page, '/signin');
      await expectToast(page, Messages.registerSucceeded);
      await snap(page, 'signin-after-signup');

      step('sign in');
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Mostrar senha' }).click();
      assert.equal(await page.getByLabel('Senha', { exact: true }).getAttribute('type'), 'text');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expectPath(page, '/admin');
      const cookie = (await context.cookies()).find((c) => c.name === 'token');
      assert.ok(cookie, 'token cookie set');
      assert.equal(cookie.sameSite, 'Strict');
      assert.equal(cookie.secure, true);
      assert.equal(cookie.path, '/');

      step('admin shows the e-mail from GET /user/me');
      await page.getByText(email, { exact: true }).waitFor({ timeout: 10_000 });
      await page.getByRole('heading', { name: 'Painel' }).waitFor();
      await snap(page, 'admin');
    },
  },

  {
    name: 'wrong password shows the login failure',
    async run({ newPage, webUrl, step }) {
      const { page } = await newPage();
      step('sign in with an unknown account');
      await page.goto(`${webUrl}/signin`);
      await page.getByLabel('E-mail', { exact: true }).fill('ninguem@exemplo.com');
      await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expectToast(page, Messages.loginFailed);
      await expectPath(page, '/signin');
    },
  },

  {
    name: '/admin without the cookie → toast and /signin',
    async run({ newPage, webUrl, snap, step }) {
      const { page } = await newPage();
      step('open /admin');
      await page.goto(`${webUrl}/admin`);
      await expectToast(page, Messages.loginRequired);
      await expectPath(page, '/signin');
      await snap(page, 'protected-redirect');
    },
  },

  {
    name: 'an invalid token → 401 → cookie deleted, /signin?reason=session_expired',
    async run({ newPage, webUrl, step }) {
      const { context, page } = await newPage();
      await context.addCookies([
        { name: 'token', value: 'nao-e-um-jwt', url: webUrl, sameSite: 'Strict', secure: true },
      ]);
      step('open /admin with a bad token');
      await page.goto(`${webUrl}/admin`);
      await expectPath(page, '/signin', '?reason=session_expired', 15_000);
      await expectToast(page, Messages.sessionExpired);
      const cookie = (await context.cookies()).find((c) => c.name === 'token');
      assert.equal(cookie, undefined, 'token cookie deleted');
    },
  },

  {
    name: '/signin?reason=session_expired shows the toast',
    async run({ newPage, webUrl, snap, step }) {
      const { page } = await newPage();
      step('open /signin?reason=session_expired');
      await page.goto(`${webUrl}/signin?reason=session_expired`);
      await expectToast(page, Messages.sessionExpired);
      await snap(page, 'session-expired');
    },
  },

  {
    name: 'unknown path shows the 404 page',
    async run({ newPage, webUrl, snap, step }) {
      const { page } = await newPage();
      step('open /nao/existe');
      await page.goto(`${webUrl}/nao/existe`);
      await page.getByRole('heading', { name: 'Oops! Página não encontrada' }).waitFor();
      await snap(page, 'not-found');
      step('back to the home page');
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await expectPath(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Monte Seu Pedido' }).waitFor();
    },
  },
];
