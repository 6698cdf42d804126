import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadFilledCart } from '@/features/storefront/components/CartPanel';

// findBy*/waitFor wait up to 10 s (Testing Library's default is 1 s): what they wait for is an
// answer or a render, which a busy machine can delay; a behaviour that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// The storefront's filled cart is a chunk of its own that the browser fetches on the first tap
// (PublicCatalog): loaded here first, the tests see it as a customer does once it has arrived.
// The browser journeys (e2e/) cover the load itself; src/lib/preloadable.test.tsx the waiting.
beforeAll(() => preloadFilledCart());

afterEach(() => {
  cleanup();
  // Drop every cookie between tests.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
