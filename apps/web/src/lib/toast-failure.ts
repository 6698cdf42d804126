import { toast } from 'sonner';
import { serverMessage } from './api';

/**
 * The failure toast of a seller's form or switch: the spec's `message`, with the server's own
 * (Portuguese) explanation as its description when the API answered one of `statuses` (a
 * validation 400 by default).
 */
export function toastFailure(
  message: string,
  error: unknown,
  statuses: readonly number[] = [400],
): void {
  const explain = serverMessage(error, statuses);
  toast.error(message, explain ? { description: explain } : undefined);
}
