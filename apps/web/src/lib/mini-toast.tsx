import { useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck } from '@/components/icons';

/**
 * A tiny toast outlet for the public catalogue, which must stay far below its bundle budget
 * (sonner is ~10 KB gzip of the app shell). Same placement and colours as the app's sonner
 * toasts: top centre, success green, error red. A toast with the same text as a visible one
 * replaces it (restarting its timer), so quick repeated actions do not pile up.
 */

export type ToastType = 'success' | 'error';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

const MAX_VISIBLE = 2;
const DURATION_MS: Record<ToastType, number> = { success: 2800, error: 5000 };

let toasts: ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

/** Removes every toast (tests; a page that unmounts). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (toasts.length > 0) emit([]);
}

function show(type: ToastType, message: string, duration = DURATION_MS[type]): number {
  const same = toasts.find((t) => t.message === message && t.type === type);
  if (same) dismissToast(same.id);
  const item: ToastItem = { id: nextId++, type, message };
  const next = [item, ...toasts];
  for (const dropped of next.slice(MAX_VISIBLE)) {
    const timer = timers.get(dropped.id);
    if (timer) clearTimeout(timer);
    timers.delete(dropped.id);
  }
  emit(next.slice(0, MAX_VISIBLE));
  timers.set(
    item.id,
    setTimeout(() => dismissToast(item.id), duration),
  );
  return item.id;
}

export const toast = {
  success: (message: string, options?: { duration?: number }) =>
    show('success', message, options?.duration),
  error: (message: string, options?: { duration?: number }) =>
    show('error', message, options?.duration),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * The outlet (render once). Polite live region; errors are announced assertively (each message
 * is a `status` or an `alert` inside its list item).
 */
export function MiniToaster() {
  const items = useToasts();
  return (
    <section
      aria-label="Notificações"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center px-3 pt-[max(0.75rem,env(safe-area-inset-top))]"
    >
      <ol className="flex w-full max-w-sm flex-col gap-2" aria-live="polite">
        {items.map((item) => (
          <li
            key={item.id}
            data-toast={item.type}
            className={
              'pointer-events-auto flex animate-fade-in items-center gap-2.5 rounded-lg border py-2 pr-2 pl-3.5 text-sm font-medium shadow-lg ' +
              (item.type === 'error'
                ? 'border-red-200 bg-red-50 text-red-800'
                : 'border-emerald-200 bg-emerald-50 text-emerald-900')
            }
          >
            {item.type === 'error' ? (
              <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            ) : (
              <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            )}
            {/* The role sits inside the <li>: a list holds list items only (WCAG 1.3.1). */}
            <span role={item.type === 'error' ? 'alert' : 'status'} className="flex-1">
              {item.message}
            </span>
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              className="-mr-1 grid size-7 shrink-0 cursor-pointer place-items-center rounded text-current/70 hover:bg-black/5"
              aria-label="Fechar notificação"
            >
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
