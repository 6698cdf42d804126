import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PriceInput } from './PriceInput';

/** Shows the value with ordinary spaces (Intl puts a non-breaking space after "R$"). */
const shown = (input: HTMLInputElement) => input.value.replace(/\u00a0/g, ' ');

function Harness({ onCents }: { onCents: (cents: number) => void }) {
  const [cents, setCents] = useState(0);
  return (
    <>
      <label htmlFor="price">Preço</label>
      <PriceInput
        id="price"
        value={cents}
        onValueChange={(next) => {
          setCents(next);
          onCents(next);
        }}
      />
    </>
  );
}

function setup() {
  const onCents = vi.fn<(cents: number) => void>();
  render(<Harness onCents={onCents} />);
  return {
    onCents,
    input: screen.getByLabelText<HTMLInputElement>('Preço'),
    user: userEvent.setup(),
  };
}

describe('PriceInput', () => {
  it('reads the digits typed as centavos: 1290 shows R$ 12,90', async () => {
    const { input, user, onCents } = setup();
    expect(input.value).toBe('');
    await user.type(input, '1');
    expect(shown(input)).toBe('R$ 0,01');
    await user.type(input, '290');
    expect(shown(input)).toBe('R$ 12,90');
    expect(onCents).toHaveBeenLastCalledWith(1290);
    expect(input.inputMode).toBe('numeric');
  });

  it('ignores letters and other characters', async () => {
    const { input, user, onCents } = setup();
    await user.type(input, 'a1b2,c3x');
    expect(shown(input)).toBe('R$ 1,23');
    expect(onCents).toHaveBeenLastCalledWith(123);
    await user.type(input, 'zz');
    expect(shown(input)).toBe('R$ 1,23');
  });

  it('deletes the last digit on backspace and empties at zero', async () => {
    const { input, user, onCents } = setup();
    await user.type(input, '1290');
    await user.type(input, '{Backspace}');
    expect(shown(input)).toBe('R$ 1,29');
    await user.clear(input);
    expect(input.value).toBe('');
    expect(onCents).toHaveBeenLastCalledWith(0);
  });

  it('formats thousands and refuses prices above R$ 100.000,00', async () => {
    const { input, user } = setup();
    await user.type(input, '10000000');
    expect(shown(input)).toBe('R$ 100.000,00');
    await user.type(input, '1');
    expect(shown(input)).toBe('R$ 100.000,00');
  });
});
