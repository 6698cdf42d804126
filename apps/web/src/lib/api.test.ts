import { afterEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@catalogo/contracts/core';
import {
  ApiError,
  NETWORK_MESSAGE,
  TIMEOUT_MESSAGE,
  api,
  createApiClient,
  serverMessage,
} from './api';
import { fakeFetch, jsonResponse } from '@/test/render';

afterEach(() => {
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends the token cookie as a bearer header, with cookies included', async () => {
    document.cookie = 'token=abc.def.ghi; path=/';
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { email: 'a@b.com' }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });

    const me = await client.get<{ email: string }>('/user/me');

    expect(me).toEqual({ email: 'a@b.com' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://api.test/user/me');
    expect(calls[0]!.headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('sends no Authorization header without the cookie, and never refuses to call', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { ok: true }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });

    await client.get('/user/me');

    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('stores a renewed token sent in X-Access-Token and uses it next (sliding session)', async () => {
    document.cookie = 'token=old.token.value; path=/';
    const { fetch, calls } = fakeFetch(
      () =>
        new Response(JSON.stringify({ ok: true }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Access-Token': 'new.token.value' },
        }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });

    await client.get('/user/me');
    await client.get('/user/me');

    expect(calls[0]!.headers.Authorization).toBe('Bearer old.token.value');
    expect(calls[1]!.headers.Authorization).toBe('Bearer new.token.value');
  });

  it('ignores X-Access-Token on a failed answer', async () => {
    const saveToken = vi.fn<(token: string) => void>();
    const { fetch } = fakeFetch(
      () =>
        new Response(JSON.stringify({ statusCode: 400, message: 'x' }), {
          status: 400,
          headers: { 'X-Access-Token': 'should.not.be.kept' },
        }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, saveToken });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 400 });
    expect(saveToken).not.toHaveBeenCalled();
  });

  it('sends JSON bodies', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(201, { success: true }));
    const client = createApiClient({ baseUrl: 'http://api.test/', fetch });

    const answer = await client.post('/user/register', { email: 'a@b.com', password: '12345678' });

    expect(answer).toEqual({ success: true });
    expect(calls[0]!.url).toBe('http://api.test/user/register');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ email: 'a@b.com', password: '12345678' });
  });

  it('defaults to http://localhost:3000 and reads the cookie at call time', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    try {
      document.cookie = 'token=late; path=/';
      await expect(api.delete('/catalog/1')).resolves.toBeUndefined();
      expect(calls[0]!.url).toBe('http://localhost:3000/catalog/1');
      expect(calls[0]!.headers.Authorization).toBe('Bearer late');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('aborts after the timeout with a TIMEOUT ApiError', async () => {
    vi.useFakeTimers();
    let seenSignal: AbortSignal | undefined;
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        seenSignal = init.signal ?? undefined;
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });

    const pending = client.get('/slow');
    const outcome = pending.then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(14_999);
    expect(seenSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;

    expect(seenSignal?.aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
  });

  it('uses a 15 s timeout by default', async () => {
    vi.useFakeTimers();
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, timeoutMs: undefined });
    let settled = false;
    const outcome = client.get('/slow').catch((e: unknown) => {
      settled = true;
      return e;
    });
    await vi.advanceTimersByTimeAsync(14_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toMatchObject({ code: 'TIMEOUT' });
  });

  it('turns network failures into a NETWORK ApiError', async () => {
    const fetch = (() =>
      Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    await expect(client.get('/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: NETWORK_MESSAGE,
    });
  });

  it('lets a caller cancellation through as is', async () => {
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const controller = new AbortController();
    const pending = client.get('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  describe('error decoding', () => {
    const failWith = (status: number, body: unknown, raw = false) => {
      const { fetch } = fakeFetch(() =>
        raw ? new Response(body as string, { status }) : jsonResponse(status, body),
      );
      return createApiClient({ baseUrl: 'http://api.test', fetch }).get('/x');
    };

    it('keeps the status, the server message and the code', async () => {
      const error = await failWith(409, {
        statusCode: 409,
        message: 'Este e-mail já está cadastrado.',
        error: 'Conflict',
        code: 'CONFLICT',
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 409,
        message: 'Este e-mail já está cadastrado.',
        serverMessage: 'Este e-mail já está cadastrado.',
        code: 'CONFLICT',
      });
    });

    it('joins arrays of messages and falls back to the `error` label as code', async () => {
      const error = await failWith(400, {
        statusCode: 400,
        message: ['Email inválido', 'A senha deve ter pelo menos 8 caracteres'],
        error: 'Bad Request',
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 400,
        message: 'Email inválido; A senha deve ter pelo menos 8 caracteres',
        code: 'Bad Request',
      });
      expect(typeof (error as ApiError).message).toBe('string');
    });

    it('falls back to a Portuguese message when the body has none', async () => {
      const error = await failWith(502, '<html>Bad gateway</html>', true).catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 502,
        message: Messages.internalError,
        serverMessage: undefined,
      });
      const forbidden = await failWith(403, '', true).catch((e: unknown) => e);
      expect(forbidden).toMatchObject({
        status: 403,
        message: Messages.forbiddenDefault,
        serverMessage: undefined,
      });
    });
  });
});

describe('api client: files (responseType blob)', () => {
  it('answers the body as a Blob, with the bearer token and the renewed token kept', async () => {
    document.cookie = 'token=abc.def.ghi; path=/';
    const saveToken = vi.fn<(token: string) => void>();
    const { fetch, calls } = fakeFetch(
      () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'X-Access-Token': 'new.token.value' },
        }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, saveToken });

    const file = await client.get<Blob>('/store/poster.pdf', { responseType: 'blob' });

    // A Blob of the fetch implementation's realm (not JSON-decoded, not a string).
    expect(Object.prototype.toString.call(file)).toBe('[object Blob]');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
    expect(calls[0]!.headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(calls[0]!.headers.Accept).toBe('*/*');
    expect(saveToken).toHaveBeenCalledWith('new.token.value');
    document.cookie = 'token=; max-age=0; path=/';
  });

  it("decodes a refused download like any error (the API's Portuguese message)", async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(409, { statusCode: 409, message: 'Defina o endereço do seu catálogo antes.' }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });

    const error = await client
      .get<Blob>('/store/qr.png', { responseType: 'blob' })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('Defina o endereço do seu catálogo antes.');
  });
});

describe('serverMessage', () => {
  const limited = new ApiError({
    status: 429,
    message: 'x',
    serverMessage: 'Muitas tentativas. Aguarde um minuto.',
  });

  it("gives the server's message only for the statuses the form explains", () => {
    expect(serverMessage(limited, [429])).toBe('Muitas tentativas. Aguarde um minuto.');
    expect(serverMessage(limited, [400])).toBeUndefined();
  });

  it('gives nothing for an error that is not the API’s or that came without a message', () => {
    expect(serverMessage(new Error('boom'), [429])).toBeUndefined();
    expect(serverMessage(new ApiError({ status: 429, message: 'x' }), [429])).toBeUndefined();
  });
});
