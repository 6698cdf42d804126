import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, VapidPublicKeyResponse } from '@catalogo/contracts/core';
import { api } from '@/lib/api';
import { panelServiceWorker } from '../utils/pwa';

/** Server state of the seller's push devices (docs/API.md §8 "Seller alerts"). */

export const pushKeys = { devices: ['push', 'devices'] as const };

/** `GET /push/subscriptions` → the seller's devices. */
export function fetchPushDevices(signal?: AbortSignal): Promise<PushDevice[]> {
  return api.get<PushDevice[]>('/push/subscriptions', { signal });
}

export function usePushDevices() {
  return useQuery({
    queryKey: pushKeys.devices,
    queryFn: ({ signal }) => fetchPushDevices(signal),
  });
}

/** Where this browser stands with notifications. */
export type PushSupport =
  | 'supported'
  /** iPhone/iPad in the browser: Web Push needs the panel added to the home screen first. */
  | 'ios-needs-home-screen'
  | 'unsupported';

/** True on an iPhone or iPad (iPadOS reports itself as a Mac with touch). */
export function isAppleMobile(nav: Navigator = navigator): boolean {
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) ||
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

/** Whether this browser can receive the panel's push notifications. */
export function pushSupport(win: Window = window): PushSupport {
  const standalone =
    win.matchMedia?.('(display-mode: standalone)').matches ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const capable = 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
  if (isAppleMobile(win.navigator) && !standalone) return 'ios-needs-home-screen';
  return capable ? 'supported' : 'unsupported';
}

/** A label of this device for the list: "Chrome no Android", "Safari no iPhone". */
export function deviceLabel(userAgent: string): string {
  const browser = /SamsungBrowser/.test(userAgent)
    ? 'Samsung Internet'
    : /Edg\//.test(userAgent)
      ? 'Edge'
      : /OPR\//.test(userAgent)
        ? 'Opera'
        : /Firefox\/|FxiOS/.test(userAgent)
          ? 'Firefox'
          : /Chrome\/|CriOS/.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : 'Navegador';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPod/.test(userAgent)
      ? 'iPhone'
      : /iPad/.test(userAgent)
        ? 'iPad'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Macintosh|Mac OS X/.test(userAgent)
            ? 'Mac'
            : /CrOS/.test(userAgent)
              ? 'Chromebook'
              : /Linux/.test(userAgent)
                ? 'Linux'
                : undefined;
  return system ? `${browser} no ${system}` : browser;
}

/** A base64url string (the VAPID public key) as bytes for `applicationServerKey`. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Turns notifications on for this device: asks permission, subscribes through the panel's
 * service worker with the API's VAPID key and registers the subscription (`POST
 * /push/subscriptions`, 409 past 10 devices). @throws Error with a Portuguese message.
 */
export async function enablePushOnThisDevice(): Promise<PushDevice> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new Error(
      'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site e tente de novo.',
    );
  }
  const registration = await panelServiceWorker();
  if (!registration) throw new Error('Este navegador não aceita notificações do painel.');
  const { publicKey } = await api.get<VapidPublicKeyResponse>('/push/vapid-public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  const json = subscription.toJSON();
  return api.post<PushDevice>('/push/subscriptions', {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth },
    label: deviceLabel(navigator.userAgent),
  });
}

export function useEnablePushMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enablePushOnThisDevice,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pushKeys.devices }),
  });
}

/** `DELETE /push/subscriptions/{id}` (204). */
export function useRemovePushDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/push/subscriptions/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pushKeys.devices }),
  });
}

/** `POST /push/test` (202): a test message to every device of the seller. */
export function useSendTestPushMutation() {
  return useMutation({ mutationFn: () => api.post<void>('/push/test', {}) });
}
