import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type StoreLook } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute } from '@/test/render';
import { PhotoMessages } from '@/components/panel/photo-picker/messages';
import { DEFAULT_COVER, StoreLookCard } from './StoreLookCard';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

function setup(initial: StoreLook, putStatus = 200) {
  let look = { ...initial };
  const fake = fakeFetch((call) => {
    const key = `${call.init.method} ${new URL(call.url).pathname}`;
    if (key === 'GET /store/look') return jsonResponse(200, look);
    if (key === 'PUT /store/look') {
      if (putStatus !== 200)
        return jsonResponse(putStatus, {
          statusCode: putStatus,
          message: Messages.invalidCoverColor,
        });
      look = { ...look, ...(call.body as Partial<StoreLook>) };
      return jsonResponse(200, look);
    }
    if (key === 'DELETE /store/logo') {
      look = { ...look, logoUrl: null, logoThumbnailUrl: null };
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute(<StoreLookCard storeName="Doces da Ana" />, { path: '/admin' });
  return { calls: fake.calls, user: userEvent.setup() };
}

const none: StoreLook = { logoUrl: null, logoThumbnailUrl: null, coverColor: null };

beforeEach(() => {
  toast.error.mockClear();
  toast.success.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

// Rendering with TanStack Query and typing takes seconds on a loaded machine.
describe('StoreLookCard', { timeout: 15_000 }, () => {
  it('previews a chosen cover colour with readable text and saves it', async () => {
    const { calls, user } = setup(none);
    const preview = await screen.findByTestId('cover-preview');
    expect(preview.style.backgroundColor).toBe('rgb(6, 95, 70)'); // the default emerald
    const save = screen.getByRole('button', { name: 'Salvar cor' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Outra:'), { target: { value: '#FDE047' } });
    expect(preview.style.backgroundColor).toBe('rgb(253, 224, 71)');
    expect(preview.style.color).toBe('rgb(0, 0, 0)');
    await user.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PhotoMessages.coverSaved));
    expect(calls.find((c) => c.init.method === 'PUT')?.body).toEqual({ coverColor: '#fde047' });
    // Saved: "Cor padrão" goes back to the default look (null).
    await user.click(await screen.findByRole('button', { name: 'Cor padrão' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.init.method === 'PUT').at(-1)?.body).toEqual({
        coverColor: null,
      }),
    );
  });

  it('a swatch selects its colour; a refusal shows the server message', async () => {
    const { user } = setup(none, 400);
    await screen.findByTestId('cover-preview');
    const swatch = screen.getByRole('button', { name: 'Cor #1d4ed8' });
    await user.click(swatch);
    expect(swatch.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('button', { name: `Cor ${DEFAULT_COVER}` }).getAttribute('aria-pressed'),
    ).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Salvar cor' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(PhotoMessages.coverFailed, {
        description: Messages.invalidCoverColor,
      }),
    );
  });

  it('shows the logo and removes it', async () => {
    const { calls, user } = setup({
      logoUrl: 'https://cdn/logo.webp',
      logoThumbnailUrl: 'https://cdn/logo-128.webp',
      coverColor: '#7c2d12',
    });
    const logo = await screen.findByRole('img', { name: 'Logo de sua loja' });
    expect(logo.getAttribute('src')).toBe('https://cdn/logo-128.webp');
    const region = screen.getByRole('region', { name: 'Aparência da loja' });
    await user.click(within(region).getByRole('button', { name: 'Remover logo de sua loja' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(Messages.logoDeleteSucceeded));
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Logo de sua loja' })).toBeNull());
  });
});
