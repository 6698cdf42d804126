import {
  OrderPaymentMethodLabels,
  type OrderPaymentMethod,
  type PublicOrdering,
} from '@catalogo/contracts/core';
import { offeredPayments } from '../utils/ordering';
import { Choice, Field, inputClass } from './fields';

/**
 * "Forma de pagamento": one button per method the store accepts (Pix, cash, card)
 * and, for cash, "Troco para quanto?" (optional, in reais as typed).
 */
export function PaymentPicker({
  id,
  ordering,
  value,
  onChange,
  changeFor,
  onChangeForChange,
  changeForError,
}: {
  id: string;
  ordering: PublicOrdering;
  value: OrderPaymentMethod;
  onChange: (value: OrderPaymentMethod) => void;
  changeFor: string;
  onChangeForChange: (value: string) => void;
  changeForError?: string;
}) {
  const offered = offeredPayments(ordering);
  return (
    <>
      <Choice
        legend="Forma de pagamento"
        name={`${id}-pagamento`}
        options={offered.map((m) => ({ value: m, label: OrderPaymentMethodLabels[m] }))}
        value={value}
        onChange={onChange}
      />
      {value === 'pix' ? (
        <p className="-mt-2 text-xs text-slate-600">
          Depois de enviar o pedido, você recebe o QR code e o código Pix com o valor.
        </p>
      ) : null}
      {value === 'cash' ? (
        <Field
          id={`${id}-troco`}
          label="Troco para quanto? (opcional)"
          error={changeForError}
          hint="Deixe em branco se não precisar de troco."
        >
          <input
            id={`${id}-troco`}
            type="text"
            inputMode="decimal"
            placeholder="R$ 100,00"
            maxLength={12}
            value={changeFor}
            onChange={(event) => onChangeForChange(event.target.value)}
            aria-invalid={changeForError ? true : undefined}
            aria-describedby={changeForError ? `${id}-troco-erro` : `${id}-troco-dica`}
            className={inputClass}
          />
        </Field>
      ) : null}
    </>
  );
}
