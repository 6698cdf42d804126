import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { Messages, type CatalogItem } from '@catalogo/contracts/core';
import type { Locator, Page } from 'playwright-core';
import type { Journey } from '../support/types';
import { collectPageErrors, expectToast } from '../support/page-helpers';
import { signInWithCookie } from '../support/sellers';
import { createStore } from './public-catalog';

/** A real 480×360 JPEG (9.6 KB) of a lanche on a plate. */
const JPEG_FIXTURE = fileURLToPath(new URL('../fixtures/lanche.jpg', import.meta.url));

const MENU = [
  { name: 'X-Salada', price: 18, category: 'Lanches' },
  { name: 'X-Bacon', price: 22.5, category: 'Lanches' },
  { name: 'Pudim', price: 8, category: 'Sobremesas' },
];

const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** True once the image has loaded real pixels (not a broken or blocked image). */
async function imageLoaded(image: Locator): Promise<boolean> {
  await image.waitFor();
  return image.evaluate(async (node) => {
    const img = node as HTMLImageElement;
    img.loading = 'eager';
    if (!img.complete) await new Promise((r) => img.addEventListener('load', r, { once: true }));
    return img.naturalWidth > 0;
  });
}

const productRow = (page: Page, name: string) =>
  page
    .locator('section[aria-labelledby="produtos-titulo"] li')
    .filter({ has: page.getByText(name, { exact: true }) });

