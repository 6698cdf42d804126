import type { ReactElement } from 'react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderRoute, type FakeCall } from '@/test/render';

/** The user-event instance a test drives the page with. */
export type User = ReturnType<typeof userEvent.setup>;

/** Answers one call of the faked `fetch`. */
export type Respond = (call: FakeCall) => Response | Promise<Response>;

/**
 * Renders an auth page at the route `path`, opened at `initialEntry` (default: `path`), with
 * `fetch` stubbed by `respond` (undo with `vi.unstubAllGlobals()`). Returns `renderRoute`'s
 * result, a user-event instance (`user`) and the recorded fetch calls (`calls`).
 */
export function renderAuthPage(
  page: ReactElement,
  { path, initialEntry, respond }: { path: string; initialEntry?: string; respond: Respond },
) {
  const fake = fakeFetch(respond);
  vi.stubGlobal('fetch', fake.fetch);
  const user = userEvent.setup();
  const view = renderRoute(page, { path, initialEntry });
  return { ...view, user, calls: fake.calls };
}
