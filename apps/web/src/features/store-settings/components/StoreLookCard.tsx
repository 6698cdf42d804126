import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Check, LoaderCircle, Palette, RotateCcw } from 'lucide-react';
import { Messages, isHexColor } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toastFailure } from '@/lib/toast-failure';
import { coverColors } from '@/lib/cover-color';
import { cn } from '@/lib/utils';
import { useStoreLook, useStoreLookMutations } from '../api/look';
import { PhotoMessages } from '@/components/panel/photo-picker/messages';
import { PhotoPicker } from '@/components/panel/photo-picker/PhotoPicker';
import { PanelCardHeader } from '@/components/panel/PanelCardHeader';
import { LoadingBlock, QueryError } from '@/components/panel/states';

/** The public header's colour when the seller has not chosen one (emerald 800). */
export const DEFAULT_COVER = '#065f46';

/** Suggested cover colours (any `#rrggbb` is accepted through the colour input). */
export const COVER_SWATCHES = [
  '#065f46',
  '#1d4ed8',
  '#7c3aed',
  '#be123c',
  '#c2410c',
  '#a16207',
  '#0f172a',
  '#f9a8d4',
] as const;

/**
 * "Aparência da loja": the store logo (take or choose, crop, upload with progress,
 * remove) and the cover colour of the public header, with a live preview of that header.
 */
export function StoreLookCard({ storeName }: { storeName?: string | null }) {
  const look = useStoreLook();
  const { uploadLogo, removeLogo, saveCover } = useStoreLookMutations();
  const colorId = useId();
  const saved = look.data?.coverColor ?? null;
  const [color, setColor] = useState<string>(DEFAULT_COVER);

  useEffect(() => {
    setColor(saved ?? DEFAULT_COVER);
  }, [saved]);

  const dirty = color.toLowerCase() !== (saved ?? DEFAULT_COVER);
  const preview = coverColors(color);
  const logo = look.data?.logoThumbnailUrl ?? look.data?.logoUrl ?? null;

  const onSaveCover = async (value: string | null) => {
    try {
      await saveCover.mutateAsync(value);
      toast.success(PhotoMessages.coverSaved);
    } catch (error) {
      toastFailure(PhotoMessages.coverFailed, error);
    }
  };

  return (
    <Card role="region" aria-labelledby="store-look-title">
      <PanelCardHeader
        icon={<Palette />}
        titleId="store-look-title"
        title="Aparência da loja"
        description="Logo e cor da capa do seu catálogo."
      />
      <CardContent>
        {look.isPending ? (
          <LoadingBlock label="Carregando aparência da loja...">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-24 w-24" />
          </LoadingBlock>
        ) : look.isError ? (
          <QueryError
            message={look.error.message}
            onRetry={() => void look.refetch()}
            retrying={look.isFetching}
          />
        ) : (
          <div className="grid gap-5">
            <div
              data-testid="cover-preview"
              className="flex items-center gap-3 rounded-lg px-4 py-3"
              style={{ backgroundColor: preview?.background, color: preview?.text }}
            >
              <span className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-full bg-white/20">
                {logo ? (
                  <img
                    src={logo}
                    alt=""
                    width={40}
                    height={40}
                    decoding="async"
                    className="size-full object-cover"
                  />
                ) : null}
              </span>
              <span className="font-bold [overflow-wrap:anywhere]">
                {storeName?.trim() || 'Sua loja'}
              </span>
            </div>

            <PhotoPicker
              label="Logo"
              subject="sua loja"
              round
              imageUrl={logo}
              upload={(file, onProgress) => uploadLogo.mutateAsync({ file, onProgress })}
              remove={() => removeLogo.mutateAsync()}
              messages={{
                uploaded: Messages.logoUploadSucceeded,
                uploadFailed: PhotoMessages.logoUploadFailed,
                removed: Messages.logoDeleteSucceeded,
                removeFailed: PhotoMessages.logoRemoveFailed,
              }}
            />

            <fieldset className="grid gap-3">
              <legend className="mb-3 text-sm font-medium leading-none">Cor da capa</legend>
              <div className="flex flex-wrap items-center gap-2">
                {COVER_SWATCHES.map((swatch) => (
                  <button
                    key={swatch}
                    type="button"
                    aria-label={`Cor ${swatch}`}
                    aria-pressed={color.toLowerCase() === swatch}
                    onClick={() => setColor(swatch)}
                    className={cn(
                      'size-8 cursor-pointer rounded-full border-2 border-white shadow ring-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      color.toLowerCase() === swatch && 'ring-2 ring-foreground',
                    )}
                    style={{ backgroundColor: swatch }}
                  />
                ))}
                <label
                  htmlFor={colorId}
                  className="ml-1 inline-flex items-center gap-2 text-sm text-muted-foreground"
                >
                  Outra:
                  <input
                    id={colorId}
                    type="color"
                    value={isHexColor(color) ? color : DEFAULT_COVER}
                    onChange={(event) => setColor(event.target.value.toLowerCase())}
                    className="h-8 w-10 cursor-pointer rounded border bg-background p-0.5"
                  />
                </label>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => void onSaveCover(color.toLowerCase())}
                  disabled={!dirty || saveCover.isPending}
                >
                  {saveCover.isPending ? (
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Check aria-hidden="true" />
                  )}
                  Salvar cor
                </Button>
                {saved ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void onSaveCover(null)}
                    disabled={saveCover.isPending}
                  >
                    <RotateCcw aria-hidden="true" />
                    Cor padrão
                  </Button>
                ) : null}
              </div>
            </fieldset>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
