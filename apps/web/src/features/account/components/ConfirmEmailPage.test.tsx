import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Messages } from '@catalogo/contracts/core';
import { createQueryClient } from '@/lib/query-client';
import { LocationProbe, fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

let tokenCounter = 0;
/** A token never used before in this file (the page remembers confirmations by token). */
function freshToken(): string {
  tokenCounter += 1;
  return `tok_${Date.now().toString(36)}_${tokenCounter}`;
}

function setup(
  initialEntry: string,
  respond: (call: FakeCall) => Response | Promise<Response> = () =>
    jsonResponse(200, { success: true }),
  { strict = false }: { strict?: boolean } = {},
) {
  const fake = fakeFetch(respond);
  vi.stubGlobal('fetch', fake.fetch);
  if (!strict) {
    const view = renderRoute(<ConfirmEmailPage />, { path: '/confirm-email', initialEntry });
    return { ...view, calls: fake.calls };
  }
  // React 19 double-runs effects only under a StrictMode at the root, as main.tsx has it.
  const router = createMemoryRouter(
    [
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '*', element: <LocationProbe label="elsewhere" /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, router, calls: fake.calls };
}

describe('ConfirmEmailPage', () => {
  beforeEach(() => {
    toast.error.mockClear();
    toast.success.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('without a token: toasts "Token de confirmação inválido", goes to / and calls nothing', async () => {
    const { router, calls } = setup('/confirm-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Token de confirmação inválido', expect.anything());
    expect(calls).toHaveLength(0);
  });

  it('with an empty token: same as no token', async () => {
    const { router, calls } = setup('/confirm-email?token=');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toast.error).toHaveBeenCalledWith(Messages.invalidConfirmationToken, expect.anything());
    expect(calls).toHaveLength(0);
  });

  it('shows the waiting state while the call runs', async () => {
    const token = freshToken();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { router } = setup(`/confirm-email?token=${token}`, async () => {
      await gate;
      return jsonResponse(200, { success: true });
    });
    expect(screen.getByRole('heading', { name: 'Confirmando seu e-mail...' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/confirm-email');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('success without the token cookie: POSTs the token, toasts for 8 s, goes to /signin', async () => {
    const token = freshToken();
    const { router, calls } = setup(`/confirm-email?token=${token}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`http://localhost:3000/email/confirm/${token}`);
    expect(calls[0]!.init.method).toBe('POST');
    expect(toast.success).toHaveBeenCalledWith(
      'Email confirmado com sucesso!',
      expect.objectContaining({ duration: 8000 }),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('success with the token cookie: goes to /admin', async () => {
    document.cookie = 'token=jwt.value; path=/';
    const token = freshToken();
    const { router, calls } = setup(`/confirm-email?token=${token}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls[0]!.headers.Authorization).toBe('Bearer jwt.value');
    expect(toast.success).toHaveBeenCalledWith(
      Messages.confirmEmailSucceeded,
      expect.objectContaining({ duration: 8000 }),
    );
  });

  it('failure (400): toasts "O código expirou ou não é mais válido" for 8 s and goes to /', async () => {
    document.cookie = 'token=jwt.value; path=/';
    const { router, calls } = setup(`/confirm-email?token=${freshToken()}`, () =>
      jsonResponse(400, {
        statusCode: 400,
        message: Messages.confirmEmailFailed,
        error: 'Bad Request',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toHaveLength(1);
    expect(toast.error).toHaveBeenCalledWith(
      'O código expirou ou não é mais válido',
      expect.objectContaining({ duration: 8000 }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('failure (network): same message, goes to /', async () => {
    const { router } = setup(`/confirm-email?token=${freshToken()}`, () => {
      throw new TypeError('Failed to fetch');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toast.error).toHaveBeenCalledWith(Messages.confirmEmailFailed, expect.anything());
  });

  it('under StrictMode: the confirmation call is made exactly once, one toast', async () => {
    const token = freshToken();
    const { router, calls } = setup(`/confirm-email?token=${token}`, undefined, { strict: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    // Let any duplicate effect run settle before counting.
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('under StrictMode without a token: one toast, no call', async () => {
    const { router, calls } = setup('/confirm-email', undefined, { strict: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
