import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 10 s (Testing Library's default is 1 s): what they wait for is an
// answer or a render, which a busy machine can delay; a behaviour that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Drop every cookie between tests.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
