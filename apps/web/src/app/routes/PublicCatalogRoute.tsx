import { useParams } from 'react-router-dom';
import { MiniToaster } from '@/lib/mini-toast';
import { PublicCatalog } from '@/features/storefront/components/PublicCatalog';

/**
 * The router's adapter for the store page (kept out of features/storefront, whose bundle
 * imports no router: eslint.config.mjs). `/:slug` inside the full app's router (reached by client-side navigation only: a page load of
 * a store link boots the light app of mount.tsx instead). Same page, same toasts.
 */
export function PublicCatalogRoute() {
  const { slug = '' } = useParams();
  return (
    <>
      <PublicCatalog key={slug} slug={slug} />
      <MiniToaster />
    </>
  );
}
