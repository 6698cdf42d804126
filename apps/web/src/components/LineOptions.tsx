import {
  formatOrderMoney,
  orderLineOptionTexts,
  type OrderLineOption,
} from '@catalogo/contracts/core';

/**
 * The chosen options of an order line, one per line, in the very words of the
 * WhatsApp text ("Tamanho: G", "Adicional: Bacon (+R$ 4,00)": the shared
 * `orderLineOptionTexts`), for the seller's order detail and the customer's status page.
 * Nothing for a line without options.
 */
export function LineOptions({ options }: { options?: readonly OrderLineOption[] | null }) {
  const texts = orderLineOptionTexts(options, formatOrderMoney);
  if (texts.length === 0) return null;
  return (
    <ul className="grid gap-0.5 pl-4 text-xs opacity-80">
      {texts.map((text, i) => (
        <li key={i}>{text.replace(/^\s*•\s*/, '')}</li>
      ))}
    </ul>
  );
}
