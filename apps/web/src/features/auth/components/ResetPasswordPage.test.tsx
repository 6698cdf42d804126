import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Messages } from '@catalogo/contracts/core';
import { getToken } from '@/lib/cookie';
import { jsonResponse } from '@/test/render';
import { ResetPasswordPage } from './ResetPasswordPage';
import { fieldError } from '@/test/render';
import { renderAuthPage, type Respond, type User } from '../test-helpers';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

const setup = (
  initialEntry = '/redefinir-senha?token=abc_DEF-123',
  respond: Respond = () => jsonResponse(200, { success: true }),
) => renderAuthPage(<ResetPasswordPage />, { path: '/redefinir-senha', initialEntry, respond });

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    toast.error.mockClear();
    toast.success.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the length and the confirmation and sends nothing when invalid', async () => {
    const { user, calls } = setup();
    await user.type(screen.getByLabelText('Nova senha'), 'curta');
    await submit(user);
    await waitFor(() => expect(fieldError('Nova senha')).toBe(Messages.passwordTooShort));

    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-123');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'outra-coisa-123');
    await submit(user);
    await waitFor(() =>
      expect(fieldError('Confirmar nova senha')).toBe(Messages.passwordsDoNotMatch),
    );
    expect(fieldError('Nova senha')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('sends the token and the new password, drops the old cookie and goes to /signin', async () => {
    document.cookie = 'token=old.session.token; path=/';
    const { user, calls, router } = setup();
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-123');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-123');
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://localhost:3000/auth/reset-password');
    expect(calls[0]!.body).toEqual({ token: 'abc_DEF-123', password: 'nova-senha-123' });
    expect(toast.success).toHaveBeenCalledWith(Messages.resetPasswordSucceeded);
    expect(getToken()).toBeUndefined();
  });

  it('shows the server message for a used or expired link and stays', async () => {
    const { user, router } = setup(undefined, () =>
      jsonResponse(400, { statusCode: 400, message: Messages.resetPasswordFailed }),
    );
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-123');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-123');
    await submit(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(Messages.resetPasswordFailed));
    expect(router.state.location.pathname).toBe('/redefinir-senha');
  });

  it('explains a link without a token and offers a new one', () => {
    const { calls } = setup('/redefinir-senha');
    expect(screen.getByRole('alert').textContent).toBe(Messages.resetPasswordMissingToken);
    expect(screen.queryByRole('form', { name: 'Redefinir senha' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/esqueci-senha',
    );
    expect(calls).toHaveLength(0);
  });
});
