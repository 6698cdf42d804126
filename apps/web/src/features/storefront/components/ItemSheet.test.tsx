import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pizza } from '../test-fixtures';
import ItemSheet from './ItemSheet';

const price = () => screen.getByTestId('sheet-price').textContent;
const addButton = () => screen.getByRole('button', { name: /^Adicionar R\$/ });

describe('ItemSheet (public item detail sheet)', () => {
  it('keeps "Adicionar" disabled until the required groups are chosen, with a live price', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ItemSheet product={pizza} onConfirm={onConfirm} onClose={() => undefined} />);

    const dialog = screen.getByRole('dialog', { name: 'Pizza' });
    const size = within(dialog).getByRole('group', { name: /Tamanho/ });
    expect(within(size).getByText('Obrigatório')).toBeTruthy();
    expect(within(size).getByText('Escolha 1')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: /Adicionais/ }).textContent).toContain(
      'Escolha até 5',
    );
    expect(addButton()).toHaveProperty('disabled', true);
    expect(price()).toBe('R$ 0,00');

    await user.click(within(size).getByRole('radio', { name: /G/ }));
    expect(price()).toBe('R$ 55,00');
    expect(addButton()).toHaveProperty('disabled', true);

    const flavours = within(dialog).getByRole('group', { name: /Sabores/ });
    await user.click(within(flavours).getByRole('checkbox', { name: /Calabresa/ }));
    await user.click(within(flavours).getByRole('checkbox', { name: /Camarão/ }));
    // Two of two chosen: the third flavour cannot be ticked.
    expect(within(flavours).getByRole('checkbox', { name: /Quatro queijos/ })).toHaveProperty(
      'disabled',
      true,
    );
    const addOns = within(dialog).getByRole('group', { name: /Adicionais/ });
    await user.click(within(addOns).getByRole('checkbox', { name: /Bacon/ }));
    await user.click(within(addOns).getByRole('checkbox', { name: /Borda/ }));
    expect(within(addOns).getByRole('checkbox', { name: /Ovo/ })).toHaveProperty('disabled', true);
    expect(price()).toBe('R$ 81,40');

    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(price()).toBe('R$ 162,80');
    expect(addButton()).toHaveProperty('disabled', false);
    await user.click(addButton());
    expect(onConfirm).toHaveBeenCalledWith({
      quantity: 2,
      choices: [
        { groupId: 'g-size', optionIds: ['o-g'] },
        { groupId: 'g-flavour', optionIds: ['o-cal', 'o-cam'] },
        { groupId: 'g-add', optionIds: ['o-bacon', 'o-borda'] },
      ],
    });
  });

  it('opens an edited line with its choices and confirms with "Atualizar"', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ItemSheet
        product={pizza}
        mode="edit"
        initial={{
          quantity: 3,
          choices: [
            { groupId: 'g-size', optionIds: ['o-m'] },
            { groupId: 'g-flavour', optionIds: ['o-4q'] },
          ],
        }}
        onConfirm={onConfirm}
        onClose={() => undefined}
      />,
    );
    expect(price()).toBe('R$ 153,00');
    await user.click(screen.getByRole('radio', { name: /P/ }));
    await user.click(screen.getByRole('button', { name: /^Atualizar R\$ 123,00$/ }));
    expect(onConfirm).toHaveBeenCalledWith({
      quantity: 3,
      choices: [
        { groupId: 'g-size', optionIds: ['o-p'] },
        { groupId: 'g-flavour', optionIds: ['o-4q'] },
      ],
    });
  });

  it('shows photo, description and "Esgotado" without an add button for a sold-out item', () => {
    render(
      <ItemSheet
        product={{
          ...pizza,
          available: false,
          description: 'Massa fina, forno a lenha.',
          photoUrl: 'https://cdn.exemplo.com/pizza.webp',
        }}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('img', { name: 'Pizza' }).getAttribute('src')).toBe(
      'https://cdn.exemplo.com/pizza.webp',
    );
    expect(screen.getByText('Massa fina, forno a lenha.')).toBeTruthy();
    expect(screen.getAllByText('Esgotado').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Adicionar/ })).toBeNull();
  });

  it('closes with the close button', async () => {
    const onClose = vi.fn();
    render(<ItemSheet product={pizza} onConfirm={() => undefined} onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
