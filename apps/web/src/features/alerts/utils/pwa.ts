/**
 * The seller panel as an installable app (docs/ARCHITECTURE.md "Web"): the admin routes link the
 * web app manifest and register the panel's service worker; a store's page and a customer's
 * order page never do (they render from the same index.html, which links neither).
 */

/** The panel's service worker (built from ./sw/admin-sw.ts). */
export const SERVICE_WORKER_URL = '/admin-sw.js';
/**
 * Its scope: the panel's pages. `/admin/`, not `/admin`: a scope is a prefix, and a store's
 * slug may start with "admin" (`/administradora`) — its page must never be controlled.
 */
export const SERVICE_WORKER_SCOPE = '/admin/';
export const MANIFEST_URL = '/manifest.webmanifest';

const LINKS: readonly { rel: string; href: string }[] = [
  { rel: 'manifest', href: MANIFEST_URL },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/**
 * Adds the manifest and the home-screen icon links to `<head>` (once); returns the function
 * that removes them (leaving the panel for a page that is not part of it).
 */
export function linkPanelManifest(doc: Document = document): () => void {
  const added: HTMLLinkElement[] = [];
  for (const { rel, href } of LINKS) {
    if (doc.head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    doc.head.appendChild(link);
    added.push(link);
  }
  return () => added.forEach((link) => link.remove());
}

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Registers the panel's service worker once per page (production builds only: the dev server
 * does not build it). Resolves to the registration, or undefined where service workers are
 * missing (old browsers, http other than localhost) or the registration failed.
 */
export function registerPanelServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(undefined);
  registering ??= navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
    .catch(() => undefined);
  return registering;
}

/**
 * The ready registration of the panel's worker (push needs an active worker), registering it
 * first if needed; undefined where there is none.
 */
export async function panelServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await registerPanelServiceWorker();
  if (!registration) return undefined;
  if (registration.active) return registration;
  return navigator.serviceWorker.ready;
}
