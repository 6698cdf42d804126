import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@catalogo/contracts/core';
import { getToken } from '@/lib/cookie';
import { fakeFetch, fieldError, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { AccountSecurityCard } from './AccountSecurityCard';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

function setup(respond: (call: FakeCall) => Response | Promise<Response>) {
  document.cookie = 'token=current.session.token; path=/';
  const fake = fakeFetch(respond);
  vi.stubGlobal('fetch', fake.fetch);
  const user = userEvent.setup();
  const view = renderRoute(<AccountSecurityCard />, { path: '/admin' });
  return { ...view, user, calls: fake.calls };
}

async function fillChange(
  user: ReturnType<typeof userEvent.setup>,
  values: { current: string; next: string; confirm: string },
) {
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
  const form = await screen.findByRole('form', { name: 'Alterar senha' });
  await user.type(within(form).getByLabelText('Senha atual'), values.current);
  await user.type(within(form).getByLabelText('Nova senha'), values.next);
  await user.type(within(form).getByLabelText('Confirmar nova senha'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('AccountSecurityCard', () => {
  beforeEach(() => {
    toast.error.mockClear();
    toast.success.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('Alterar senha', () => {
    it('validates with the contract messages and sends nothing when invalid', async () => {
      const { user, calls } = setup(() => new Response(null, { status: 204 }));
      await fillChange(user, { current: 'x', next: 'curta', confirm: 'outra' });
      await waitFor(() => expect(fieldError('Nova senha')).toBe(Messages.passwordTooShort));
      expect(fieldError('Confirmar nova senha')).toBe(Messages.passwordsDoNotMatch);
      expect(fieldError('Senha atual')).toBeNull();
      expect(calls).toHaveLength(0);
    });

    it('sends PUT /user/password and keeps this device signed in with the new token', async () => {
      const { user, calls } = setup(
        () =>
          new Response(null, { status: 204, headers: { 'X-Access-Token': 'new.session.token' } }),
      );
      await fillChange(user, {
        current: 'senha-atual-123',
        next: 'nova-senha-456',
        confirm: 'nova-senha-456',
      });
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith(Messages.changePasswordSucceeded),
      );
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe('http://localhost:3000/user/password');
      expect(calls[0]!.init.method).toBe('PUT');
      expect(calls[0]!.body).toEqual({
        currentPassword: 'senha-atual-123',
        newPassword: 'nova-senha-456',
      });
      expect(getToken()).toBe('new.session.token');
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Alterar senha' })).toBeNull());
    });

    it('explains a wrong current password and keeps the sheet open', async () => {
      const { user } = setup(() =>
        jsonResponse(400, { statusCode: 400, message: Messages.currentPasswordWrong }),
      );
      await fillChange(user, {
        current: 'errada-123',
        next: 'nova-senha-456',
        confirm: 'nova-senha-456',
      });
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(Messages.changePasswordFailed, {
          description: Messages.currentPasswordWrong,
        }),
      );
      expect(screen.getByRole('form', { name: 'Alterar senha' })).toBeTruthy();
      expect(getToken()).toBe('current.session.token');
    });
  });

  describe('Sair de todos os dispositivos', () => {
    it('asks first, then ends every session and goes to /signin', async () => {
      const { user, calls, router } = setup(() => new Response(null, { status: 204 }));
      await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(calls).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe('http://localhost:3000/auth/logout-all');
      expect(calls[0]!.init.method).toBe('POST');
      expect(getToken()).toBeUndefined();
      expect(toast.success).toHaveBeenCalledWith(Messages.logoutAllSucceeded);
    });

    it('does nothing when cancelled', async () => {
      const { user, calls, router } = setup(() => new Response(null, { status: 204 }));
      await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(calls).toHaveLength(0);
      expect(router.state.location.pathname).toBe('/admin');
      expect(getToken()).toBe('current.session.token');
    });

    it('keeps the session and explains a failure', async () => {
      const { user, router } = setup(() => jsonResponse(500, { statusCode: 500, message: 'x' }));
      await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(Messages.logoutAllFailed));
      expect(router.state.location.pathname).toBe('/admin');
      expect(getToken()).toBe('current.session.token');
    });
  });
});
