import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { Messages } from '@catalogo/contracts/core';
import type { Journey } from '../support/types';
import { expectPath, expectToast, fieldError } from '../support/page-helpers';
import { createSeller, signInWithCookie } from '../support/sellers';

const PASSWORD = 'senha-segura-123';

/** Text with ordinary spaces (Intl puts a non-breaking space after "R$"). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ').trim();

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A stat of the "Visão geral" card, e.g. "Total de itens" → "2". */
async function overviewStat(page: Page, label: string): Promise<string> {
  const stat = page.getByTestId('overview').locator('div').filter({ hasText: label }).first();
  return plain(await stat.locator('dd').textContent());
}

async function waitForOverview(page: Page, label: string, expected: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let last = '';
  while (Date.now() < deadline) {
    last = await overviewStat(page, label).catch(() => '');
    if (last === expected) return;
    await page.waitForTimeout(150);
  }
  assert.equal(last, expected, `"${label}" in Visão geral`);
}

/** The rows of the "Catálogo Existente" table (header row excluded). */
const catalogRows = (page: Page) =>
  region(page, 'Catálogo Existente').locator('tbody').getByRole('row');

const stagedRows = (page: Page) =>
  page.getByRole('list', { name: 'Itens para adicionar' }).getByRole('listitem');

async function openSheet(page: Page, button: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: title, exact: true });
  await sheet.waitFor();
  return sheet;
}

