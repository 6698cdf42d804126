/**
 * Copies text to the clipboard: the Clipboard API when it exists and works, else the old
 * hidden-textarea + `document.execCommand('copy')` way (older Android WebViews, http pages,
 * browsers that refuse the permission). Resolves true when one of them succeeded.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall back below */
  }
  return copyWithExecCommand(text);
}

/** The fallback: select a hidden read-only textarea and ask the browser to copy. */
export function copyWithExecCommand(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const previousFocus = document.activeElement as HTMLElement | null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  // Off-screen but selectable; fixed so the page does not scroll to it.
  textarea.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px';
  document.body.appendChild(textarea);
  let copied = false;
  try {
    textarea.focus({ preventScroll: true });
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    textarea.remove();
    previousFocus?.focus?.({ preventScroll: true });
  }
  return copied;
}
