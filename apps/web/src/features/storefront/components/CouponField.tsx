import { useId, useState, type FormEvent } from 'react';
import { CircleAlert, CircleCheck, LoaderCircle } from '@/components/icons';
import { formatMoney } from '../utils/money';
import type { CouponState } from '../hooks/use-coupon';
import { inputClass } from './fields';

/**
 * "Cupom de desconto" in the cart (docs/API.md §8): the code and "Aplicar"; then the discount
 * ("Cupom VOLTA10 aplicado: -R$ 4,20") with "Remover", or the refusal's message ("Cupom
 * expirado."). Plain elements: this is the public page's bundle.
 */
export function CouponField({
  state,
  onApply,
  onRemove,
}: {
  state: CouponState;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const checking = state.status === 'checking';

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(typed);
  }

  if (state.status === 'applied') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-4 py-3">
        <p
          role="status"
          data-testid="coupon-applied"
          className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-emerald-800"
        >
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            Cupom {state.code} aplicado: -{formatMoney(state.discountCents / 100)}
          </span>
        </p>
        <button
          type="button"
          onClick={() => {
            setTyped('');
            onRemove();
          }}
          className="h-11 cursor-pointer rounded-md px-2 text-sm font-semibold text-slate-700 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
        >
          Remover cupom
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-1.5 border-t border-slate-100 px-4 py-3">
      <label htmlFor={`${id}-cupom`} className="text-sm font-medium text-slate-800">
        Cupom de desconto
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-cupom`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={state.status === 'refused' ? true : undefined}
          aria-describedby={state.status === 'refused' ? `${id}-cupom-erro` : undefined}
          className={`${inputClass} uppercase`}
        />
        <button
          type="submit"
          disabled={checking || typed.trim() === ''}
          aria-busy={checking || undefined}
          className="inline-flex h-11 shrink-0 cursor-pointer items-center gap-1.5 rounded-md border border-emerald-700 bg-white px-4 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {checking ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          Aplicar
        </button>
      </div>
      {state.status === 'refused' ? (
        <p
          id={`${id}-cupom-erro`}
          role="alert"
          data-testid="coupon-refused"
          className="flex items-start gap-1.5 text-sm text-red-700"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
