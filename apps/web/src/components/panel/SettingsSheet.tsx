import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';

/**
 * The frame shared by the three side sheets of the "Informações da loja" card (docs/PRODUCT.md
 * §2, §5, §8) and the "Alterar senha" sheet of the "Segurança" card (docs/API.md §7): title,
 * description, the form (children) and Cancelar / Salvar. Forms use the contracts' DTO classes,
 * so the browser shows the server's own rules and messages.
 */

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Answers whose server message explains a failed settings save: invalid (400), taken (409). */
export const SETTINGS_FAILURE_STATUSES = [400, 409] as const;

/** The sheet around one settings form; it cannot be closed while the form saves (`busy`). */
export function SettingsSheet({
  open,
  onOpenChange,
  title,
  description,
  formId,
  busy,
  children,
}: SheetProps & {
  title: string;
  description: string;
  formId: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        {children}
        <SaveFooter formId={formId} busy={busy} />
      </SheetContent>
    </Sheet>
  );
}

/** Cancelar (closes the sheet) and Salvar (submits `formId`; spinner and "Salvando..." when busy). */
export function SaveFooter({ formId, busy }: { formId: string; busy: boolean }) {
  return (
    <SheetFooter>
      <SheetClose asChild>
        <Button variant="outline" disabled={busy}>
          Cancelar
        </Button>
      </SheetClose>
      <Button type="submit" form={formId} disabled={busy}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {busy ? 'Salvando...' : 'Salvar'}
      </Button>
    </SheetFooter>
  );
}
