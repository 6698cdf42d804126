/** Delivery address (docs/PRODUCT.md §3). */
export interface Address {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
}

export const emptyAddress: Address = {
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  localidade: '',
  uf: '',
};

const FIELDS = Object.keys(emptyAddress) as (keyof Address)[];

/** The address is empty when all fields are empty (spec §3); otherwise it counts as filled. */
export function isAddressEmpty(address: Address): boolean {
  return FIELDS.every((field) => address[field].trim() === '');
}

/** Keeps the known string fields of a saved address; anything else becomes empty. */
export function sanitizeAddress(value: unknown): Address {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const address = { ...emptyAddress };
  for (const field of FIELDS) {
    const v = source[field];
    if (typeof v === 'string') address[field] = v.slice(0, 200);
  }
  address.cep = formatCep(address.cep);
  address.uf = formatUf(address.uf);
  return address;
}

/*
 * Input masks. Hand-written on purpose: a masking library (react-number-format, imask…) would
 * cost several KB of gzip on the page that has the tightest budget, for two fixed formats.
 */

/** Only the digits of a CEP, at most 8. */
export function cepDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 8);
}

/** Masks a CEP as 00000-000 while typing (max 9 characters, spec §5). */
export function formatCep(input: string): string {
  const digits = cepDigits(input);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** UF: two letters, upper-case (spec §5). */
export function formatUf(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}
