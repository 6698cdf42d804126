/**
 * Boot module: the only script in index.html, kept tiny. A store's public link (`/{slug}`, the
 * page customers open on cheap phones and slow networks) loads the light public catalogue app
 * (React + the page, no router, no TanStack Query, no Radix, no form libraries) and starts the
 * catalogue request at once, in parallel with that code. Every other path loads the full app,
 * exactly as before. A customer's order status page (`/{slug}/pedido/{token}`) loads its own
 * light app the same way.
 */
import './index.css';
import { publicCatalogSlug, publicOrderRoute } from './lib/public-route';
import { prefetchCatalog } from './features/storefront/api/catalog';
import { holdEarlyTaps } from './features/storefront/utils/early-taps';
import type { ServerSnapshot } from './features/storefront/components/PublicCatalog';
import { SNAPSHOT_ELEMENT_ID } from './features/storefront/utils/snapshot';

const container = document.getElementById('root')!;
const slug = publicCatalogSlug(window.location.pathname);
const orderRoute = slug === undefined ? publicOrderRoute(window.location.pathname) : undefined;

/** The server's `<script type="application/json">` snapshot of a rendered `/{slug}`, if any. */
function readServerSnapshot(): ServerSnapshot | undefined {
  const text = document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerSnapshot;
  } catch {
    return undefined;
  }
}

function showLoadError(): void {
  // The code of the page could not be downloaded (offline, or a deploy replaced the files).
  container.innerHTML =
    '<main style="display:flex;min-height:100dvh;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:1.5rem;text-align:center">' +
    '<p>Não foi possível carregar esta página. Verifique sua conexão e tente novamente.</p>' +
    '<button type="button" style="padding:.75rem 1.25rem;border-radius:.5rem;background:#047857;color:#fff;font-weight:600">Recarregar página</button></main>';
  container.querySelector('button')?.addEventListener('click', () => window.location.reload());
}

if (slug !== undefined) {
  // Server-rendered: the catalogue the HTML was drawn with travels in the page, so
  // there is nothing to fetch; the SPA shell (no such script) starts the request at once.
  const snapshot = readServerSnapshot();
  if (!snapshot) prefetchCatalog(slug);
  // The server draws the buttons enabled: a tap before hydration is replayed right after it.
  const releaseTaps = snapshot ? holdEarlyTaps(container) : undefined;
  const start = () =>
    import('./features/storefront/store')
      .then((m) => {
        m.mountPublicCatalog(container, slug, snapshot);
        releaseTaps?.(true);
      })
      .catch(() => {
        releaseTaps?.(false);
        showLoadError();
      });
  // The server's HTML is the page: let the browser paint it before the app's code is fetched
  // and run (a frame, then a task), so the first paint never waits for hydration.
  if (snapshot && document.visibilityState === 'visible')
    requestAnimationFrame(() => setTimeout(start, 0));
  else void start();
} else if (orderRoute) {
  // A customer's status page: as light as the catalogue.
  import('./features/storefront/order')
    .then((m) => m.mountOrderStatus(container, orderRoute.slug, orderRoute.token))
    .catch(showLoadError);
} else {
  import('./app').then((m) => m.mountApp(container)).catch(showLoadError);
}
