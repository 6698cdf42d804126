import * as React from 'react';
import { cn } from '@/lib/utils';

/** A pulsing placeholder block shown while data loads (decorative: hidden from assistive tech). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200/70', className)}
      {...props}
    />
  );
}
