/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API (default http://localhost:3000). */
  readonly VITE_API_URL?: string;
  /** Short-link host shown before a store's slug (default: the page's own origin). */
  readonly VITE_PUBLIC_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
