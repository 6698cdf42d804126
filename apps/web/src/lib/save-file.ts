/**
 * Saves a file the app already holds (e.g. a Blob from `api.get(…, { responseType: 'blob' })`)
 * under `filename`, through a temporary object URL and a clicked `download` link.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
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