export const photoJourneys: Journey[] = [
  {
    name: 'photos: seller uploads a cropped photo and marks an item "Esgotado"; the customer sees the photo and cannot add the sold-out item (phone)',
    async run({ newPage, webUrl, apiUrl, snap, uniqueEmail, step }) {
      step('seller, store and three items through the API');
      const slug = uniqueSlug('fotos');
      const token = await createStore(apiUrl, {
        email: uniqueEmail('fotos'),
        phone: '11987654321',
        name: 'Lanchonete Foto',
        slug,
        items: MENU,
      });

      const seller = await newPage();
      const sellerErrors = collectPageErrors(seller.page);
      await signInWithCookie(seller.context, webUrl, token);
      const page = seller.page;
      await page.goto(`${webUrl}/admin`);
      const catalog = page.getByRole('region', { name: 'Catálogo Existente' });
      await catalog.getByRole('cell', { name: 'X-Salada', exact: true }).waitFor();

      step('open the item sheet of X-Salada and choose the JPEG');
      await page.getByRole('button', { name: 'Foto e detalhes de X-Salada', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Detalhes de X-Salada' });
      await sheet.waitFor();
      const gallery = sheet.getByLabel('Escolher foto de X-Salada', { exact: true });
      assert.equal(await gallery.getAttribute('accept'), 'image/*');
      assert.equal(
        await sheet.getByLabel('Tirar foto de X-Salada', { exact: true }).getAttribute('capture'),
        'environment',
      );
      await gallery.setInputFiles(JPEG_FIXTURE);

      step('crop square (zoom in a bit) and send, with a progress bar');
      const send = sheet.getByRole('button', { name: 'Enviar foto', exact: true });
      await send.waitFor();
      await sheet.getByLabel('Zoom', { exact: true }).fill('1.5');
      await snap(page, 'photos-crop');
      const upload = page.waitForResponse(
        (r) => r.url().includes('/photo') && r.request().method() === 'PUT',
      );
      await send.click();
      const answer = await upload;
      assert.equal(answer.status(), 200);
      const body = answer.request().headers()['content-type'] ?? '';
      assert.match(body, /^multipart\/form-data; boundary=/);
      const { photoUrl, thumbnailUrl } = (await answer.json()) as {
        photoUrl: string;
        thumbnailUrl: string;
      };
      assert.match(photoUrl, /^https?:\/\//);
      await expectToast(page, Messages.photoUploadSucceeded);
      const preview = sheet.getByRole('img', { name: 'Foto do produto de X-Salada' });
      assert.ok(await imageLoaded(preview), 'the new photo shows in the sheet');

      step('the API stored a square: the thumbnail is 256×256');
      const size = await page.evaluate(async (url) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, thumbnailUrl);
      assert.deepEqual(size, [256, 256]);

      step('write a description and save');
      const description = sheet.getByLabel('Descrição', { exact: true });
      await description.fill('Pão, hambúrguer, queijo, alface e tomate.');
      await sheet.getByText('41/300 caracteres').waitFor();
      await sheet.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expectToast(page, Messages.updateItemSucceeded);
      await sheet.waitFor({ state: 'detached' });

      step('the catalogue row shows the thumbnail');
      const row = catalog.getByRole('row').filter({ hasText: 'X-Salada' });
      assert.ok(await imageLoaded(row.locator('img')), 'thumbnail in the catalogue table');

      step('mark Pudim "Esgotado": it saves at once');
      const toggle = catalog.getByRole('switch', { name: 'Esgotado: Pudim', exact: true });
      // The PUT is held until the switch shows "on": the row changes before the server answers
      // (optimistic), which the seller sees at once. The flip comes a tick after the click (the
      // mutation cancels the catalogue query first), so it is waited for, not read at once.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const itemPut = '**/catalog/*';
      await page.route(itemPut, async (route) => {
        if (route.request().method() === 'PUT') await held;
        await route.fallback();
      });
      const put = page.waitForResponse(
        (r) => r.url().includes('/catalog/') && r.request().method() === 'PUT',
      );
      await toggle.click();
      await catalog
        .locator('[role="switch"][aria-label="Esgotado: Pudim"][aria-checked="true"]')
        .waitFor({ timeout: 5000 });
      release();
      const saved = await put;
      await page.unroute(itemPut);
      assert.equal(await toggle.getAttribute('aria-checked'), 'true');
      assert.equal(saved.status(), 200);
      assert.equal(((await saved.json()) as CatalogItem).available, false);
      await expectToast(page, 'Pudim marcado como esgotado.');
      await snap(page, 'photos-admin-catalog');

      step('store look: upload a logo (cropped round) and pick a cover colour');
      const look = page.getByRole('region', { name: 'Aparência da loja' });
      await look
        .getByLabel('Escolher foto de sua loja', { exact: true })
        .setInputFiles(JPEG_FIXTURE);
      const logoUpload = page.waitForResponse(
        (r) => r.url().endsWith('/store/logo') && r.request().method() === 'PUT',
      );
      await look.getByRole('button', { name: 'Enviar foto', exact: true }).click();
      assert.equal((await logoUpload).status(), 200);
      await expectToast(page, Messages.logoUploadSucceeded);
      assert.ok(
        await imageLoaded(look.getByRole('img', { name: 'Logo de sua loja' })),
        'the logo shows in the card',
      );
      await look.getByRole('button', { name: 'Cor #7c3aed', exact: true }).click();
      const coverSave = page.waitForResponse(
        (r) => r.url().endsWith('/store/look') && r.request().method() === 'PUT',
      );
      await look.getByRole('button', { name: 'Salvar cor', exact: true }).click();
      assert.equal((await coverSave).status(), 200);
      await expectToast(page, 'Cor da capa atualizada.');
      await look.scrollIntoViewIfNeeded();
      await snap(page, 'photos-store-look');
      assert.deepEqual(sellerErrors, []);

      step('the customer opens the link: the photo, the description, Pudim "Esgotado"');
      const customer = await newPage();
      const customerErrors = collectPageErrors(customer.page);
      const shop = customer.page;
      await shop.goto(`${webUrl}/${slug}`);
      await shop.getByRole('heading', { level: 1, name: 'Lanchonete Foto' }).waitFor();
      const logo = shop.getByRole('img', { name: 'Logo de Lanchonete Foto' });
      assert.ok(await imageLoaded(logo), 'the store logo is in the header');
      assert.equal(
        await shop
          .locator('header')
          .first()
          .evaluate((h) => getComputedStyle(h).backgroundColor),
        'rgb(124, 58, 237)',
      );
      const salada = productRow(shop, 'X-Salada');
      const thumb = salada.locator('img');
      assert.equal(await thumb.getAttribute('src'), thumbnailUrl);
      assert.equal(await thumb.getAttribute('width'), '64');
      assert.equal(await thumb.getAttribute('height'), '64');
      assert.equal(await thumb.getAttribute('decoding'), 'async');
      assert.ok(await imageLoaded(thumb), 'the customer sees the photo');
      await salada.getByText('Pão, hambúrguer, queijo, alface e tomate.').waitFor();
      // X-Bacon has no photo: a neutral placeholder of the same size.
      await productRow(shop, 'X-Bacon').getByTestId('thumb-placeholder').waitFor();

      const pudim = productRow(shop, 'Pudim');
      await pudim.getByText(Messages.itemSoldOut, { exact: true }).waitFor();
      assert.equal(
        await shop.getByRole('button', { name: 'Adicionar Pudim ao carrinho' }).count(),
        0,
        'no add button for the sold-out item',
      );
      await snap(shop, 'photos-public');

      step('the available item can still be added');
      await shop.getByRole('button', { name: 'Adicionar X-Salada ao carrinho' }).click();
      await salada.getByText('1 no carrinho').waitFor();
      assert.deepEqual(customerErrors, []);

      await seller.context.close();
      await customer.context.close();
    },
  },
];