async function sheetClosed(page: Page): Promise<void> {
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function addItemByHand(page: Page, name: string, priceDigits: string, category: string) {
  const sheet = await openSheet(page, 'Adicionar item', 'Adicionar item');
  await sheet.getByLabel('Nome do produto', { exact: true }).fill(name);
  await sheet.getByLabel('Preço', { exact: true }).pressSequentially(priceDigits);
  await sheet.getByLabel('Categoria', { exact: true }).fill(category);
  await sheet.getByRole('button', { name: 'Adicionar à lista', exact: true }).click();
  return sheet;
}

async function usesLeft(page: Page): Promise<string> {
  return plain(await page.getByTestId('ai-uses-left').textContent());
}

export const adminJourneys: Journey[] = [
  {
    name: 'admin: store settings in sheets, items by hand, save, inline edit, delete, overview',
    async run({ newPage, webUrl, snap, uniqueEmail, step }) {
      const { page } = await newPage();
      const email = uniqueEmail('admin');
      const slug = `doces-${randomBytes(3).toString('hex')}`;
      const host = new URL(webUrl).host;

      step('register and sign in through the forms');
      await page.goto(`${webUrl}/signup`);
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
      await expectPath(page, '/signin');
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expectPath(page, '/admin');

      step('a new seller: empty overview, nothing set, unverified account');
      await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
      await waitForOverview(page, 'Total de itens', '0');
      assert.equal(await overviewStat(page, 'Último acesso'), 'N/A');
      for (const id of ['store-name', 'store-slug', 'store-phone']) {
        assert.equal(plain(await page.getByTestId(id).textContent()), 'Não definido');
      }
      const account = region(page, 'Conta');
      await account.getByText('Inativa', { exact: true }).waitFor();
      assert.equal(plain(await page.getByTestId('email-verified').textContent()), 'Não');
      await account.getByText(Messages.verifyEmailBeforeSubscribing).waitFor();
      await account.getByText(email, { exact: true }).waitFor();
      await snap(page, 'admin-empty', { fullPage: true });

      step('store name sheet');
      let sheet = await openSheet(page, 'Editar nome da loja', 'Editar nome da loja');
      await sheet.getByRole('button', { name: 'Salvar', exact: true }).click();
      assert.equal(await fieldError(page, 'Nome da loja'), Messages.invalidStoreName);
      await sheet.getByLabel('Nome da loja', { exact: true }).fill('Doces da Ana');
      await snap(page, 'admin-sheet-name');
      await sheet.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expectToast(page, Messages.storeNameUpdateSucceeded);
      await sheetClosed(page);
      await page.getByTestId('store-name').getByText('Doces da Ana', { exact: true }).waitFor();

      step('slug sheet: lower-cased as typed, contract messages, then saved');
      sheet = await openSheet(page, 'Editar slug do site', 'Editar slug do site');
      const slugInput = sheet.getByLabel('Slug do site', { exact: true });
      await slugInput.pressSequentially('AB');
      assert.equal(await slugInput.inputValue(), 'ab');
      await sheet.getByRole('button', { name: 'Salvar', exact: true }).click();
      await sheet.getByText(Messages.invalidSlug).waitFor();
      await slugInput.fill('admin');
      await sheet.getByRole('button', { name: 'Salvar', exact: true }).click();
      await sheet.getByText(Messages.reservedSlug).waitFor();
      await slugInput.fill('');
      await slugInput.pressSequentially(slug.toUpperCase());
      assert.equal(await slugInput.inputValue(), slug);
      await snap(page, 'admin-sheet-slug');
      const slugRequest = page.waitForRequest((r) => r.url().endsWith('/short-link'));
      await sheet.getByRole('button', { name: 'Salvar', exact: true }).click();
      assert.deepEqual((await slugRequest).postDataJSON(), { slug });
      await expectToast(page, Messages.slugUpdateSucceeded);
      await sheetClosed(page);
      await page.getByTestId('store-slug').getByText(slug).waitFor();
      assert.equal(plain(await page.getByTestId('store-slug').textContent()), `${host}/${slug}`);
      assert.equal(
        await page
          .getByRole('link', { name: 'Abrir catálogo em uma nova aba' })
          .getAttribute('href'),
        `${webUrl}/${slug}`,
      );

      step('WhatsApp sheet: masked input, digits sent');
      sheet = await openSheet(page, 'Editar número de WhatsApp', 'Editar WhatsApp');
      const phone = sheet.getByLabel('Número de WhatsApp', { exact: true });
      await phone.pressSequentially('11987654321999');
      assert.equal(await phone.inputValue(), '(11) 98765-4321');
      assert.equal(await phone.getAttribute('maxlength'), '15');
      const phoneRequest = page.waitForRequest((r) => r.url().endsWith('/user/phone'));
      await sheet.getByRole('button', { name: 'Salvar', exact: true }).click();
      assert.deepEqual((await phoneRequest).postDataJSON(), { phone: '11987654321' });
      await expectToast(page, Messages.phoneUpdateSucceeded);
      await sheetClosed(page);
      await page.getByTestId('store-phone').getByText('(11) 98765-4321').waitFor();
      await page.getByTestId('header-store-name').getByText('Doces da Ana').waitFor();

      step('add three items by hand (price typed as centavos)');
      sheet = await openSheet(page, 'Adicionar item', 'Adicionar item');
      await sheet.getByRole('button', { name: 'Adicionar à lista', exact: true }).click();
      await sheet.getByText(Messages.fillAllFields).waitFor();
      const price = sheet.getByLabel('Preço', { exact: true });
      await price.pressSequentially('35a00');
      assert.equal(plain(await price.inputValue()), 'R$ 35,00');
      await sheet.getByRole('button', { name: 'Cancelar', exact: true }).click();
      await sheetClosed(page);

      await addItemByHand(page, 'Bolo de cenoura', '3500', 'Bolos');
      await sheetClosed(page);
      await addItemByHand(page, 'Brigadeiro', '250', 'Doces');
      await sheetClosed(page);
      step('a duplicate (other case) is refused');
      sheet = await addItemByHand(page, 'BOLO DE CENOURA', '3000', 'bolos');
      await sheet.getByRole('alert').filter({ hasText: Messages.duplicateStagedItem }).waitFor();
      await snap(page, 'admin-add-item-duplicate');
      await sheet.getByRole('button', { name: 'Cancelar', exact: true }).click();
      await sheetClosed(page);
      await addItemByHand(page, 'Beijinho', '250', 'Doces');
      await sheetClosed(page);
      await stagedRows(page).nth(2).waitFor();
      assert.equal(await stagedRows(page).count(), 3);
      assert.equal(
        plain(await page.getByLabel('Preço do item 1', { exact: true }).inputValue()),
        'R$ 35,00',
      );
      await snap(page, 'admin-staged');

      step('save the list');
      const saveRequest = page.waitForRequest((r) => r.url().endsWith('/catalog/save'));
      await page.getByRole('button', { name: 'Adicionar Itens ao Catálogo', exact: true }).click();
      assert.deepEqual((await saveRequest).postDataJSON(), [
        { name: 'Bolo de cenoura', price: 35, category: 'Bolos' },
        { name: 'Brigadeiro', price: 2.5, category: 'Doces' },
        { name: 'Beijinho', price: 2.5, category: 'Doces' },
      ]);
      await expectToast(page, Messages.saveItemsSucceeded);
      await page.getByText('Nenhum item na lista.').waitFor();
      await catalogRows(page).nth(2).waitFor();
      assert.equal(await catalogRows(page).count(), 3);
      await waitForOverview(page, 'Total de itens', '3');

      step('edit a price inline');
      await page.getByRole('button', { name: 'Editar Brigadeiro', exact: true }).click();
      const inlinePrice = page.getByLabel('Preço de Brigadeiro', { exact: true });
      await inlinePrice.fill('300');
      assert.equal(plain(await inlinePrice.inputValue()), 'R$ 3,00');
      await snap(page, 'admin-inline-edit');
      const putRequest = page.waitForRequest((r) => r.method() === 'PUT');
      await page.getByRole('button', { name: 'Salvar Brigadeiro', exact: true }).click();
      assert.deepEqual((await putRequest).postDataJSON(), {
        name: 'Brigadeiro',
        price: 3,
        category: 'Doces',
      });
      await expectToast(page, Messages.updateItemSucceeded);
      const brigadeiro = catalogRows(page).filter({ hasText: 'Brigadeiro' });
      await brigadeiro.getByText('R$ 3,00').waitFor();

      step('cancel an edit leaves the item as it was');
      await page.getByRole('button', { name: 'Editar Bolo de cenoura', exact: true }).click();
      await page.getByLabel('Nome de Bolo de cenoura', { exact: true }).fill('Outro nome');
      await page.getByRole('button', { name: 'Cancelar edição de Bolo de cenoura' }).click();
      await page.getByRole('cell', { name: 'Bolo de cenoura', exact: true }).waitFor();

      step('delete one through the confirmation dialog');
      await page.getByRole('button', { name: 'Excluir Beijinho', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      assert.equal(
        plain(await dialog.getByText(/Tem certeza/).textContent()),
        'Tem certeza que deseja excluir o item Beijinho? Esta ação não pode ser desfeita.',
      );
      await snap(page, 'admin-delete-dialog');
      await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
      await expectToast(page, Messages.deleteItemSucceeded);
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('cell', { name: 'Beijinho', exact: true })
        .waitFor({ state: 'detached' });
      assert.equal(await catalogRows(page).count(), 2);

      step('overview: 2 items in 2 categories');
      await waitForOverview(page, 'Total de itens', '2');
      assert.equal(await overviewStat(page, 'Categorias'), '2');
      assert.equal(await overviewStat(page, 'Total de acessos'), '0');

      step('search is case- and accent-insensitive');
      const search = page.getByRole('searchbox', { name: 'Buscar por nome ou categoria' });
      await search.fill('BOLÓ');
      await page.getByRole('cell', { name: 'Brigadeiro' }).waitFor({ state: 'detached' });
      assert.equal(await catalogRows(page).count(), 1);
      await search.fill('doces');
      await page.getByRole('cell', { name: 'Brigadeiro', exact: true }).waitFor();
      assert.equal(await catalogRows(page).count(), 1);
      await search.fill('');
      await catalogRows(page).nth(1).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, 'admin-top');
      await snap(page, 'admin-full', { fullPage: true });

      step('"Sair" (in the phone menu) deletes the cookie and goes to /signin');
      await page.getByRole('button', { name: 'Menu do painel' }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await expectPath(page, '/signin');
      const cookies = await page.context().cookies();
      assert.equal(
        cookies.find((c) => c.name === 'token'),
        undefined,
      );
    },
  },

  {
    name: 'admin: paste a list, process it, remove one, save, find them; uses left decrease',
    async run(ctx) {
      const { newPage, webUrl, snap, step } = ctx;
      const { context, page } = await newPage();
      const { accessToken } = await createSeller(ctx, { prefix: 'admin-ia', confirmed: false });
      await signInWithCookie(context, webUrl, accessToken);

      step('open /admin?subscription=success: toast, then the parameter is gone');
      await page.goto(`${webUrl}/admin?subscription=success`);
      await expectToast(page, Messages.subscriptionUpdated);
      await expectPath(page, '/admin', '');

      step('the uses-left note');
      await page.getByTestId('ai-uses-left').waitFor();
      assert.match(await usesLeft(page), /^Restam 15 usos de 15\.$/);
      await page.getByText('Nenhum item na lista.').waitFor();

      step('paste and process');
      const list =
        '*LANCHES*\nX-Salada - R$ 18,00\nX-Bacon - R$ 22,00\n\n*BEBIDAS*\nCoca-Cola lata - R$ 6,00';
      const textarea = page.getByLabel('Lista de produtos', { exact: true });
      await textarea.fill(list);
      assert.equal(await textarea.getAttribute('maxlength'), '10000');
      await page.getByText(`${list.length}/10.000 caracteres`).waitFor();
      const button = page.getByRole('button', { name: 'Processar Catálogo com IA', exact: true });
      await button.click();
      await expectToast(page, Messages.processingSucceeded(3));
      await stagedRows(page).nth(2).waitFor();
      assert.equal(await stagedRows(page).count(), 3);
      const names = await Promise.all(
        [1, 2, 3].map((i) => page.getByLabel(`Nome do item ${i}`, { exact: true }).inputValue()),
      );
      assert.deepEqual(
        names.map((n) => n.toLowerCase()),
        ['x-salada', 'x-bacon', 'coca-cola lata'],
      );
      assert.equal(
        plain(await page.getByLabel('Preço do item 2', { exact: true }).inputValue()),
        'R$ 22,00',
      );
      assert.equal(await textarea.inputValue(), '', 'the text is cleared once items are staged');
      await page.getByTestId('ai-uses-left').getByText('Restam 14 usos').waitFor();
      assert.match(
        await usesLeft(page),
        /^Restam 14 usos de 15 · renova em \d{2}\/\d{2}\/\d{4}\.$/,
      );
      await snap(page, 'admin-processed');

      step('the staged list survives a reload');
      await page.reload();
      await stagedRows(page).nth(2).waitFor();
      assert.equal(await stagedRows(page).count(), 3);

      step('processing the same list again appends nothing');
      await textarea.fill(list);
      await button.click();
      await expectToast(page, Messages.processingSucceeded(0));
      assert.equal(await stagedRows(page).count(), 3);
      await page.getByTestId('ai-uses-left').getByText('Restam 13 usos').waitFor();

      step('remove one, save');
      await page.getByRole('button', { name: /^Remover X-Bacon$/i }).click();
      assert.equal(await stagedRows(page).count(), 2);
      await page.getByRole('button', { name: 'Adicionar Itens ao Catálogo', exact: true }).click();
      await expectToast(page, Messages.saveItemsSucceeded);
      await page.getByText('Nenhum item na lista.').waitFor();

      step('they are in "Catálogo Existente"');
      await catalogRows(page).nth(1).waitFor();
      assert.equal(await catalogRows(page).count(), 2);
      const table = region(page, 'Catálogo Existente');
      await table.getByRole('cell', { name: /^x-salada$/i }).waitFor();
      await table.getByRole('cell', { name: /^coca-cola lata$/i }).waitFor();
      assert.equal(await table.getByRole('cell', { name: /x-bacon/i }).count(), 0);
      assert.deepEqual(await table.getByRole('columnheader').allTextContents(), [
        'Nome',
        'Preço',
        'Categoria',
        'Ações',
      ]);
      await waitForOverview(page, 'Total de itens', '2');
      await snap(page, 'admin-after-ai', { fullPage: true });
    },
  },
];
