import { cepDigits } from '../utils/address';

/** Public postal-code service (spec §7): GET by the CEP's 8 digits. */
export const VIACEP_URL = (digits: string) => `https://viacep.com.br/ws/${digits}/json/`;

/** How long a lookup may take before it counts as a failure. */
export const CEP_LOOKUP_TIMEOUT_MS = 8000;

export type CepLookup =
  | {
      found: true;
      address: { logradouro: string; bairro: string; localidade: string; uf: string };
    }
  | { found: false };

interface ViaCepAnswer {
  erro?: boolean | string;
  logradouro?: unknown;
  bairro?: unknown;
  localidade?: unknown;
  uf?: unknown;
}

export class CepLookupError extends Error {
  override readonly name = 'CepLookupError';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Looks a CEP up. Resolves `{found: false}` when the service says it does not exist
 * (`{erro: true}`); rejects with CepLookupError on a network failure, a timeout, a non-2xx
 * answer or a body that is not the service's JSON; rejects with the caller's AbortError when
 * `signal` aborts (a newer lookup replaced this one).
 */
export async function lookupCep(
  cep: string,
  options: { signal?: AbortSignal; timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<CepLookup> {
  const digits = cepDigits(cep);
  if (digits.length !== 8) return { found: false };
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(onAbort, options.timeoutMs ?? CEP_LOOKUP_TIMEOUT_MS);
  try {
    let body: ViaCepAnswer;
    try {
      const response = await doFetch(VIACEP_URL(digits), {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new CepLookupError(`HTTP ${response.status}`);
      body = (await response.json()) as ViaCepAnswer;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (error instanceof CepLookupError) throw error;
      throw new CepLookupError(error instanceof Error ? error.message : String(error));
    }
    if (!body || typeof body !== 'object') throw new CepLookupError('unexpected answer');
    if (body.erro === true || body.erro === 'true') return { found: false };
    return {
      found: true,
      address: {
        logradouro: text(body.logradouro),
        bairro: text(body.bairro),
        localidade: text(body.localidade),
        uf: text(body.uf),
      },
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
