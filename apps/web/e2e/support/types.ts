import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Mailbox } from './mailbox';

export interface JourneyContext {
  browser: Browser;
  /** Base URL of the served web build, e.g. http://127.0.0.1:41234 (no trailing slash). */
  webUrl: string;
  /** Base URL of the running API. */
  apiUrl: string;
  /** Every e-mail the API sent (SMTP capture; unavailable with E2E_API_URL). */
  mailbox: Mailbox;
  /** A fresh browser context (no cookies) and page on a 390×844 phone viewport. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  /** Phone and desktop screenshots into e2e/screenshots/<name>.{phone,desktop}.png (names unique across journeys). */
  snap(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>;
  /** A unique e-mail address for this run. */
  uniqueEmail(prefix?: string): string;
  /** Logs a step (shown when the journey fails, or always with E2E_VERBOSE=1). */
  step(text: string): void;
}

export interface Journey {
  name: string;
  run(ctx: JourneyContext): Promise<void>;
}
