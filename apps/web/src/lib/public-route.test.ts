import { describe, expect, it } from 'vitest';
import { publicCatalogSlug, publicOrderRoute } from './public-route';

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

describe('publicOrderRoute', () => {
  it('takes /{slug}/pedido/{token} as a customer status page', () => {
    expect(publicOrderRoute('/lanchonete-da-ana/pedido/abc_DEF-123')).toEqual({
      slug: 'lanchonete-da-ana',
      token: 'abc_DEF-123',
    });
    expect(publicOrderRoute('/caf%C3%A9/pedido/tok/')).toEqual({ slug: 'café', token: 'tok' });
  });

  it('leaves app routes, the catalogue and other deep paths alone', () => {
    for (const path of [
      '/lanchonete-da-ana',
      '/admin/pedido/abc',
      '/admin/pedidos',
      '/loja/pedido/',
      '/loja/pedidos/abc',
      '/loja/pedido/a/b',
      '/loja/pedido/%E0%A4%A',
    ]) {
      expect(publicOrderRoute(path), path).toBeUndefined();
    }
  });
});
