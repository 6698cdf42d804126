/**
 * Leaves the SPA for another site (e.g. the payment provider's page). A function of its own so
 * that tests can replace it: jsdom cannot navigate, and `window.location` cannot be spied on.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
