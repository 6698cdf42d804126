/**
 * Delivery (docs/API.md §6 "Ordering options"): how the fee is charged (flat, by bairro or "a
 * combinar"), the bairro match, free delivery from a threshold, and the refusals of a delivery
 * the store cannot make. `quoteOrder` (`domain/order-quote`) adds it to the order's total.
 */
import { reaisToCents } from '../money/money';

/** How the delivery fee is charged. */
export const DELIVERY_FEE_MODES = ['flat', 'by_neighbourhood', 'to_agree'] as const;
export type DeliveryFeeMode = (typeof DELIVERY_FEE_MODES)[number];

/** One bairro of the delivery table; fee in reais. */
export interface Neighbourhood {
  name: string;
  fee: number;
}

/**
 * The store's delivery settings (`StoreSettings['delivery']`). Money in reais: `flatFee`, each
 * bairro's `fee`, `freeFrom` (null: never free).
 */
export interface DeliverySettings {
  enabled: boolean;
  feeMode: DeliveryFeeMode;
  flatFee: number;
  neighbourhoods: Neighbourhood[];
  freeFrom: number | null;
}

/** Portuguese refusals of a delivery (422 on an order, the cart shows the same). */
export const DeliveryMessages = {
  deliveryNotOffered: 'Esta loja não faz entregas. Escolha retirada no local.',
  neighbourhoodRequired: 'Informe o bairro para calcular a taxa de entrega.',
  neighbourhoodNotServed: (bairro: string): string => `A loja não entrega no bairro ${bairro}.`,
} as const;

/** Why a delivery is refused. */
export type DeliveryRefusalCode =
  'fulfilment_not_offered' | 'neighbourhood_required' | 'neighbourhood_not_served';

/** Result of `deliveryCharge`. Money in centavos. */
export interface DeliveryCharge {
  /** Never negative; 0 when waived, "a combinar" or refused. */
  feeCents: number;
  /** The fee is "a combinar" with the seller (0 here). */
  feeToAgree: boolean;
  /** The fee was waived because the subtotal reached `freeFrom` ("Frete grátis"). */
  freeDelivery: boolean;
  refusal: { code: DeliveryRefusalCode; message: string } | null;
}

/** Lower case, accents removed, inner spaces collapsed, trimmed: "  São   João " → "sao joao". */
export function normaliseNeighbourhood(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The row of the bairro table for `bairro`, matched case- and accent-insensitively. */
export function findNeighbourhood(
  neighbourhoods: readonly Neighbourhood[],
  bairro: string | null | undefined,
): Neighbourhood | undefined {
  const wanted = normaliseNeighbourhood(bairro ?? '');
  if (!wanted) return undefined;
  return neighbourhoods.find((n) => normaliseNeighbourhood(n.name) === wanted);
}

/**
 * Free delivery: the store delivers, has a threshold (`freeFrom`, reais) and the items' subtotal
 * (centavos) reaches it.
 */
export function isFreeDelivery(
  delivery: Pick<DeliverySettings, 'enabled' | 'freeFrom'>,
  subtotalCents: number,
): boolean {
  return (
    delivery.enabled &&
    delivery.freeFrom !== null &&
    subtotalCents >= reaisToCents(delivery.freeFrom)
  );
}

/**
 * The delivery fee of an order under the store's delivery settings: the flat fee, the fee of the
 * bairro (from the CEP look-up or typed) or "a combinar"; waived (`freeDelivery`) when a fee or
 * "a combinar" would apply and the subtotal reaches `freeFrom`. Refusals: delivery off
 * (`fulfilment_not_offered`), fee by bairro without a bairro (`neighbourhood_required`) or with
 * one not in the table (`neighbourhood_not_served`).
 *
 * @param subtotalCents the items' subtotal, centavos.
 */
export function deliveryCharge(
  delivery: DeliverySettings,
  bairro: string | null | undefined,
  subtotalCents: number,
): DeliveryCharge {
  let fee = 0;
  let feeToAgree = false;
  let refusal: DeliveryCharge['refusal'] = null;
  if (!delivery.enabled)
    refusal = { code: 'fulfilment_not_offered', message: DeliveryMessages.deliveryNotOffered };
  else if (delivery.feeMode === 'flat') fee = reaisToCents(delivery.flatFee);
  else if (delivery.feeMode === 'to_agree') feeToAgree = true;
  else if (!normaliseNeighbourhood(bairro ?? ''))
    refusal = { code: 'neighbourhood_required', message: DeliveryMessages.neighbourhoodRequired };
  else {
    const row = findNeighbourhood(delivery.neighbourhoods, bairro);
    if (row) fee = reaisToCents(row.fee);
    else
      refusal = {
        code: 'neighbourhood_not_served',
        message: DeliveryMessages.neighbourhoodNotServed((bairro ?? '').trim()),
      };
  }
  const freeDelivery = (fee > 0 || feeToAgree) && isFreeDelivery(delivery, subtotalCents);
  if (freeDelivery) {
    fee = 0;
    feeToAgree = false;
  }
  return { feeCents: Math.max(0, fee), feeToAgree, freeDelivery, refusal };
}
