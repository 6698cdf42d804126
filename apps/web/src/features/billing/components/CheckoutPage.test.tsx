import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render';
import { CheckoutPage } from './CheckoutPage';

function setup() {
  const user = userEvent.setup();
  const view = renderRoute(<CheckoutPage />, { path: '/checkout' });
  return { ...view, user };
}

describe('CheckoutPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the single plan, R$ 99,00/mês and the five features', () => {
    setup();
    const plan = screen.getByRole('region', { name: 'Plano Único' });
    expect(plan.textContent).toMatch(/R\$\s99,00\/mês/);
    const items = within(plan)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Pedidos ilimitados',
      'Até 50 produtos',
      'Configuração do esquema de pedidos no painel',
      'Link curto para compartilhar',
      'Visualização do número de pedidos solicitados',
    ]);
  });

  it('signed out: "Escolher Plano" leads to /signup', async () => {
    const { user, router } = setup();
    const choose = screen.getByRole('link', { name: 'Escolher Plano' });
    expect(choose.getAttribute('href')).toBe('/signup');
    await user.click(choose);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('signed in (token cookie): "Escolher Plano" leads to /membership', async () => {
    document.cookie = 'token=jwt.value; path=/';
    const { user, router } = setup();
    const choose = screen.getByRole('link', { name: 'Escolher Plano' });
    expect(choose.getAttribute('href')).toBe('/membership');
    await user.click(choose);
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership'));
  });
});
