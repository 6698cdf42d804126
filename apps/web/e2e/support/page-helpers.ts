import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.first().waitFor({ state: 'visible', timeout });
}

/** Waits until the page's pathname (and search, if given) is the expected one. */
export async function expectPath(
  page: Page,
  pathname: string,
  search?: string,
  timeout = 10_000,
): Promise<void> {
  await page.waitForURL(
    (url) => url.pathname === pathname && (search === undefined || url.search === search),
    { timeout },
  );
  const url = new URL(page.url());
  assert.equal(url.pathname, pathname);
}

/** The text under a form field, found through the control's aria-describedby error id. */
export async function fieldError(page: Page, label: string): Promise<string | null> {
  const describedBy = await page
    .getByLabel(label, { exact: true })
    .getAttribute('aria-describedby');
  const errorId = describedBy?.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return page.locator(`[id="${errorId}"]`).textContent();
}

/** Collects uncaught page errors, to fail a journey that threw in the browser. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
