import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardInfo } from '@catalogo/contracts/core';
import { dashboardInfo } from '@/test/fixtures';
import { fakeFetch, jsonResponse, renderRoute } from '@/test/render';
import { ShareCard, shareDescription, shareText, whatsappShareUrl } from './ShareCard';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

function dashboard(overrides: Partial<DashboardInfo> = {}): DashboardInfo {
  return dashboardInfo({
    subscriptionStatus: 'active',
    nextPaymentDate: null,
    isEmailConfirmed: true,
    catalogItemsCount: 32,
    categoriesCount: 3,
    siteSlug: 'doceria-da-bia',
    storeName: 'Doceria da Bia',
    accessCount: 0,
    lastAccessed: null,
    phone: null,
    ...overrides,
  });
}

function setup(info: DashboardInfo, other: (url: string) => Response) {
  const fake = fakeFetch((call) =>
    call.url.endsWith('/stripe/dashboard-info') ? jsonResponse(200, info) : other(call.url),
  );
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute(<ShareCard />, { path: '/admin' });
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('share texts', () => {
  it('describes the catalogue like the link preview and writes the WhatsApp post', () => {
    expect(shareDescription(32)).toBe('32 produtos · Peça pelo WhatsApp');
    expect(shareDescription(1)).toBe('1 produto · Peça pelo WhatsApp');
    const text = shareText('Doceria da Bia', 'https://catalogo.app/doceria-da-bia');
    expect(text).toBe(
      'Conheça o catálogo de Doceria da Bia e faça seu pedido pelo WhatsApp: https://catalogo.app/doceria-da-bia',
    );
    expect(whatsappShareUrl('a & b?')).toBe('https://wa.me/?text=a%20%26%20b%3F');
  });
});

describe('ShareCard', () => {
  beforeEach(() => {
    toast.error.mockClear();
    URL.createObjectURL = vi.fn(() => 'blob:arquivo');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the link, the WhatsApp share, the preview card and the downloads', async () => {
    setup(dashboard(), () => new Response('', { status: 404 }));
    const link = await screen.findByTestId('share-link');
    expect(link.textContent).toMatch(/\/doceria-da-bia$/);
    const send = screen.getByRole('link', { name: 'Enviar no WhatsApp' });
    expect(send.getAttribute('href')).toContain(
      'https://wa.me/?text=Conhe%C3%A7a%20o%20cat%C3%A1logo',
    );
    const preview = screen.getByRole('img', { name: 'Prévia do link de Doceria da Bia' });
    expect(preview.getAttribute('src')).toMatch(/\/public-catalog\/doceria-da-bia\/og\.png\?v=/);
    expect(screen.getByText('32 produtos · Peça pelo WhatsApp')).toBeTruthy();
    for (const name of ['QR code (PNG)', 'QR code (SVG)', 'Cartaz A4 (PDF)'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('downloads the poster with the bearer token and saves it under the slug', async () => {
    document.cookie = 'token=abc.def.ghi; path=/';
    const { calls, user } = setup(
      dashboard(),
      () => new Response(new Blob(['%PDF-']), { status: 200 }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Cartaz A4 (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = calls.find((c) => c.url.endsWith('/store/poster.pdf'));
    expect(call?.headers.Authorization).toBe('Bearer abc.def.ghi');
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('cartaz-doceria-da-bia.pdf');
    expect(anchor.href).toBe('blob:arquivo');
    click.mockRestore();
    document.cookie = 'token=; max-age=0; path=/';
  });

  it("shows the API's message when a download is refused", async () => {
    const { user } = setup(dashboard(), () =>
      jsonResponse(409, { statusCode: 409, message: 'Defina o endereço do seu catálogo antes.' }),
    );
    await user.click(await screen.findByRole('button', { name: 'QR code (PNG)' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Defina o endereço do seu catálogo antes.'),
    );
  });

  it('copies the link (Clipboard API, else the old way) and says when it could not', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    const { user } = setup(dashboard(), () => new Response('', { status: 404 }));
    // user-event installs its own clipboard on setup: replace it after.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copiar' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Link copiado para a área de transferência.'),
    );
    expect(writeText.mock.calls[0]?.[0]).toMatch(/\/doceria-da-bia$/);

    // Refused by the browser and no execCommand fallback either: the failure toast.
    writeText.mockRejectedValueOnce(new Error('denied'));
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível copiar o link.'),
    );
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('asks for a slug before anything can be shared', async () => {
    setup(dashboard({ siteSlug: null }), () => new Response('', { status: 404 }));
    expect((await screen.findByTestId('share-needs-slug')).textContent).toContain(
      'Defina o endereço (slug)',
    );
    expect(screen.queryByRole('button', { name: 'Cartaz A4 (PDF)' })).toBeNull();
  });
});
