import assert from 'node:assert/strict';
import { Messages } from '@catalogo/contracts/core';
import type { CapturedMail } from '../support/mailbox';
import type { Journey, JourneyContext } from '../support/types';
import { expectPath, expectToast } from '../support/page-helpers';
import { SELLER_PASSWORD, createSeller, signInWithCookie } from '../support/sellers';

const NEW_PASSWORD = 'nova-senha-456';

/** The `${WEB_URL}/redefinir-senha?token=…` link of a password-reset e-mail. */
function resetLink(mail: CapturedMail): string {
  const source = mail.text || mail.html.replace(/&amp;/g, '&');
  const match = /https?:\/\/[^\s"'<>]+\/redefinir-senha\?token=[A-Za-z0-9%._~-]+/.exec(source);
  if (!match) throw new Error(`no reset link in the e-mail "${mail.subject}":\n${source}`);
  return match[0];
}

/** `GET /user/me` status with a bearer token (200 valid, 401 revoked). */
async function meStatus(apiUrl: string, accessToken: string): Promise<number> {
  const res = await fetch(`${apiUrl}/user/me`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return res.status;
}

async function signInThroughForm(
  ctx: Pick<JourneyContext, 'webUrl'>,
  page: Awaited<ReturnType<JourneyContext['newPage']>>['page'],
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${ctx.webUrl}/signin`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectPath(page, '/admin');
}

export const sessionJourneys: Journey[] = [
  {
    name: 'forgot password: sign-in link → e-mail → /redefinir-senha → sign in with the new password',
    async run(ctx) {
      const { newPage, webUrl, apiUrl, mailbox, snap, step } = ctx;
      // Confirmed, so the confirmation e-mail is already in and the reset one is the 2nd.
      const { email, accessToken } = await createSeller(ctx, {
        prefix: 'esqueci',
        confirmed: true,
      });
      const { page } = await newPage();

      step('"Esqueci minha senha" on the sign-in page asks the e-mail');
      await page.goto(`${webUrl}/signin`);
      await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
      await expectPath(page, '/esqueci-senha');
      await page.getByLabel('E-mail', { exact: true }).fill(email.toUpperCase());
      const forgotRequest = page.waitForRequest((r) => r.url().endsWith('/auth/forgot-password'));
      await page.getByRole('button', { name: 'Enviar link' }).click();
      assert.deepEqual((await forgotRequest).postDataJSON(), { email });
      await page.getByRole('status').filter({ hasText: Messages.forgotPasswordSent }).waitFor();
      await snap(page, 'forgot-password-sent');

      step('the e-mail links to /redefinir-senha on the web app');
      const mail = await mailbox.waitForMail(email, { count: 2 });
      assert.equal(mail.subject, 'Redefina sua senha no Catálogo');
      const link = resetLink(mail);
      assert.ok(link.startsWith(`${webUrl}/redefinir-senha?token=`), link);

      step('choose the new password');
      await page.goto(link);
      await page.getByRole('heading', { name: 'Redefinir senha' }).waitFor();
      await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirmar nova senha', { exact: true }).fill(NEW_PASSWORD);
      await snap(page, 'reset-password');
      await page.getByRole('button', { name: 'Redefinir senha' }).click();
      await expectToast(page, Messages.resetPasswordSucceeded);
      await expectPath(page, '/signin');

      step('the earlier session has ended; the old password fails, the new one works');
      assert.equal(await meStatus(apiUrl, accessToken), 401, 'old token revoked');
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(SELLER_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expectToast(page, Messages.loginFailed);
      await signInThroughForm(ctx, page, email, NEW_PASSWORD);
      await page.getByText(email, { exact: true }).waitFor({ timeout: 10_000 });

      step('the link is single-use');
      const { page: again } = await newPage();
      await again.goto(link);
      await again.getByLabel('Nova senha', { exact: true }).fill('terceira-senha-789');
      await again.getByLabel('Confirmar nova senha', { exact: true }).fill('terceira-senha-789');
      await again.getByRole('button', { name: 'Redefinir senha' }).click();
      await expectToast(again, Messages.resetPasswordFailed);
      await expectPath(again, '/redefinir-senha');
    },
  },

  {
    name: '"Sair de todos os dispositivos" ends the session on another device',
    async run(ctx) {
      const { newPage, webUrl, snap, step } = ctx;
      const { email } = await createSeller(ctx, { prefix: 'sair-todos', confirmed: false });
      const phone = await newPage();
      const laptop = await newPage();
      step('signed in on two devices');
      await signInThroughForm(ctx, phone.page, email, SELLER_PASSWORD);
      await signInThroughForm(ctx, laptop.page, email, SELLER_PASSWORD);

      step('the laptop signs out everywhere (after confirming)');
      await laptop.page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
      const dialog = laptop.page.getByRole('alertdialog');
      await dialog.waitFor();
      await snap(laptop.page, 'logout-all-confirm');
      await dialog.getByRole('button', { name: 'Sair de todos' }).click();
      await expectToast(laptop.page, Messages.logoutAllSucceeded);
      await expectPath(laptop.page, '/signin');
      assert.equal(
        (await laptop.context.cookies()).find((c) => c.name === 'token'),
        undefined,
        'laptop cookie deleted',
      );

      step('the phone, on its next request, is sent to sign in again');
      await phone.page.goto(`${webUrl}/admin`);
      await expectPath(phone.page, '/signin', '?reason=session_expired', 15_000);
      await expectToast(phone.page, Messages.sessionExpired);
    },
  },

  {
    name: '"Alterar senha" keeps this device signed in and ends the other sessions',
    async run(ctx) {
      const { newPage, webUrl, apiUrl, snap, step } = ctx;
      const { email, accessToken } = await createSeller(ctx, {
        prefix: 'alterar',
        confirmed: false,
      });
      const other = await newPage();
      await signInWithCookie(other.context, webUrl, accessToken);
      const { context, page } = await newPage();
      await signInThroughForm(ctx, page, email, SELLER_PASSWORD);

      step('a wrong current password is refused');
      await page.getByRole('button', { name: 'Alterar senha' }).click();
      const form = page.getByRole('form', { name: 'Alterar senha' });
      await form.getByLabel('Senha atual', { exact: true }).fill('nao-e-a-senha');
      await form.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirmar nova senha', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, Messages.changePasswordFailed);
      await page.getByText(Messages.currentPasswordWrong).waitFor();
      await snap(page, 'change-password-wrong');

      step('the right one changes it; this device stays signed in');
      await form.getByLabel('Senha atual', { exact: true }).fill(SELLER_PASSWORD);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, Messages.changePasswordSucceeded);
      await form.waitFor({ state: 'detached' });
      const cookie = (await context.cookies()).find((c) => c.name === 'token');
      assert.ok(cookie, 'token cookie kept');
      assert.notEqual(decodeURIComponent(cookie.value), accessToken);
      assert.equal(await meStatus(apiUrl, decodeURIComponent(cookie.value)), 200);
      await page.reload();
      await page.getByText(email, { exact: true }).waitFor({ timeout: 10_000 });
      await expectPath(page, '/admin');

      step('the other device is signed out');
      await other.page.goto(`${webUrl}/admin`);
      await expectPath(other.page, '/signin', '?reason=session_expired', 15_000);
    },
  },
];
