import { useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AlertSoundMode, SellerOrder } from '@catalogo/contracts/core';
import { formatBRL } from '@/lib/format';
import { dashboardQueryKey } from '@/lib/dashboard';
import { createAlarmLoop, type AlarmLoop } from '../utils/alarm-loop';
import {
  audioNeedsGesture,
  isSoundMuted,
  playNewOrderSound,
  resumeAudio,
  setSoundMuted,
} from '../utils/alert-sound';
import { orderKeys } from '../api/orders';
import { useOrderEvents, type OrderStreamState } from './use-order-events';

/** The alarm as the page sees it. */
export interface OrderAlarm {
  /** The browser blocks sound until a tap: the page asks for one. */
  needsGesture: boolean;
  /** The seller tapped: start the sound (and play what is pending). */
  unlock: () => void;
  /** The order was opened (or confirmed): it stops ringing. */
  acknowledge: (orderId: string) => void;
}

/**
 * Live orders for the seller's screens: on `order.created` a sonner
 * toast ("Novo pedido nº 12"), the alarm (rings once, or every few seconds until the order is
 * opened or confirmed, per `soundMode`; nothing while muted) and `onNew` (the list highlights
 * it), once per order (a replayed event is not announced again); on `order.updated` the cached
 * order is replaced, and an order that left "received" (confirmed here or on another device)
 * stops ringing (`onAccepted`); on either, and after a reconnection, the lists and the dashboard
 * counts are refetched (fetching whatever was missed). A 401 on the stream refetches them too,
 * so the app's 401 handling signs the seller out.
 */
export function useOrderAnnouncer({
  onNew,
  onOpen,
  onAccepted,
  soundMode = 'until_accepted',
}: {
  onNew?: (order: SellerOrder) => void;
  /** The toast's "Ver" action. */
  onOpen?: (order: SellerOrder) => void;
  /** An announced order was confirmed (or moved on) — here or on another device. */
  onAccepted?: (order: SellerOrder) => void;
  soundMode?: AlertSoundMode;
} = {}): {
  stream: OrderStreamState;
  muted: boolean;
  setMuted: (muted: boolean) => void;
  alarm: OrderAlarm;
} {
  const queryClient = useQueryClient();
  const [muted, setMutedState] = useState(isSoundMuted);
  const mutedRef = useRef(muted);
  const modeRef = useRef(soundMode);
  modeRef.current = soundMode;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const loopRef = useRef<AlarmLoop>(undefined);
  loopRef.current ??= createAlarmLoop({
    play: playNewOrderSound,
    resume: resumeAudio,
    mode: () => modeRef.current,
    muted: () => mutedRef.current,
    onChange: rerender,
  });
  const loop = loopRef.current;
  // A reconnecting stream replays the events since its Last-Event-ID (with a 5 s margin), so an
  // order may arrive twice: it is announced once.
  const announced = useRef(new Set<string>());

  useEffect(() => {
    // After a reload the browser may block sound until a tap: ask for it at once, not when the
    // next order is already waiting.
    if (!mutedRef.current && audioNeedsGesture()) loop.markBlocked();
    return () => loop.dispose();
  }, [loop]);

  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
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
      if (order.status === 'received') loop.ring(order.id);
    },
    onUpdated: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      refetch();
      if (order.status !== 'received') {
        loop.acknowledge(order.id);
        if (announced.current.has(order.id)) onAccepted?.(order);
      }
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
    if (!value) {
      resumeAudio();
      playNewOrderSound();
    }
  };

  return {
    stream,
    muted,
    setMuted,
    alarm: {
      needsGesture: loop.needsGesture && !muted,
      unlock: () => loop.unlock(),
      acknowledge: (id) => loop.acknowledge(id),
    },
  };
}
