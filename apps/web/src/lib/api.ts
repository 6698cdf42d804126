import {
  Limits,
  CustomerMessages,
  type ApiErrorBody,
  type ErrorCode,
} from '@catalogo/contracts/core';
import { getToken, setToken } from './cookie';

/**
 * The one HTTP client of the web app. Transport only: base URL, 15 s timeout, cookies sent,
 * bearer token from the `token` cookie when present, JSON in and out, errors decoded into
 * `ApiError`. It never pre-checks the cookie and never redirects or toasts: the app shell's
 * handler (lib/api-error-handler.ts) reacts to 401/403.
 *
 * Sliding session (docs/API.md §7): when a successful answer carries a new token in the
 * `X-Access-Token` header (the API renews a token past half of its 12 hours, and sends one after
 * a password change), the client stores it in the cookie.
 */

/** Answer header carrying a renewed session token. */
export const ACCESS_TOKEN_HEADER = 'X-Access-Token';

export const TIMEOUT_MESSAGE =
  'O servidor demorou para responder. Verifique sua conexão e tente novamente.';
export const NETWORK_MESSAGE =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

/** Codes of failures that never reached the server. */
export const ClientErrorCode = {
  Timeout: 'TIMEOUT',
  Network: 'NETWORK',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/**
 * An `ApiError`'s code: the API's error code (`ErrorCode` of the contracts: `EMAIL_TAKEN`,
 * `SLUG_TAKEN`, `PLAN_ITEM_LIMIT`, …), a client code, or — from a server that sent no code —
 * its `error` label (e.g. "Bad Request").
 */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no answer arrived (timeout, network failure). */
  readonly status: number;
  /** Error code: the server's `code`, else its `error` label, else a client code. */
  readonly code: ApiErrorCode | undefined;
  /** The server's own message (arrays joined), when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(init: {
    status: number;
    message: string;
    code?: ApiErrorCode;
    serverMessage?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The API's own (Portuguese) message when `error` is an API error with one of `statuses` and
 * the server sent a message; otherwise undefined (the caller shows its own text).
 */
export function serverMessage(error: unknown, statuses: readonly number[]): string | undefined {
  return isApiError(error) && statuses.includes(error.status) ? error.serverMessage : undefined;
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  getToken?: () => string | undefined;
  /** Stores a token received in `X-Access-Token` (default: the `token` cookie). */
  saveToken?: (token: string) => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON when defined. */
  body?: unknown;
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * `blob`: a successful answer's body as a Blob (a file: PDF, PNG, SVG), e.g.
   * `api.get<Blob>('/store/poster.pdf', { responseType: 'blob' })`; errors are decoded as usual.
   * Default `json`.
   */
  responseType?: 'json' | 'blob';
}

export function defaultBaseUrl(): string {
  return (import.meta.env.VITE_API_URL || 'http://localhost:3000').replace(/(?<!\/)\/+$/, '');
}

function joinMessage(message: unknown): string | undefined {
  if (typeof message === 'string') return message.trim() || undefined;
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    return parts.length > 0 ? parts.join('; ') : undefined;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Turns a non-2xx answer into an ApiError. */
export function decodeError(status: number, body: unknown): ApiError {
  let serverMessage: string | undefined;
  let code: ApiErrorCode | undefined;
  if (body && typeof body === 'object') {
    const b = body as Partial<ApiErrorBody>;
    serverMessage = joinMessage(b.message);
    code = typeof b.code === 'string' ? b.code : typeof b.error === 'string' ? b.error : undefined;
  } else if (typeof body === 'string' && body.trim() !== '' && !body.trimStart().startsWith('<')) {
    serverMessage = body.trim();
  }
  const fallback =
    status === 401
      ? CustomerMessages.unauthorized
      : status === 403
        ? CustomerMessages.forbiddenDefault
        : status === 404
          ? CustomerMessages.notFound
          : status === 429
            ? CustomerMessages.tooManyRequests
            : CustomerMessages.internalError;
  return new ApiError({ status, message: serverMessage ?? fallback, code, serverMessage });
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  put<T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? Limits.httpTimeoutMs;
  const readToken = options.getToken ?? getToken;
  const saveToken = options.saveToken ?? setToken;

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const baseUrl = (options.baseUrl ?? defaultBaseUrl()).replace(/(?<!\/)\/+$/, '');
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const asBlob = opts.responseType === 'blob';
    const headers: Record<string, string> = {
      Accept: asBlob ? '*/*' : 'application/json',
      ...opts.headers,
    };
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body; // multipart: the browser writes the Content-Type with its boundary
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = (): void => controller.abort();
    if (opts.signal) {
      if (opts.signal.aborted) controller.abort();
      else opts.signal.addEventListener('abort', onOuterAbort, { once: true });
    }

    try {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`, {
          method: opts.method ?? 'GET',
          headers,
          body,
          credentials: 'include',
          signal: controller.signal,
        });
      } catch (error) {
        if (timedOut) {
          throw new ApiError({
            status: 0,
            message: TIMEOUT_MESSAGE,
            code: ClientErrorCode.Timeout,
          });
        }
        if (opts.signal?.aborted) throw error; // cancelled by the caller: let it propagate as is
        throw new ApiError({ status: 0, message: NETWORK_MESSAGE, code: ClientErrorCode.Network });
      }
      const reading = asBlob && response.ok ? response.blob() : readBody(response);
      const data = await reading.catch((error: unknown) => {
        if (timedOut) {
          throw new ApiError({
            status: 0,
            message: TIMEOUT_MESSAGE,
            code: ClientErrorCode.Timeout,
          });
        }
        throw error;
      });
      if (!response.ok) throw decodeError(response.status, data);
      const renewed = response.headers.get(ACCESS_TOKEN_HEADER);
      if (renewed) saveToken(renewed);
      return data as T;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  return {
    request,
    get: (path, o) => request(path, { ...o, method: 'GET' }),
    post: (path, body, o) => request(path, { ...o, method: 'POST', body }),
    put: (path, body, o) => request(path, { ...o, method: 'PUT', body }),
    delete: (path, o) => request(path, { ...o, method: 'DELETE' }),
  };
}

/** The app's client (base URL from VITE_API_URL, default http://localhost:3000). */
export const api = createApiClient();
