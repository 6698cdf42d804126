import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const module = { Hello: ({ name }: { name: string }) => <p>Olá, {name}</p> };

describe('preloadable (a component in a chunk of its own)', () => {
  it('shows the Suspense fallback until its code arrives, then the component', async () => {
    const load = vi.fn(async () => module);
    const Component = preloadable(load).component((m) => m.Hello);
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Component name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders every component of the module at once, with no fallback, once preloaded; loads it once', async () => {
    const load = vi.fn(async () => module);
    const chunk = preloadable(load);
    const Component = chunk.component((m) => m.Hello);
    const Other = chunk.component((m) => m.Hello);
    await Promise.all([chunk.preload(), chunk.preload()]);
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Component name="Bia" />
        <Other name="Caio" />
      </Suspense>,
    );
    expect(screen.getByText('Olá, Bia')).toBeTruthy();
    expect(screen.getByText('Olá, Caio')).toBeTruthy();
    expect(screen.queryByText('Carregando...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(module);
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
