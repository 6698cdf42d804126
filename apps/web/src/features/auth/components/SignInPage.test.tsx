import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Messages } from '@catalogo/contracts/core';
import { getToken } from '@/lib/cookie';
import { jsonResponse } from '@/test/render';
import { SignInPage } from './SignInPage';
import { fieldError } from '@/test/render';
import { renderAuthPage, type Respond, type User } from '../test-helpers';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

const setup = (
  respond: Respond = () => jsonResponse(200, { accessToken: 'jwt.token.value' }),
  initialEntry = '/signin',
) => renderAuthPage(<SignInPage />, { path: '/signin', initialEntry, respond });

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Entrar' }));

describe('SignInPage', () => {
  beforeEach(() => {
    toast.error.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the spec messages and sends nothing when invalid', async () => {
    const { user, calls } = setup();
    expect(screen.getByRole('form', { name: 'Login' }).hasAttribute('novalidate')).toBe(true);
    await submit(user);
    await waitFor(() => expect(fieldError('E-mail')).toBe('Email inválido'));
    expect(fieldError('Senha')).toBe('A senha deve ter pelo menos 8 caracteres');

    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.type(screen.getByLabelText('Senha'), 'curta');
    await submit(user);
    await waitFor(() => expect(fieldError('E-mail')).toBeNull());
    expect(fieldError('Senha')).toBe('A senha deve ter pelo menos 8 caracteres');
    expect(calls).toHaveLength(0);
  });

  it('toggles the password visibility', async () => {
    const { user } = setup();
    const password = screen.getByLabelText<HTMLInputElement>('Senha');
    expect(password.type).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.type).toBe('text');

    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeTruthy();
  });

  it('logs in: stores the token cookie and goes to /admin', async () => {
    const { user, calls, router } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'Ana@Exemplo.com');
    await user.type(screen.getByLabelText('Senha'), '12345678');
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls[0]!.url).toBe('http://localhost:3000/auth/login');
    expect(calls[0]!.body).toEqual({ email: 'ana@exemplo.com', password: '12345678' });
    expect(getToken()).toBe('jwt.token.value');
  });

  it('shows the failure message on wrong credentials and stays', async () => {
    const { user, router } = setup(() =>
      jsonResponse(401, {
        statusCode: 401,
        message: 'E-mail ou senha inválidos.',
        error: 'Unauthorized',
      }),
    );
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.type(screen.getByLabelText('Senha'), '12345678');
    await submit(user);

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Falha no login. Verifique suas credenciais.'),
    );
    expect(router.state.location.pathname).toBe('/signin');
    expect(getToken()).toBeUndefined();
  });

  it('shows the session-expired toast for 7 s when asked to', async () => {
    setup(undefined, '/signin?reason=session_expired');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        Messages.sessionExpired,
        expect.objectContaining({ duration: 7000 }),
      ),
    );
  });

  it('shows no toast without the reason', async () => {
    setup();
    await screen.findByRole('button', { name: 'Entrar' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('links to "Esqueci minha senha"', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/esqueci-senha',
    );
  });

  it('links to the sign-up page', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Criar conta' }).getAttribute('href')).toBe('/signup');
  });
});
