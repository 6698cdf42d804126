import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import type { StagedItem } from '../utils/staging';
import { StagingCard } from './StagingCard';

/** The staging rows are checked with the contracts' DTO before `POST /catalog/save`. */

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function Harness({ initial }: { initial: StagedItem[] }) {
  const [items, setItems] = useState(initial);
  return <StagingCard ready items={items} setItems={(update) => setItems(update)} />;
}

function setup(initial: StagedItem[]) {
  const fake = fakeFetch((call) => {
    const path = new URL(call.url).pathname;
    if (path === '/catalog' && call.init.method === 'GET') return jsonResponse(200, []);
    if (path === '/catalog/save') return jsonResponse(201, []);
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute(<Harness initial={initial} />, { path: '/admin' });
  return { calls: fake.calls, user: userEvent.setup() };
}

const saves = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith('/catalog/save'));

describe('StagingCard: the contract rules on imported rows', () => {
  it('refuses a name too long (an imported row) with the contract message until it is fixed', async () => {
    const { calls, user } = setup([
      { id: 'a', name: 'Coxinha', priceCents: 650, category: 'Salgados' },
      { id: 'b', name: `Kibe ${'x'.repeat(130)}`, priceCents: 700, category: 'Salgados' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Adicionar Itens ao Catálogo' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(Messages.invalidItemName));
    expect(saves(calls)).toHaveLength(0);

    const rows = within(screen.getByRole('list', { name: 'Itens para adicionar' })).getAllByRole(
      'listitem',
    );
    const name = within(rows[1]!).getByLabelText(/Nome/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(rows[1]!).getByText(Messages.invalidItemName)).toBeTruthy();
    expect(within(rows[0]!).getByLabelText(/Nome/).getAttribute('aria-invalid')).toBeNull();

    await user.clear(name);
    await user.type(name, 'Kibe');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
    expect(within(rows[1]!).queryByText(Messages.invalidItemName)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Adicionar Itens ao Catálogo' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(Messages.saveItemsSucceeded));
    expect(saves(calls)[0]?.body).toEqual([
      { name: 'Coxinha', price: 6.5, category: 'Salgados' },
      { name: 'Kibe', price: 7, category: 'Salgados' },
    ]);
  });

  it('refuses a price above R$ 100.000,00 and keeps the spec message for a blank field', async () => {
    const { calls, user } = setup([
      { id: 'a', name: 'Bolo', priceCents: 10_000_001, category: 'Bolos' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Adicionar Itens ao Catálogo' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(Messages.invalidItemPrice));
    expect(screen.getByLabelText(/Preço/).getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText(/Categoria/));
    await user.click(screen.getByRole('button', { name: 'Adicionar Itens ao Catálogo' }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(Messages.fillAllFields));
    expect(saves(calls)).toHaveLength(0);
  });
});
