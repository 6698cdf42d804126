import { ImageIcon } from 'lucide-react';
import type { CatalogItem } from '@catalogo/contracts/core';

/**
 * The 40 px thumbnail of a catalogue row, or a neutral placeholder. Decorative: the
 * row already names the item, so the image has an empty alt.
 */
export function ItemThumb({ item }: { item: CatalogItem }) {
  const src = item.thumbnailUrl ?? item.photoUrl ?? null;
  return (
    <span className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-md border bg-muted text-muted-foreground">
      {src ? (
        <img
          src={src}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <ImageIcon className="size-4" aria-hidden="true" />
      )}
    </span>
  );
}
