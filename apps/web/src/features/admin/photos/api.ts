import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CatalogItem,
  ItemPhotoResponse,
  StoreLogoResponse,
  StoreLook,
} from '@catalogo/contracts/core';
import type { OptionGroupBody } from '../option-groups';
import { api } from '@/lib/api';
import { uploadFile } from '@/lib/upload';
import { adminKeys } from '../api';

/**
 * Server state of the admin's photos, descriptions, "Esgotado" and store look
 * (docs/API.md §6 "Catalogue items and store look"). Uploads go through lib/upload.ts for the
 * progress bar; everything else through the app's one client.
 */

export const lookKeys = {
  look: ['store', 'look'] as const,
};

const itemPath = (id: string) => `/catalog/${encodeURIComponent(id)}`;

/**
 * `PUT /catalog/{id}/photo` (multipart field `file`) → the new photo and thumbnail URLs.
 *
 * @throws ApiError 413 over 5 MB, 415 not an image, 404 not the seller's item, 429 too many.
 */
export function uploadItemPhoto(
  id: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<ItemPhotoResponse> {
  return uploadFile<ItemPhotoResponse>(`${itemPath(id)}/photo`, file, {
    filename: 'foto.jpg',
    onProgress,
  });
}

/** `DELETE /catalog/{id}/photo`. */
export function deleteItemPhoto(id: string): Promise<unknown> {
  return api.delete(`${itemPath(id)}/photo`);
}

/**
 * `PUT /catalog/{id}` with the whole item plus the fields given (`description`, `available`):
 * the API keeps any optional field that is not sent.
 */
export function updateItemDetails(
  item: CatalogItem,
  changes: ItemDetailsChanges,
): Promise<CatalogItem> {
  const { name, price, category } = item;
  return api.put<CatalogItem>(itemPath(item.id), { name, price, category, ...changes });
}

/** `GET /store/look`: logo URLs and cover colour (each null when not set). */
export function fetchStoreLook(signal?: AbortSignal): Promise<StoreLook> {
  return api.get<StoreLook>('/store/look', { signal });
}

/** `PUT /store/look {coverColor}`: `#rrggbb`, or null for the default look. */
export function updateCoverColor(coverColor: string | null): Promise<StoreLook> {
  return api.put<StoreLook>('/store/look', { coverColor });
}

/**
 * `PUT /store/logo` (multipart field `file`).
 *
 * @throws ApiError 413 over 5 MB, 415 not an image, 429 too many.
 */
export function uploadStoreLogo(
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<StoreLogoResponse> {
  return uploadFile<StoreLogoResponse>('/store/logo', file, { filename: 'logo.jpg', onProgress });
}

/** `DELETE /store/logo`. */
export function deleteStoreLogo(): Promise<unknown> {
  return api.delete('/store/logo');
}

export const storeLookQueryOptions = queryOptions({
  queryKey: lookKeys.look,
  queryFn: ({ signal }) => fetchStoreLook(signal),
});

export function useStoreLook() {
  return useQuery(storeLookQueryOptions);
}

/** Photo upload and removal of one item; the catalogue is refetched after either. */
export function useItemPhotoMutations(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.catalog });
  const upload = useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress: (f: number) => void }) =>
      uploadItemPhoto(id, file, onProgress),
    onSuccess: ({ photoUrl, thumbnailUrl }) => {
      queryClient.setQueryData<CatalogItem[]>(adminKeys.catalog, (items) =>
        items?.map((item) => (item.id === id ? { ...item, photoUrl, thumbnailUrl } : item)),
      );
      return refresh();
    },
  });
  const remove = useMutation({ mutationFn: () => deleteItemPhoto(id), onSettled: refresh });
  return { upload, remove };
}

/** What the item sheet changes: description, availability and the option groups. */
export interface ItemDetailsChanges {
  description?: string;
  available?: boolean;
  optionGroups?: OptionGroupBody[];
}

/** Saves the description (and anything else of the details sheet) of one item. */
export function useUpdateItemDetailsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, changes }: { item: CatalogItem; changes: ItemDetailsChanges }) =>
      updateItemDetails(item, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.catalog }),
  });
}

/**
 * The "Esgotado" switch: the row changes at once (optimistic), the `PUT` follows; on failure the
 * row goes back and the caller shows a toast.
 */
export function useToggleAvailableMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, available }: { item: CatalogItem; available: boolean }) =>
      updateItemDetails(item, { available }),
    onMutate: async ({ item, available }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.catalog });
      const before = queryClient.getQueryData<CatalogItem[]>(adminKeys.catalog);
      queryClient.setQueryData<CatalogItem[]>(adminKeys.catalog, (items) =>
        items?.map((i) => (i.id === item.id ? { ...i, available } : i)),
      );
      return { before };
    },
    onError: (_error, { item }, context) => {
      // Put back only this row: another row's toggle may have changed since.
      const previous = context?.before?.find((i) => i.id === item.id);
      if (!previous) return;
      queryClient.setQueryData<CatalogItem[]>(adminKeys.catalog, (items) =>
        items?.map((i) => (i.id === item.id ? { ...i, available: previous.available } : i)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.catalog }),
  });
}

/** Logo upload/removal and cover colour; the look and the dashboard are refetched after. */
export function useStoreLookMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: lookKeys.look });
  const uploadLogo = useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress: (f: number) => void }) =>
      uploadStoreLogo(file, onProgress),
    onSettled: refresh,
  });
  const removeLogo = useMutation({ mutationFn: deleteStoreLogo, onSettled: refresh });
  const saveCover = useMutation({
    mutationFn: updateCoverColor,
    onSuccess: (look) => queryClient.setQueryData(lookKeys.look, look),
  });
  return { uploadLogo, removeLogo, saveCover };
}
