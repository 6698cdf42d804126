import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type ProcessedItem } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute } from '@/test/render';
import { AddProductsCard } from './AddProductsCard';

/**
 * "Enviar foto do cardápio" in the "Adicionar Produtos" card: the photo goes to
 * `POST /catalog/process-image` (through lib/upload's XMLHttpRequest) and the items land in the
 * staging list like a pasted list's; without the AI the card says so and keeps the paste box.
 */

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

/** A stand-in for the browser's XMLHttpRequest that answers every upload with `answer`. */
class FakeXhr {
  static sent: { method: string; url: string; file: File | null }[] = [];
  static answer: { status: number; body: unknown } = { status: 200, body: { items: [] } };
  /** Resolves the pending upload (the test decides when the server answers). */
  static release: () => void = () => undefined;
  method = '';
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  abort() {}
  send(body: FormData) {
    const file = body.get('file');
    FakeXhr.sent.push({
      method: this.method,
      url: this.url,
      file: file instanceof File ? file : null,
    });
    FakeXhr.release = () => {
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    };
  }
}

const ITEMS: ProcessedItem[] = [
  { name: 'X-Salada', price: 18, category: 'Lanches' },
  { name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
];

function setup() {
  const fake = fakeFetch((call) =>
    new URL(call.url).pathname === '/stripe/dashboard-info'
      ? jsonResponse(200, {
          aiUsage: { used: 2, limit: 15, renewsAt: '2030-01-01T00:00:00.000Z' },
        })
      : jsonResponse(404, { statusCode: 404, message: 'x' }),
  );
  vi.stubGlobal('fetch', fake.fetch);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const staged: ProcessedItem[] = [];
  const onProcessed = vi.fn((items: readonly ProcessedItem[]) => {
    staged.push(...items);
    return items.length;
  });
  renderRoute(<AddProductsCard onProcessed={onProcessed} />, { path: '/admin' });
  return { onProcessed, staged, user: userEvent.setup() };
}

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'cardapio.jpg', {
    type: 'image/jpeg',
  });

beforeEach(() => {
  FakeXhr.sent = [];
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('MenuPhotoImport ("Enviar foto do cardápio")', { timeout: 15_000 }, () => {
  it('offers a camera input and a gallery input that accept the API image types', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Enviar foto do cardápio' });
    const camera = within(group).getByLabelText<HTMLInputElement>('Tirar foto do cardápio');
    const gallery = within(group).getByLabelText<HTMLInputElement>('Escolher foto do cardápio');
    expect(camera.type).toBe('file');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.accept).toBe('image/jpeg,image/png,image/webp');
    expect(gallery.accept).toBe('image/jpeg,image/png,image/webp');
    expect(gallery.hasAttribute('capture')).toBe(false);
  });

  it('posts the chosen photo, shows the progress state, and the items go to the review list', async () => {
    const { user, onProcessed, staged } = setup();
    FakeXhr.answer = { status: 200, body: { items: ITEMS } };
    const photo = jpeg();
    await user.upload(screen.getByLabelText('Escolher foto do cardápio'), photo);

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].method).toBe('POST');
    expect(new URL(FakeXhr.sent[0].url).pathname).toBe('/catalog/process-image');
    expect(FakeXhr.sent[0].file?.size).toBe(photo.size);
    // While the model reads it: the paste box's progress state.
    expect(
      screen.getByText('Processando sua foto, isso pode levar alguns segundos...'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tirar foto' })).toHaveProperty('disabled', true);

    FakeXhr.release();
    await waitFor(() => expect(onProcessed).toHaveBeenCalledWith(ITEMS));
    expect(staged).toEqual(ITEMS);
    expect(toast.success).toHaveBeenCalledWith(Messages.processingSucceeded(2));
    expect(screen.queryByText('Processando sua foto, isso pode levar alguns segundos...')).toBe(
      null,
    );
  });

  it('without the AI (503) shows the message and keeps the paste box', async () => {
    const { user, onProcessed } = setup();
    FakeXhr.answer = {
      status: 503,
      body: { statusCode: 503, message: Messages.menuPhotoNeedsAi, error: 'Service Unavailable' },
    };
    await user.upload(screen.getByLabelText('Tirar foto do cardápio'), jpeg());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.release();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A leitura de fotos precisa da IA configurada.');
    expect(onProcessed).not.toHaveBeenCalled();
    const paste = screen.getByLabelText<HTMLTextAreaElement>('Lista de produtos');
    expect(paste.readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Processar Catálogo com IA' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('a file the API refuses (415) shows its message; the quota (429) the paste box message', async () => {
    const { user } = setup();
    FakeXhr.answer = {
      status: 415,
      body: { statusCode: 415, message: Messages.imageUnsupportedType, error: 'x' },
    };
    await user.upload(screen.getByLabelText('Escolher foto do cardápio'), jpeg());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.release();
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.imageUnsupportedType);

    FakeXhr.answer = {
      status: 429,
      body: { statusCode: 429, message: Messages.processingQuotaReached, error: 'x' },
    };
    await user.upload(screen.getByLabelText('Escolher foto do cardápio'), jpeg());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.release();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(Messages.processingQuotaReached),
    );
  });
});
