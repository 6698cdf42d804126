import { useId, type Dispatch, type SetStateAction } from 'react';
import { OrderLimits, formatPhone, type PublicOrdering } from '@catalogo/contracts/core';
import { phoneInputAttrs } from '@/components/phone-input-attrs';
import type { CheckoutErrors, CheckoutForm } from '../utils/checkout';
import { Field, inputClass } from './fields';
import { FulfilmentPicker } from './FulfilmentPicker';
import { PaymentPicker } from './PaymentPicker';

/**
 * The customer's part of the order: name (required), phone (optional, the same
 * (99) 99999-9999 mask as elsewhere), delivery or pickup and payment as the store offers them
 * (docs/API.md §6 "Ordering options": `FulfilmentPicker`, `PaymentPicker` with "troco para quanto?") and notes. Plain inputs: this is the public page's bundle.
 */
export function CheckoutFields({
  form,
  setForm,
  errors,
  ordering,
  onForget,
}: {
  /** "Não sou eu": shown when the name, phone and address came from this device. */
  onForget?: () => void;
  /** What the store offers. */
  ordering: PublicOrdering;
  form: CheckoutForm;
  setForm: Dispatch<SetStateAction<CheckoutForm>>;
  errors: CheckoutErrors;
}) {
  const id = useId();
  const set =
    <K extends keyof CheckoutForm>(field: K) =>
    (value: CheckoutForm[K]) =>
      setForm((current) => ({ ...current, [field]: value }));

  return (
    <div className="grid gap-4 border-t border-slate-100 px-4 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-semibold">Seus dados</h3>
        {onForget ? (
          <button
            type="button"
            onClick={onForget}
            className="min-h-6 cursor-pointer text-sm font-semibold text-slate-700 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
          >
            Não sou eu
          </button>
        ) : null}
      </div>
      <Field id={`${id}-nome`} label="Seu nome" error={errors.name}>
        <input
          id={`${id}-nome`}
          type="text"
          autoComplete="name"
          maxLength={OrderLimits.customerNameMaxLength}
          value={form.name}
          onChange={(event) => set('name')(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-nome-erro` : undefined}
          className={inputClass}
        />
      </Field>
      <Field
        id={`${id}-telefone`}
        label="Seu WhatsApp (opcional)"
        error={errors.phone}
        hint="Para a loja avisar sobre o pedido."
      >
        <input
          id={`${id}-telefone`}
          {...phoneInputAttrs}
          value={form.phone}
          onChange={(event) => set('phone')(formatPhone(event.target.value))}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${id}-telefone-erro` : `${id}-telefone-dica`}
          className={inputClass}
        />
      </Field>

      <FulfilmentPicker
        name={`${id}-entrega`}
        ordering={ordering}
        value={form.fulfilment}
        onChange={set('fulfilment')}
      />
      <PaymentPicker
        id={id}
        ordering={ordering}
        value={form.payment}
        onChange={set('payment')}
        changeFor={form.changeFor}
        onChangeForChange={set('changeFor')}
        changeForError={errors.changeFor}
      />
      <Field id={`${id}-obs`} label="Observações (opcional)">
        <textarea
          id={`${id}-obs`}
          rows={2}
          maxLength={OrderLimits.notesMaxLength}
          placeholder="Ex.: sem cebola, troco, ponto de referência..."
          value={form.notes}
          onChange={(event) => set('notes')(event.target.value)}
          className={`${inputClass} h-auto min-h-16 py-2`}
        />
      </Field>
    </div>
  );
}
