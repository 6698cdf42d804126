import assert from 'node:assert/strict';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { signInWithCookie } from '../support/sellers';
import type { Journey } from '../support/types';
import { createStore } from './public-catalog';
import { fakeViaCep, fakeWhatsApp } from '../support/fake-sites';

const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Today's weekday in São Paulo, as the "Pedidos e entrega" page names it. */
function todayInSaoPaulo(): string {
  const day = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    weekday: 'long',
  }).format(new Date());
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/**
 * the seller (1280×800) sets delivery by bairro, a minimum, Pix and today's hours in
 * "Pedidos e entrega"; a customer (390×844) below the minimum is told how much is missing, then
 * orders for delivery to a listed bairro (filled by the CEP look-up) with Pix, and sees the QR
 * code on the status page. The cart's total is the server's total.
 */
export const orderingJourneys: Journey[] = [
  {
    name: 'ordering: seller sets bairro fees, minimum and Pix; customer meets the minimum and pays by Pix QR',
    async run({ newPage, webUrl, apiUrl, snap, uniqueEmail, step }) {
      step('seller, store and items through the API');
      const slug = uniqueSlug('entrega');
      const token = await createStore(apiUrl, {
        email: uniqueEmail('entrega'),
        phone: '11987654321',
        name: 'Pastelaria da Rosa',
        slug,
        items: [
          { name: 'Pastel de Queijo', price: 9, category: 'Pastéis' },
          { name: 'Caldo de Cana 1L', price: 16.5, category: 'Bebidas' },
        ],
      });

      step('the seller reaches "Pedidos e entrega" from the panel');
      const seller = await newPage();
      const sp = seller.page;
      await sp.setViewportSize(DESKTOP_VIEWPORT);
      await signInWithCookie(seller.context, webUrl, token);
      await sp.goto(`${webUrl}/admin`);
      await sp
        .getByRole('navigation', { name: 'Painel' })
        .getByRole('link', { name: 'Pedidos e entrega' })
        .click();
      await sp.getByRole('heading', { level: 1, name: 'Pedidos e entrega' }).waitFor();
      assert.equal(new URL(sp.url()).pathname, '/admin/pedidos-e-entrega');

      step('delivery by bairro: Centro R$ 5,00 and Jardim América R$ 8,00');
      await sp.getByRole('radio', { name: /Por bairro/ }).check();
      await sp.getByRole('button', { name: 'Adicionar bairro' }).click();
      await sp.getByLabel('Nome do bairro 1', { exact: true }).fill('Centro');
      await sp.getByLabel('Taxa de entrega no bairro Centro', { exact: true }).fill('500');
      await sp.getByRole('button', { name: 'Adicionar bairro' }).click();
      await sp.getByLabel('Nome do bairro 2', { exact: true }).fill('Jardim América');
      await sp.getByLabel('Taxa de entrega no bairro Jardim América', { exact: true }).fill('800');

      step('a minimum of R$ 30,00, Pix with a CPF key, open all day today');
      await sp.getByLabel('Valor mínimo do pedido (opcional)', { exact: true }).fill('3000');
      await sp.getByRole('switch', { name: 'Pix' }).check();
      await sp.getByLabel('Tipo de chave', { exact: true }).selectOption('cpf');
      // A wrong check digit first: the form says so in Portuguese and saves nothing.
      await sp.getByLabel('Chave Pix', { exact: true }).fill('529.982.247-24');
      await sp.getByLabel('Nome do recebedor', { exact: true }).fill('Rosa Lima');
      await sp.getByLabel('Cidade do recebedor', { exact: true }).fill('São Paulo');
      const today = todayInSaoPaulo();
      await sp.getByRole('button', { name: `Abrir ${today.toLowerCase()}` }).click();
      await sp.getByLabel(`Abre (${today})`, { exact: true }).fill('00:00');
      await sp.getByLabel(`Fecha (${today})`, { exact: true }).fill('00:00');
      await sp.getByRole('button', { name: 'Salvar' }).click();
      await sp.getByText('CPF da chave Pix inválido: confira os 11 dígitos.').waitFor();
      await sp.getByLabel('Chave Pix', { exact: true }).fill('529.982.247-25');
      const preview = await sp.getByTestId('ordering-preview').textContent();
      assert.match(
        preview ?? '',
        /Entrega de R\$ 5,00 a R\$ 8,00 em 2 bairros · Retirada grátis · Pedido mínimo R\$ 30,00/,
      );
      await sp.getByRole('button', { name: 'Salvar' }).click();
      await sp
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Configurações de pedidos salvas.' })
        .waitFor();
      await snap(sp, 'ordering-settings', { fullPage: true });

      step('the saved document is what the API holds');
      const saved = (await (
        await fetch(`${apiUrl}/store/settings`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as {
        delivery: { feeMode: string; neighbourhoods: { name: string; fee: number }[] };
        minimumOrder: number;
        payment: { pix: { enabled: boolean; key: string } };
      };
      assert.equal(saved.delivery.feeMode, 'by_neighbourhood');
      assert.deepEqual(saved.delivery.neighbourhoods, [
        { name: 'Centro', fee: 5 },
        { name: 'Jardim América', fee: 8 },
      ]);
      assert.equal(saved.minimumOrder, 30);
      assert.equal(saved.payment.pix.enabled, true);
      assert.equal(saved.payment.pix.key, '52998224725');

      step('the customer opens the store: "Aberto agora", below the minimum');
      const customer = await newPage();
      await fakeViaCep(customer.context, { logradouro: 'Rua Direita', bairro: 'Centro' });
      await fakeWhatsApp(customer.context);
      const page = customer.page;
      await page.goto(`${webUrl}/${slug}`);
      await page.getByRole('heading', { level: 1, name: 'Pastelaria da Rosa' }).waitFor();
      assert.equal(await page.getByTestId('opening-badge').textContent(), 'Aberto agora');
      await page.getByRole('button', { name: 'Adicionar Pastel de Queijo ao carrinho' }).click();
      await page.getByRole('button', { name: 'Adicionar Pastel de Queijo ao carrinho' }).click();
      assert.equal(
        await page.getByTestId('minimum-missing').textContent(),
        'O pedido mínimo é de R$ 30,00. Faltam R$ 12,00.',
      );
      assert.equal(await page.getByRole('button', { name: 'Fazer pedido' }).isDisabled(), true);
      // The store takes Pix, cash and card: Pix comes first and is chosen.
      assert.equal(await page.getByRole('radio', { name: 'Pix' }).isChecked(), true);
      await snap(page, 'ordering-below-minimum', { fullPage: true });

      step('reaches the minimum; the CEP fills the bairro Centro and its fee');
      await page.getByRole('button', { name: 'Adicionar Caldo de Cana 1L ao carrinho' }).click();
      assert.equal(await page.getByTestId('minimum-missing').count(), 0);
      await page.getByLabel('Seu nome', { exact: true }).fill('João Pereira');
      await page.getByRole('radio', { name: 'Entrega' }).check();
      await page.getByRole('button', { name: /Endereço/ }).click();
      await page.getByLabel('CEP', { exact: true }).pressSequentially('01001000');
      // The look-up answers asynchronously: wait for the address it fills, then read the bairro.
      await page
        .getByLabel('Logradouro', { exact: true })
        .and(page.locator('[value="Rua Direita"]'))
        .waitFor();
      await page.getByLabel('Número', { exact: true }).fill('45');
      assert.equal(await page.getByLabel('Bairro', { exact: true }).inputValue(), 'Centro');
      assert.equal(await page.getByTestId('cart-delivery-fee').textContent(), 'R$ 5,00');
      assert.equal(await page.getByTestId('cart-total').textContent(), 'R$ 39,50');
      await snap(page, 'ordering-delivery-fee', { fullPage: true });

      step('"Fazer pedido": the server charges the total shown; the text names fee and Pix');
      const [popup] = await Promise.all([
        customer.context.waitForEvent('page'),
        page.getByRole('button', { name: 'Fazer pedido' }).click(),
      ]);
      await popup.waitForLoadState();
      const text = new URL(popup.url()).searchParams.get('text') ?? '';
      assert.ok(text.includes('Taxa de entrega: R$ 5,00'), text);
      assert.ok(text.includes('*Total: R$ 39,50*'), text);
      assert.ok(text.includes('*Pagamento:* Pix'), text);
      const statusUrl = /Acompanhe o pedido: (\S+)$/.exec(text)?.[1];
      assert.ok(statusUrl, text);
      await popup.close();

      step('the status page shows the Pix QR code and the copy button');
      await page.goto(statusUrl);
      await page.getByRole('heading', { name: /Pedido nº 1/ }).waitFor();
      assert.equal(await page.getByTestId('order-total').textContent(), 'R$ 39,50');
      await page.getByRole('img', { name: 'QR code do Pix' }).waitFor();
      await page.getByRole('button', { name: 'Copiar código Pix' }).waitFor();
      const brCode = await page.getByLabel('Código Pix copia e cola', { exact: true }).inputValue();
      assert.ok(brCode.startsWith('000201'), brCode);
      assert.ok(brCode.includes('540539.50'), `amount in the BR Code: ${brCode}`);
      assert.ok(brCode.includes('52998224725'), `key in the BR Code: ${brCode}`);
      await snap(page, 'ordering-pix-status', { fullPage: true });
    },
  },
];
