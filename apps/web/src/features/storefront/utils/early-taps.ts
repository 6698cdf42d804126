/**
 * Taps on a server-rendered store page before its code has hydrated it (review round 3): the
 * page draws its buttons enabled, so a tap that lands before React listens is held here and
 * replayed right after `hydrateRoot` (React then hydrates at once and handles it), instead of
 * being lost.
 *
 * @param container the element the server's markup is in (`#root`)
 * @returns `release`: stops holding; with `replay` true (the page hydrated), clicks again the
 *   buttons tapped meanwhile, in order (a button no longer in the page is skipped)
 */
export function holdEarlyTaps(container: HTMLElement): (replay: boolean) => void {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && container.contains(button)) held.push(button);
  };
  container.addEventListener('click', onClick, true);
  return (replay) => {
    container.removeEventListener('click', onClick, true);
    if (!replay) return;
    for (const button of held) if (button.isConnected) button.click();
  };
}
