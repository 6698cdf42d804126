import { decodeError, defaultBaseUrl } from './api';
import { getToken } from './cookie';

/**
 * Downloads a file the API serves to the signed-in seller (e.g. `/store/poster.pdf`): fetched
 * with the bearer token (a plain link would not carry it), then saved under `filename` through a
 * temporary object URL.
 *
 * @throws ApiError with the API's Portuguese message for a non-2xx answer.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = getToken();
  const response = await fetch(`${defaultBaseUrl()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: decodeError falls back to its generic message
    }
    throw decodeError(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled: the browser has taken the file by then.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
