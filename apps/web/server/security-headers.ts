/**
 * The security headers of every answer of the web server, the same as nginx sends for the SPA
 * (infra/nginx/security-headers.conf), so the standalone server (docker-compose's `web-ssr`
 * port, a Kubernetes Service reached without nginx) is as strict. HSTS stays with whoever
 * terminates TLS.
 */
import type { ServerResponse } from 'node:http';

/** The origins the page talks to: the API (fetch, photos) and the images' host (S3, a CDN). */
export interface PageOrigins {
  /** The API's public URL (any path; only its origin is used). */
  apiUrl: string;
  /** The images' public URL (S3_PUBLIC_URL; any path). */
  imagesUrl: string;
}

/**
 * The Content-Security-Policy of the app's pages: scripts only from this origin (the pages'
 * only inline `<script>`s are JSON data blocks — the hydration snapshot and JSON-LD — which a
 * CSP does not run nor block), styles from this origin plus inline `style` attributes (the
 * store's cover colour), images from here, `data:` (the photo cropper), the API and the images'
 * host, fetches to the API and the CEP service (viacep), and no framing.
 */
export function contentSecurityPolicy(origins: PageOrigins): string {
  const api = new URL(origins.apiUrl).origin;
  const images = new URL(origins.imagesUrl).origin;
  const imageSources = images === api ? api : `${api} ${images}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageSources}`,
    "font-src 'self'",
    `connect-src 'self' ${api} https://viacep.com.br`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Name and value of each header, computed once at start. */
export function securityHeaders(origins: PageOrigins): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Content-Security-Policy', contentSecurityPolicy(origins)],
  ];
}

/** Sets `headers` on an answer (before anything is written). */
export function applyHeaders(res: ServerResponse, headers: readonly [string, string][]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
