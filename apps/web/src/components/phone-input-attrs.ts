import { Limits } from '@catalogo/contracts/core';

/**
 * The attributes every phone input shares (docs/PRODUCT.md §5): the admin's `PhoneInput` and the
 * public cart's plain input (which cannot load the shared `Input`: tailwind-merge would cost the
 * public page several KB). Mask the value with `formatPhone` on change; send `phoneDigits`.
 */
export const phoneInputAttrs = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel-national',
  placeholder: '(11) 98765-4321',
  maxLength: Limits.whatsappInputMaxLength,
} as const;
