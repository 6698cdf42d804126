import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type CatalogItem } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { CatalogTable } from './CatalogTable';

/** The inline edit of "Catálogo Existente" is checked with the contracts' DTO. */

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const pizza: CatalogItem = {
  id: '7d1c2c1e-7c6a-4a55-9d47-0c7a1c2b9e01',
  name: 'Pizza Calabresa',
  price: 0,
  category: 'Pizzas',
  description: '',
  available: true,
  photoUrl: null,
  thumbnailUrl: null,
  optionGroups: [
    {
      id: '0b7f3f7e-2a4e-4c8e-9a51-1f6d2b3c4d01',
      name: 'Tamanho',
      min: 1,
      max: 1,
      priceRule: 'sum',
      options: [
        { id: '0b7f3f7e-2a4e-4c8e-9a51-1f6d2b3c4d02', name: 'P', price: 35, available: true },
        { id: '0b7f3f7e-2a4e-4c8e-9a51-1f6d2b3c4d03', name: 'G', price: 55, available: true },
      ],
    },
  ],
};

function setup() {
  const fake = fakeFetch((call: FakeCall) => {
    const path = new URL(call.url).pathname;
    if (call.init.method === 'GET' && path === '/catalog') return jsonResponse(200, [pizza]);
    if (call.init.method === 'PUT')
      return jsonResponse(200, { ...pizza, ...(call.body as object) });
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute(<CatalogTable />, { path: '/admin' });
  return { calls: fake.calls, user: userEvent.setup() };
}

const puts = (calls: FakeCall[]) => calls.filter((c) => c.init.method === 'PUT');

describe('CatalogTable inline edit', () => {
  it('saves a sized item at price 0 (its required "Tamanho" group counts), trimmed', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Pizza Calabresa' }));
    const name = screen.getByLabelText('Nome de Pizza Calabresa');
    await user.clear(name);
    await user.type(name, '  Pizza de Calabresa  ');
    await user.click(screen.getByRole('button', { name: 'Salvar Pizza Calabresa' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(Messages.updateItemSucceeded));
    expect(puts(calls).map((c) => c.body)).toEqual([
      { name: 'Pizza de Calabresa', price: 0, category: 'Pizzas' },
    ]);
  });

  it('refuses a blank name with the spec message and sends nothing', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Pizza Calabresa' }));
    const name = screen.getByLabelText('Nome de Pizza Calabresa');
    await user.clear(name);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(Messages.fillAllFields));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toHaveLength(0);
  });
});
