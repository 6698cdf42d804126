import { LoaderCircle, Trash2 } from 'lucide-react';
import type { CatalogItem } from '@catalogo/contracts/core';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';

/** Confirmation text of docs/PRODUCT.md §2. */
export function deleteConfirmationText(name: string): string {
  return `Tem certeza que deseja excluir o item ${name}? Esta ação não pode ser desfeita.`;
}

/**
 * "Excluir item" confirmation (docs/PRODUCT.md §2): open while `item` is set; cannot be closed
 * while the deletion runs (`busy`).
 */
export function DeleteItemDialog({
  item,
  busy,
  onConfirm,
  onClose,
}: {
  item: CatalogItem | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir item</AlertDialogTitle>
          <AlertDialogDescription>
            {item ? deleteConfirmationText(item.name) : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
          <button
            type="button"
            className={buttonVariants({ variant: 'destructive' })}
            onClick={onConfirm}
            disabled={busy}
          >
            {busy ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            Excluir
          </button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
