import type { ReactNode } from 'react';
import {
  DEFAULT_STORE_TITLE,
  OrderFulfilmentLabels,
  OrderPaymentMethodLabels,
  orderAddressLines,
  orderWhatsappUrl,
  reorderPath,
  type PublicOrder,
} from '@catalogo/contracts/core';
import { CircleAlert, CircleCheck, LoaderCircle, RefreshCw, X } from '@/components/icons';
import { NotFoundView } from '@/components/NotFoundView';
import { formatMoney } from '../utils/money';
import { StoreFooter, StoreHeader } from './StoreHeader';
import { WhatsAppIcon } from './WhatsAppIcon';
import { LineOptions } from '@/components/LineOptions';
import { formatStepTime, timelineSteps } from '../utils/timeline';
import { useOrderStatus } from '../hooks/use-order-status';
import { OnlinePixBox } from './OnlinePixBox';
import { PixCode } from './PixCode';

/** The text the "back to WhatsApp" button starts the chat with. */
export function backToWhatsappText(number: number): string {
  return `Olá! Sobre o meu pedido nº ${number}.`;
}

/**
 * The customer's status page `/{slug}/pedido/{token}`: number, status timeline,
 * items, totals, how it is received and paid, and a button back to the store's WhatsApp. It
 * refreshes by itself (every `pollMs`, 15 s by default). Part of the light public app: no
 * router, no TanStack Query, no Radix.
 */
export function OrderStatusPage({
  slug,
  token,
  pollMs,
}: {
  slug: string;
  token: string;
  pollMs?: number;
}) {
  const { state, retry } = useOrderStatus(slug, token, pollMs);
  switch (state.status) {
    case 'loading':
      return (
        <Shell>
          <p
            role="status"
            className="flex items-center justify-center gap-2 px-4 py-16 text-muted-foreground"
          >
            <LoaderCircle className="size-5 animate-spin text-emerald-700" aria-hidden="true" />
            Carregando pedido...
          </p>
        </Shell>
      );
    case 'not-found':
      return <NotFoundView />;
    case 'error':
      return (
        <Shell title={DEFAULT_STORE_TITLE}>
          <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
            <p role="alert" className="text-lg font-semibold">
              Não foi possível carregar o pedido.
            </p>
            <p className="text-sm text-muted-foreground">
              Verifique sua conexão com a internet e tente novamente.
            </p>
            <button type="button" onClick={retry} className={primaryButton}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Tentar novamente
            </button>
          </div>
        </Shell>
      );
    case 'ready':
      return (
        <OrderView slug={slug} order={state.order} offline={state.offline} onPixChanged={retry} />
      );
  }
}

const primaryButton =
  'inline-flex h-12 cursor-pointer items-center justify-center gap-2 rounded-lg bg-emerald-700 px-5 text-base font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2';
const secondaryButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-emerald-700 bg-white px-5 text-base font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2';
const card = 'overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm';

function Shell({
  title,
  documentTitle,
  children,
}: {
  /** The store's name in the header (undefined: placeholder while loading). */
  title?: string;
  documentTitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <title>{documentTitle ?? title ?? DEFAULT_STORE_TITLE}</title>
      <StoreHeader title={title} />
      <main className="mx-auto w-full max-w-xl px-4 py-6 sm:px-6">{children}</main>
      <StoreFooter />
    </div>
  );
}

