import { describe, expect, it } from 'vitest';
import { linkPanelManifest } from './pwa';

describe('panel manifest link', () => {
  it('links the manifest and the home-screen icon once, and removes them on leaving', () => {
    const remove = linkPanelManifest();
    const again = linkPanelManifest();
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    again();
    remove();
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')).toBeNull();
  });
});
