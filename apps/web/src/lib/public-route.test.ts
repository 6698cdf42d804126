import { describe, expect, it } from 'vitest';
import { publicCatalogSlug } from './public-route';

describe('publicCatalogSlug', () => {
  it('takes one-segment paths that are not app routes as store links', () => {
    expect(publicCatalogSlug('/lanchonete-da-ana')).toBe('lanchonete-da-ana');
    expect(publicCatalogSlug('/doces123/')).toBe('doces123');
    expect(publicCatalogSlug('/caf%C3%A9')).toBe('café');
  });

  it('leaves the app routes, the home page and deeper paths to the full app', () => {
    for (const path of [
      '/',
      '',
      '/signup',
      '/signin',
      '/checkout',
      '/admin',
      '/membership',
      '/confirm-email',
      '/esqueci-senha',
      '/redefinir-senha',
      '/admin/',
      '/nao/existe',
      '/%E0%A4%A',
      '/a%2Fb',
    ]) {
      expect(publicCatalogSlug(path), path).toBeUndefined();
    }
  });
});
