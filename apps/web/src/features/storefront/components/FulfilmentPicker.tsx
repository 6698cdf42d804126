import { MapPin } from '@/components/icons';
import {
  OrderFulfilmentLabels,
  type OrderFulfilment,
  type PublicOrdering,
} from '@catalogo/contracts/core';
import { offeredFulfilments } from '../utils/ordering';
import { Choice } from './fields';

/**
 * "Como você quer receber?": only what the store offers — delivery, pickup or both —
 * and, for pickup, the store's pickup address. The delivery address form is shown by the cart
 * only for delivery.
 */
export function FulfilmentPicker({
  name,
  ordering,
  value,
  onChange,
}: {
  name: string;
  ordering: PublicOrdering;
  value: OrderFulfilment;
  onChange: (value: OrderFulfilment) => void;
}) {
  const offered = offeredFulfilments(ordering);
  const pickupAddress = ordering.pickup.address.trim();
  return (
    <div className="grid gap-2">
      <Choice
        legend="Como você quer receber?"
        name={name}
        options={offered.map((f) => ({ value: f, label: OrderFulfilmentLabels[f] }))}
        value={value}
        onChange={onChange}
      />
      {value === 'pickup' && pickupAddress ? (
        <p className="flex items-start gap-1.5 text-sm text-slate-700" data-testid="pickup-address">
          <MapPin className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <span>
            <span className="font-medium">Retire em:</span> {pickupAddress}
          </span>
        </p>
      ) : null}
    </div>
  );
}
