import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LineOptions } from './LineOptions';

describe('LineOptions', () => {
  it('lists each chosen option as the WhatsApp text does (price only for sum groups)', () => {
    render(
      <LineOptions
        options={[
          { group: 'Tamanho', name: 'G', price: 0, priceRule: 'sum' },
          { group: 'Sabores', name: 'Camarão', price: 12.5, priceRule: 'highest' },
          { group: 'Adicionais', name: 'Bacon', price: 4, priceRule: 'sum' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Tamanho: G',
      'Sabores: Camarão',
      'Adicionais: Bacon (+R$ 4,00)',
    ]);
  });

  it('renders nothing without options', () => {
    const { container } = render(<LineOptions options={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
