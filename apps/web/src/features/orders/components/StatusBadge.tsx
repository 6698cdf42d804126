import { OrderStatusLabels, type OrderStatus } from '@catalogo/contracts/core';
import { cn } from '@/lib/utils';

const TONES: Record<OrderStatus, string> = {
  received: 'border-amber-200 bg-amber-50 text-amber-900',
  confirmed: 'border-sky-200 bg-sky-50 text-sky-900',
  preparing: 'border-violet-200 bg-violet-50 text-violet-900',
  out_for_delivery: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  ready_for_pickup: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  completed: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  canceled: 'border-red-200 bg-red-50 text-red-800',
};

/** An order's status as a coloured pill with its Portuguese label. */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {OrderStatusLabels[status]}
    </span>
  );
}
