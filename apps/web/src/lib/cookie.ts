import { Limits } from '@catalogo/contracts/core';

/** Name of the session cookie (docs/API.md §5). */
export const TOKEN_COOKIE = 'token';

/** Reads a cookie of the current document, or undefined when it is absent or empty. */
export function getCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      const value = entry.slice(prefix.length);
      if (value === '') return undefined;
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

const ATTRIBUTES = 'path=/; SameSite=Strict; Secure';

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; ${ATTRIBUTES}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; max-age=0; ${ATTRIBUTES}`;
}

/** The seller's access token, if signed in. */
export function getToken(): string | undefined {
  return getCookie(TOKEN_COOKIE);
}

/**
 * Stores the access token: max-age 360000 s (docs/API.md §7), path /, SameSite=Strict, Secure. The
 * token inside expires after 12 h unless renewed; an expired one is answered 401 (sessão expirada).
 */
export function setToken(token: string): void {
  setCookie(TOKEN_COOKIE, token, Limits.tokenCookieMaxAgeSeconds);
}

export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
}
