import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';

/** Prints the current location, so tests can see where a page navigated to. */
export function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p data-testid="location">
      {label}:{location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders `element` at `path` inside a memory router and a fresh QueryClient. Other routes
 * render a LocationProbe, so navigation away is visible through `router.state.location`.
 */
export function renderRoute(
  element: ReactElement,
  {
    path,
    initialEntry = path,
    extraRoutes = [],
  }: { path: string; initialEntry?: string; extraRoutes?: RouteObject[] },
) {
  const routes: RouteObject[] = [
    { path, element },
    ...extraRoutes,
    { path: '*', element: <LocationProbe label="elsewhere" /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

export interface FakeCall {
  url: string;
  init: RequestInit;
  /** Parsed JSON body, if any. */
  body: unknown;
  headers: Record<string, string>;
}

/** A fetch double answering each call with `respond`, and recording the calls. */
export function fakeFetch(respond: (call: FakeCall) => Response | Promise<Response>) {
  const calls: FakeCall[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const call: FakeCall = {
      url: String(input),
      init,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers,
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch: fn as typeof fetch, calls };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The message shown under the field labelled `label` (its aria-describedby error), or null. */
export function fieldError(label: string): string | null {
  const input = screen.getByLabelText(label);
  const errorId = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}
