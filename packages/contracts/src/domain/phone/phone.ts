/**
 * Brazilian phone rule (docs/API.md §3–§4): digits only, 10 or 11 digits with a real area code
 * (DDD); 11 digits are mobiles and start with 9 after the area code; 10 digits are landlines
 * (WhatsApp Business) and start with 2–5.
 */
// prettier-ignore
export const BRAZILIAN_AREA_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15', '16', '17', '18', '19',
  '21', '22', '24', '27', '28',
  '31', '32', '33', '34', '35', '37', '38',
  '41', '42', '43', '44', '45', '46', '47', '48', '49',
  '51', '53', '54', '55',
  '61', '62', '63', '64', '65', '66', '67', '68', '69',
  '71', '73', '74', '75', '77', '79',
  '81', '82', '83', '84', '85', '86', '87', '88', '89',
  '91', '92', '93', '94', '95', '96', '97', '98', '99',
]);

/** Country calling code put before a store's phone digits in WhatsApp links. */
export const BRAZIL_COUNTRY_CODE = '55';

/** True when `digits` is a valid Brazilian phone: only digits, 10 or 11, a real DDD. */
export function isBrazilianPhone(digits: unknown): boolean {
  if (typeof digits !== 'string' || !/^\d{10,11}$/.test(digits)) return false;
  if (!BRAZILIAN_AREA_CODES.has(digits.slice(0, 2))) return false;
  const first = digits[2];
  return digits.length === 11 ? first === '9' : first >= '2' && first <= '5';
}

/** Keeps only the digits of a typed phone: "(11) 98765-4321" → "11987654321". */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * Masks phone digits as (99) 99999-9999 while typing (docs/PRODUCT.md §5); 10-digit landlines
 * read (99) 9999-9999. Never longer than 15 characters.
 */
export function formatPhone(input: string): string {
  const d = phoneDigits(input).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${d.slice(0, 2)}) ${rest}`;
  return `(${d.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
