import { describe, expect, it, vi } from 'vitest';
import { Limits, Messages } from '@catalogo/contracts/core';
import { ApiError } from './api';
import { createApiErrorHandler } from './api-error-handler';
import { clearToken, getToken } from './cookie';
import { createQueryClient } from './query-client';

function setup(pathname: string) {
  const deps = {
    navigate: vi.fn<(to: string) => void>(),
    getPathname: () => pathname,
    toastError: vi.fn<(message: string, options: { id: string; duration: number }) => void>(),
    clearToken: vi.fn(clearToken),
    onSessionExpired: vi.fn(),
  };
  return { deps, handle: createApiErrorHandler(deps) };
}

const error = (status: number, serverMessage?: string) =>
  new ApiError({ status, message: serverMessage ?? 'x', serverMessage });

describe('api error handler', () => {
  it('on a 401 outside /signin deletes the cookie and goes to /signin?reason=session_expired', () => {
    document.cookie = 'token=abc; path=/';
    expect(getToken()).toBe('abc');
    const { deps, handle } = setup('/admin');

    handle(error(401));

    expect(getToken()).toBeUndefined();
    expect(deps.navigate).toHaveBeenCalledExactlyOnceWith('/signin?reason=session_expired');
    expect(deps.onSessionExpired).toHaveBeenCalledOnce();
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('does nothing on a 401 while already on /signin (wrong credentials)', () => {
    document.cookie = 'token=abc; path=/';
    const { deps, handle } = setup('/signin');

    handle(error(401, 'E-mail ou senha inválidos.'));

    expect(getToken()).toBe('abc');
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.clearToken).not.toHaveBeenCalled();
  });

  it('toasts the server message of a 403 for 8 s', () => {
    const { deps, handle } = setup('/membership');
    handle(error(403, 'Verifique seu e-mail antes de assinar.'));
    expect(deps.toastError).toHaveBeenCalledExactlyOnceWith(
      'Verifique seu e-mail antes de assinar.',
      {
        id: 'api-forbidden',
        duration: Limits.toastForbiddenMs,
      },
    );
    expect(Limits.toastForbiddenMs).toBe(8000);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('toasts the default message of a 403 without a server message', () => {
    const { deps, handle } = setup('/admin');
    handle(error(403));
    expect(deps.toastError).toHaveBeenCalledWith(
      Messages.forbiddenDefault,
      expect.objectContaining({ duration: 8000 }),
    );
  });

  it('ignores other failures', () => {
    const { deps, handle } = setup('/admin');
    handle(error(404));
    handle(error(500));
    handle(new Error('boom'));
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('is called by the QueryClient for failing queries and mutations', async () => {
    const onError = vi.fn();
    const client = createQueryClient(onError);
    const unauthorized = error(401);
    await client
      .fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(unauthorized) })
      .catch(() => undefined);
    expect(onError.mock.calls[0]?.[0]).toBe(unauthorized);

    const forbidden = error(403);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(forbidden) })
      .execute(undefined)
      .catch(() => undefined);
    expect(onError.mock.calls[1]?.[0]).toBe(forbidden);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
