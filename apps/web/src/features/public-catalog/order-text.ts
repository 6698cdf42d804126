import { Limits } from '@catalogo/contracts/core';
import { isAddressEmpty, type Address } from './address';
import { cartTotal, lineTotalCents, type CartLine } from './cart';
import { formatMoney } from './money';
import { DEFAULT_STORE_TITLE } from '@/lib/store-title';
import { orderLineOptionTexts } from '@catalogo/contracts/core';

/** Title of a store without a name (spec §2). */
export { DEFAULT_STORE_TITLE };

/** The address lines of the order, without empty parts. */
export function addressLines(address: Address): string[] {
  const trim = (s: string) => s.trim();
  const street = [address.logradouro, address.numero].map(trim).filter(Boolean).join(', ');
  const city = [address.localidade, address.uf].map(trim).filter(Boolean).join('/');
  const cep = trim(address.cep);
  return [
    street,
    trim(address.complemento),
    trim(address.bairro),
    city,
    cep ? `CEP: ${cep}` : '',
  ].filter(Boolean);
}

/**
 * The order as a WhatsApp-friendly Portuguese message (`*bold*` headings):
 *
 *   *Pedido - Lanchonete da Ana*
 *
 *   2x X-Salada - R$ 36,00
 *   1x Pizza - R$ 55,00
 *     • Tamanho: G                (each chosen option under its line)
 *
 *   *Total: R$ 58,00*
 *
 *   *Endereço de entrega:*        (only when the address is filled)
 *   Rua das Flores, 123
 *   ...
 *
 * Money uses normal spaces (Intl's U+00A0 is normalised). This exact text is shown, copied and
 * sent (docs/API.md §5).
 */
export function buildOrderText(input: {
  storeName: string | null | undefined;
  lines: readonly CartLine[];
  address: Address;
  /** Lines added after the total and address (the customer's data, payment, notes). */
  extraLines?: readonly string[];
  /**
   * the money lines in place of the plain total (the contracts' `orderChargeLines`:
   * subtotal, delivery fee, total), so the cart's text has the server text's layout.
   */
  charges?: readonly string[];
}): string {
  const title = input.storeName?.trim() || DEFAULT_STORE_TITLE;
  const parts = [
    `*Pedido - ${title}*`,
    '',
    ...input.lines.flatMap((line) => [
      `${line.quantity}x ${line.name} - ${formatMoney(lineTotalCents(line) / 100)}`,
      // The same lines as the server's WhatsApp text (the shared function, docs/API.md §6).
      ...orderLineOptionTexts(line.chosen, (cents) => formatMoney(cents / 100)),
    ]),
    '',
    ...(input.charges ?? [`*Total: ${formatMoney(cartTotal(input.lines))}*`]),
  ];
  if (!isAddressEmpty(input.address)) {
    parts.push('', '*Endereço de entrega:*', ...addressLines(input.address));
  }
  if (input.extraLines && input.extraLines.length > 0) parts.push('', ...input.extraLines);
  return parts.join('\n');
}

/**
 * The WhatsApp chat link with the order (docs/API.md §5):
 * `https://wa.me/55{digits}?text={encodeURIComponent(order text)}`. Never encodeURI: it would
 * leave "&", "+", "#" and "?" raw and cut or change the message.
 */
export function whatsappUrl(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${Limits.countryCode}${digits}?text=${encodeURIComponent(text)}`;
}
