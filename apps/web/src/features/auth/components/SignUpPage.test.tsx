import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Messages } from '@catalogo/contracts/core';
import { jsonResponse } from '@/test/render';
import { SignUpPage } from './SignUpPage';
import { fieldError } from '@/test/render';
import { renderAuthPage, type Respond, type User } from '../test-helpers';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

const setup = (respond: Respond = () => jsonResponse(201, { success: true })) =>
  renderAuthPage(<SignUpPage />, { path: '/signup', respond });

async function fill(
  user: User,
  values: { email?: string; password?: string; confirm?: string; phone?: string },
) {
  if (values.email !== undefined) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password !== undefined)
    await user.type(screen.getByLabelText('Senha'), values.password);
  if (values.confirm !== undefined)
    await user.type(screen.getByLabelText('Confirmar senha'), values.confirm);
  if (values.phone !== undefined)
    await user.type(screen.getByLabelText('Telefone celular (opcional)'), values.phone);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Criar conta' }));

describe('SignUpPage', () => {
  beforeEach(() => {
    toast.error.mockClear();
    toast.success.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses noValidate and labels every control; links to the landing page and sign-in', () => {
    setup();
    expect(screen.getByRole('form', { name: 'Cadastro' }).hasAttribute('novalidate')).toBe(true);
    for (const label of ['E-mail', 'Senha', 'Confirmar senha', 'Telefone celular (opcional)']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Voltar para o início/ }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/signin');
  });

  it('shows the spec messages on an empty submit and sends nothing', async () => {
    const { user, calls } = setup();
    await submit(user);

    expect(await screen.findByText(Messages.invalidEmail)).toBeTruthy();
    expect(fieldError('E-mail')).toBe('Email inválido');
    expect(fieldError('Senha')).toBe('A senha deve ter pelo menos 8 caracteres');
    expect(fieldError('Telefone celular (opcional)')).toBeNull(); // optional
    expect(calls).toHaveLength(0);
  });

  it('rejects an e-mail without a valid domain', async () => {
    const { user, calls } = setup();
    await fill(user, { email: 'ana@exemplo', password: '12345678', confirm: '12345678' });
    await submit(user);
    await waitFor(() => expect(fieldError('E-mail')).toBe('Email inválido'));
    expect(calls).toHaveLength(0);
  });

  it('rejects a short password', async () => {
    const { user, calls } = setup();
    await fill(user, { email: 'ana@exemplo.com', password: '1234567', confirm: '1234567' });
    await submit(user);
    await waitFor(() =>
      expect(fieldError('Senha')).toBe('A senha deve ter pelo menos 8 caracteres'),
    );
    expect(fieldError('E-mail')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows the mismatch on the confirmation field', async () => {
    const { user, calls } = setup();
    await fill(user, { email: 'ana@exemplo.com', password: '12345678', confirm: '12345679' });
    await submit(user);
    await waitFor(() => expect(fieldError('Confirmar senha')).toBe('As senhas não coincidem'));
    expect(fieldError('Senha')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('rejects an invalid phone', async () => {
    const { user, calls } = setup();
    await fill(user, {
      email: 'ana@exemplo.com',
      password: '12345678',
      confirm: '12345678',
      phone: '00912345678',
    });
    await submit(user);
    await waitFor(() =>
      expect(fieldError('Telefone celular (opcional)')).toBe('Número de telefone inválido'),
    );
    expect(calls).toHaveLength(0);
  });

  it('masks the phone as (99) 99999-9999 within 15 characters', async () => {
    const { user } = setup();
    const phone = screen.getByLabelText<HTMLInputElement>('Telefone celular (opcional)');
    await user.type(phone, '119876543219999');
    expect(phone.value).toBe('(11) 98765-4321');
    expect(phone.maxLength).toBe(15);
  });

  it('registers with the phone as digits only, then toasts and goes to /signin', async () => {
    const { user, calls, router } = setup();
    await fill(user, {
      email: ' Ana@Exemplo.com ',
      password: '12345678',
      confirm: '12345678',
      phone: '11987654321',
    });
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://localhost:3000/user/register');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.body).toEqual({
      email: 'ana@exemplo.com',
      password: '12345678',
      phone: '11987654321',
    });
    expect(toast.success).toHaveBeenCalledWith('Cadastro realizado com sucesso!');
  });

  it('omits the phone when it is left empty', async () => {
    const { user, calls, router } = setup();
    await fill(user, { email: 'ana@exemplo.com', password: '12345678', confirm: '12345678' });
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(calls[0]!.body).toEqual({ email: 'ana@exemplo.com', password: '12345678' });
  });

  it('disables the button while submitting and shows the failure message', async () => {
    let answer!: (r: Response) => void;
    const { user, router } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fill(user, { email: 'ana@exemplo.com', password: '12345678', confirm: '12345678' });
    await submit(user);

    const button = await screen.findByRole('button', { name: 'Cadastrando...' });
    expect(button.hasAttribute('disabled')).toBe(true);

    answer(jsonResponse(500, { statusCode: 500, message: 'Erro', error: 'Internal Server Error' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Falha no cadastro. Por favor, tente novamente.'),
    );
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Criar conta' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it("shows the server's message for an e-mail already registered", async () => {
    const { user } = setup(() =>
      jsonResponse(409, {
        statusCode: 409,
        message: 'Este e-mail já está cadastrado.',
        error: 'Conflict',
      }),
    );
    await fill(user, { email: 'ana@exemplo.com', password: '12345678', confirm: '12345678' });
    await submit(user);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Este e-mail já está cadastrado.'),
    );
  });
});
