import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Messages } from '@catalogo/contracts/core';
import { jsonResponse } from '@/test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { renderAuthPage, type Respond, type User } from '../test-helpers';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

const setup = (respond: Respond = () => jsonResponse(202, { success: true })) =>
  renderAuthPage(<ForgotPasswordPage />, { path: '/esqueci-senha', respond });

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Enviar link' }));

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    toast.error.mockClear();
    toast.success.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the contract message for an invalid e-mail and sends nothing', async () => {
    const { user, calls } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.invalidEmail);
    expect(calls).toHaveLength(0);
  });

  it('sends the normalised e-mail and shows the same confirmation for any address', async () => {
    const { user, calls } = setup();
    await user.type(screen.getByLabelText('E-mail'), '  Ana@Exemplo.com ');
    await submit(user);
    expect((await screen.findByRole('status')).textContent).toBe(Messages.forgotPasswordSent);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://localhost:3000/auth/forgot-password');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ email: 'ana@exemplo.com' });
    expect(toast.success).toHaveBeenCalledWith(Messages.forgotPasswordSent);
    expect(screen.queryByRole('form', { name: 'Esqueci minha senha' })).toBeNull();
  });

  it('shows the server message on 429 and keeps the form', async () => {
    const { user } = setup(() =>
      jsonResponse(429, { statusCode: 429, message: Messages.tooManyRequests }),
    );
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await submit(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(Messages.tooManyRequests));
    expect(screen.getByRole('form', { name: 'Esqueci minha senha' })).toBeTruthy();
  });

  it('shows the failure message when the server fails', async () => {
    const { user } = setup(() => jsonResponse(500, { statusCode: 500, message: 'x' }));
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await submit(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(Messages.forgotPasswordFailed));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('links back to the sign-in page', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/signin');
  });
});
