import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * An on/off switch of the panel: a real checkbox with `role="switch"`, so it has a name (its
 * `<label>` or `aria-label`), a checked state and keyboard support without a component library.
 * Props: the `<input>`'s but `type` and `role`; while `disabled` (saving) it shows a wait cursor.
 */
export function Switch({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'role'>) {
  return (
    <input
      type="checkbox"
      role="switch"
      className={cn(
        'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors disabled:cursor-wait disabled:opacity-60',
        "before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-['']",
        'checked:bg-primary checked:before:translate-x-5',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
      {...props}
    />
  );
}
