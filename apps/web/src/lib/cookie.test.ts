import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from './cookie';

describe('the token cookie (docs/API.md §7)', () => {
  afterEach(() => {
    clearToken();
    vi.restoreAllMocks();
  });

  it('stores the token with Max-Age 360000 s, path /, SameSite=Strict and Secure', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    setToken('abc.def.ghi');
    expect(written).toEqual(['token=abc.def.ghi; max-age=360000; path=/; SameSite=Strict; Secure']);
  });
});
