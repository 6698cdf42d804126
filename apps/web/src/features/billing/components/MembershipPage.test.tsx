import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type Me, type SubscriptionStatus } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { MembershipPage } from './MembershipPage';

const { toast, redirectTo } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
  redirectTo: vi.fn(),
}));
vi.mock('sonner', () => ({ toast }));
vi.mock('@/lib/location', () => ({ redirectTo }));

const API = 'http://localhost:3000';
const PAYMENT_LINK = 'http://127.0.0.1:3000/stripe/local-checkout/abc123';

function meBody(overrides: Partial<Me> = {}, status: SubscriptionStatus | null = null): Me {
  return {
    email: 'ana@exemplo.com',
    isEmailConfirmed: true,
    phone: null,
    Subscription: status ? { status } : null,
    ...overrides,
  };
}

type Routes = Record<string, (call: FakeCall) => Response | Promise<Response>>;

function setup(routes: Routes) {
  const fake = fakeFetch((call) => {
    const key = `${call.init.method ?? 'GET'} ${call.url.replace(API, '')}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(call);
  });
  vi.stubGlobal('fetch', fake.fetch);
  const user = userEvent.setup();
  const view = renderRoute(<MembershipPage />, { path: '/membership' });
  const callsTo = (key: string) =>
    fake.calls.filter((c) => `${c.init.method ?? 'GET'} ${c.url.replace(API, '')}` === key);
  return { ...view, user, calls: fake.calls, callsTo };
}

const status = () => screen.getByTestId('membership-status').textContent;

describe('MembershipPage', () => {
  beforeEach(() => {
    document.cookie = 'token=jwt.value; path=/';
    toast.error.mockClear();
    toast.success.mockClear();
    redirectTo.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('gate', () => {
    it('unconfirmed e-mail: toasts "Por favor, verifique seu email…" and goes to /admin', async () => {
      const { router, callsTo } = setup({
        'GET /user/me': () => jsonResponse(200, meBody({ isEmailConfirmed: false })),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(toast.error).toHaveBeenCalledWith(
        'Por favor, verifique seu email para acessar esta página.',
        expect.anything(),
      );
      expect(callsTo('GET /user/me')[0]!.headers.Authorization).toBe('Bearer jwt.value');
      expect(callsTo('POST /stripe/subscription')).toHaveLength(0);
    });

    it('never shows the plan before the e-mail is known to be confirmed', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const { router } = setup({
        'GET /user/me': async () => {
          await gate;
          return jsonResponse(200, meBody({ isEmailConfirmed: false }));
        },
      });
      expect(screen.queryByRole('button', { name: 'Assinar Agora' })).toBeNull();
      expect(screen.getByRole('status')).toBeTruthy();
      release();
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(screen.queryByRole('button', { name: 'Assinar Agora' })).toBeNull();
    });

    it('load failure: toasts "Ocorreu um erro ao carregar os dados…" and goes to /admin', async () => {
      const { router } = setup({
        'GET /user/me': () => jsonResponse(404, { statusCode: 404, message: 'Não encontrado' }),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(toast.error).toHaveBeenCalledWith(
        Messages.membershipLoadFailed,
        expect.objectContaining({ id: expect.any(String) as unknown }),
      );
      expect(Messages.membershipLoadFailed).toBe(
        'Ocorreu um erro ao carregar os dados. Por favor, tente novamente.',
      );
    });

    it('401: leaves the redirect to the app shell (no toast, no /admin)', async () => {
      const { router, callsTo } = setup({
        'GET /user/me': () => jsonResponse(401, { statusCode: 401, message: 'x' }),
      });
      await waitFor(() => expect(callsTo('GET /user/me')).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 30));
      expect(router.state.location.pathname).toBe('/membership');
      expect(toast.error).not.toHaveBeenCalled();
    });
  });

  describe('page', () => {
    it.each([
      ['active', 'Ativo'],
      ['canceled', 'Cancelado'],
      ['inactive', 'Inativo'],
      ['past_due', 'Inativo'],
      ['trialing', 'Inativo'],
      [null, 'Inativo'],
    ] as const)('status %s is shown as %s', async (subscription, label) => {
      setup({ 'GET /user/me': () => jsonResponse(200, meBody({}, subscription)) });
      await screen.findByRole('heading', { name: 'Plano Único' });
      expect(status()).toBe(label);
    });

    it('shows the plan, R$ 99,00/mês and the six features', async () => {
      setup({ 'GET /user/me': () => jsonResponse(200, meBody()) });
      const plan = await screen.findByRole('region', { name: 'Plano Único' });
      expect(plan.textContent).toMatch(/R\$\s99,00\/mês/);
      const features = within(plan).getByRole('list', { name: 'Recursos do plano' });
      expect(
        within(features)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Catálogo digital personalizado',
        'Processamento com IA (15 por mês)',
        'Link curto personalizado',
        'Análise de acessos',
        'Atualizações gratuitas',
        'Até 10.000 acessos ao catálogo por mês',
      ]);
      expect(screen.getByText('ana@exemplo.com')).toBeTruthy();
    });
  });

  describe('not active: "Assinar Agora"', () => {
    it('requests the payment link once, shows the busy state and goes there', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const { user, callsTo } = setup({
        'GET /user/me': () => jsonResponse(200, meBody({}, 'canceled')),
        'POST /stripe/subscription': async () => {
          await gate;
          return jsonResponse(201, { paymentLink: PAYMENT_LINK });
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Assinar Agora' }));
      const busy = await screen.findByRole('button', { name: 'Abrindo pagamento...' });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      await user.click(busy);
      release();
      await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(PAYMENT_LINK));
      expect(callsTo('POST /stripe/subscription')).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Cancelar Assinatura' })).toBeNull();
    });

    it('409 (already active): shows the server message and reloads the seller', async () => {
      const { user, callsTo } = setup({
        'GET /user/me': () => jsonResponse(200, meBody({}, 'inactive')),
        'POST /stripe/subscription': () =>
          jsonResponse(409, { statusCode: 409, message: 'Sua assinatura já está ativa.' }),
      });
      await user.click(await screen.findByRole('button', { name: 'Assinar Agora' }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Sua assinatura já está ativa.'),
      );
      await waitFor(() => expect(callsTo('GET /user/me')).toHaveLength(2));
      expect(redirectTo).not.toHaveBeenCalled();
    });

    it('403 (unconfirmed per the server): no extra toast of its own (the shell shows it)', async () => {
      const { user, callsTo } = setup({
        'GET /user/me': () => jsonResponse(200, meBody()),
        'POST /stripe/subscription': () =>
          jsonResponse(403, { statusCode: 403, message: 'Verifique seu e-mail antes de assinar.' }),
      });
      await user.click(await screen.findByRole('button', { name: 'Assinar Agora' }));
      await waitFor(() => expect(callsTo('POST /stripe/subscription')).toHaveLength(1));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Assinar Agora' })).toBeTruthy(),
      );
      expect(toast.error).not.toHaveBeenCalled();
      expect(redirectTo).not.toHaveBeenCalled();
    });
  });

  describe('active: cancel dialog', () => {
    it('never offers "Assinar Agora" nor requests a payment link', async () => {
      const { callsTo } = setup({
        'GET /user/me': () => jsonResponse(200, meBody({}, 'active')),
      });
      await screen.findByRole('button', { name: 'Cancelar Assinatura' });
      expect(screen.queryByRole('button', { name: 'Assinar Agora' })).toBeNull();
      expect(callsTo('POST /stripe/subscription')).toHaveLength(0);
    });

    it('"Cancelar" cancels: POST, success toast, status becomes Cancelado', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const { user, callsTo, router } = setup({
        'GET /user/me': () => jsonResponse(200, meBody({}, 'active')),
        'POST /stripe/cancel-subscription': async () => {
          await gate;
          return jsonResponse(200, { success: true });
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Cancelar Assinatura' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar assinatura?' });
      const lost = within(dialog).getByRole('list', { name: 'Benefícios perdidos' });
      expect(within(lost).getAllByRole('listitem')).toHaveLength(6);
      expect(lost.textContent).toContain('Processamento com IA (15 por mês)');

      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      const busy = await within(dialog).findByRole('button', { name: 'Cancelando...' });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByRole('alertdialog', { name: 'Cancelar assinatura?' })).toBe(dialog);
      expect(
        (within(dialog).getByRole('button', { name: 'Manter Assinatura' }) as HTMLButtonElement)
          .disabled,
      ).toBe(true);
      release();

      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('Assinatura cancelada com sucesso'),
      );
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(status()).toBe('Cancelado');
      expect(screen.getByRole('button', { name: 'Assinar Agora' })).toBeTruthy();
      expect(callsTo('POST /stripe/cancel-subscription')).toHaveLength(1);
      expect(callsTo('POST /stripe/subscription')).toHaveLength(0);
      expect(router.state.location.pathname).toBe('/membership');
    });

    it('cancel failure: toasts "Falha ao cancelar assinatura", stays Ativo', async () => {
      const { user } = setup({
        'GET /user/me': () => jsonResponse(200, meBody({}, 'active')),
        'POST /stripe/cancel-subscription': () =>
          jsonResponse(500, { statusCode: 500, message: 'erro' }),
      });
      await user.click(await screen.findByRole('button', { name: 'Cancelar Assinatura' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Falha ao cancelar assinatura'));
      expect(toast.success).not.toHaveBeenCalled();
      expect(status()).toBe('Ativo');
    });

    it('"Manter Assinatura": closes, thanks and goes to /admin without cancelling', async () => {
      const { user, callsTo, router } = setup({
        'GET /user/me': () => jsonResponse(200, meBody({}, 'active')),
      });
      await user.click(await screen.findByRole('button', { name: 'Cancelar Assinatura' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Manter Assinatura' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(toast.success).toHaveBeenCalledWith('Obrigado por continuar conosco!');
      expect(callsTo('POST /stripe/cancel-subscription')).toHaveLength(0);
    });
  });
});
