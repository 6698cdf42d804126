/**
 * Process-wide shutdown flag: set when SIGTERM arrives, so `/health` answers 503 and load
 * balancers stop sending traffic during the drain period before the server closes.
 */
export const shutdownState = { draining: false };
