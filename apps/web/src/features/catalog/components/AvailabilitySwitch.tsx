import { toast } from 'sonner';
import type { CatalogItem } from '@catalogo/contracts/core';
import { toastFailure } from '@/lib/toast-failure';
import { cn } from '@/lib/utils';
import { useToggleAvailableMutation } from '../api/item-details';
import { PhotoMessages } from '@/components/panel/photo-picker/messages';

/**
 * The "Esgotado" switch of a catalogue row: on = sold out (`available: false`). It
 * saves at once: the row changes before the answer (optimistic) and goes back with a toast when
 * the `PUT /catalog/{id}` fails.
 */
export function AvailabilitySwitch({ item }: { item: CatalogItem }) {
  const mutation = useToggleAvailableMutation();
  const soldOut = item.available === false;

  const toggle = () => {
    const available = soldOut; // flipping: sold out → available, and back
    mutation.mutate(
      { item, available },
      {
        onSuccess: () =>
          toast.success(
            available ? PhotoMessages.soldOutOff(item.name) : PhotoMessages.soldOutOn(item.name),
          ),
        onError: (error) => toastFailure(PhotoMessages.availabilityFailed, error),
      },
    );
  };

  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-xs font-medium text-muted-foreground">
      <button
        type="button"
        role="switch"
        aria-checked={soldOut}
        aria-label={`Esgotado: ${item.name}`}
        onClick={toggle}
        className={cn(
          'relative inline-flex h-6 w-10 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          soldOut ? 'bg-amber-600' : 'bg-input',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform',
            soldOut ? 'translate-x-4' : 'translate-x-0',
          )}
        />
      </button>
      <span aria-hidden="true" className={cn(soldOut && 'text-amber-800')}>
        Esgotado
      </span>
    </label>
  );
}
