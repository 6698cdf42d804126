import { LoaderCircle, X } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { membershipFeatures } from '../utils/messages';

export interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Cancelar": the caller cancels and closes the dialog when done. */
  onConfirm: () => void;
  /** "Manter Assinatura": the dialog closes by itself. */
  onKeep: () => void;
  /** A cancel call is running: both buttons are disabled and the dialog stays open. */
  busy: boolean;
}

/** Confirmation before cancelling the subscription, listing the benefits the seller loses. */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  onConfirm,
  onKeep,
  busy,
}: CancelSubscriptionDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <AlertDialogHeader>
          <AlertDialogTitle>Cancelar assinatura?</AlertDialogTitle>
          <AlertDialogDescription>
            O cancelamento é imediato. Você deixará de ter acesso a estes benefícios:
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul
          className="grid gap-2 rounded-lg bg-red-50 p-4 text-sm"
          aria-label="Benefícios perdidos"
        >
          {membershipFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy} onClick={onKeep}>
            Manter Assinatura
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={(event) => {
              event.preventDefault(); // stays open until the call settles
              onConfirm();
            }}
          >
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {busy ? 'Cancelando...' : 'Cancelar'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
