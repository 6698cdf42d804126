import { useState, type ReactNode } from 'react';
import { ExternalLink, MapPin, MessageCircle, Phone, Printer } from 'lucide-react';
import { toast } from 'sonner';
import {
  OrderFulfilmentLabels,
  OrderPaymentMethodLabels,
  OrderStatusLabels,
  orderAddressLines,
  type OrderStatus,
  type PrintWidth,
  type SellerOrder,
} from '@catalogo/contracts/core';
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
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { LineOptions } from '@/components/LineOptions';
import { formatBRL, formatDateTime, formatPhone } from '@/lib/format';
import { useChangeOrderStatusMutation, useOrder } from '../api/orders';
import { customerWhatsappUrl, mapsUrl, statusActions } from '../utils/orders-logic';
import { StatusBadge } from './StatusBadge';
import { PaymentBadge } from './PaymentBadge';
import { printTicket } from '../printing/thermal-printer';

/**
 * The detail sheet of an order: items, customer, address (with a Maps link),
 * payment, notes, the history, one-tap buttons for the allowed next statuses only, and a button
 * opening WhatsApp to the customer with the ready message of the current status, and
 * "Imprimir" (the kitchen ticket for `printWidth` mm paper on the connected thermal printer, or
 * through the print dialog, docs/API.md §8).
 */
export function OrderDetailSheet({
  orderId,
  initial,
  printWidth = 80,
  onClose,
}: {
  orderId: string | undefined;
  /** The order as the list has it, shown at once while the detail loads. */
  initial?: SellerOrder;
  /** The seller's paper width (mm), `alerts.printWidth`. */
  printWidth?: PrintWidth;
  onClose: () => void;
}) {
  const detail = useOrder(orderId, initial);
  const order = detail.data;
  return (
    <Sheet open={orderId !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent>
        {order ? (
          <OrderDetail order={order} printWidth={printWidth} />
        ) : (
          <SheetHeader>
            <SheetTitle>Pedido</SheetTitle>
            <SheetDescription>
              {detail.isError ? detail.error.message : 'Carregando pedido...'}
            </SheetDescription>
          </SheetHeader>
        )}
      </SheetContent>
    </Sheet>
  );
}

function OrderDetail({ order, printWidth }: { order: SellerOrder; printWidth: PrintWidth }) {
  const change = useChangeOrderStatusMutation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const whatsapp = customerWhatsappUrl(order);

  const moveTo = (status: OrderStatus) =>
    change.mutate(
      { id: order.id, status },
      {
        onSuccess: (updated) =>
          toast.success(`Pedido nº ${updated.number}: ${OrderStatusLabels[updated.status]}`),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <>
      <SheetHeader>
        <SheetTitle>Pedido nº {order.number}</SheetTitle>
        <SheetDescription asChild>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} />
            <span>{formatDateTime(order.createdAt)}</span>
            <span>· {OrderFulfilmentLabels[order.fulfilment]}</span>
          </div>
        </SheetDescription>
      </SheetHeader>

      <section aria-label="Mudar status" className="grid gap-2">
        {statusActions(order).map((action) => (
          <Button
            key={action.status}
            variant={action.destructive ? 'outline' : 'default'}
            className={action.destructive ? 'text-red-700 hover:text-red-800' : undefined}
            disabled={change.isPending}
            onClick={() => (action.destructive ? setConfirmCancel(true) : moveTo(action.status))}
          >
            {action.label}
          </Button>
        ))}
        {whatsapp ? (
          <Button asChild variant="outline">
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              Avisar o cliente no WhatsApp
            </a>
          </Button>
        ) : null}
      </section>

      <Button variant="outline" onClick={() => void printTicket(order, printWidth)}>
        <Printer aria-hidden="true" />
        Imprimir ({printWidth} mm)
      </Button>

      <Section title="Cliente">
        <p className="font-medium">{order.customer.name}</p>
        {order.customer.phone ? (
          <a
            href={`tel:+55${order.customer.phone}`}
            className="inline-flex items-center gap-1.5 text-primary underline-offset-2 hover:underline"
          >
            <Phone className="size-3.5" aria-hidden="true" />
            {formatPhone(order.customer.phone)}
          </a>
        ) : (
          <p className="text-muted-foreground">Sem telefone</p>
        )}
      </Section>

      <Section title={OrderFulfilmentLabels[order.fulfilment]}>
        {order.address ? (
          <>
            {orderAddressLines(order.address).map((line) => (
              <p key={line}>{line}</p>
            ))}
            <a
              href={mapsUrl(order.address)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1.5 text-primary underline-offset-2 hover:underline"
            >
              <MapPin className="size-3.5" aria-hidden="true" />
              Abrir no Google Maps
              <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          </>
        ) : (
          <p className="text-muted-foreground">O cliente retira no local.</p>
        )}
      </Section>

      <Section title="Itens">
        <ul className="grid gap-1">
          {order.items.map((item, index) => (
            <li key={`${item.id}-${index}`} className="grid gap-0.5">
              <span className="flex justify-between gap-3">
                <span className="min-w-0 break-words">
                  {item.quantity}x {item.name}
                </span>
                <span className="whitespace-nowrap tabular-nums">{formatBRL(item.lineTotal)}</span>
              </span>
              <LineOptions options={item.options} />
            </li>
          ))}
        </ul>
        <dl className="mt-2 grid gap-0.5 border-t pt-2">
          {order.deliveryFee > 0 ? (
            <>
              <Amount label="Subtotal" value={order.subtotal} />
              <Amount label="Taxa de entrega" value={order.deliveryFee} />
            </>
          ) : null}
          <Amount label="Total" value={order.total} strong />
        </dl>
      </Section>

      <Section title="Pagamento">
        <p>
          {OrderPaymentMethodLabels[order.payment.method]}
          {order.payment.method === 'cash' && order.payment.changeFor
            ? ` (troco para ${formatBRL(order.payment.changeFor)})`
            : null}
        </p>
        <PaymentBadge order={order} />
      </Section>

      {order.notes ? (
        <Section title="Observações">
          <p className="whitespace-pre-wrap break-words">{order.notes}</p>
        </Section>
      ) : null}

      <Section title="Histórico">
        <ol className="grid gap-0.5">
          {order.history.map((change) => (
            <li key={`${change.status}-${change.at}`} className="flex justify-between gap-3">
              <span>{OrderStatusLabels[change.status]}</span>
              <span className="text-muted-foreground">{formatDateTime(change.at)}</span>
            </li>
          ))}
        </ol>
      </Section>

      <AlertDialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancelar o pedido nº {order.number}?</AlertDialogTitle>
            <AlertDialogDescription>
              O cliente verá o pedido como cancelado. Isso não pode ser desfeito.
              {order.paymentStatus === 'paid'
                ? ' O valor será devolvido ao cliente pelo Pix.'
                : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Voltar</AlertDialogCancel>
            <AlertDialogAction onClick={() => moveTo('canceled')}>
              Cancelar pedido
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1 border-t pt-3 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Amount({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? 'text-base font-bold' : ''}`}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="tabular-nums">{formatBRL(value)}</dd>
    </div>
  );
}
