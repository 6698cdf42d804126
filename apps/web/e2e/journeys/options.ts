import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { signInWithCookie } from '../support/sellers';
import type { Journey } from '../support/types';
import { createStore } from './public-catalog';
import { fakeWhatsApp } from '../support/fake-sites';

const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Types a new group with its options into the item sheet's "Complementos" section. */
async function addGroup(
  sheet: Locator,
  group: { name: string; required: boolean; max: number; options: [string, string][] },
): Promise<void> {
  await sheet.getByRole('button', { name: 'Adicionar grupo' }).click();
  const draft = sheet.getByRole('group', { name: /^Grupo Grupo \d+$/ });
  await draft.getByLabel('Nome do grupo').fill(group.name);
  const fieldset = sheet.getByRole('group', { name: `Grupo ${group.name}` });
  if (group.required) await fieldset.getByRole('checkbox', { name: 'Obrigatório' }).check();
  for (const [i, [name, price]] of group.options.entries()) {
    if (i > 0)
      await fieldset.getByRole('button', { name: `Adicionar opção em ${group.name}` }).click();
    await fieldset.getByLabel(`Nome da opção ${i + 1} de ${group.name}`).fill(name);
    if (price !== '0')
      await fieldset.getByLabel(`Preço de ${name} em ${group.name}`).pressSequentially(price);
  }
  await fieldset.getByLabel('Máximo').fill(String(group.max));
}

const sheetPrice = (page: Page) => page.getByTestId('sheet-price').textContent();

/**
 * Options on an item (docs/API.md §6, 390×844): the seller creates "Tamanho" and "Adicionais" in the admin item sheet; the
 * customer sees "a partir de", picks a size and two add-ons in the item sheet with the live
 * price, adds it, edits it in the cart, orders; the WhatsApp text and the seller's order detail
 * both list the choices with the exact total.
 */
