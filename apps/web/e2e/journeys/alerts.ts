import assert from 'node:assert/strict';
import type { PublicCatalogResponse, PublicOrder } from '@catalogo/contracts/core';
import { extractText, getDocumentProxy } from 'unpdf';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { apiCall } from '../support/api-call';
import { signInWithCookie } from '../support/sellers';
import type { Journey } from '../support/types';
import { createStore } from './public-catalog';

const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Counts the chimes the page starts (each chime is two oscillator notes) and holds print(). */
const SPIES = `
  window.__notes = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) { window.__notes++; return start.apply(this, args); };
  window.__printed = [];
  window.print = () => {
    window.__printed.push(document.querySelector('.order-ticket-print')?.textContent ?? '');
  };
`;

/**
 * Seller alerts (docs/API.md §8): the panel's manifest and service worker are served and
 * registered on /admin only (never on a store's page); a new order placed through the API rings
 * (again after 5 s, until opened), shows "(1)" in the title; "Imprimir" prints the ticket, and
 * Chromium makes an 80 mm wide PDF of it whose text (read back with unpdf) is the ticket's.
 */
export const alertJourneys: Journey[] = [
  {
    name: 'alerts: installable panel on /admin only, a new order rings until opened, ticket prints at 80 mm',
    async run({ newPage, webUrl, apiUrl, uniqueEmail, step }) {
      step('a seller with a store (API)');
      const slug = uniqueSlug('avisos');
      const token = await createStore(apiUrl, {
        email: uniqueEmail('avisos'),
        phone: '11987654321',
        name: 'Lanchonete Avisos',
        slug,
        items: [{ name: 'Pão de Queijo Recheado', price: 12.5, category: 'Salgados' }],
      });

      step('the manifest and the icons are served');
      const manifest = (await (await fetch(`${webUrl}/manifest.webmanifest`)).json()) as {
        start_url: string;
        scope: string;
        display: string;
        icons: { sizes: string; purpose: string }[];
      };
      assert.equal(manifest.start_url, '/admin/pedidos');
      assert.equal(manifest.display, 'standalone');
      assert.ok(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable'));
      assert.equal((await fetch(`${webUrl}/pwa-512.png`)).status, 200);
      const sw = await fetch(`${webUrl}/admin-sw.js`);
      assert.equal(sw.status, 200);
      assert.match(sw.headers.get('content-type') ?? '', /javascript/);

      step("a store's page links no manifest and registers no service worker");
      const visitor = await newPage();
      await visitor.page.goto(`${webUrl}/${slug}`);
      await visitor.page.getByRole('heading', { level: 1, name: 'Lanchonete Avisos' }).waitFor();
      await visitor.page.waitForTimeout(500);
      assert.equal(await visitor.page.locator('link[rel="manifest"]').count(), 0);
      const visitorWorkers = await visitor.page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope),
      );
      assert.deepEqual(visitorWorkers, []);

      step('the panel links the manifest and its worker controls /admin/');
      const seller = await newPage();
      await seller.page.setViewportSize(DESKTOP_VIEWPORT);
      await seller.context.addInitScript(SPIES);
      await signInWithCookie(seller.context, webUrl, token);
      const page = seller.page;
      await page.goto(`${webUrl}/admin/pedidos`);
      await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
      await page.getByText('Ao vivo', { exact: false }).waitFor();
      assert.equal(
        await page.locator('link[rel="manifest"]').getAttribute('href'),
        '/manifest.webmanifest',
      );
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      assert.equal(scope, `${webUrl}/admin/`);
      const workers = await seller.context.serviceWorkers();
      assert.ok(workers.some((w) => w.url().endsWith('/admin-sw.js')));

      step('unlock the sound with a tap if the browser asks for one');
      const unlock = page.getByRole('button', { name: /Toque para ativar o som/ });
      if (await unlock.isVisible()) await unlock.click();
      else await page.getByRole('heading', { level: 1, name: 'Pedidos' }).click();
      const notesBefore = await page.evaluate(
        () => (window as unknown as { __notes: number }).__notes,
      );

      step('a customer orders through the API: the panel rings and counts it in the title');
      const catalog = await apiCall<PublicCatalogResponse>(
        apiUrl,
        'GET',
        `/public-catalog/${slug}`,
      );
      const order = await apiCall<PublicOrder>(apiUrl, 'POST', `/public-catalog/${slug}/orders`, {
        items: [{ id: catalog.products[0]!.id, quantity: 2 }],
        fulfilment: 'pickup',
        customer: { name: 'Maria José', phone: '21998765432' },
        payment: { method: 'cash', changeFor: 50 },
        notes: 'Sem cebola',
      });
      await page.getByRole('button', { name: new RegExp(`nº ${order.number}`) }).waitFor();
      await page.waitForFunction(() => document.title.startsWith('(1) Pedidos'));
      const notes = () => page.evaluate(() => (window as unknown as { __notes: number }).__notes);
      await page.waitForFunction(
        (before) => (window as unknown as { __notes: number }).__notes >= before + 2,
        notesBefore,
      );
      step('it rings again a few seconds later (tocar até aceitar)');
      await page.waitForFunction(
        (before) => (window as unknown as { __notes: number }).__notes >= before + 4,
        notesBefore,
        { timeout: 9_000 },
      );

      step('opening the order stops the sound and clears the count');
      await page.getByRole('button', { name: new RegExp(`nº ${order.number}`) }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('heading', { name: `Pedido nº ${order.number}` }).waitFor();
      await page.waitForFunction(() => document.title.startsWith('Pedidos'));
      const afterOpen = await notes();
      await page.waitForTimeout(6_000);
      assert.equal(await notes(), afterOpen, 'the alarm stopped once the order was opened');

      step('"Imprimir" prints the ticket; Chromium makes an 80 mm PDF of it');
      await sheet.getByRole('button', { name: /Imprimir/ }).click();
      await page.waitForFunction(
        () => (window as unknown as { __printed: string[] }).__printed.length === 1,
      );
      const printed = await page.evaluate(
        () => (window as unknown as { __printed: string[] }).__printed[0]!,
      );
      for (const expected of [
        'Lanchonete Avisos',
        `PEDIDO Nº ${order.number}`,
        'Cliente: Maria José',
        'RETIRADA',
        '2x Pão de Queijo Recheado',
        'Sem cebola',
        'Dinheiro',
        'Troco para R$',
      ])
        assert.ok(printed.includes(expected), `${expected} in ${printed}`);
      assert.ok(
        await page
          .locator('.order-ticket-print svg')
          .isVisible()
          .catch(() => true),
      );
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ width: '80mm', printBackground: true });
      await page.emulateMedia({ media: 'screen' });
      const head = pdf.subarray(0, 8).toString('latin1');
      assert.ok(head.startsWith('%PDF-'), head);
      // 80 mm = 226.77 pt: every page of the PDF is as wide as the paper.
      const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)/.exec(pdf.toString('latin1'));
      assert.ok(box && Math.abs(Number(box[1]) - 226.77) < 1.5, `MediaBox ${box?.[1]}`);

      step('the PDF holds the ticket: order number, customer, item');
      const pdfDocument = await getDocumentProxy(new Uint8Array(pdf));
      const { text } = await extractText(pdfDocument, { mergePages: true });
      // The ticket's runs of spaces (right-aligned prices) come out as any whitespace.
      const pdfText = text.replace(/\s+/g, ' ');
      for (const expected of [
        `PEDIDO Nº ${order.number}`,
        'Cliente: Maria José',
        '2x Pão de Queijo Recheado',
      ])
        assert.ok(pdfText.includes(expected), `${expected} in the PDF text: ${pdfText}`);
    },
  },
];
