import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { setCookie, TOKEN_COOKIE } from './cookie';
import { uploadFile } from './upload';

/**
 * The upload client's side of the wire: multipart field `file`, bearer token, progress, error
 * decoding. A recording XMLHttpRequest stands in for the network here; the browser journey
 * (e2e/journeys/photos.ts) uploads a real JPEG to the real API.
 */

type Listener = ((event: ProgressEvent) => void) | null;

class RecordingXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  ontimeout: Listener = null;
  onabort: Listener = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.({} as ProgressEvent);
  }
  // ---- test controls
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.({} as ProgressEvent);
  }
}

function start(path: string, blob: Blob, extra: Parameters<typeof uploadFile>[2] = {}) {
  const xhr = new RecordingXhr();
  const progress: number[] = [];
  const result = uploadFile<{ photoUrl: string }>(path, blob, {
    baseUrl: 'http://api.test/',
    onProgress: (f) => progress.push(f),
    xhr: () => xhr as unknown as XMLHttpRequest,
    ...extra,
  }).catch((error: unknown) => error);
  return { xhr, progress, result };
}

describe('uploadFile', () => {
  it('PUTs the Blob as the multipart field "file" with the bearer token and reports progress', async () => {
    setCookie(TOKEN_COOKIE, 'tok-123', 60);
    const blob = new Blob(['jpeg-bytes'], { type: 'image/jpeg' });
    const { xhr, progress, result } = start('/catalog/abc/photo', blob, { filename: 'foto.jpg' });
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('http://api.test/catalog/abc/photo');
    expect(xhr.headers.Authorization).toBe('Bearer tok-123');
    expect(xhr.headers['Content-Type']).toBeUndefined(); // the browser sets the boundary
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.timeout).toBe(120_000);
    const part = xhr.body!.get('file') as File;
    expect(part.name).toBe('foto.jpg');
    expect(part.type).toBe('image/jpeg');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(part);
    });
    expect(text).toBe('jpeg-bytes');

    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, { photoUrl: 'https://cdn/p.webp' }, { 'X-Access-Token': 'renewed' });
    expect(await result).toEqual({ photoUrl: 'https://cdn/p.webp' });
    expect(progress).toEqual([0.25, 1, 1]);
    expect(document.cookie).toContain('token=renewed');
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    const { xhr, result } = start('/store/logo', new Blob(['x']));
    xhr.answer(413, { statusCode: 413, message: 'A imagem deve ter no máximo 5 MB.' });
    const failure = (await result) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(413);
    expect(failure.message).toBe('A imagem deve ter no máximo 5 MB.');
  });

  it('answers status 0 on a network failure and on timeout', async () => {
    const down = start('/x', new Blob(['x']));
    down.xhr.onerror?.({} as ProgressEvent);
    expect(((await down.result) as ApiError).code).toBe('NETWORK');
    const slow = start('/x', new Blob(['x']));
    slow.xhr.ontimeout?.({} as ProgressEvent);
    expect(((await slow.result) as ApiError).code).toBe('TIMEOUT');
  });

  it('aborts the request when the signal fires, and never starts when already aborted', async () => {
    const controller = new AbortController();
    const running = start('/x', new Blob(['x']), { signal: controller.signal });
    controller.abort();
    expect(running.xhr.aborted).toBe(true);
    expect(((await running.result) as DOMException).name).toBe('AbortError');

    const early = start('/x', new Blob(['x']), { signal: controller.signal });
    expect(early.xhr.body).toBeUndefined();
    expect(((await early.result) as DOMException).name).toBe('AbortError');
  });
});
