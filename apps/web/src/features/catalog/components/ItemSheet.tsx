import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Messages, type CatalogItem } from '@catalogo/contracts/core';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { toastFailure } from '@/lib/toast-failure';
import { formatBRL } from '@catalogo/contracts/core';
import { useCatalogItems } from '../api/catalog';
import {
  toDrafts,
  toOptionGroupsBody,
  validateItemWithGroups,
  type GroupDraft,
} from '../utils/option-groups';
import { useUpdateItemDetailsMutation } from '../api/item-details';
import { OptionGroupsSection } from './OptionGroupsSection';
import { ItemDescriptionField } from './ItemDescriptionField';
import { ItemPhotoSection } from './ItemPhotoSection';
import { SaveFooter } from '@/components/panel/SettingsSheet';

/**
 * The item sheet of "Catálogo Existente": one saved
 * item's photo, description and further sections. Each section lives in its own component file;
 * the photo saves on its own endpoint at once, the rest is sent by "Salvar" as `PUT
 * /catalog/{id}` with the whole item (docs/API.md §6).
 *
 * `item` is the item as the catalogue query has it now, so an upload shows up at once.
 */
export function ItemSheet({
  item,
  onOpenChange,
}: {
  /** The item to edit; null closes the sheet. */
  item: CatalogItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const mutation = useUpdateItemDetailsMutation();
  const [description, setDescription] = useState('');
  const [groups, setGroups] = useState<GroupDraft[]>([]);
  const catalog = useCatalogItems();
  const itemId = item?.id;

  // A fresh draft each time the sheet opens on an item (not on every refetch of that item).
  useEffect(() => {
    if (item) setDescription(item.description ?? '');
    if (item) setGroups(toDrafts(item.optionGroups));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset per item, not per refetch
  }, [itemId]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item) return;
    // The groups go only when the seller changed them (without them the API keeps them).
    const optionGroups = toOptionGroupsBody(groups);
    const groupsChanged =
      JSON.stringify(optionGroups) !==
      JSON.stringify(toOptionGroupsBody(toDrafts(item.optionGroups)));
    const invalid = groupsChanged ? validateItemWithGroups(item, optionGroups) : null;
    if (invalid) {
      toast.error(Messages.updateItemFailed, { description: invalid });
      return;
    }
    try {
      await mutation.mutateAsync({
        item,
        changes: {
          description: description.trim(),
          ...(groupsChanged ? { optionGroups } : {}),
        },
      });
      toast.success(Messages.updateItemSucceeded);
      onOpenChange(false);
    } catch (error) {
      toastFailure(Messages.updateItemFailed, error);
    }
  };

  const busy = mutation.isPending;

  return (
    <Sheet open={item !== null} onOpenChange={(open) => (busy ? undefined : onOpenChange(open))}>
      <SheetContent>
        {item ? (
          <>
            <SheetHeader>
              <SheetTitle>Detalhes de {item.name}</SheetTitle>
              <SheetDescription>
                {item.category} · {formatBRL(item.price)}. A foto e a descrição aparecem no seu
                catálogo.
              </SheetDescription>
            </SheetHeader>
            <ItemPhotoSection item={item} />
            <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
              <ItemDescriptionField value={description} onChange={setDescription} disabled={busy} />
            </form>
            <OptionGroupsSection
              value={groups}
              onChange={setGroups}
              otherItems={(catalog.data ?? []).filter((other) => other.id !== item.id)}
              disabled={busy}
            />
            <SaveFooter formId={formId} busy={busy} />
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
