import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettings } from '@catalogo/contracts/core';
import { api } from '@/lib/api';

/**
 * Server state of "Pedidos e entrega":
 * `GET /store/settings` and `PUT /store/settings` (the whole document, money in reais).
 */

export const settingsKeys = {
  settings: ['store', 'settings'] as const,
};

export function fetchStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  return api.get<StoreSettings>('/store/settings', { signal });
}

/** Saves the whole document; 400 with Portuguese messages when a rule refuses it. */
export function saveStoreSettings(settings: StoreSettings): Promise<StoreSettings> {
  return api.put<StoreSettings>('/store/settings', settings);
}

export const storeSettingsQueryOptions = queryOptions({
  queryKey: settingsKeys.settings,
  queryFn: ({ signal }) => fetchStoreSettings(signal),
});

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions);
}

/** Saves and puts the server's answer (the normalised document) in the cache. */
export function useSaveStoreSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStoreSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.settings, saved),
  });
}
