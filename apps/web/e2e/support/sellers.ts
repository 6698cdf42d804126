import assert from 'node:assert/strict';
import type { BrowserContext } from 'playwright-core';
import type { Me } from '@catalogo/contracts/core';
import { apiCall } from './api-call';
import { confirmationLink } from './mailbox';
import type { JourneyContext } from './types';

/** Password of the sellers created through the API. */
export const SELLER_PASSWORD = 'senha-segura-123';

/** The token of the confirmation e-mail the API sent to `email` (the `count`-th one). */
export async function confirmationToken(
  ctx: Pick<JourneyContext, 'mailbox' | 'webUrl'>,
  email: string,
  count = 1,
): Promise<{ link: string; token: string }> {
  const mail = await ctx.mailbox.waitForMail(email, { count });
  const link = confirmationLink(mail);
  assert.ok(
    link.startsWith(`${ctx.webUrl}/confirm-email?token=`),
    `the link points at the web app: ${link}`,
  );
  const token = new URL(link).searchParams.get('token');
  assert.ok(token, 'the link carries a token');
  return { link, token };
}

/**
 * A seller created through the API (faster than the forms, which the auth journeys cover):
 * registered, optionally confirmed through the e-mailed link, and signed in.
 */
export async function createSeller(
  ctx: Pick<JourneyContext, 'apiUrl' | 'mailbox' | 'webUrl' | 'uniqueEmail'>,
  { prefix = 'vendedor', confirmed }: { prefix?: string; confirmed: boolean },
): Promise<{ email: string; accessToken: string }> {
  const email = ctx.uniqueEmail(prefix);
  await apiCall(ctx.apiUrl, 'POST', '/user/register', { email, password: SELLER_PASSWORD });
  if (confirmed) {
    const { token } = await confirmationToken(ctx, email);
    await apiCall(ctx.apiUrl, 'POST', `/email/confirm/${encodeURIComponent(token)}`);
  }
  const { accessToken } = await apiCall<{ accessToken: string }>(
    ctx.apiUrl,
    'POST',
    '/auth/login',
    {
      email,
      password: SELLER_PASSWORD,
    },
  );
  return { email, accessToken };
}

/** `GET /user/me` as the seller. */
export function fetchMe(apiUrl: string, accessToken: string): Promise<Me> {
  return apiCall<Me>(apiUrl, 'GET', '/user/me', undefined, accessToken);
}

/** Signs the browser context in: the `token` cookie, as the sign-in page sets it. */
export async function signInWithCookie(
  context: BrowserContext,
  webUrl: string,
  accessToken: string,
): Promise<void> {
  await context.addCookies([
    { name: 'token', value: accessToken, url: webUrl, sameSite: 'Strict', secure: true },
  ]);
}
