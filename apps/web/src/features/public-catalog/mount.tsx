import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MiniToaster } from '@/lib/mini-toast';
import { PublicCatalog } from './PublicCatalog';

/**
 * The light app of a store's public link, loaded by the boot module (src/main.tsx) for `/{slug}`:
 * React, this page and a tiny toast outlet; no router, no TanStack Query, no Radix, no sonner.
 */
export function mountPublicCatalog(container: HTMLElement, slug: string): void {
  createRoot(container).render(
    <StrictMode>
      <PublicCatalog slug={slug} />
      <MiniToaster />
    </StrictMode>,
  );
}
