import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreSettings } from '@catalogo/contracts/core';
import { api } from '@/lib/api';
import { storeSettingsQueryKey } from '@/lib/store-settings';

/**
 * Saving "Pedidos e entrega": `PUT /store/settings` (the whole document, money in reais). The
 * query (`GET /store/settings`) is `@/lib/store-settings`, shared with the orders page.
 */

/** Saves the whole document; 400 with Portuguese messages when a rule refuses it. */
export function saveStoreSettings(settings: StoreSettings): Promise<StoreSettings> {
  return api.put<StoreSettings>('/store/settings', settings);
}

/** Saves and puts the server's answer (the normalised document) in the cache. */
export function useSaveStoreSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStoreSettings,
    onSuccess: (saved) => queryClient.setQueryData(storeSettingsQueryKey, saved),
  });
}
