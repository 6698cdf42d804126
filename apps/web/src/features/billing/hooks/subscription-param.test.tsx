import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import { useSubscriptionParamToast } from './subscription-param';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

function Probe() {
  useSubscriptionParamToast();
  return <p>painel</p>;
}

const open = (entry: string) => renderRoute(<Probe />, { path: '/admin', initialEntry: entry });

describe('subscription query parameter', () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.info.mockClear();
    toast.error.mockClear();
  });

  it('success → "Assinatura atualizada com sucesso!" and the parameter is removed', async () => {
    const { router } = open('/admin?subscription=success&x=1');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(toast.success).toHaveBeenCalledWith('Assinatura atualizada com sucesso!', {
      id: 'subscription-param',
    });
    expect(toast.info).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('canceled → "Sua assinatura foi cancelada."', async () => {
    const { router } = open('/admin?subscription=canceled');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toast.info).toHaveBeenCalledWith('Sua assinatura foi cancelada.', {
      id: 'subscription-param',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('nothing without the parameter; an unknown value is only removed', async () => {
    open('/admin');
    const other = open('/admin?subscription=whatever');
    await waitFor(() => expect(other.router.state.location.search).toBe(''));
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
