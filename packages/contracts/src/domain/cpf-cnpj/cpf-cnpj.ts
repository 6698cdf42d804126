/**
 * Brazilian taxpayer numbers: the check digits of a CPF (people) and a CNPJ (companies, the
 * alphanumeric CNPJ included). Used by the Pix key rule (`domain/pix`).
 */

/** CPF with valid check digits (11 digits, not all equal). */
export function isValidCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const d = [...cpf].map(Number);
  const check = (n: number): number => {
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += d[i] * (n + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === d[9] && check(10) === d[10];
}

/**
 * CNPJ with valid check digits: 14 digits, or the alphanumeric CNPJ of Receita Federal (from July
 * 2026: 12 characters `0-9A-Z` then 2 digits; each character weighs its ASCII code minus 48).
 */
export function isValidCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const v = [...cnpj].map((c) => c.charCodeAt(0) - 48);
  const check = (n: number): number => {
    let sum = 0;
    let weight = n - 7;
    for (let i = 0; i < n; i += 1) {
      sum += v[i] * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return check(12) === v[12] && check(13) === v[13];
}
