import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSettings } from '@catalogo/contracts/core';
import { api } from './api';

/**
 * The store's ordering settings, `GET /store/settings` (auth; money in reais): edited on
 * "Pedidos e entrega" and read by the orders page (its alert preferences: sound, printing). One
 * key, so a saved change is seen by both.
 */

export const storeSettingsQueryKey = ['store', 'settings'] as const;

export function fetchStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  return api.get<StoreSettings>('/store/settings', { signal });
}

export const storeSettingsQueryOptions = queryOptions({
  queryKey: storeSettingsQueryKey,
  queryFn: ({ signal }) => fetchStoreSettings(signal),
});

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions);
}
