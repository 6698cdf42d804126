import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogItem } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { CatalogTable } from './CatalogTable';

/** In the item sheet: "Complementos" (groups, options, order, "Copiar de…"). */

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

const GROUP_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const items: CatalogItem[] = [
  {
    id: 'a1',
    name: 'Açaí 500 ml',
    price: 18,
    category: 'Açaí',
    description: '',
    available: true,
    photoUrl: null,
    thumbnailUrl: null,
    optionGroups: [],
  },
  {
    id: 'a2',
    name: 'Açaí 300 ml',
    price: 14,
    category: 'Açaí',
    description: '',
    available: true,
    photoUrl: null,
    thumbnailUrl: null,
    optionGroups: [
      {
        id: GROUP_ID,
        name: 'Adicionais',
        min: 0,
        max: 2,
        priceRule: 'sum',
        options: [
          {
            id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
            name: 'Granola',
            price: 2,
            available: true,
          },
          {
            id: '6ecd8c99-4036-403d-bf84-cf8400f67836',
            name: 'Leite em pó',
            price: 3,
            available: true,
          },
        ],
      },
    ],
  },
];

function setup() {
  const fake = fakeFetch((call: FakeCall) => {
    const path = new URL(call.url).pathname;
    if (call.init.method === 'GET' && path === '/catalog') return jsonResponse(200, items);
    if (call.init.method === 'PUT' && path === '/catalog/a1')
      return jsonResponse(200, { ...items[0], ...(call.body as object) });
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute(<CatalogTable />, { path: '/admin' });
  return { calls: fake.calls, user: userEvent.setup() };
}

beforeEach(() => {
  toast.error.mockClear();
  toast.success.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Complementos', { timeout: 20_000 }, () => {
  it('adds a required "Tamanho" group, reorders its options and saves the whole list', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Foto e detalhes de Açaí 500 ml' }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Adicionar grupo' }));
    const group = within(sheet).getByRole('group', { name: 'Grupo Grupo 1' });
    await user.type(within(group).getByLabelText('Nome do grupo'), 'Tamanho');
    const size = within(sheet).getByRole('group', { name: 'Grupo Tamanho' });
    await user.click(within(size).getByRole('checkbox', { name: 'Obrigatório' }));
    await user.type(within(size).getByLabelText('Nome da opção 1 de Tamanho'), 'Grande');
    await user.type(within(size).getByLabelText('Preço de Grande em Tamanho'), '500');
    await user.click(within(size).getByRole('button', { name: 'Adicionar opção em Tamanho' }));
    await user.type(within(size).getByLabelText('Nome da opção 2 de Tamanho'), 'Pequeno');
    await user.click(within(size).getByRole('button', { name: 'Mover Pequeno para cima' }));

    // "Copiar de…" another item's groups.
    await user.selectOptions(within(sheet).getByLabelText('Copiar de…'), 'Açaí 300 ml');
    await user.click(within(sheet).getByRole('button', { name: 'Copiar grupos' }));
    expect(within(sheet).getByRole('group', { name: 'Grupo Adicionais' })).toBeTruthy();

    await user.click(within(sheet).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(put.body).toMatchObject({
      name: 'Açaí 500 ml',
      optionGroups: [
        {
          name: 'Tamanho',
          min: 1,
          max: 1,
          priceRule: 'sum',
          options: [
            { name: 'Pequeno', price: 0, available: true },
            { name: 'Grande', price: 5, available: true },
          ],
        },
        {
          name: 'Adicionais',
          min: 0,
          max: 2,
          options: [
            { name: 'Granola', price: 2 },
            { name: 'Leite em pó', price: 3 },
          ],
        },
      ],
    });
    // Copied groups are new ones: the other item keeps its own ids.
    const sent = (put.body as { optionGroups: { id?: string }[] }).optionGroups;
    expect(sent.every((g) => g.id === undefined)).toBe(true);
  });

  it('does not save a group the server would refuse, and says why in Portuguese', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Foto e detalhes de Açaí 500 ml' }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Adicionar grupo' }));
    await user.click(within(sheet).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error.mock.calls[0]![1]).toMatchObject({
      description: expect.stringMatching(/nome do grupo/) as unknown,
    });
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });
});
