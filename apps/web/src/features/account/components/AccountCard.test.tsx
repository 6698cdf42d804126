import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SUBSCRIPTION_STATUSES,
  type DashboardInfo,
  type Me,
  type SubscriptionStatus,
} from '@catalogo/contracts/core';
import { dashboardInfo } from '@/test/fixtures';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { AccountCard, SubscriptionBadge } from './AccountCard';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

function dashboard(overrides: Partial<DashboardInfo> = {}): DashboardInfo {
  return dashboardInfo({
    subscriptionStatus: 'inactive',
    nextPaymentDate: null,
    isEmailConfirmed: false,
    catalogItemsCount: 0,
    categoriesCount: 0,
    siteSlug: null,
    storeName: null,
    accessCount: 0,
    lastAccessed: null,
    phone: null,
    aiUsage: { used: 0, limit: 15, renewsAt: null },
    ...overrides,
  });
}

const me: Me = {
  email: 'ana@exemplo.com',
  isEmailConfirmed: false,
  phone: null,
  Subscription: null,
};

function setup(
  info: DashboardInfo,
  respondOther: (call: FakeCall) => Response = () => jsonResponse(200, { success: true }),
) {
  const fake = fakeFetch((call) => {
    if (call.url.endsWith('/stripe/dashboard-info')) return jsonResponse(200, info);
    if (call.url.endsWith('/user/me')) return jsonResponse(200, me);
    return respondOther(call);
  });
  vi.stubGlobal('fetch', fake.fetch);
  const view = renderRoute(<AccountCard />, { path: '/admin' });
  return { ...view, calls: fake.calls, user: userEvent.setup() };
}

const LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  inactive: 'Inativa',
  canceled: 'Cancelada',
  past_due: 'Vencida',
  trialing: 'Avaliação',
  unpaid: 'Não Paga',
  incomplete: 'Incompleta',
};

describe('SubscriptionBadge', () => {
  it.each(SUBSCRIPTION_STATUSES)('shows %s with its label and style', (status) => {
    render(<SubscriptionBadge status={status} />);
    const badge = screen.getByText(LABELS[status]);
    if (status === 'active') {
      expect(badge.className).toContain('bg-primary');
      expect(badge.className).not.toContain('bg-warning');
    } else {
      expect(badge.className).toContain('bg-warning');
      expect(badge.className).not.toContain('bg-primary');
    }
  });
});

describe('AccountCard', () => {
  beforeEach(() => {
    toast.error.mockClear();
    toast.success.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a loading state, then the status, "—" for the payment date and "Não"', async () => {
    setup(dashboard({ subscriptionStatus: 'past_due', nextPaymentDate: '2030-01-15T12:00:00Z' }));
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    expect((await screen.findByText('Vencida')).className).toContain('bg-warning');
    expect(screen.getByTestId('next-payment').textContent).toBe('—');
    expect(screen.getByTestId('email-verified').textContent).toBe('Não');
    expect(screen.getByText('ana@exemplo.com')).toBeTruthy();
    expect(
      screen.getByText(
        'Verifique seu e-mail antes de assinar para ter acesso completo aos recursos.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /assinatura/i })).toBeNull();
  });

  it('when active and verified: the next payment date, "Sim" and the link to /membership', async () => {
    setup(
      dashboard({
        subscriptionStatus: 'active',
        nextPaymentDate: '2030-01-15T12:00:00Z',
        isEmailConfirmed: true,
      }),
    );
    expect((await screen.findByText('Ativa')).className).toContain('bg-primary');
    expect(screen.getByTestId('next-payment').textContent).toBe('15/01/2030');
    expect(screen.getByTestId('email-verified').textContent).toBe('Sim');
    expect(screen.getByRole('link', { name: 'Gerenciar assinatura' }).getAttribute('href')).toBe(
      '/membership',
    );
    expect(screen.queryByRole('button', { name: 'Reenviar código' })).toBeNull();
    expect(screen.queryByText(/Verifique seu e-mail antes de assinar/)).toBeNull();
  });

  it('"Reenviar código" posts the seller e-mail and toasts the result', async () => {
    const { user, calls } = setup(dashboard());
    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Código de verificação enviado com sucesso!'),
    );
    const resend = calls.find((c) => c.url.endsWith('/email/resend-confirmation'));
    expect(resend?.init.method).toBe('POST');
    expect(resend?.body).toEqual({ email: 'ana@exemplo.com' });
  });

  it('"Reenviar código" failure toast', async () => {
    const { user } = setup(dashboard(), () =>
      jsonResponse(429, { statusCode: 429, message: 'Muitas tentativas.', error: 'Too Many' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Falha ao enviar código de verificação. Por favor, tente novamente.',
        expect.anything(),
      ),
    );
  });
});
