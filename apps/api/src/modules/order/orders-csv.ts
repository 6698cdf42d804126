import { stringify } from 'csv-stringify/sync';
import {
  OrderFulfilmentLabels,
  OrderLimits,
  OrderPaymentMethodLabels,
  OrderStatusLabels,
  orderAddressLines,
  type SellerOrder,
  PaymentStatusLabels,
} from '@catalogo/contracts/core';

const day = new Intl.DateTimeFormat('pt-BR', {
  timeZone: OrderLimits.timeZone,
  dateStyle: 'short',
});
const time = new Intl.DateTimeFormat('pt-BR', {
  timeZone: OrderLimits.timeZone,
  timeStyle: 'short',
});

/** Reais as Excel pt-BR reads them: 1234.5 → "1234,50". */
function money(reais: number): string {
  return reais.toFixed(2).replace('.', ',');
}

/** A cell Excel would run as a formula (=, +, -, @, tab, CR) is prefixed with "'". */
function safe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The orders as CSV for Excel pt-BR: UTF-8 with BOM, ";" separator, CRLF, decimal
 * comma, dates and times in America/Sao_Paulo, one row per order with its items in one cell; the
 * coupon's code and discount close the row (the total is after the discount).
 */
export function ordersCsv(orders: readonly SellerOrder[]): string {
  return stringify(
    orders.map((o) => {
      const at = new Date(o.createdAt);
      return [
        String(o.number),
        day.format(at),
        time.format(at),
        OrderStatusLabels[o.status],
        safe(o.customer.name),
        o.customer.phone ?? '',
        OrderFulfilmentLabels[o.fulfilment],
        safe(o.address ? orderAddressLines(o.address).join(', ') : ''),
        OrderPaymentMethodLabels[o.payment.method],
        safe(
          o.items
            .map((i) => {
              // The line's choices, e.g. "1x Pizza (Tamanho: G; Adicional: Bacon)".
              const choices = (i.options ?? []).map((c) => `${c.group}: ${c.name}`).join('; ');
              return `${i.quantity}x ${i.name}${choices ? ` (${choices})` : ''}`;
            })
            .join(' | '),
        ),
        money(o.subtotal),
        money(o.deliveryFee),
        money(o.total),
        safe(o.notes ?? ''),
        // docs/API.md §8: the coupon and its discount, last so the earlier columns keep their place.
        o.couponCode ?? '',
        money(o.discount ?? 0),
        // docs/API.md §8 "Pix online": the payment's status ("Pago", …), empty without one.
        o.paymentStatus ? PaymentStatusLabels[o.paymentStatus] : '',
      ];
    }),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      header: true,
      columns: [
        'Número',
        'Data',
        'Hora',
        'Status',
        'Cliente',
        'Telefone',
        'Entrega',
        'Endereço',
        'Pagamento',
        'Itens',
        'Subtotal (R$)',
        'Taxa de entrega (R$)',
        'Total (R$)',
        'Observações',
        'Cupom',
        'Desconto (R$)',
        'Status do pagamento',
      ],
    },
  );
}
