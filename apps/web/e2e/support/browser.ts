import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/**
 * Saves two screenshots of the page as it is now: `<name>.phone.png` (390×844) and
 * `<name>.desktop.png` (1280×800), then restores the phone viewport.
 */
export async function screenshotBoth(
  page: Page,
  dir: string,
  name: string,
  fullPage = false,
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(450); // let entry animations (toasts, dialogs) settle
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.screenshot({ path: join(dir, `${name}.phone.png`), fullPage });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(dir, `${name}.desktop.png`), fullPage });
  await page.setViewportSize(PHONE_VIEWPORT);
}
