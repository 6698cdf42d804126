import { useEffect, useRef } from 'react';
import { CircleCheck } from '@/components/icons';
import { orderStatusPath, type PublicOrder } from '@catalogo/contracts/core';
import { WhatsAppIcon } from './WhatsAppIcon';

/**
 * Shown in the cart once the order is saved: its number, the link to its status page
 * and, when the store has a phone, the link to send it on WhatsApp again (the page already tried
 * to open it; a browser that blocked the pop-up needs the tap).
 */
export function OrderPlaced({
  slug,
  order,
  onNewOrder,
}: {
  slug: string;
  order: PublicOrder;
  onNewOrder: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div
      className="grid gap-3 border-b border-emerald-100 bg-emerald-50 px-4 py-4"
      data-testid="order-placed"
    >
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-emerald-900 focus:outline-none"
      >
        <CircleCheck className="size-5" aria-hidden="true" />
        Pedido nº {order.number} registrado!
      </h3>
      <p className="text-sm text-emerald-900">
        {order.whatsappUrl
          ? 'Envie a mensagem no WhatsApp para a loja confirmar o seu pedido.'
          : 'Guarde o número do pedido. Você pode acompanhar o andamento pelo link abaixo.'}
      </p>
      {order.whatsappUrl ? (
        <a
          href={order.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-5 text-base font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2"
        >
          <WhatsAppIcon className="size-5" />
          Enviar pedido no WhatsApp
        </a>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <a
          href={orderStatusPath(encodeURIComponent(slug), encodeURIComponent(order.token))}
          className="inline-flex h-11 flex-1 basis-36 items-center justify-center rounded-lg border border-emerald-700 bg-white px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
        >
          Acompanhar pedido
        </a>
        <button
          type="button"
          onClick={onNewOrder}
          className="inline-flex h-11 flex-1 basis-36 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
        >
          Fazer outro pedido
        </button>
      </div>
    </div>
  );
}
