import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SpreadsheetColumns,
  SpreadsheetItems,
  SpreadsheetPreview,
  CatalogItem,
  DashboardInfo,
  ProcessCatalogResponse,
  SuccessResponse,
} from '@catalogo/contracts/core';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/me';
import type { ItemToSave } from './staging';

/**
 * Server state of /admin (ARCHITECTURE.md "Web"): fetchers, their queryOptions and hooks.
 * Every mutation invalidates the queries whose answers it changes.
 */

export const adminKeys = {
  me: meQueryKey,
  dashboard: ['stripe', 'dashboard-info'] as const,
  catalog: ['catalog', 'items'] as const,
};

// ------------------------------------------------------------------ fetchers

export function fetchDashboardInfo(signal?: AbortSignal): Promise<DashboardInfo> {
  return api.get<DashboardInfo>('/stripe/dashboard-info', { signal });
}

export function fetchCatalog(signal?: AbortSignal): Promise<CatalogItem[]> {
  return api.get<CatalogItem[]>('/catalog', { signal });
}

export function updateStoreName(name: string): Promise<unknown> {
  return api.post('/store/info', { name });
}

export function updateSlug(slug: string): Promise<unknown> {
  return api.post('/short-link', { slug });
}

/** `phone`: digits only. */
export function updatePhone(phone: string): Promise<unknown> {
  return api.put('/user/phone', { phone });
}

export function resendConfirmation(email: string): Promise<SuccessResponse> {
  return api.post<SuccessResponse>('/email/resend-confirmation', { email });
}

export function processCatalogText(inputData: string): Promise<ProcessCatalogResponse> {
  return api.post<ProcessCatalogResponse>('/catalog/process', { inputData });
}

/** `POST /catalog/spreadsheet/preview`: the file's columns and the guessed ones. */
export function previewSpreadsheet(file: File): Promise<SpreadsheetPreview> {
  const form = new FormData();
  form.append('file', file);
  return api.post<SpreadsheetPreview>('/catalog/spreadsheet/preview', form);
}

/** `POST /catalog/spreadsheet/items`: the rows as items to review, with the confirmed columns. */
export function spreadsheetItems(
  file: File,
  columns: SpreadsheetColumns,
): Promise<SpreadsheetItems> {
  const form = new FormData();
  form.append('file', file);
  form.append('name', String(columns.name));
  form.append('price', String(columns.price));
  form.append('category', String(columns.category));
  return api.post<SpreadsheetItems>('/catalog/spreadsheet/items', form);
}

export function saveCatalogItems(items: ItemToSave[]): Promise<CatalogItem[]> {
  return api.post<CatalogItem[]>('/catalog/save', items);
}

/** `PUT /catalog/{id}` with the item's name, price and category (the rest is kept). */
export function updateCatalogItem(
  item: Pick<CatalogItem, 'id' | 'name' | 'price' | 'category'>,
): Promise<CatalogItem> {
  const { id, name, price, category } = item;
  return api.put<CatalogItem>(`/catalog/${encodeURIComponent(id)}`, { name, price, category });
}

export function deleteCatalogItem(id: string): Promise<unknown> {
  return api.delete(`/catalog/${encodeURIComponent(id)}`);
}

// ------------------------------------------------------------------ queries

export const dashboardQueryOptions = queryOptions({
  queryKey: adminKeys.dashboard,
  queryFn: ({ signal }) => fetchDashboardInfo(signal),
});

export const catalogQueryOptions = queryOptions({
  queryKey: adminKeys.catalog,
  queryFn: ({ signal }) => fetchCatalog(signal),
});

export function useDashboardInfo() {
  return useQuery(dashboardQueryOptions);
}

export function useCatalogItems() {
  return useQuery(catalogQueryOptions);
}

// ------------------------------------------------------------------ mutations

/** Invalidates the given queries once a mutation settles (success or failure). */
function useInvalidate(...keys: ReadonlyArray<readonly unknown[]>) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
      () => undefined,
    );
}

export function useUpdateStoreNameMutation() {
  const invalidate = useInvalidate(adminKeys.dashboard);
  return useMutation({ mutationFn: updateStoreName, onSuccess: invalidate });
}

export function useUpdateSlugMutation() {
  const invalidate = useInvalidate(adminKeys.dashboard);
  return useMutation({ mutationFn: updateSlug, onSuccess: invalidate });
}

export function useUpdatePhoneMutation() {
  const invalidate = useInvalidate(adminKeys.dashboard, adminKeys.me);
  return useMutation({ mutationFn: updatePhone, onSettled: invalidate });
}

export function useResendConfirmationMutation() {
  return useMutation({ mutationFn: resendConfirmation });
}

/** The quota (dashboard `aiUsage`) changes with every processing, so it is refreshed after. */
export function useProcessCatalogMutation() {
  const invalidate = useInvalidate(adminKeys.dashboard);
  return useMutation({ mutationFn: processCatalogText, onSettled: invalidate });
}

export function useSaveCatalogItemsMutation() {
  const invalidate = useInvalidate(adminKeys.catalog, adminKeys.dashboard);
  return useMutation({ mutationFn: saveCatalogItems, onSuccess: invalidate });
}

export function useUpdateCatalogItemMutation() {
  const invalidate = useInvalidate(adminKeys.catalog, adminKeys.dashboard);
  return useMutation({ mutationFn: updateCatalogItem, onSuccess: invalidate });
}

export function useDeleteCatalogItemMutation() {
  const invalidate = useInvalidate(adminKeys.catalog, adminKeys.dashboard);
  return useMutation({ mutationFn: deleteCatalogItem, onSuccess: invalidate });
}
