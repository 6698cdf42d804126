import { getToken, setToken } from './cookie';
import {
  ACCESS_TOKEN_HEADER,
  ApiError,
  ClientErrorCode,
  NETWORK_MESSAGE,
  TIMEOUT_MESSAGE,
  decodeError,
  defaultBaseUrl,
} from './api';

/**
 * File uploads with progress (docs/API.md §6 "Catalogue items and store look": `PUT
 * /catalog/{id}/photo`, `PUT /store/logo`, multipart with the field `file`). `fetch` cannot
 * report upload progress, so this one call uses XMLHttpRequest; everything else about it (base
 * URL, bearer token from the cookie, renewed token header, `ApiError` decoding) is the same as
 * lib/api.ts.
 */

/** Uploads wait longer than JSON calls: 5 MB on a slow 3G link takes about a minute. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions {
  /** HTTP method (default PUT). */
  method?: 'PUT' | 'POST';
  /** File name sent in the multipart part (the API decides the type from the bytes). */
  filename?: string;
  /** Called with the sent fraction, 0–1, as the body goes out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  baseUrl?: string;
  timeoutMs?: number;
  /** For tests: the XMLHttpRequest constructor. */
  xhr?: () => XMLHttpRequest;
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends `file` as the multipart field `file` to `path` and resolves with the JSON answer.
 *
 * @throws ApiError with the server's status and Portuguese message (413 too big, 415 not an
 *   image, 404, 429…), or status 0 on timeout or network failure; an AbortError DOMException
 *   when `signal` aborts.
 */
export function uploadFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const base = (options.baseUrl ?? defaultBaseUrl()).replace(/(?<!\/)\/+$/, '');
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const body = new FormData();
  body.append('file', file, options.filename ?? 'foto.jpg');

  return new Promise<T>((resolve, reject) => {
    const xhr = options.xhr ? options.xhr() : new XMLHttpRequest();
    xhr.open(options.method ?? 'PUT', url);
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const onAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.onload = () => {
      done();
      const data = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(decodeError(xhr.status, data));
        return;
      }
      const renewed = xhr.getResponseHeader(ACCESS_TOKEN_HEADER);
      if (renewed) setToken(renewed);
      options.onProgress?.(1);
      resolve(data as T);
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError({ status: 0, message: TIMEOUT_MESSAGE, code: ClientErrorCode.Timeout }));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ status: 0, message: NETWORK_MESSAGE, code: ClientErrorCode.Network }));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Envio cancelado.', 'AbortError'));
    };
    if (options.signal?.aborted) {
      reject(new DOMException('Envio cancelado.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}
