/**
 * The seller panel's service worker (built to /admin-sw.js by vite-plugin-pwa; registered with
 * scope `/admin/` by the admin routes only, see ../pwa.ts):
 * - precaches the app's build (Workbox manifest injected at build time), so the panel's shell
 *   opens offline; panel navigations are network first (3 s), then the cached shell;
 * - keeps the last answers of `GET /orders` (the list and one order) network first (4 s), so
 *   the orders page shows the last orders list offline (the page says "Sem conexão");
 * - shows a notification for each push message (docs/API.md §8) and opens or focuses the
 *   order's page when it is tapped.
 *
 * Typed against the DOM lib the rest of the app uses (the WebWorker lib conflicts with it), with
 * the few worker types it needs declared below.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { OPEN_MESSAGE, notificationFromPush } from '../utils/push-notification';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  readonly data: { text(): string } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: Notification;
}
interface WindowClientLike {
  readonly url: string;
  focus(): Promise<WindowClientLike>;
  postMessage(message: unknown): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationEventLike) => void,
  ): void;
  /** The precache manifest, replaced at build time. */
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
}

declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version takes over at once: the panel is one page and reloads its data itself.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const shell = createHandlerBoundToURL('/index.html');
const pages = new NetworkFirst({ cacheName: 'admin-pages', networkTimeoutSeconds: 3 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return shell(options);
      }
    },
    { allowlist: [/^\/admin(\/|$)/] },
  ),
);

// The orders list and one order (GET, any API origin); `export.csv` and `events` stay online.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    /\/orders(\/[0-9a-f-]{36})?$/i.test(url.pathname) &&
    request.headers.get('accept') !== 'text/event-stream',
  new NetworkFirst({
    cacheName: 'admin-orders',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

self.addEventListener('push', (event) => {
  const notification = notificationFromPush(event.data?.text() ?? '', self.location.origin);
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      tag: notification.tag,
      icon: '/pwa-192.png',
      badge: '/pwa-maskable-192.png',
      data: { url: notification.url },
      requireInteraction: true,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url ?? '/admin/pedidos', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const panel = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
      if (panel) {
        // The open panel goes to the order itself (no reload: its sound stays unlocked).
        panel.postMessage({ type: OPEN_MESSAGE, url: data?.url ?? '/admin/pedidos' });
        await panel.focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