export const optionJourneys: Journey[] = [
  {
    name: 'options: seller creates groups, customer picks size + add-ons, edits in the cart, orders',
    async run({ newPage, webUrl, apiUrl, snap, uniqueEmail, step }) {
      step('seller, store and items through the API');
      const slug = uniqueSlug('opcoes');
      const token = await createStore(apiUrl, {
        email: uniqueEmail('opcoes'),
        phone: '11987654321',
        name: 'Pizzaria da Bia',
        slug,
        items: [
          { name: 'Pizza Calabresa', price: 30, category: 'Pizzas' },
          { name: 'Guaraná 2L', price: 12, category: 'Bebidas' },
        ],
      });

      step('the seller creates the groups in the admin item sheet (390×844)');
      const seller = await newPage();
      await signInWithCookie(seller.context, webUrl, token);
      const sp = seller.page;
      await sp.goto(`${webUrl}/admin`);
      await sp.getByRole('button', { name: 'Foto e detalhes de Pizza Calabresa' }).click();
      const adminSheet = sp.getByRole('dialog');
      await adminSheet.getByRole('heading', { name: 'Complementos' }).waitFor();
      await addGroup(adminSheet, {
        name: 'Tamanho',
        required: true,
        max: 1,
        options: [
          ['Pequena', '0'],
          ['Média', '1000'],
          ['Grande', '2000'],
        ],
      });
      await addGroup(adminSheet, {
        name: 'Adicionais',
        required: false,
        max: 3,
        options: [
          ['Bacon', '400'],
          ['Catupiry', '500'],
          ['Borda recheada', '800'],
        ],
      });
      await snap(sp, 'options-admin-sheet');
      await adminSheet.getByRole('button', { name: 'Salvar' }).click();
      await adminSheet.waitFor({ state: 'detached' });
      const catalog = (await (
        await fetch(`${apiUrl}/catalog`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { name: string; optionGroups: { name: string; options: unknown[] }[] }[];
      const pizza = catalog.find((i) => i.name === 'Pizza Calabresa')!;
      assert.deepEqual(
        pizza.optionGroups.map((g) => [g.name, g.options.length]),
        [
          ['Tamanho', 3],
          ['Adicionais', 3],
        ],
      );

      step('the customer sees "a partir de" and opens the item sheet');
      const customer = await newPage();
      await fakeWhatsApp(customer.context);
      const page = customer.page;
      // The sheet's code is not part of the first load: it is fetched on the first tap.
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(`${webUrl}/${slug}`);
      await page.getByRole('heading', { level: 1, name: 'Pizzaria da Bia' }).waitFor();
      const card = page.getByRole('listitem').filter({ hasText: 'Pizza Calabresa' });
      assert.match((await card.textContent()) ?? '', /a partir de R\$ 30,00/);
      const loadedBefore = scripts.length;
      await card.getByRole('button', { name: 'Adicionar Pizza Calabresa ao carrinho' }).click();
      const sheet = page.getByRole('dialog', { name: 'Pizza Calabresa' });
      await sheet.waitFor();
      assert.ok(
        scripts.slice(loadedBefore).some((url) => url.includes('ItemSheet')),
        `the sheet's chunk loads on first open: ${scripts.slice(loadedBefore).join(', ')}`,
      );

      step('size + two add-ons with the live price; "Adicionar" only once valid');
      const add = sheet.getByRole('button', { name: /^Adicionar R\$/ });
      assert.equal(await add.isDisabled(), true);
      await sheet.getByText('Obrigatório', { exact: true }).waitFor();
      await sheet.getByText('Escolha até 3', { exact: true }).waitFor();
      await sheet.getByRole('radio', { name: /Grande/ }).check();
      assert.equal(await sheetPrice(page), 'R$ 50,00');
      await sheet.getByRole('checkbox', { name: /Bacon/ }).check();
      await sheet.getByRole('checkbox', { name: /Catupiry/ }).check();
      assert.equal(await sheetPrice(page), 'R$ 59,00');
      await snap(page, 'options-sheet');
      await sheet.getByRole('button', { name: 'Adicionar R$ 59,00' }).click();
      await sheet.waitFor({ state: 'detached' });

      step('the cart line shows the choices; edit it: Média, 2 units');
      const cart = page.getByRole('list', { name: 'Itens do carrinho' });
      const choices = cart.getByRole('list', { name: 'Escolhas de Pizza Calabresa' });
      assert.match((await choices.textContent()) ?? '', /Tamanho: Grande/);
      await cart.getByRole('button', { name: 'Editar Pizza Calabresa' }).click();
      await sheet.waitFor();
      assert.equal(await sheet.getByRole('radio', { name: /Grande/ }).isChecked(), true);
      await sheet.getByRole('radio', { name: /Média/ }).check();
      await sheet.getByRole('button', { name: 'Aumentar quantidade' }).click();
      await sheet.getByRole('button', { name: 'Atualizar R$ 98,00' }).click();
      await sheet.waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('cart-total').textContent(), 'R$ 98,00');
      assert.match((await choices.textContent()) ?? '', /Tamanho: Média/);

      step('orders (pickup): the WhatsApp text lists the choices and the exact total');
      await page.getByLabel('Seu nome', { exact: true }).fill('Carla Dias');
      await page.getByRole('radio', { name: 'Retirada no local' }).check();
      await snap(page, 'options-cart', { fullPage: true });
      const [popup] = await Promise.all([
        customer.context.waitForEvent('page'),
        page.getByRole('button', { name: 'Fazer pedido' }).click(),
      ]);
      await popup.waitForLoadState();
      const text = new URL(popup.url()).searchParams.get('text') ?? '';
      await popup.close();
      const expected = [
        '2x Pizza Calabresa - R$ 98,00',
        '  • Tamanho: Média',
        '  • Adicionais: Bacon (+R$ 4,00)',
        '  • Adicionais: Catupiry (+R$ 5,00)',
      ].join('\n');
      assert.ok(text.includes(expected), text);
      assert.ok(text.includes('*Total: R$ 98,00*'), text);
      await page.getByText('Pedido nº 1 registrado!').waitFor();

      step("the seller's order detail shows the choices and the total");
      await sp.goto(`${webUrl}/admin/pedidos`);
      await sp.getByTestId('orders-list').getByRole('button', { name: /nº 1/ }).click();
      const detail = sp.getByRole('dialog', { name: 'Pedido nº 1' });
      await detail.waitFor();
      for (const line of [
        'Tamanho: Média',
        'Adicionais: Bacon (+R$ 4,00)',
        'Adicionais: Catupiry (+R$ 5,00)',
      ])
        await detail.getByText(line, { exact: true }).waitFor();
      assert.match((await detail.textContent()) ?? '', /Total\s*R\$\s98,00/);
      await snap(sp, 'options-order-detail');
    },
  },
];
