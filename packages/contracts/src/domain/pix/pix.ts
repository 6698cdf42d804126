/**
 * Pix receiving data (docs/API.md §6 "Ordering options"): the key types (DICT), how a typed key
 * is stored, whether it is valid, and the text the EMV BR Code accepts for the merchant's name
 * and city. The BR Code itself is built by the API (`apps/api/src/modules/order/pix-br-code.ts`,
 * with `pix-utils`) from the settings these rules let through.
 */
import { isValidCnpj, isValidCpf } from '../cpf-cnpj/cpf-cnpj';
import { isBrazilianPhone } from '../phone/phone';

/** Types of Pix key (DICT): CPF, CNPJ, e-mail, phone (+55…) and random (EVP, a UUID). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** Labels of the Pix key types in the admin form. */
export const PixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};

/** DICT: a Pix key has at most 77 characters (an e-mail key). */
export const PIX_KEY_MAX_LENGTH = 77;

/** Why a key of each type is refused (`SettingsMessages.invalidPixKey`). */
export const PixKeyMessages = {
  cpf: 'CPF da chave Pix inválido: confira os 11 dígitos.',
  cnpj: 'CNPJ da chave Pix inválido: confira os 14 caracteres.',
  email: 'E-mail da chave Pix inválido.',
  phone: 'Celular da chave Pix inválido: informe DDD e número, por exemplo (11) 98765-4321.',
  random: 'Chave aleatória inválida: cole a chave de 36 caracteres do seu banco.',
} as const satisfies Record<PixKeyType, string>;

/**
 * Text for the BR Code's merchant name and city (EMV "ans" subset that every bank app reads):
 * accents stripped ("São Paulo" → "Sao Paulo"), only letters, digits, spaces and `. - &`, spaces
 * collapsed, trimmed. Case is kept.
 */
export function normalisePixText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .&-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The stored form of a Pix key of that type: CPF digits, CNPJ upper-case without punctuation,
 * e-mail trimmed and lower-cased, phone "+55" + DDD + number (a mask, a leading 0 or 55
 * stripped), random key lower-cased. Non-strings are returned unchanged (the type check rejects
 * them).
 */
export function normalisePixKey(type: unknown, key: unknown): unknown {
  if (typeof key !== 'string') return key;
  const k = key.trim();
  switch (type) {
    case 'cpf':
      return /^[\d.\-\s]+$/.test(k) ? k.replace(/\D/g, '') : k;
    case 'cnpj':
      return k.toUpperCase().replace(/[.\-/\s]/g, '');
    case 'email':
      return k.toLowerCase();
    case 'phone': {
      if (!/^\+?[\d\s().-]+$/.test(k)) return k;
      let digits = k.replace(/\D/g, '');
      if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
      else if (digits.length >= 11 && digits.startsWith('0')) digits = digits.slice(1);
      return `+55${digits}`;
    }
    case 'random':
      return k.toLowerCase();
    default:
      return k;
  }
}

const PIX_EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True when `key` (already normalised, see `normalisePixKey`) is a valid key of that type. */
export function isValidPixKey(type: PixKeyType, key: string): boolean {
  switch (type) {
    case 'cpf':
      return isValidCpf(key);
    case 'cnpj':
      return isValidCnpj(key);
    case 'email':
      return key.length <= PIX_KEY_MAX_LENGTH && PIX_EMAIL.test(key);
    case 'phone':
      return /^\+55\d{10,11}$/.test(key) && isBrazilianPhone(key.slice(3));
    case 'random':
      return UUID.test(key);
  }
}
