import type { PublicCatalogResponse } from '@catalogo/contracts/core';

/**
 * what a server-rendered `/{slug}` carries besides its HTML. Shared by the server
 * (src/entry-server.tsx) and the boot module (src/main.tsx); no React here.
 */

/** The id of the `<script type="application/json">` holding the page's snapshot. */
export const SNAPSHOT_ELEMENT_ID = 'catalogo-snapshot';

/**
 * `value` as JSON that is safe inside an HTML `<script>` element: `<`, `>` and `&` become
 * `\u003c`, `\u003e` and `\u0026` (so `</script>` and `<!--` cannot close or confuse the
 * element), and U+2028/U+2029 are escaped too (line terminators for older JavaScript parsers).
 * `JSON.parse` of the text gives `value` back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** "32 produtos · Peça pelo WhatsApp" (docs/API.md §6 "Sharing"); "1 produto" in the singular. */
export function shareDescription(productCount: number): string {
  return `${productCount === 1 ? '1 produto' : `${productCount} produtos`} · Peça pelo WhatsApp`;
}

/** Reais as schema.org wants them: a dot and two decimals ("12.50"). */
function schemaPrice(reais: number): string {
  return reais.toFixed(2);
}

/**
 * The schema.org JSON-LD of a store's page: a `Store` whose `makesOffer` lists every
 * item as an `Offer` in BRL (price in reais, two decimals), with its category, photo and
 * availability (sold out → OutOfStock).
 */
export function storeJsonLd(
  catalog: PublicCatalogResponse,
  { name, url, image }: { name: string; url: string; image: string },
): Record<string, unknown> {
  const phone = catalog.store.phone?.replace(/\D/g, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name,
    url,
    image: catalog.store.logoUrl ?? image,
    ...(phone ? { telephone: `+55${phone}` } : {}),
    makesOffer: catalog.products.map((p) => ({
      '@type': 'Offer',
      price: schemaPrice(p.price),
      priceCurrency: 'BRL',
      availability:
        p.available === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemOffered: {
        '@type': 'Product',
        name: p.name,
        category: p.category,
        ...(p.description ? { description: p.description } : {}),
        ...(p.photoUrl ? { image: p.photoUrl } : {}),
      },
    })),
  };
}
