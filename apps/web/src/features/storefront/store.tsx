import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { MiniToaster } from '@/lib/mini-toast';
import { PublicCatalog, type ServerSnapshot } from './components/PublicCatalog';

/**
 * The whole light app of `/{slug}`: the page and a tiny toast outlet. The server renders this
 * same tree (src/entry-server.tsx) and the browser hydrates it, so both must stay identical.
 */
export function PublicCatalogApp({ slug, snapshot }: { slug: string; snapshot?: ServerSnapshot }) {
  return (
    <StrictMode>
      <PublicCatalog slug={slug} snapshot={snapshot} />
      <MiniToaster />
    </StrictMode>
  );
}

/**
 * The light app of a store's public link, loaded by the boot module (src/main.tsx) for `/{slug}`:
 * React, this page and a tiny toast outlet; no router, no TanStack Query, no Radix, no sonner.
 * With `snapshot` (the page came server-rendered) it hydrates the server's HTML;
 * without it (the SPA shell: the web server could not render) it renders from scratch.
 */
export function mountPublicCatalog(
  container: HTMLElement,
  slug: string,
  snapshot?: ServerSnapshot,
): void {
  const app = <PublicCatalogApp slug={slug} snapshot={snapshot} />;
  if (snapshot) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
