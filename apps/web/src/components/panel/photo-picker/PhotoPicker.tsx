import { useId, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { toast } from 'sonner';
import { Camera, ImageIcon, ImagePlus, LoaderCircle, Trash2, Upload, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import {
  UPLOAD_MAX_BYTES,
  cropToBlob,
  looksLikeImage,
  readAsDataUrl,
  type PixelArea,
} from './crop';
import { PhotoMessages } from './messages';

/** Texts of one picker (item photo or store logo). */
export interface PhotoPickerMessages {
  uploaded: string;
  uploadFailed: string;
  removed: string;
  removeFailed: string;
}

export interface PhotoPickerProps {
  /** Visible label of the picker, e.g. "Foto do produto". */
  label: string;
  /** Names the picture in accessible labels, e.g. the item's name. */
  subject: string;
  /** Current picture (the list size is enough for the 96 px preview), or null. */
  imageUrl: string | null;
  /** Sends the cropped square; `onProgress` receives the sent fraction 0–1. */
  upload: (file: Blob, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** Removes the current picture. */
  remove: () => Promise<unknown>;
  messages: PhotoPickerMessages;
  /** Draw the preview as a circle (store logo). */
  round?: boolean;
  /** For tests: how the chosen area becomes the uploaded Blob (default: canvas JPEG). */
  crop?: (src: string, area: PixelArea) => Promise<Blob>;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'cropping'; src: string }
  | { kind: 'uploading'; src: string; progress: number }
  | { kind: 'removing' };

function describeFailure(title: string, error: unknown): void {
  const explain = isApiError(error) && error.status >= 400 && error.serverMessage;
  toast.error(title, explain ? { description: explain } : undefined);
}

/**
 * Take or choose a picture (`accept="image/*"`; "Tirar foto" asks phones for the camera), frame
 * it as a square with react-easy-crop, then upload it with a progress bar; or remove the current
 * one. Used for the item photo and the store logo. The API validates the bytes and
 * answers Portuguese 413/415 messages, shown in the failure toast.
 */
export function PhotoPicker({
  label,
  subject,
  imageUrl,
  upload,
  remove,
  messages,
  round = false,
  crop = cropToBlob,
}: PhotoPickerProps) {
  const baseId = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  const src = phase.kind === 'cropping' || phase.kind === 'uploading' ? phase.src : null;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    if (!looksLikeImage(file)) {
      toast.error(PhotoMessages.notAnImage);
      return;
    }
    let source: string;
    try {
      source = await readAsDataUrl(file);
    } catch {
      toast.error(PhotoMessages.cannotOpen);
      return;
    }
    setPosition({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setPhase({ kind: 'cropping', src: source });
  };

  const onSend = async () => {
    if (phase.kind !== 'cropping' || !area) return;
    const { src: source } = phase;
    let blob: Blob;
    try {
      blob = await crop(source, area);
    } catch {
      toast.error(PhotoMessages.cannotOpen);
      return;
    }
    if (blob.size > UPLOAD_MAX_BYTES) {
      toast.error(PhotoMessages.tooBig);
      return;
    }
    setPhase({ kind: 'uploading', src: source, progress: 0 });
    try {
      await upload(blob, (fraction) =>
        setPhase((p) => (p.kind === 'uploading' ? { ...p, progress: fraction } : p)),
      );
      toast.success(messages.uploaded);
      setPhase({ kind: 'idle' });
    } catch (error) {
      describeFailure(messages.uploadFailed, error);
      setPhase({ kind: 'cropping', src: source });
    }
  };

  const onRemove = async () => {
    setPhase({ kind: 'removing' });
    try {
      await remove();
      toast.success(messages.removed);
    } catch (error) {
      describeFailure(messages.removeFailed, error);
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const percent = phase.kind === 'uploading' ? Math.round(phase.progress * 100) : 0;

  return (
    <div role="group" aria-labelledby={`${baseId}-label`} className="grid gap-3">
      <p id={`${baseId}-label`} className="text-sm font-medium leading-none">
        {label}
      </p>
      {/* Two inputs: "capture" makes phones open the camera; the other offers the gallery. */}
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={`Tirar foto de ${subject}`}
        onChange={(event) => void onPick(event)}
      />
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={`Escolher foto de ${subject}`}
        onChange={(event) => void onPick(event)}
      />

      {src ? (
        <div className="grid gap-3">
          <div
            className={cn(
              'relative h-64 w-full overflow-hidden rounded-lg bg-slate-900',
              phase.kind === 'uploading' && 'pointer-events-none opacity-80',
            )}
          >
            <Cropper
              image={src}
              crop={position}
              zoom={zoom}
              aspect={1}
              cropShape={round ? 'round' : 'rect'}
              onCropChange={setPosition}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{
                alt: `Foto escolhida para ${subject}`,
                onError: () => {
                  toast.error(PhotoMessages.cannotOpen);
                  setPhase({ kind: 'idle' });
                },
              }}
            />
          </div>
          <label className="grid gap-1.5 text-sm font-medium" htmlFor={`${baseId}-zoom`}>
            Zoom
            <input
              id={`${baseId}-zoom`}
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              disabled={phase.kind === 'uploading'}
              className="accent-primary"
            />
          </label>
          {phase.kind === 'uploading' ? (
            <div className="grid gap-1.5" aria-live="polite">
              <div
                role="progressbar"
                aria-label={`Enviando foto de ${subject}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full bg-primary transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </div>
              <p className="text-xs text-muted-foreground">Enviando... {percent}%</p>
            </div>
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" size="sm" onClick={() => setPhase({ kind: 'idle' })}>
                <X aria-hidden="true" />
                Cancelar
              </Button>
              <Button size="sm" onClick={() => void onSend()} disabled={!area}>
                <Upload aria-hidden="true" />
                Enviar foto
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className="flex items-center gap-4">
          <div
            className={cn(
              'grid size-24 shrink-0 place-items-center overflow-hidden border bg-muted text-muted-foreground',
              round ? 'rounded-full' : 'rounded-lg',
            )}
          >
            {imageUrl ? (
              <img
                src={imageUrl}
                alt={`${label} de ${subject}`}
                width={96}
                height={96}
                decoding="async"
                className="size-full object-cover"
              />
            ) : (
              <ImageIcon className="size-8" aria-hidden="true" />
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => cameraRef.current?.click()}
              disabled={phase.kind === 'removing'}
            >
              <Camera aria-hidden="true" />
              Tirar foto
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => fileRef.current?.click()}
              disabled={phase.kind === 'removing'}
            >
              <ImagePlus aria-hidden="true" />
              {imageUrl ? 'Trocar foto' : 'Escolher foto'}
            </Button>
            {imageUrl ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-muted-foreground hover:bg-red-50 hover:text-destructive"
                onClick={() => void onRemove()}
                disabled={phase.kind === 'removing'}
                aria-label={`Remover ${label.toLowerCase()} de ${subject}`}
              >
                {phase.kind === 'removing' ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <Trash2 aria-hidden="true" />
                )}
                Remover
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
