import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse } from '@/test/render';
import { CepLookupError, lookupCep } from './cep';

afterEach(() => vi.useRealTimers());

describe('lookupCep (ViaCEP)', () => {
  it('GETs viacep.com.br/ws/{8 digits}/json/ and returns the address', async () => {
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse(200, {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
      }),
    );
    await expect(lookupCep('01001-000', { fetch })).resolves.toEqual({
      found: true,
      address: { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' },
    });
    expect(calls[0]!.url).toBe('https://viacep.com.br/ws/01001000/json/');
  });

  it('answers not found for {erro: true} (also "true")', async () => {
    for (const erro of [true, 'true']) {
      const { fetch } = fakeFetch(() => jsonResponse(200, { erro }));
      await expect(lookupCep('99999999', { fetch })).resolves.toEqual({ found: false });
    }
  });

  it('fails on non-2xx answers and network errors', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(400, {}));
    await expect(lookupCep('01001000', { fetch })).rejects.toBeInstanceOf(CepLookupError);
    const broken = (() =>
      Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    await expect(lookupCep('01001000', { fetch: broken })).rejects.toBeInstanceOf(CepLookupError);
  });

  it('fails after the timeout', async () => {
    vi.useFakeTimers();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as unknown as typeof globalThis.fetch;
    const outcome = lookupCep('01001000', { fetch: hanging, timeoutMs: 8000 }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(8000);
    expect(await outcome).toBeInstanceOf(CepLookupError);
  });

  it('passes the caller abort through (a newer lookup replaced this one)', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const pending = lookupCep('01001000', { fetch: hanging, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
