import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SellerOrder } from '@catalogo/contracts/core';
import { formatBRL } from '@/lib/format';
import { adminKeys } from '../api';
import { isSoundMuted, playNewOrderSound, setSoundMuted } from './alert-sound';
import { orderKeys } from './api';
import { useOrderEvents, type OrderStreamState } from './use-order-events';

/**
 * Live orders for the seller's screens (issue 14): on `order.created` a sonner toast ("Novo
 * pedido nº 12"), the chime unless muted, and `onNew` (the list highlights it), once per order
 * (a replayed event is not announced again); on
 * `order.updated` the cached order is replaced; on either, and after a reconnection, the lists
 * and the dashboard counts are refetched (fetching whatever was missed). A 401 on the stream
 * refetches them too, so the app's 401 handling signs the seller out.
 */
export function useOrderAnnouncer({
  onNew,
  onOpen,
}: {
  onNew?: (order: SellerOrder) => void;
  /** The toast's "Ver" action. */
  onOpen?: (order: SellerOrder) => void;
} = {}): { stream: OrderStreamState; muted: boolean; setMuted: (muted: boolean) => void } {
  const queryClient = useQueryClient();
  const [muted, setMutedState] = useState(isSoundMuted);
  const mutedRef = useRef(muted);
  // A reconnecting stream replays the events since its Last-Event-ID (with a 5 s margin), so an
  // order may arrive twice: it is announced once.
  const announced = useRef(new Set<string>());

  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
  };

  const stream = useOrderEvents({
    onCreated: (order) => {
      refetch();
      if (announced.current.has(order.id)) return;
      announced.current.add(order.id);
      onNew?.(order);
      toast.success(`Novo pedido nº ${order.number}`, {
        description: `${order.customer.name} · ${formatBRL(order.total)}`,
        action: onOpen ? { label: 'Ver', onClick: () => onOpen(order) } : undefined,
      });
      if (!mutedRef.current) playNewOrderSound();
    },
    onUpdated: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      refetch();
    },
    onReconnected: refetch,
    // The stream got a 401: refetching the lists meets the same 401, which goes through the
    // QueryClient to the app's single 401 handler (lib/api-error-handler.ts: sign-in page).
    onUnauthorized: refetch,
  });

  const setMuted = (value: boolean) => {
    mutedRef.current = value;
    setMutedState(value);
    setSoundMuted(value);
    // A click is a user gesture: the browser lets the page play sound from now on.
    if (!value) playNewOrderSound();
  };

  return { stream, muted, setMuted };
}
