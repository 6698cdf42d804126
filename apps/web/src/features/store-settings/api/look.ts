import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreLogoResponse, StoreLook } from '@catalogo/contracts/core';
import { api } from '@/lib/api';
import { uploadFile } from '@/lib/upload';

/**
 * Server state of the store look: logo and cover colour (docs/API.md §6 "Catalogue items and
 * store look"). Logo uploads go through lib/upload.ts for the progress bar.
 */

export const lookKeys = {
  look: ['store', 'look'] as const,
};

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
