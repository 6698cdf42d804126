import { AiQuotaLimits } from './domain/ai-quota/ai-quota';
import { BRAZIL_COUNTRY_CODE } from './domain/phone/phone';
import { PlanLimits } from './domain/plan/plan';

/**
 * Input limits and constants of docs/PRODUCT.md §9 and docs/API.md §3–§4. The plan's figures
 * (`domain/plan`) and the AI quota's (`domain/ai-quota`) are defined there and spread in here
 * under their usual keys.
 */
export const Limits = {
  ...PlanLimits,
  ...AiQuotaLimits,
  /** Maximum pasted text, in characters. */
  aiProcessingMaxInputChars: 10000,
  /** HTTP timeout of the web client, in milliseconds. */
  httpTimeoutMs: 15000,
  /**
   * Session (JWT) lifetime, in seconds (12 hours; docs/API.md §7). A token past half of it is
   * renewed by the API in the `X-Access-Token` answer header.
   */
  sessionLifetimeSeconds: 43200,
  /**
   * Max-Age of the `token` cookie, in seconds (100 hours; docs/API.md §7). Longer than the token
   * inside it: an expired token still in the cookie is answered 401 ("sessão expirada").
   */
  tokenCookieMaxAgeSeconds: 360000,
  /** Lifetime of a "Esqueci minha senha" link, in hours (docs/API.md §7). */
  passwordResetValidHours: 1,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  whatsappInputMaxLength: 15,
  cepInputMaxLength: 9,
  ufMaxLength: 2,
  /** Country calling code prepended to the store phone for WhatsApp links. */
  countryCode: BRAZIL_COUNTRY_CODE,
  /** Toast durations, in milliseconds. */
  toastForbiddenMs: 8000,
  toastEmailConfirmationMs: 8000,
  toastSessionExpiredMs: 7000,
  /** Delay before a protected route checks the token cookie, in milliseconds. */
  protectedRouteCheckDelayMs: 150,
  itemNameMaxLength: 120,
  itemCategoryMaxLength: 60,
  /** Highest item price, in centavos (R$ 100.000,00). */
  maxItemPriceCents: 10_000_000,
  storeNameMaxLength: 80,
  slugMinLength: 3,
  slugMaxLength: 40,
  /** Category given to items whose category cannot be determined. */
  defaultCategory: 'Geral',
  /** Item description, in characters (docs/API.md §6 "Catalogue items and store look"). */
  itemDescriptionMaxLength: 300,
  /** Largest accepted upload (item photo or store logo), in bytes: 5 MB (5 × 1024 × 1024). */
  imageUploadMaxBytes: 5 * 1024 * 1024,
  /**
   * Largest image accepted, in pixels (width × height, read from the header before decoding):
   * 16 megapixels, e.g. 4000 × 4000 or a 4608 × 3456 phone photo. Larger images are refused
   * (413): decoding a 50 MP progressive JPEG of 300 KB takes ~130 MB of the API's memory.
   */
  imageMaxInputPixels: 16_000_000,
  /**
   * Bytes of stored images (every size of every photo and the logo, after re-encoding to WebP)
   * a store may keep: 25 MB, about 50 photos at ~300 KB plus the logo with room to spare.
   */
  storeImageMaxBytes: 25 * 1024 * 1024,
  /** Item photo sizes, in pixels: detail fits inside this square (never enlarged)… */
  itemPhotoDetailPx: 1080,
  /** …and the list thumbnail is this square, cropped to cover (CSS shows it at up to 128 px). */
  itemPhotoThumbnailPx: 256,
  /** Store logo sizes, in pixels: large (inside this square) and header (inside this square). */
  storeLogoPx: 512,
  storeLogoThumbnailPx: 128,
} as const;
