import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Messages } from '@catalogo/contracts/core';
import { RequireAuth } from './RequireAuth';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuth />,
        children: [{ path: '/admin', element: <p>conteúdo protegido</p> }],
      },
      { path: '/signin', element: <p>página de login</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireAuth', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.error.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without the token cookie, waits ~150 ms then toasts and redirects to /signin', async () => {
    const router = renderAt('/admin');

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/admin');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByText('conteúdo protegido')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(router.state.location.pathname).toBe('/signin');
    expect(toast.error).toHaveBeenCalledWith(Messages.loginRequired, expect.anything());
    expect(Messages.loginRequired).toBe('Por favor, faça login para acessar esta página.');
    expect(screen.getByText('página de login')).toBeTruthy();
    expect(screen.queryByText('conteúdo protegido')).toBeNull();
  });

  it('with the token cookie, shows the page after the check', async () => {
    document.cookie = 'token=abc; path=/';
    const router = renderAt('/admin');

    expect(screen.queryByText('conteúdo protegido')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(160));

    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByText('conteúdo protegido')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
