import { useCallback, useEffect, useState } from 'react';
import type { PublicCatalogResponse } from '@catalogo/contracts/core';
import { ApiError } from '@/lib/api';
import { fetchCatalog } from '../api/catalog';

export type CatalogState =
  | { status: 'loading' }
  | { status: 'ready'; catalog: PublicCatalogResponse }
  | { status: 'not-found' }
  | { status: 'error' };

/** Network failures and server errors get one quiet second try; 4xx and timeouts do not. */
function isRetryable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    ((error.status === 0 && error.code === 'NETWORK') || error.status >= 500)
  );
}

export async function loadCatalog(
  slug: string,
  retryDelayMs = 1_000,
): Promise<PublicCatalogResponse> {
  try {
    return await fetchCatalog(slug);
  } catch (error) {
    if (!isRetryable(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return fetchCatalog(slug);
  }
}

/**
 * The store's catalogue: loading, ready, not found (404) or failed (with `retry`). `refresh`
 * reads it again in the background (the page stays as it is until the new one arrives; a failure
 * keeps the old one) and resolves whether it got a new one.
 */
export function useCatalog(
  slug: string,
  retryDelayMs?: number,
  /**
   * The answer the server rendered the page with: the first
   * render uses it, so hydration matches and no second catalogue request is made.
   */
  initial?: CatalogState,
): { state: CatalogState; retry: () => void; refresh: () => Promise<boolean> } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${slug}`;
  const [seededKey] = useState(() => (initial ? key : undefined));
  const [result, setResult] = useState<{ key: string; state: CatalogState } | undefined>(() =>
    initial ? { key, state: initial } : undefined,
  );

  useEffect(() => {
    // Server-rendered data for this slug: nothing to fetch (a retry changes the key).
    if (key === seededKey) return;
    let active = true;
    loadCatalog(slug, retryDelayMs).then(
      (catalog) => {
        if (active) setResult({ key, state: { status: 'ready', catalog } });
      },
      (error: unknown) => {
        if (!active) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setResult({ key, state: { status: notFound ? 'not-found' : 'error' } });
      },
    );
    return () => {
      active = false;
    };
  }, [key, slug, retryDelayMs, seededKey]);

  const refresh = useCallback(
    () =>
      fetchCatalog(slug, { fresh: true }).then(
        (catalog) => {
          setResult({ key, state: { status: 'ready', catalog } });
          return true;
        },
        () => false,
      ),
    [slug, key],
  );

  return {
    state: result?.key === key ? result.state : { status: 'loading' },
    retry: () => setAttempt((n) => n + 1),
    refresh,
  };
}
