import { formatOrderMoney, reaisToCents, type StoreSettings } from '@catalogo/contracts/core';

const money = (reais: number): string => formatOrderMoney(reaisToCents(reais));

/** The delivery part of the preview line ("Entrega R$ 5,00 no Centro"), or null when off. */
function deliveryPart(delivery: StoreSettings['delivery']): string | null {
  if (!delivery.enabled) return null;
  let text: string;
  switch (delivery.feeMode) {
    case 'flat':
      text = delivery.flatFee > 0 ? `Entrega ${money(delivery.flatFee)}` : 'Entrega grátis';
      break;
    case 'to_agree':
      text = 'Entrega com taxa a combinar';
      break;
    case 'by_neighbourhood': {
      const rows = delivery.neighbourhoods.filter((row) => row.name.trim() !== '');
      if (rows.length === 0) {
        text = 'Entrega (nenhum bairro cadastrado)';
      } else if (rows.length === 1) {
        const only = rows[0]!;
        text = `Entrega ${only.fee > 0 ? money(only.fee) : 'grátis'} no ${only.name.trim()}`;
      } else {
        const fees = rows.map((row) => row.fee);
        const low = Math.min(...fees);
        const high = Math.max(...fees);
        const range =
          low === high ? money(low) : `de ${low > 0 ? money(low) : 'grátis'} a ${money(high)}`;
        text = `Entrega ${range} em ${rows.length} bairros`;
      }
      break;
    }
  }
  if (delivery.freeFrom !== null && delivery.freeFrom > 0)
    text += ` · Frete grátis a partir de ${money(delivery.freeFrom)}`;
  return text;
}

/**
 * The one-line summary the customer will read, under the "Pedidos e entrega" form:
 * "Entrega R$ 5,00 no Centro · Retirada grátis · Pedido mínimo R$ 20,00". Recomputed from the
 * form's values as the seller types.
 */
export function orderingPreview(settings: StoreSettings): string {
  const parts: string[] = [];
  const delivery = deliveryPart(settings.delivery);
  if (delivery) parts.push(delivery);
  if (settings.pickup.enabled) parts.push('Retirada grátis');
  if (settings.minimumOrder > 0) parts.push(`Pedido mínimo ${money(settings.minimumOrder)}`);
  const { pix, cash, card } = settings.payment;
  const methods = [pix.enabled && 'Pix', cash.enabled && 'dinheiro', card.enabled && 'cartão'];
  const accepted = methods.filter((m): m is string => typeof m === 'string');
  if (accepted.length > 0) parts.push(`Pagamento: ${joinPt(accepted)}`);
  return parts.join(' · ');
}

/** "a", "a ou b", "a, b ou c". */
function joinPt(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`;
}
