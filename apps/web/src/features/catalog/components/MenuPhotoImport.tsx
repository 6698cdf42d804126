import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Camera, ImageUp, LoaderCircle } from 'lucide-react';
import {
  Limits,
  Messages,
  type ProcessCatalogResponse,
  type ProcessedItem,
} from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { isApiError, serverMessage } from '@/lib/api';
import { uploadFile } from '@/lib/upload';
import { dashboardQueryKey } from '@/lib/dashboard';

/** Types the API reads (it decides by the bytes); iPhones turn HEIC photos into JPEG for these. */
const ACCEPT = 'image/jpeg,image/png,image/webp';
/** Longest side of a photo shrunk in the browser when it is over the API's 5 MB. */
const SHRINK_MAX_PX = 2048;

/**
 * `POST /catalog/process-image`: the photo as the multipart field `file` (≤ 5 MB); answers the
 * items to review like `POST /catalog/process`.
 *
 * @throws ApiError (503 without the AI, 415, 413, 429…) as `uploadFile`.
 */
export function processMenuPhoto(photo: Blob, filename: string): Promise<ProcessCatalogResponse> {
  return uploadFile<ProcessCatalogResponse>('/catalog/process-image', photo, {
    method: 'POST',
    filename,
  });
}

/**
 * A photo over 5 MB (a 12 MP phone photo can be) redrawn at most `SHRINK_MAX_PX` on its long side
 * as a JPEG, so it can still be sent; null when the browser cannot decode or encode it.
 */
async function shrink(photo: File): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, SHRINK_MAX_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.85),
    );
  } catch {
    return null;
  }
}

/** The Portuguese message for a failed photo processing (the server's own when it has one). */
function messageOf(error: unknown): string {
  if (isApiError(error) && error.status === 429)
    return error.serverMessage === Messages.processingInProgress
      ? Messages.processingInProgress
      : Messages.processingQuotaReached;
  return serverMessage(error, [400, 413, 415, 503]) ?? Messages.processingFailed;
}

/**
 * "Enviar foto do cardápio" in the "Adicionar Produtos" card (docs/API.md "List processing"): the
 * seller takes a photo (phones open the camera) or picks one (a printed menu, a menu board, a
 * handwritten list); the model reads it and the items are appended to the staging list like a
 * pasted list's, counted in the same monthly quota. Without the AI the API answers 503 and the
 * card says the photo needs it; the paste box stays there to use instead.
 */
export function MenuPhotoImport({
  onProcessed,
  disabled,
}: {
  /** Appends the items to the staging list and answers how many were new. */
  onProcessed: (items: readonly ProcessedItem[]) => number;
  disabled?: boolean;
}) {
  const id = useId();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ photo, filename }: { photo: Blob; filename: string }) =>
      processMenuPhoto(photo, filename),
    // The quota (dashboard `aiUsage`) changes with every processing.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
  const busy = mutation.isPending;

  const onPick = async (input: HTMLInputElement) => {
    const picked = input.files?.[0];
    input.value = '';
    if (!picked) return;
    setError(null);
    let photo: Blob | null = picked;
    if (picked.size > Limits.imageUploadMaxBytes) photo = await shrink(picked);
    if (!photo || photo.size > Limits.imageUploadMaxBytes) {
      setError(Messages.imageTooLarge);
      return;
    }
    try {
      const { items } = await mutation.mutateAsync({
        photo,
        filename: photo === picked ? picked.name || 'cardapio.jpg' : 'cardapio.jpg',
      });
      toast.success(Messages.processingSucceeded(onProcessed(items)));
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const needsAi = error === Messages.menuPhotoNeedsAi;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="mt-4 grid gap-3 border-t pt-4"
      aria-busy={busy || undefined}
    >
      <div className="grid gap-0.5">
        <p id={`${id}-title`} className="text-sm font-medium">
          Enviar foto do cardápio
        </p>
        <p className="text-xs text-muted-foreground">
          Um cardápio impresso, um quadro ou uma lista escrita à mão: a IA lê os itens para você
          revisar.
        </p>
      </div>
      {/* Two inputs: "capture" makes phones open the camera; the other offers the gallery. */}
      <input
        ref={camera}
        type="file"
        accept={ACCEPT}
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label="Tirar foto do cardápio"
        disabled={disabled || busy}
        onChange={(event) => void onPick(event.currentTarget)}
      />
      <input
        ref={gallery}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Escolher foto do cardápio"
        disabled={disabled || busy}
        onChange={(event) => void onPick(event.currentTarget)}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          type="button"
          variant="outline"
          disabled={disabled || busy}
          onClick={() => camera.current?.click()}
        >
          {busy ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Camera aria-hidden="true" />
          )}
          Tirar foto
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={disabled || busy}
          onClick={() => gallery.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          Escolher foto
        </Button>
      </div>
      {busy ? (
        <p role="status" className="-mt-1 text-center text-xs text-muted-foreground">
          Processando sua foto, isso pode levar alguns segundos...
        </p>
      ) : null}
      {error ? (
        <div
          role="alert"
          className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-destructive"
        >
          <p>{error}</p>
          {needsAi ? (
            <p className="text-xs text-muted-foreground">
              Cole a lista de produtos no campo acima: ela é lida mesmo sem a IA.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
