import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  SpreadsheetColumns,
  SpreadsheetItems,
  SpreadsheetPreview,
  CatalogItem,
  ProcessCatalogResponse,
} from '@catalogo/contracts/core';
import { api } from '@/lib/api';
import { dashboardQueryKey } from '@/lib/dashboard';
import { useInvalidate } from '@/lib/invalidate';
import type { ItemToSave } from '../utils/staging';

/**
 * Server state of the seller's catalogue (ARCHITECTURE.md "Web"): the items, list processing,
 * spreadsheet import and saving. Every mutation invalidates the queries whose answers it changes
 * (the item counts and AI quota are in the dashboard, `@/lib/dashboard`).
 */

export const catalogQueryKey = ['catalog', 'items'] as const;

// ------------------------------------------------------------------ fetchers

export function fetchCatalog(signal?: AbortSignal): Promise<CatalogItem[]> {
  return api.get<CatalogItem[]>('/catalog', { signal });
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

export const catalogQueryOptions = queryOptions({
  queryKey: catalogQueryKey,
  queryFn: ({ signal }) => fetchCatalog(signal),
});

export function useCatalogItems() {
  return useQuery(catalogQueryOptions);
}

// ------------------------------------------------------------------ mutations

/** The quota (dashboard `aiUsage`) changes with every processing, so it is refreshed after. */
export function useProcessCatalogMutation() {
  const invalidate = useInvalidate(dashboardQueryKey);
  return useMutation({ mutationFn: processCatalogText, onSettled: invalidate });
}

export function useSaveCatalogItemsMutation() {
  const invalidate = useInvalidate(catalogQueryKey, dashboardQueryKey);
  return useMutation({ mutationFn: saveCatalogItems, onSuccess: invalidate });
}

export function useUpdateCatalogItemMutation() {
  const invalidate = useInvalidate(catalogQueryKey, dashboardQueryKey);
  return useMutation({ mutationFn: updateCatalogItem, onSuccess: invalidate });
}

export function useDeleteCatalogItemMutation() {
  const invalidate = useInvalidate(catalogQueryKey, dashboardQueryKey);
  return useMutation({ mutationFn: deleteCatalogItem, onSuccess: invalidate });
}
