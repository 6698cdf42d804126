/**
 * Server rendering of a store's public link `/{slug}`, used
 * by the web server (server/) in production and by Vite's dev server (`ssrLoadModule`). It draws
 * the same tree the browser hydrates (features/storefront/store.tsx) with `react-dom/server`,
 * and the head a link preview reads without JavaScript: title, description, canonical link,
 * Open Graph and Twitter tags, schema.org JSON-LD. Every text goes through React (HTML-escaped)
 * or `jsonForScript` (script-safe JSON): store and item names are the sellers' own text.
 */
import { DEFAULT_STORE_TITLE, type PublicCatalogResponse } from '@catalogo/contracts/core';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { NotFoundView } from '@/components/NotFoundView';
import { PublicCatalogApp } from '@/features/storefront/store';
import type { ServerSnapshot } from '@/features/storefront/components/PublicCatalog';
import {
  SNAPSHOT_ELEMENT_ID,
  jsonForScript,
  shareDescription,
  storeJsonLd,
} from '@/features/storefront/utils/snapshot';

/** A rendered page: what goes in `<head>`, inside `<div id="root">`, and after it. */
export interface RenderedPage {
  /** Title, meta tags, canonical link, JSON-LD (replaces the shell's title and description). */
  head: string;
  /** The markup of the app, to put inside `<div id="root">`. */
  body: string;
  /** The `<script type="application/json">` snapshot the browser hydrates with. */
  snapshot: string;
}

export interface CatalogPageInput {
  slug: string;
  catalog: PublicCatalogResponse;
  /** The instant of rendering, epoch ms (the opening badge; the browser hydrates with it too). */
  renderedAt: number;
  /** Public origin of the web app, no trailing slash (og:url and canonical: `{webUrl}/{slug}`). */
  webUrl: string;
  /** Public base URL of the API, no trailing slash (og:image: `{apiUrl}/public-catalog/{slug}/og.png`). */
  apiUrl: string;
  /**
   * The store's catalogue version (the API's `X-Catalog-Version`), put on the og:image URL
   * (`og.png?v=…`) so link previews (WhatsApp) fetch a new image after a change.
   */
  version?: string;
}

function snapshotScript(snapshot: ServerSnapshot): string {
  return `<script type="application/json" id="${SNAPSHOT_ELEMENT_ID}">${jsonForScript(snapshot)}</script>`;
}

/**
 * React 19 writes the page's hoistable tags (its `<title>`, `<link rel="preload">` of the first
 * photos) at the start of the markup; the browser app keeps them in the head. They move to the
 * head here (the head has its own title, so that one goes). Attribute values and text are
 * escaped by React: `>` and `</title>` cannot occur inside them.
 */
function splitHoistables(markup: string): { hoisted: string; body: string } {
  const lead = /^(?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)*/.exec(markup)![0];
  return {
    hoisted: lead.replace(/<title>[^<]*<\/title>/g, ''),
    body: markup.slice(lead.length),
  };
}

/** The public catalogue of a store that exists (HTTP 200). */
export function renderCatalogPage(input: CatalogPageInput): RenderedPage {
  const { slug, catalog, renderedAt, webUrl, apiUrl, version } = input;
  const name = catalog.store.name?.trim() || DEFAULT_STORE_TITLE;
  const url = `${webUrl}/${encodeURIComponent(slug)}`;
  const image =
    `${apiUrl}/public-catalog/${encodeURIComponent(slug)}/og.png` +
    (version ? `?v=${encodeURIComponent(version)}` : '');
  const description = shareDescription(catalog.products.length);
  const head = renderToStaticMarkup(
    <>
      <title>{`${name} · Catálogo`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:site_name" content="Monte Seu Pedido" />
      <meta property="og:title" content={name} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={name} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>,
  );
  const jsonLd = `<script type="application/ld+json">${jsonForScript(
    storeJsonLd(catalog, { name, url, image }),
  )}</script>`;
  const snapshot: ServerSnapshot = { state: { status: 'ready', catalog }, renderedAt };
  const app = splitHoistables(renderToString(<PublicCatalogApp slug={slug} snapshot={snapshot} />));
  return {
    head: head + jsonLd + app.hoisted,
    body: app.body,
    snapshot: snapshotScript(snapshot),
  };
}

/** The 404 page of an unknown store (HTTP 404): the same view the browser app shows. */
export function renderNotFoundPage(slug: string, renderedAt: number): RenderedPage {
  const snapshot: ServerSnapshot = { state: { status: 'not-found' }, renderedAt };
  return {
    head: renderToStaticMarkup(
      <>
        <title>Página não encontrada · Monte Seu Pedido</title>
        <meta name="robots" content="noindex" />
      </>,
    ),
    body: splitHoistables(renderToString(<PublicCatalogApp slug={slug} snapshot={snapshot} />))
      .body,
    snapshot: snapshotScript(snapshot),
  };
}

/** The 404 page for a path that cannot be a store (dots, encoded characters): nothing to hydrate. */
export function renderBadPathPage(): RenderedPage {
  return {
    head: renderToStaticMarkup(
      <>
        <title>Página não encontrada · Monte Seu Pedido</title>
        <meta name="robots" content="noindex" />
      </>,
    ),
    body: splitHoistables(renderToString(<NotFoundView />)).body,
    snapshot: '',
  };
}
