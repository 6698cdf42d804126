import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CouponMessages, type Coupon } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { CouponsPage } from './CouponsPage';
import { toCouponBody, toCouponForm } from '../utils/coupon-form';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const volta: Coupon = {
  id: 'c1',
  code: 'VOLTA10',
  kind: 'percent',
  value: 10,
  minimumOrder: 30,
  firstOrderOnly: false,
  startsAt: null,
  endsAt: '2026-12-31T23:59:59-03:00',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  active: true,
  uses: 3,
  revenue: 97.2,
};

function setup(onSave?: (call: FakeCall) => Response) {
  let coupons = [volta];
  const fake = fakeFetch((call) => {
    const url = new URL(call.url);
    const method = call.init.method ?? 'GET';
    if (url.pathname === '/coupons' && method === 'GET') return jsonResponse(200, coupons);
    if (method === 'POST' || method === 'PUT') {
      const answer = onSave?.(call);
      if (answer) return answer;
      const saved = { ...volta, ...(call.body as object), id: 'c2', uses: 0, revenue: 0 } as Coupon;
      coupons =
        method === 'PUT'
          ? coupons.map((c) => ({ ...c, ...(call.body as object) }))
          : [saved, ...coupons];
      return jsonResponse(method === 'POST' ? 201 : 200, saved);
    }
    if (method === 'DELETE') {
      coupons = [];
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute(<CouponsPage />, { path: '/admin/cupons' });
  return { calls: fake.calls, user: userEvent.setup() };
}

const saves = (calls: FakeCall[]) =>
  calls.filter((c) => c.init.method === 'POST' || c.init.method === 'PUT');

describe('CouponsPage (/admin/cupons)', () => {
  it('lists each coupon with its rules, uses and revenue', async () => {
    setup();
    const card = await screen.findByRole('region', { name: 'Cupom VOLTA10' });
    expect(card.textContent).toContain('10% de desconto');
    expect(card.textContent).toContain('pedido mínimo R$ 30,00');
    expect(card.textContent).toContain('até 100 usos');
    expect(card.textContent).toContain('1 por cliente');
    expect(card.textContent).toContain('até 31/12/2026');
    expect(within(card).getByTestId('coupon-uses').textContent).toBe('3');
    expect(within(card).getByTestId('coupon-revenue').textContent).toMatch(/R\$\s97,20/);
  });

  it('creates a coupon from the sheet, validated with the API rules', async () => {
    const { calls, user } = setup();
    await screen.findByRole('region', { name: 'Cupom VOLTA10' });
    await user.click(screen.getByRole('button', { name: 'Novo cupom' }));
    const sheet = await screen.findByRole('dialog', { name: 'Novo cupom' });
    await user.type(within(sheet).getByLabelText('Código'), 'pri 1');
    await user.type(within(sheet).getByLabelText('Desconto (%)'), '150');
    await user.click(within(sheet).getByRole('button', { name: 'Salvar' }));
    expect(await within(sheet).findByText(CouponMessages.invalidCode)).toBeTruthy();
    expect(within(sheet).getByText(CouponMessages.invalidPercent)).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);

    await user.clear(within(sheet).getByLabelText('Código'));
    await user.type(within(sheet).getByLabelText('Código'), 'primeira');
    await user.click(within(sheet).getByRole('radio', { name: 'Valor fixo (R$)' }));
    await user.clear(within(sheet).getByLabelText('Desconto (R$)'));
    await user.type(within(sheet).getByLabelText('Desconto (R$)'), '5,50');
    await user.click(within(sheet).getByRole('checkbox', { name: /Só no primeiro pedido/ }));
    await user.type(within(sheet).getByLabelText('Usos por cliente (opcional)'), '1');
    await user.click(within(sheet).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      code: 'PRIMEIRA',
      kind: 'fixed',
      value: 5.5,
      minimumOrder: 0,
      firstOrderOnly: true,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Cupom PRIMEIRA criado.');
  });

  it('shows the 409 of a duplicate code', async () => {
    const { user } = setup(() =>
      jsonResponse(409, { statusCode: 409, message: CouponMessages.duplicateCode }),
    );
    await screen.findByRole('region', { name: 'Cupom VOLTA10' });
    await user.click(screen.getByRole('button', { name: 'Novo cupom' }));
    const sheet = await screen.findByRole('dialog', { name: 'Novo cupom' });
    await user.type(within(sheet).getByLabelText('Código'), 'VOLTA10');
    await user.type(within(sheet).getByLabelText('Desconto (%)'), '10');
    await user.click(within(sheet).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível salvar o cupom.', {
        description: CouponMessages.duplicateCode,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Novo cupom' })).toBeTruthy();
  });

  it('turns a coupon off with its switch (the whole coupon is put back)', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Cupom VOLTA10 ativo' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const [put] = saves(calls);
    expect(put!.init.method).toBe('PUT');
    expect(new URL(put!.url).pathname).toBe('/coupons/c1');
    expect(put!.body).toEqual({ ...toCouponBody(toCouponForm(volta)), active: false });
    expect(toast.success).toHaveBeenCalledWith('Cupom VOLTA10 desativado.');
  });

  it('deletes a coupon only after the confirmation', async () => {
    const { calls, user } = setup();
    const card = await screen.findByRole('region', { name: 'Cupom VOLTA10' });
    await user.click(within(card).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir cupom' });
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url)).toEqual([
        expect.stringContaining('/coupons/c1'),
      ]),
    );
    expect(await screen.findByText(/Nenhum cupom ainda/)).toBeTruthy();
  });

  it('keeps a saved coupon as it was when edited without changes', () => {
    expect(toCouponBody(toCouponForm(volta))).toEqual({
      code: 'VOLTA10',
      kind: 'percent',
      value: 10,
      minimumOrder: 30,
      firstOrderOnly: false,
      startsAt: null,
      endsAt: '2026-12-31T23:59:59-03:00',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      active: true,
    });
  });
});
