import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute } from '@/test/render';
import { PhoneSheet } from './PhoneSheet';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function setup() {
  const fake = fakeFetch(() => jsonResponse(200, { success: true }));
  vi.stubGlobal('fetch', fake.fetch);
  const onOpenChange = vi.fn();
  renderRoute(<PhoneSheet open onOpenChange={onOpenChange} current="" />, { path: '/admin' });
  return { calls: fake.calls, onOpenChange, user: userEvent.setup() };
}

describe('PhoneSheet', () => {
  it('checks the typed number with the contract rule (area code) before calling the API', async () => {
    const { calls, user } = setup();
    const input = screen.getByLabelText('Número de WhatsApp');
    // Area code 20 does not exist in Brazil: the digits fail UpdatePhoneDto.
    await user.type(input, '20987654321');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.invalidPhone);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends only the digits of a valid masked number', async () => {
    const { calls, onOpenChange, user } = setup();
    await user.type(screen.getByLabelText('Número de WhatsApp'), '11987654321');
    expect((screen.getByLabelText('Número de WhatsApp') as HTMLInputElement).value).toBe(
      '(11) 98765-4321',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.map((c) => [c.init.method, c.url.replace(/^.*\/\/[^/]+/, ''), c.body])).toEqual([
      ['PUT', '/user/phone', { phone: '11987654321' }],
    ]);
    expect(toast.success).toHaveBeenCalledWith(Messages.phoneUpdateSucceeded);
  });
});
