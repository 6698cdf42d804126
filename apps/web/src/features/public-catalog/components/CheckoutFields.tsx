import { useId, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import {
  OrderFulfilmentLabels,
  OrderLimits,
  OrderPaymentMethodLabels,
  formatPhone,
  type OrderFulfilment,
  type OrderPaymentMethod,
} from '@catalogo/contracts/core';
import { phoneInputAttrs } from '@/components/phone-input-attrs';
import type { CheckoutErrors, CheckoutForm } from '../checkout';

const inputClass =
  'h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-foreground placeholder:text-slate-400 focus-visible:border-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500/30 aria-invalid:border-red-600';

const FULFILMENTS: OrderFulfilment[] = ['delivery', 'pickup'];
const PAYMENTS: OrderPaymentMethod[] = ['pix', 'cash', 'card'];

/**
 * The customer's part of the order (issue 14): name (required), phone (optional, the same
 * (99) 99999-9999 mask as elsewhere), delivery or pickup, payment (Pix, cash with "troco para
 * quanto?", card) and notes. Plain inputs: this is the public page's bundle.
 */
export function CheckoutFields({
  form,
  setForm,
  errors,
}: {
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
      <h3 className="font-semibold">Seus dados</h3>
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

      <Choice
        legend="Como você quer receber?"
        name={`${id}-entrega`}
        options={FULFILMENTS.map((value) => ({ value, label: OrderFulfilmentLabels[value] }))}
        value={form.fulfilment}
        onChange={set('fulfilment')}
      />
      <Choice
        legend="Forma de pagamento"
        name={`${id}-pagamento`}
        options={PAYMENTS.map((value) => ({ value, label: OrderPaymentMethodLabels[value] }))}
        value={form.payment}
        onChange={set('payment')}
      />
      {form.payment === 'cash' ? (
        <Field
          id={`${id}-troco`}
          label="Troco para quanto? (opcional)"
          error={errors.changeFor}
          hint="Deixe em branco se não precisar de troco."
        >
          <input
            id={`${id}-troco`}
            type="text"
            inputMode="decimal"
            placeholder="R$ 100,00"
            maxLength={12}
            value={form.changeFor}
            onChange={(event) => set('changeFor')(event.target.value)}
            aria-invalid={errors.changeFor ? true : undefined}
            aria-describedby={errors.changeFor ? `${id}-troco-erro` : `${id}-troco-dica`}
            className={inputClass}
          />
        </Field>
      ) : null}
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

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-erro`} className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-dica`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:text-emerald-900 has-focus-visible:ring-2 has-focus-visible:ring-emerald-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-emerald-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