function OrderView({
  slug,
  order,
  offline,
  onPixChanged,
}: {
  slug: string;
  order: PublicOrder;
  offline: boolean;
  /** Reloads the order after the customer asked for a new Pix code. */
  onPixChanged: () => void;
}) {
  const storeTitle = order.store.name?.trim() || DEFAULT_STORE_TITLE;
  const whatsapp = orderWhatsappUrl(order.store.phone, backToWhatsappText(order.number));
  const steps = timelineSteps(order);
  // docs/API.md §8: the coupon's discount on the items' subtotal (0 without a coupon).
  const discount = order.discount ?? 0;
  // the fee as charged — an amount, "Frete grátis" (threshold reached) or "A combinar".
  const feeText =
    order.deliveryFee > 0
      ? formatMoney(order.deliveryFee)
      : order.fulfilment === 'delivery' && order.freeDelivery
        ? 'Frete grátis'
        : order.fulfilment === 'delivery' && order.deliveryFeeToAgree
          ? 'A combinar'
          : null;

  return (
    <Shell title={storeTitle} documentTitle={`Pedido nº ${order.number} - ${storeTitle}`}>
      <div className="grid gap-4">
        <div className={`${card} px-4 py-4`}>
          <h2 className="text-xl font-bold">Pedido nº {order.number}</h2>
          <p className="mt-1 text-sm text-slate-600">
            Feito em {formatStepTime(order.createdAt)} · {OrderFulfilmentLabels[order.fulfilment]}
          </p>
          {offline ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-amber-800">
              <CircleAlert className="size-4" aria-hidden="true" />
              Sem conexão: mostrando a última situação conhecida.
            </p>
          ) : null}
          <h3 className="sr-only">Situação do pedido</h3>
          <ol className="mt-4 grid gap-0" aria-label="Situação do pedido" data-testid="timeline">
            {steps.map((step, index) => (
              <li
                key={step.status}
                aria-current={step.state === 'current' ? 'step' : undefined}
                className="relative flex gap-3 pb-4 last:pb-0"
              >
                {index < steps.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className={`absolute left-3 top-7 -ml-px h-[calc(100%-1.75rem)] w-0.5 ${step.state === 'done' ? 'bg-emerald-600' : 'bg-slate-200'}`}
                  />
                ) : null}
                <StepDot state={step.state} canceled={step.status === 'canceled'} />
                <div className="min-w-0 pt-0.5">
                  <p
                    className={
                      step.state === 'upcoming'
                        ? 'text-slate-500'
                        : step.status === 'canceled'
                          ? 'font-semibold text-red-700'
                          : step.state === 'current'
                            ? 'font-semibold text-emerald-800'
                            : 'font-medium text-slate-900'
                    }
                  >
                    {step.label}
                    {step.state === 'current' ? <span className="sr-only"> (agora)</span> : null}
                  </p>
                  {step.at ? (
                    <p className="text-xs text-slate-600">{formatStepTime(step.at)}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-xs text-slate-500">Esta página se atualiza sozinha.</p>
        </div>

        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={primaryButton}>
            <WhatsAppIcon className="size-5" />
            Falar com a loja no WhatsApp
          </a>
        ) : null}

        {order.pix?.mode === 'online' ? (
          <OnlinePixBox slug={slug} token={order.token} pix={order.pix} onChanged={onPixChanged} />
        ) : order.pix?.brCode ? (
          <PixBox brCode={order.pix.brCode} />
        ) : null}

        <div className={card}>
          <h3 className="border-b border-slate-100 px-4 py-3 font-semibold">Itens</h3>
          <ul className="divide-y divide-slate-100">
            {order.items.map((item, index) => (
              <li key={`${item.id}-${index}`} className="grid gap-0.5 px-4 py-2.5 text-sm">
                <span className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">
                    {item.quantity}x {item.name}
                  </span>
                  <span className="whitespace-nowrap">{formatMoney(item.lineTotal)}</span>
                </span>
                <LineOptions options={item.options} />
              </li>
            ))}
          </ul>
          <dl className="grid gap-1 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm">
            {feeText || discount > 0 ? (
              <Row label="Subtotal" value={formatMoney(order.subtotal)} />
            ) : null}
            {discount > 0 ? (
              <Row
                label={order.couponCode ? `Cupom ${order.couponCode}` : 'Cupom'}
                value={`-${formatMoney(discount)}`}
              />
            ) : null}
            {feeText ? <Row label="Taxa de entrega" value={feeText} /> : null}
            <div className="flex justify-between text-base font-bold">
              <dt>Total</dt>
              <dd data-testid="order-total">{formatMoney(order.total)}</dd>
            </div>
          </dl>
        </div>

        <div className={`${card} grid gap-3 px-4 py-4 text-sm`}>
          <Detail label={OrderFulfilmentLabels[order.fulfilment]}>
            {order.address
              ? orderAddressLines(order.address).join(', ')
              : order.pickupAddress
                ? `Retire em: ${order.pickupAddress}`
                : null}
          </Detail>
          <Detail label="Pagamento">
            {OrderPaymentMethodLabels[order.payment.method]}
            {order.payment.method === 'cash' && order.payment.changeFor
              ? ` (troco para ${formatMoney(order.payment.changeFor)})`
              : null}
          </Detail>
          {order.notes ? <Detail label="Observações">{order.notes}</Detail> : null}
        </div>

        <a
          href={reorderPath(encodeURIComponent(slug), encodeURIComponent(order.token))}
          className={secondaryButton}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          Pedir de novo
        </a>

        <a
          href={`/${encodeURIComponent(slug)}`}
          className="text-center text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline"
        >
          Voltar ao catálogo da loja
        </a>
      </div>
    </Shell>
  );
}

function StepDot({
  state,
  canceled,
}: {
  state: 'done' | 'current' | 'upcoming';
  canceled: boolean;
}) {
  if (canceled) {
    return (
      <span className="relative grid size-6 shrink-0 place-items-center rounded-full bg-red-600 text-white">
        <X className="size-4" aria-hidden="true" />
      </span>
    );
  }
  if (state === 'done') {
    return (
      <span className="relative grid size-6 shrink-0 place-items-center rounded-full bg-emerald-600 text-white">
        <CircleCheck className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <span
      className={`relative size-6 shrink-0 rounded-full border-2 bg-white ${state === 'current' ? 'border-emerald-600 ring-4 ring-emerald-100' : 'border-slate-300'}`}
    />
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-slate-600">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="font-semibold text-slate-900">{label}</p>
      {children ? <p className="break-words text-slate-700">{children}</p> : null}
    </div>
  );
}

function PixBox({ brCode }: { brCode: string }) {
  return (
    <div className={`${card} grid gap-2 px-4 py-4`}>
      <h3 className="font-semibold">Pague com Pix</h3>
      <p className="text-sm text-slate-600">
        Escaneie o QR code no app do seu banco ou copie o código abaixo (Pix copia e cola).
      </p>
      <PixCode brCode={brCode} />
    </div>
  );
}
