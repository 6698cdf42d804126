import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicCatalogResponse } from '@catalogo/contracts/core';
import { MiniToaster, clearToasts } from '@/lib/mini-toast';
import { fakeFetch, jsonResponse, type FakeCall } from '@/test/render';
import { PublicCatalog } from './PublicCatalog';
import { pizza } from '../test-fixtures';
import type { Product } from '../utils/cart';

/** On the public page: the item sheet, cart lines with choices, the 409 of a stale cart. */

const withoutBacon: Product = {
  ...pizza,
  optionGroups: pizza.optionGroups!.map((group) =>
    group.id === 'g-add'
      ? { ...group, options: group.options.filter((o) => o.id !== 'o-bacon') }
      : group,
  ),
};

const catalog = (product: Product): PublicCatalogResponse =>
  ({
    store: { name: 'Pizzaria do Zé', phone: '11987654321' },
    products: [product, { id: 'b1', name: 'Guaraná', price: 6, category: 'Bebidas' }],
  }) as PublicCatalogResponse;

let counter = 0;
const uniqueSlug = () => `opcoes-${Date.now().toString(36)}-${++counter}`;

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('open', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearToasts());
});

function stubApi(answers: { catalog: () => Product; order: (call: FakeCall) => Response }) {
  const { fetch, calls } = fakeFetch((call) => {
    if (call.url.includes('/orders')) return answers.order(call);
    if (call.url.includes('/public-catalog/')) return jsonResponse(200, catalog(answers.catalog()));
    if (call.url.includes('/store/access/'))
      return jsonResponse(200, { accessCount: 1, lastAccessedAt: new Date().toISOString() });
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

async function choosePizza(user: ReturnType<typeof userEvent.setup>) {
  const sheet = await screen.findByRole('dialog', { name: 'Pizza' }, { timeout: 5_000 });
  await user.click(within(sheet).getByRole('radio', { name: /G/ }));
  await user.click(within(sheet).getByRole('checkbox', { name: /Calabresa/ }));
  await user.click(within(sheet).getByRole('checkbox', { name: /Bacon/ }));
  await user.click(within(sheet).getByRole('button', { name: 'Adicionar R$ 59,00' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('item options on the public page', { timeout: 20_000 }, () => {
  it('a tap opens the sheet; the cart line shows the choices, is edited in the sheet and ordered with them', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      catalog: () => pizza,
      order: () => jsonResponse(500, { statusCode: 500, message: 'x' }),
    });
    render(
      <>
        <PublicCatalog slug={uniqueSlug()} retryDelayMs={0} />
        <MiniToaster />
      </>,
    );
    // The card: "a partir de" the cheapest valid choice; "+" opens the sheet (choices needed).
    const card = (await screen.findByRole('button', { name: /^Pizza\s?Pizzas$/ })).closest('li')!;
    expect(card.textContent).toContain('a partir de R$ 35,00');
    await user.click(within(card).getByRole('button', { name: 'Adicionar Pizza ao carrinho' }));
    await choosePizza(user);

    const cart = screen.getByRole('list', { name: 'Itens do carrinho' });
    const choices = within(cart).getByRole('list', { name: 'Escolhas de Pizza' });
    expect(choices.textContent).toContain('Tamanho: G');
    expect(choices.textContent).toContain('Adicionais: Bacon');
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 59,00');

    await user.click(within(cart).getByRole('button', { name: 'Editar Pizza' }));
    const sheet = await screen.findByRole('dialog', { name: 'Pizza' }, { timeout: 5_000 });
    expect(within(sheet).getByRole('radio', { name: /G/ })).toHaveProperty('checked', true);
    await user.click(within(sheet).getByRole('radio', { name: /M/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(within(sheet).getByRole('button', { name: 'Atualizar R$ 98,00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 98,00');
    // A second line of the same item with other choices: the card counts both lines' units.
    await user.click(within(card).getByRole('button', { name: 'Adicionar Pizza ao carrinho' }));
    await choosePizza(user);
    expect(card.textContent).toContain('3 no carrinho');
    await user.click(
      within(cart).getAllByRole('button', { name: 'Remover Pizza do carrinho' })[1]!,
    );
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 98,00');
    expect(
      (screen.getByLabelText<HTMLTextAreaElement>('Texto do pedido').value ?? '').split('\n'),
    ).toEqual(expect.arrayContaining(['2x Pizza - R$ 98,00', '  • Tamanho: M']));

    await user.type(screen.getByLabelText('Seu nome'), 'Maria');
    await user.click(screen.getByRole('radio', { name: 'Retirada no local' }));
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/orders'))).toBe(true));
    const body = calls.find((c) => c.url.includes('/orders'))!.body as {
      items: unknown[];
    };
    expect(body.items).toEqual([
      {
        id: 'pz',
        quantity: 2,
        options: [
          { groupId: 'g-add', optionIds: ['o-bacon'] },
          { groupId: 'g-flavour', optionIds: ['o-cal'] },
          { groupId: 'g-size', optionIds: ['o-m'] },
        ],
      },
    ]);
  });

  it('a 409 for a removed option shows the message, refetches the catalogue and flags the line', async () => {
    const user = userEvent.setup();
    let current: Product = pizza;
    const message =
      'A opção "Bacon" (Adicionais) de "Pizza" foi removida pela loja. Atualize o item e escolha novamente.';
    const calls = stubApi({
      catalog: () => current,
      order: () => {
        current = withoutBacon;
        return jsonResponse(409, { statusCode: 409, message, error: 'Conflict' });
      },
    });
    render(
      <>
        <PublicCatalog slug={uniqueSlug()} retryDelayMs={0} />
        <MiniToaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: /^Pizza\s?Pizzas$/ }));
    await choosePizza(user);
    await user.type(screen.getByLabelText('Seu nome'), 'Maria');
    await user.click(screen.getByRole('radio', { name: 'Retirada no local' }));
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    const catalogReads = () =>
      calls.filter(
        (c) =>
          c.url.endsWith('/public-catalog/' + c.url.split('/public-catalog/')[1]) &&
          !c.url.includes('/orders'),
      ).length;
    await waitFor(() => expect(catalogReads()).toBe(2));
    const cart = screen.getByRole('list', { name: 'Itens do carrinho' });
    await within(cart).findByText(
      'As opções deste item mudaram. Toque em Editar e escolha de novo.',
    );

    // Ordering again is stopped before any request until the line is edited.
    const posts = () => calls.filter((c) => c.url.includes('/orders')).length;
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    expect(posts()).toBe(1);

    await user.click(within(cart).getByRole('button', { name: 'Editar Pizza' }));
    const sheet = await screen.findByRole('dialog', { name: 'Pizza' }, { timeout: 5_000 });
    expect(within(sheet).queryByRole('checkbox', { name: /Bacon/ })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Atualizar R$ 55,00' }));
    await waitFor(() => expect(screen.queryByText(/As opções deste item mudaram/)).toBeNull());
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 55,00');
  });
});
