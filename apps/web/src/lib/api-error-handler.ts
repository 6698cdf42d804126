import { Limits, CustomerMessages } from '@catalogo/contracts/core';
import { paths } from '@/paths';
import { ApiError } from './api';

export interface ApiErrorHandlerDeps {
  /** Client-side navigation (replace). */
  navigate: (to: string) => void;
  /** Current pathname of the page. */
  getPathname: () => string;
  toastError: (message: string, options: { id: string; duration: number }) => void;
  /** Deletes the session cookie. */
  clearToken: () => void;
  /** Called once the session is dropped (e.g. to clear cached server data). */
  onSessionExpired?: () => void;
}

/**
 * The app's single reaction to API failures (docs/PRODUCT.md §4, §6, §8):
 * - 401 anywhere but /signin: the token cookie is deleted and the seller is sent to
 *   /signin?reason=session_expired (the sign-in page shows the toast);
 * - 403: a toast with the server's message, or the default one, for 8 s.
 * Everything else is left to the feature that made the call.
 */
export function createApiErrorHandler(deps: ApiErrorHandlerDeps): (error: unknown) => void {
  return (error) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 401) {
      if (deps.getPathname() === paths.signin) return;
      deps.clearToken();
      deps.onSessionExpired?.();
      deps.navigate(paths.sessionExpired);
      return;
    }
    if (error.status === 403) {
      deps.toastError(error.serverMessage ?? CustomerMessages.forbiddenDefault, {
        id: 'api-forbidden',
        duration: Limits.toastForbiddenMs,
      });
    }
  };
}
