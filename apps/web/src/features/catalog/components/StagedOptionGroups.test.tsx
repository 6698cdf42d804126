import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StagedOptionGroup } from '../utils/staging';
import { StagedOptionGroups } from './StagedOptionGroups';

const TAMANHO: StagedOptionGroup = {
  name: 'Tamanho',
  min: 1,
  max: 1,
  priceRule: 'sum',
  options: [
    { id: 'p', name: 'P', priceCents: 3500, available: true },
    { id: 'm', name: 'M', priceCents: 4500, available: true },
  ],
};

let latest: StagedOptionGroup[] = [];

function Harness() {
  const [groups, setGroups] = useState([TAMANHO]);
  latest = groups;
  return (
    <StagedOptionGroups
      itemName="Pizza Calabresa"
      groups={groups}
      invalid={false}
      onChange={setGroups}
    />
  );
}

describe('StagedOptionGroups', () => {
  it('shows the imported sizes and lets the seller rename, reprice, add and remove them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Tamanho de Pizza Calabresa' })).toBeTruthy();
    expect(screen.getByText(/Obrigatório/)).toBeTruthy();

    const name = screen.getByRole('textbox', { name: 'Opção 2 de Tamanho de Pizza Calabresa' });
    await user.clear(name);
    await user.type(name, 'Média');
    const price = screen.getByRole('textbox', {
      name: 'Preço de Média (Tamanho de Pizza Calabresa)',
    });
    await user.clear(price);
    await user.type(price, '4990');

    await user.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Opção 3 de Tamanho de Pizza Calabresa' }),
      'G',
    );
    await user.click(screen.getByRole('button', { name: 'Remover opção P de Pizza Calabresa' }));

    expect(latest[0].options.map((o) => [o.name, o.priceCents])).toEqual([
      ['Média', 4990],
      ['G', 0],
    ]);
  });
});
