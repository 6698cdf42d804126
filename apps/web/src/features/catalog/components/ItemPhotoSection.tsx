import type { CatalogItem } from '@catalogo/contracts/core';
import { Messages } from '@catalogo/contracts/core';
import { useItemPhotoMutations } from '../api/item-details';
import { PhotoPicker } from '@/components/panel/photo-picker/PhotoPicker';
import { PhotoMessages } from '@/components/panel/photo-picker/messages';

/**
 * "Foto do produto" in the item sheet: take or choose, crop square, upload with
 * progress, or remove. The upload saves at once (its own endpoint), independent of the sheet's
 * "Salvar".
 */
export function ItemPhotoSection({ item }: { item: CatalogItem }) {
  const { upload, remove } = useItemPhotoMutations(item.id);
  return (
    <PhotoPicker
      label="Foto do produto"
      subject={item.name}
      imageUrl={item.thumbnailUrl ?? item.photoUrl ?? null}
      upload={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
      remove={() => remove.mutateAsync()}
      messages={{
        uploaded: Messages.photoUploadSucceeded,
        uploadFailed: PhotoMessages.photoUploadFailed,
        removed: Messages.photoDeleteSucceeded,
        removeFailed: PhotoMessages.photoRemoveFailed,
      }}
    />
  );
}
