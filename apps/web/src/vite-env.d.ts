/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API (default http://localhost:3000). */
  readonly VITE_API_URL?: string;
  /** Short-link host shown before a store's slug (default: the page's own origin). */
  readonly VITE_PUBLIC_URL?: string;
  /**
   * `1`: the panel offers "Pix de teste" (the API's local Pix provider, refused in production)
   * in a production build too, e.g. for a staging site or the browser journeys. Always offered
   * by the development server.
   */
  readonly VITE_PIX_TEST_PROVIDER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
