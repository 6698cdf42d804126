import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogItem, ItemPhotoResponse } from '@catalogo/contracts/core';
import type { OptionGroupBody } from '../utils/option-groups';
import { api } from '@/lib/api';
import { uploadFile } from '@/lib/upload';
import { catalogQueryKey } from './catalog';

/**
 * Server state of an item's details: photo, description, "Esgotado" and option groups
 * (docs/API.md §6 "Catalogue items and store look"). Uploads go through lib/upload.ts for the
 * progress bar; everything else through the app's one client.
 */

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

/** Photo upload and removal of one item; the catalogue is refetched after either. */
export function useItemPhotoMutations(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogQueryKey });
  const upload = useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress: (f: number) => void }) =>
      uploadItemPhoto(id, file, onProgress),
    onSuccess: ({ photoUrl, thumbnailUrl }) => {
      queryClient.setQueryData<CatalogItem[]>(catalogQueryKey, (items) =>
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogQueryKey }),
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
      await queryClient.cancelQueries({ queryKey: catalogQueryKey });
      const before = queryClient.getQueryData<CatalogItem[]>(catalogQueryKey);
      queryClient.setQueryData<CatalogItem[]>(catalogQueryKey, (items) =>
        items?.map((i) => (i.id === item.id ? { ...i, available } : i)),
      );
      return { before };
    },
    onError: (_error, { item }, context) => {
      // Put back only this row: another row's toggle may have changed since.
      const previous = context?.before?.find((i) => i.id === item.id);
      if (!previous) return;
      queryClient.setQueryData<CatalogItem[]>(catalogQueryKey, (items) =>
        items?.map((i) => (i.id === item.id ? { ...i, available: previous.available } : i)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogQueryKey }),
  });
}
